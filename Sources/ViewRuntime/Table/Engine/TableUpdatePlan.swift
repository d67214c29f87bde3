package import Foundation

/// A validated batch update: how sections and rows of the old state map to the new one.
///
/// Produced by ``TableUpdateValidator/plan(for:oldRowCounts:newRowCounts:)``; consumed by
/// ``TableGeometry/applying(_:source:)`` (the new geometry), by ``TableSelection/remap(with:)`` and by
/// whoever remaps visible cells. Reloaded rows and sections count as deleted and re-inserted, as
/// UIKit converts them; so their old positions map to nil (a selected reloaded row is deselected).
///
/// Costs, with k the number of operations touching one section: ``newSection(forOld:)`` O(1),
/// ``newIndexPath(forOld:)`` O(log k + k), ``oldIndexPath(forNew:)`` O(log k + k).
package struct TableUpdatePlan: Sendable {
    /// Row counts per section before the update.
    package let oldRowCounts: [Int]
    /// Row counts per section after the update (fresh from the data source).
    package let newRowCounts: [Int]
    /// Old section → new section, or -1 when deleted or reloaded.
    let sectionOldToNew: [Int]
    /// New section → old section, or -1 when inserted or reloaded.
    let sectionNewToOld: [Int]
    /// Per old section: sorted old rows that leave their place (deleted, reloaded, moved away).
    let removedRows: [[Int]]
    /// Per new section: sorted new rows that are not survivors (inserted, reloaded, moved here).
    let fixedRows: [[Int]]
    /// Row moves: old index path → new index path.
    let rowMoves: [IndexPath: IndexPath]
    /// Row moves reversed: new index path → old index path.
    let rowMoveSources: [IndexPath: IndexPath]
    /// Whether sections were inserted, deleted, reloaded or moved.
    let hasSectionChanges: Bool

    /// The number of rows whose place changes (removed plus fixed), a measure of the update's size.
    var changedRowCount: Int {
        removedRows.reduce(0) { $0 + $1.count } + fixedRows.reduce(0) { $0 + $1.count }
    }

    /// Where old section `section` went, or nil if it was deleted or reloaded. O(1).
    package func newSection(forOld section: Int) -> Int? {
        guard section >= 0, section < sectionOldToNew.count else { return nil }
        let s = sectionOldToNew[section]
        return s < 0 ? nil : s
    }

    /// Where the row at old `indexPath` went, or nil if it was deleted or reloaded (or its section
    /// was). A moved row follows its move.
    package func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        if let moved = rowMoves[indexPath] { return moved }
        guard let section = newSection(forOld: indexPath.section),
            indexPath.row >= 0, indexPath.row < oldRowCounts[indexPath.section]
        else { return nil }
        let removed = removedRows[indexPath.section]
        let below = Self.countBelow(removed, indexPath.row)
        if below < removed.count && removed[below] == indexPath.row { return nil }
        // Survivor rank after deletions, placed into the slots left free by fixed rows.
        var slot = indexPath.row - below
        for fixed in fixedRows[section] {
            if fixed <= slot { slot += 1 } else { break }
        }
        return IndexPath(section: section, row: slot)
    }

    /// Where the row at new `indexPath` came from, or nil if it is new (inserted, reloaded, or in an
    /// inserted or reloaded section).
    package func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        if let source = rowMoveSources[indexPath] { return source }
        guard indexPath.section >= 0, indexPath.section < sectionNewToOld.count else { return nil }
        let old = sectionNewToOld[indexPath.section]
        guard old >= 0 else { return nil }
        let fixed = fixedRows[indexPath.section]
        let below = Self.countBelow(fixed, indexPath.row)
        if below < fixed.count && fixed[below] == indexPath.row { return nil }
        var rank = indexPath.row - below
        for removed in removedRows[old] {
            if removed <= rank { rank += 1 } else { break }
        }
        return IndexPath(section: old, row: rank)
    }

    /// The number of elements of sorted `values` below `value`. O(log k).
    static func countBelow(_ values: [Int], _ value: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
