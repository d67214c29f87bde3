import Foundation

/// The state of a diffable data source as a value: UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Sections are unique among sections and items unique across the whole snapshot (DS3); a
/// mutation given duplicates, or naming an identifier that is not there (DS5), records UIKit's
/// exception (see ``UIKitException``) and changes nothing. A new snapshot is empty (DS4).
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<Section, Photo.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(photos.map(\.id))
/// dataSource.apply(snapshot)
/// ```
///
/// Storage: the sections, each section's items in order, and a dictionary from each item to its
/// section and position, so that ``indexOfItem(_:)``, ``sectionIdentifier(containingItem:)`` and
/// the data source's look-ups are O(1). Appends cost O(appended); a deletion, insertion or move
/// renumbers the sections it touches (O(items of those sections)); a section deletion or insertion
/// renumbers the sections after it. No call is quadratic; a million-item snapshot costs about
/// 30 bytes per item.
///
/// Threading: a `Sendable` value; build it on any thread. A misuse is recorded on the main actor's
/// current runtime, so a misuse off the main actor traps instead.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// Where an item is: its section index and its position in the section.
    struct Location: Hashable, Sendable {
        var section: Int32
        var item: Int32
        var indexPath: IndexPath { IndexPath(item: Int(item), section: Int(section)) }
    }

    /// The sections in order.
    var sectionList: [SectionIdentifierType] = []
    /// The index of each section.
    var sectionIndices: [SectionIdentifierType: Int] = [:]
    /// Each section's items in order.
    var itemLists: [[ItemIdentifierType]] = []
    /// Where each item is.
    var locations: [ItemIdentifierType: Location] = [:]
    /// Items marked by ``reloadItems(_:)``, in marking order.
    var reloadedItems: [ItemIdentifierType] = []
    /// Items marked by ``reconfigureItems(_:)``, in marking order.
    var reconfiguredItems: [ItemIdentifierType] = []
    /// Sections marked by ``reloadSections(_:)``, in marking order.
    var reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Queries (DS4)

    /// The number of items in all sections.
    public var numberOfItems: Int { locations.count }
    /// The number of sections.
    public var numberOfSections: Int { sectionList.count }
    /// The sections in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionList }
    /// Every item in display order. O(items).
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemLists.joined()) }

    /// The number of items in `identifier`'s section (0 for an unknown section, with UIKit's exception).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = sectionIndices[identifier] else {
            DiffableException.raise(DiffableException.missingSection("count items in", identifier))
            return 0
        }
        return itemLists[index].count
    }

    /// The items of `identifier`'s section in order (empty for an unknown section, with UIKit's exception).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndices[identifier] else {
            DiffableException.raise(DiffableException.missingSection("get items in", identifier))
            return []
        }
        return itemLists[index]
    }

    /// The section that holds `identifier`, or nil. O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        locations[identifier].map { sectionList[Int($0.section)] }
    }

    /// The position of `identifier` among all items in display order, or nil. O(sections).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = locations[identifier] else { return nil }
        var index = Int(location.item)
        for section in 0..<Int(location.section) { index += itemLists[section].count }
        return index
    }

    /// The index of `identifier` among the sections, or nil. O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndices[identifier] }

    /// The items marked by ``reloadItems(_:)`` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked by ``reconfigureItems(_:)`` since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
    /// The sections marked by ``reloadSections(_:)`` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// The item at `indexPath`, or nil when it is outside the snapshot. O(1).
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < itemLists.count else { return nil }
        let items = itemLists[indexPath.section]
        return indexPath.item >= 0 && indexPath.item < items.count ? items[indexPath.item] : nil
    }

    /// The index path of `identifier`, or nil. O(1).
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? { locations[identifier]?.indexPath }

    /// The section at `index`, or nil when it is outside the snapshot. O(1).
    func section(at index: Int) -> SectionIdentifierType? {
        index >= 0 && index < sectionList.count ? sectionList[index] : nil
    }

    /// The number of items of section `index`; 0 outside the snapshot. O(1).
    func itemCount(inSection index: Int) -> Int {
        index >= 0 && index < itemLists.count ? itemLists[index].count : 0
    }

    // MARK: Renumbering

    /// Rewrites the locations of the items of `section` from position `start` on.
    mutating func renumberItems(inSection section: Int, from start: Int = 0) {
        let items = itemLists[section]
        guard start < items.count else { return }
        for position in start..<items.count {
            locations[items[position]] = Location(section: Int32(section), item: Int32(position))
        }
    }

    /// Rewrites the section indices and the item locations of the sections from `start` on.
    mutating func renumberSections(from start: Int) {
        guard start < sectionList.count else { return }
        for section in start..<sectionList.count {
            sectionIndices[sectionList[section]] = section
            renumberItems(inSection: section)
        }
    }
}
