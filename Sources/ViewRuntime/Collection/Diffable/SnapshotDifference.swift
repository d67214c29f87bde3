import Foundation

/// The batch update that turns one applied snapshot into the next (DS7, DS8): section deletes and
/// inserts, item deletes (old index paths), inserts (new index paths), moves and reloads.
///
/// Items are matched by identifier only, so an identifier that changes is a delete plus an insert
/// (DS7). Within a section that survives, the items kept in place are a longest increasing run of
/// their old positions; the others, and items that change section, are moves. Reloaded items that
/// stay in place are reloads; reloaded items that move are a delete plus an insert; reconfigured
/// items are reloads. When the surviving sections change order the difference asks for a reload
/// instead (``requiresReload``).
///
/// Cost: O(items) dictionary look-ups plus O(k log k) for the increasing run of each section's k
/// kept items; nothing quadratic.
struct SnapshotDifference: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move] = []
    var reloadedItems: [IndexPath] = []
    /// The surviving sections changed order: apply by reloading.
    var requiresReload = false

    struct Move: Equatable {
        var from: IndexPath
        var to: IndexPath
    }

    /// Whether there is nothing to update.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && !requiresReload
    }

    init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        for (index, section) in old.sectionList.enumerated() where new.sectionIndices[section] == nil {
            deletedSections.insert(index)
        }
        for (index, section) in new.sectionList.enumerated() where old.sectionIndices[section] == nil {
            insertedSections.insert(index)
        }
        let oldKept = old.sectionList.filter { new.sectionIndices[$0] != nil }
        let newKept = new.sectionList.filter { old.sectionIndices[$0] != nil }
        guard oldKept == newKept else {
            requiresReload = true
            return
        }
        for section in new.reloadedSections {
            if let index = old.sectionIndices[section], new.sectionIndices[section] != nil { reloadedSections.insert(index) }
        }
        var marked = Set(new.reloadedItems)
        marked.formUnion(new.reconfiguredItems)
        // Deletes: items gone, or going into an inserted section (a section deletion covers its own).
        for (sectionIndex, items) in old.itemLists.enumerated() where !deletedSections.contains(sectionIndex) {
            for (position, item) in items.enumerated() {
                guard let location = new.locations[item] else {
                    deletedItems.append(IndexPath(item: position, section: sectionIndex))
                    continue
                }
                if insertedSections.contains(Int(location.section)) {
                    deletedItems.append(IndexPath(item: position, section: sectionIndex))
                }
            }
        }
        // Inserts, moves and reloads, section by section of the new snapshot.
        for (newSection, items) in new.itemLists.enumerated() where !insertedSections.contains(newSection) {
            let oldSection = old.sectionIndices[new.sectionList[newSection]]!
            var candidates: [(position: Int, old: Int)] = []
            for (position, item) in items.enumerated() {
                let to = IndexPath(item: position, section: newSection)
                guard let location = old.locations[item], !deletedSections.contains(Int(location.section)) else {
                    insertedItems.append(to)
                    continue
                }
                if Int(location.section) == oldSection {
                    candidates.append((position, Int(location.item)))
                } else if marked.contains(item) {
                    deletedItems.append(location.indexPath)
                    insertedItems.append(to)
                } else {
                    movedItems.append(Move(from: location.indexPath, to: to))
                }
            }
            let stays = Self.longestIncreasingRun(candidates.map(\.old))
            for (index, candidate) in candidates.enumerated() {
                let from = IndexPath(item: candidate.old, section: oldSection)
                let to = IndexPath(item: candidate.position, section: newSection)
                let item = items[candidate.position]
                if stays.contains(index) {
                    if marked.contains(item) { reloadedItems.append(from) }
                } else if marked.contains(item) {
                    deletedItems.append(from)
                    insertedItems.append(to)
                } else {
                    movedItems.append(Move(from: from, to: to))
                }
            }
        }
    }

    /// The indices of one longest strictly increasing subsequence of `values` (patience sorting,
    /// O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // indices into values
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run = Set<Int>(minimumCapacity: tails.count)
        var cursor = tails.last!
        while cursor >= 0 {
            run.insert(cursor)
            cursor = previous[cursor]
        }
        return run
    }
}
