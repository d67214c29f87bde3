public import Foundation

/// A table's data source driven by snapshots: UIKit's `UITableViewDiffableDataSource` (DS1).
///
/// As ``CollectionViewDiffableDataSource``, with rows for items: `init(tableView:cellProvider:)`
/// makes it the table's ``TableView/dataSource`` (held weakly by the table), counts and cells come
/// from the last applied snapshot, and ``apply(_:animatingDifferences:completion:)`` commits the
/// difference as one batch update with ``defaultRowAnimation`` (with animation) or reloads the
/// table (without). No section snapshots, reordering or expand/collapse handlers, as in UIKit.
///
/// Costs: apply is O(rows) (the difference); look-ups are O(1).
@preconcurrency @MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, TableViewDataSource
{
    /// Makes the cell for a row: UIKit's `CellProvider`.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshot type.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The table (weak).
    public private(set) weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The animation of the rows of the next updates. Default `.automatic` (recorded, not animated).
    public var defaultRowAnimation: TableViewRowAnimation = .automatic

    /// Connects to `tableView` as its data source (DS1).
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the last applied snapshot (DS10).
    public func snapshot() -> Snapshot { current }

    /// Makes `snapshot` the data (DS8): with animation, one batch update of the difference (a
    /// reload when nothing was loaded yet or surviving sections changed order); without, a reload.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView, animatingDifferences, tableView.hasLoadedData else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        guard !difference.requiresReload else { return applySnapshotUsingReloadData(snapshot, completion: completion) }
        current = snapshot.clearingMarks()
        guard !difference.isEmpty else {
            completion?()
            return
        }
        let animation = defaultRowAnimation
        tableView.performBatchUpdates({
            if !difference.deletedSections.isEmpty { tableView.deleteSections(Array(difference.deletedSections), with: animation) }
            if !difference.insertedSections.isEmpty { tableView.insertSections(Array(difference.insertedSections), with: animation) }
            if !difference.reloadedSections.isEmpty { tableView.reloadSections(Array(difference.reloadedSections), with: animation) }
            if !difference.deletedItems.isEmpty { tableView.deleteRows(at: difference.deletedItems, with: animation) }
            if !difference.insertedItems.isEmpty { tableView.insertRows(at: difference.insertedItems, with: animation) }
            for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
            if !difference.reloadedItems.isEmpty { tableView.reloadRows(at: difference.reloadedItems, with: animation) }
        })
        completion?()
    }

    /// Makes `snapshot` the data without diffing, by ``TableView/reloadData()`` (DS9).
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.clearingMarks()
        tableView?.reloadData()
        completion?()
    }

    /// The item of the row at `indexPath`, or nil (DS12). O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// The index path of `identifier`'s row, or nil (DS12). O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// The section at `index`, or nil (DS12).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }
    /// The index of `sectionIdentifier`, or nil (DS12).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sectionIndices[sectionIdentifier] }

    // MARK: TableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSection: section)
    }

    /// The cell provider's cell; nil is an error (UIKit raises), recorded as the table records it.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            throw RuntimeError(.diffableMissingIdentifier, "UITableViewDiffableDataSource: no cell for the row at \(indexPath)")
        }
        return cell
    }
}
