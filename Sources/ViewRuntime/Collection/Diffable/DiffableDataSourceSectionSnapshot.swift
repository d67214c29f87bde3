import Foundation

/// One section's items as a hierarchy: UIKit's `NSDiffableDataSourceSectionSnapshot` (DS11).
///
/// Items are unique within the section snapshot (DS3: a duplicate records UIKit's exception and
/// changes nothing). ``items`` lists every item depth first; ``visibleItems`` only those whose
/// ancestors are all expanded, which is what a data source shows. Costs: appends O(appended),
/// ``items`` and ``visibleItems`` O(items).
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var members: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// Appends `items` as children of `parent`, or as root items when nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let duplicates = DiffableException.duplicates(in: items) { members.contains($0) }
        guard duplicates.isEmpty else { return DiffableException.raise(DiffableException.duplicateSectionSnapshotItems(duplicates)) }
        if let parent {
            guard members.contains(parent) else { return DiffableException.raise(DiffableException.missingItem("append items to", parent)) }
            children[parent, default: []].append(contentsOf: items)
            for item in items { parents[item] = parent }
        } else {
            roots.append(contentsOf: items)
        }
        members.formUnion(items)
    }

    /// Expands `items` (their children become visible).
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items.filter(members.contains)) }
    /// Collapses `items`.
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }
    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }
    /// The parent of `item`, or nil for a root item.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parents[item] }
    /// The depth of `item` (0 for a root item).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var cursor = item
        while let parent = parents[cursor] {
            level += 1
            cursor = parent
        }
        return level
    }

    /// The root items in order.
    public var rootItems: [ItemIdentifierType] { roots }
    /// Every item, depth first.
    public var items: [ItemIdentifierType] { flatten(onlyExpanded: false) }
    /// The items whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(onlyExpanded: true) }

    /// Removes everything.
    public mutating func deleteAll() { self = Self() }

    private func flatten(onlyExpanded: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(members.count)
        var stack = Array(roots.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !onlyExpanded || expanded.contains(item), let kids = children[item] { stack.append(contentsOf: kids.reversed()) }
        }
        return result
    }
}

extension CollectionViewDiffableDataSource {
    /// The visible items of `section` as a flat section snapshot (DS11; the hierarchy of an applied
    /// section snapshot is not kept).
    public func snapshot(for section: SectionIdentifierType) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var sectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let current = snapshot()
        if current.indexOfSection(section) != nil { sectionSnapshot.append(current.itemIdentifiers(inSection: section)) }
        return sectionSnapshot
    }

    /// Replaces `section`'s items with `sectionSnapshot`'s visible items, creating the section at the
    /// end when needed (DS11), and applies the result.
    public func apply(
        _ sectionSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var next = snapshot()
        if next.indexOfSection(section) == nil {
            next.appendSections([section])
        } else {
            next.deleteItems(next.itemIdentifiers(inSection: section))
        }
        next.appendItems(sectionSnapshot.visibleItems, toSection: section)
        apply(next, animatingDifferences: animatingDifferences, completion: completion)
    }
}
