public import Foundation

/// A collection view's data source driven by snapshots: UIKit's `UICollectionViewDiffableDataSource`.
///
/// `init(collectionView:cellProvider:)` makes it the collection view's ``CollectionView/dataSource``
/// (DS1; the collection view holds it weakly, so keep a reference). It answers every data-source
/// method from the last applied snapshot; cells come from the cell provider (DS13), supplementary
/// views from ``supplementaryViewProvider``. ``apply(_:animatingDifferences:completion:)`` with
/// animation commits the difference as one batch update (deletes, inserts, moves, reloads, DS8);
/// without animation it reloads the data.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: grid) {
///     grid, indexPath, id in grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Costs: ``apply(_:animatingDifferences:completion:)`` is O(items) (the difference); look-ups
/// (``itemIdentifier(for:)``, ``indexPath(for:)``) are O(1).
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, CollectionViewDataSource
{
    /// Makes the cell for an item: UIKit's `CellProvider`.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view: UIKit's `SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?
    /// The snapshot type.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The collection view (weak, so that a collection view and its data source do not keep each other).
    public private(set) weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// Makes headers, footers and other supplementary views (DS13). Default nil.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// The last applied snapshot.
    private var current = Snapshot()

    /// Connects to `collectionView` as its data source (DS1).
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the last applied snapshot (DS10).
    public func snapshot() -> Snapshot { current }

    /// Makes `snapshot` the data (DS8): with animation, as one batch update of the difference from
    /// the current state (a reload when nothing was loaded yet or surviving sections changed
    /// order); without, by ``CollectionView/reloadData()``. `completion` runs after the update.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView, animatingDifferences, collectionView.itemCounts != nil else {
            return applySnapshotUsingReloadData(snapshot, completion: completion)
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        guard !difference.requiresReload else { return applySnapshotUsingReloadData(snapshot, completion: completion) }
        current = snapshot.clearingMarks()
        guard !difference.isEmpty else {
            completion?()
            return
        }
        collectionView.performBatchUpdates({
            if !difference.deletedSections.isEmpty { collectionView.deleteSections(difference.deletedSections) }
            if !difference.insertedSections.isEmpty { collectionView.insertSections(difference.insertedSections) }
            if !difference.reloadedSections.isEmpty { collectionView.reloadSections(difference.reloadedSections) }
            if !difference.deletedItems.isEmpty { collectionView.deleteItems(at: difference.deletedItems) }
            if !difference.insertedItems.isEmpty { collectionView.insertItems(at: difference.insertedItems) }
            for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            if !difference.reloadedItems.isEmpty { collectionView.reloadItems(at: difference.reloadedItems) }
        })
        completion?()
    }

    /// Makes `snapshot` the data without diffing, by ``CollectionView/reloadData()`` (DS9).
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.clearingMarks()
        collectionView?.reloadData()
        completion?()
    }

    /// The item at `indexPath` in the applied snapshot, or nil (DS12). O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// The index path of `identifier` in the applied snapshot, or nil (DS12). O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// The section at `index`, or nil (DS12).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }
    /// The index of `sectionIdentifier`, or nil (DS12).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sectionIndices[sectionIdentifier] }

    // MARK: CollectionViewDataSource

    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSection: section)
    }

    /// The cell provider's cell; a nil answer is refused as CV5's undequeued cell.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = current.item(at: indexPath) else { return CollectionViewCell(frame: .zero) }
        return cellProvider(collectionView, indexPath, item) ?? CollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view; with no provider, DS13's exception.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        guard let supplementaryViewProvider else {
            collectionView.runtime.raise(
                UIKitException(
                    name: .internalInconsistency,
                    reason:
                        "UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind \(kind) at \(indexPath) but supplementaryViewProvider is nil",
                    code: .viewNotDequeued))
            return CollectionReusableView(frame: .zero)
        }
        return supplementaryViewProvider(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }
}

extension DiffableDataSourceSnapshot {
    /// The snapshot without its reload and reconfigure marks (they apply once).
    func clearingMarks() -> Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }
}
