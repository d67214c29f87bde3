public import Foundation

/// Reloading (CV15) and batch updates (CV17-CV21).
///
/// Updates are recorded in the table's ``TableBatchUpdate`` and validated by the table's
/// ``TableUpdateValidator`` (the same index semantics: deletes before inserts, deletes and reloads in
/// old index paths, inserts in new ones), with UIKit's collection-view wording in the exceptions.
/// An update that raises changes nothing: same counts, visible cells, selection and layout.
extension CollectionView {
    /// CV15: discards the visible items (each gets `didEndDisplaying` and goes back to its queue, so
    /// the next dequeues hand back the same instances after `prepareForReuse()`), clears the
    /// selection and drops uncommitted updates, then marks the counts and the layout invalid. Lazy:
    /// no data-source method runs here; counts are asked again at the next layout pass or API that
    /// needs them.
    public func reloadData() {
        pendingUpdate.reset()
        recycleAllVisible()
        selectedItems.removeAll()
        itemCounts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Runs `updates` and commits what it recorded as one batch (CV17); blocks nest and commit at
    /// the outermost. The counts are loaded first if they are invalid, so an update issued before
    /// the first layout sees counts that already include the change (CV21). At the commit the data
    /// source is asked for fresh counts and checked (CV18); then surviving visible cells follow
    /// their items, deleted and reloaded ones are recycled, the selection follows its items, the
    /// layout is invalidated and the visible set updated. `completion` gets true after a commit.
    /// - Raises (recorded on the runtime, see ``UIKitException``): CV18's
    ///   `NSInternalInconsistencyException` ("Invalid update: invalid number of items in section
    ///   S.  The number of items contained in an existing section after the update (A) must be
    ///   equal to ...") or CV20's for out-of-range or colliding index paths; then nothing changed
    ///   and `completion` is not called.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        loadCountsIfNeeded()
        pendingUpdate.begin()
        updates?()
        guard pendingUpdate.end() else { return }
        if commitPendingUpdates() { completion?(true) }
    }

    /// Inserts items at `indexPaths` (post-update); outside a batch block, a one-operation batch.
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertRows(at: indexPaths) } }
    /// Deletes the items at `indexPaths` (pre-update); outside a batch block, a one-operation batch.
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleteRows(at: indexPaths) } }
    /// Reloads the items at `indexPaths` (a delete and an insert: new cells from the data source).
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadRows(at: indexPaths) } }
    /// Moves an item from `indexPath` (pre-update) to `newIndexPath` (post-update); its cell follows.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moveRow(at: indexPath, to: newIndexPath) }
    }
    /// Inserts sections (post-update indices).
    public func insertSections(_ sections: IndexSet) { record { $0.insertSections(sections) } }
    /// Deletes sections (pre-update indices) with their items.
    public func deleteSections(_ sections: IndexSet) { record { $0.deleteSections(sections) } }
    /// Reloads sections (a delete and an insert of each).
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadSections(sections) } }
    /// Moves a section from `section` (pre-update) to `newSection` (post-update).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.moveSection(section, toSection: newSection) }
    }

    /// Whether operations were recorded and not yet committed (UIKit's `hasUncommittedUpdates`).
    public var hasUncommittedUpdates: Bool { pendingUpdate.hasUncommittedUpdates }

    /// Records one operation, as a one-operation batch outside a block.
    private func record(_ operation: (inout TableBatchUpdate) -> Void) {
        if pendingUpdate.isInsideBlock {
            operation(&pendingUpdate)
            return
        }
        loadCountsIfNeeded()
        pendingUpdate.begin()
        operation(&pendingUpdate)
        if pendingUpdate.end() { _ = commitPendingUpdates() }
    }

    /// Validates and applies the recorded update. Returns false (after raising) when it was
    /// inconsistent.
    private func commitPendingUpdates() -> Bool {
        let update = pendingUpdate
        pendingUpdate.reset()
        guard update.hasUncommittedUpdates else { return true }
        let oldCounts = itemCounts ?? []
        var newCounts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            for section in 0..<sections { newCounts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section))) }
        }
        let plan: TableUpdatePlan
        do {
            plan = try TableUpdateValidator.plan(for: update, oldRowCounts: oldCounts, newRowCounts: newCounts)
        } catch {
            runtime.raise(Self.collectionError(error))
            return false
        }
        var items: [IndexPath: CollectionViewCell] = [:]
        var leaving: [(IndexPath, CollectionViewCell)] = []
        for (indexPath, cell) in visibleItemCells {
            if let new = plan.newIndexPath(forOld: indexPath) { items[new] = cell } else { leaving.append((indexPath, cell)) }
        }
        var supplementary: [CollectionSupplementaryKey: CollectionReusableView] = [:]
        var leavingSupplementary: [(CollectionSupplementaryKey, CollectionReusableView)] = []
        for (key, view) in visibleSupplementaryViews {
            if let section = plan.newSection(forOld: key.indexPath.section) {
                var indexPath = key.indexPath
                indexPath.section = section
                supplementary[CollectionSupplementaryKey(kind: key.kind, indexPath: indexPath)] = view
            } else {
                leavingSupplementary.append((key, view))
            }
        }
        selectedItems = Set(selectedItems.compactMap { plan.newIndexPath(forOld: $0) })
        visibleItemCells = items
        visibleSupplementaryViews = supplementary
        for (indexPath, cell) in leaving.sorted(by: { $0.0 < $1.0 }) { recycle(cell, at: indexPath) }
        for (key, view) in leavingSupplementary { recycle(view, key: key) }
        for (indexPath, cell) in items where cell.isSelected != selectedItems.contains(indexPath) {
            cell.isSelected = selectedItems.contains(indexPath)
        }
        itemCounts = newCounts
        collectionViewLayout.invalidateLayout()
        updateVisibleElements()
        return true
    }

    /// The table engine's error in UIKit's collection-view wording: items for rows, "collection
    /// view" for "table view", and the two spaces after the first sentence of the count messages
    /// (CV18, iOS 14 text).
    static func collectionError(_ error: TableUpdateError) -> RuntimeError {
        var message = error.message
            .replacingOccurrences(of: "table view", with: "collection view")
            .replacingOccurrences(of: " rows", with: " items")
            .replacingOccurrences(of: " row ", with: " item ")
        var code = RuntimeError.Code(error.code.rawValue)
        if error.code == .invalidNumberOfRows || error.code == .invalidNumberOfSections {
            if let range = message.range(of: ". The number of ") {
                message.replaceSubrange(range, with: ".  The number of ")
            }
            if error.code == .invalidNumberOfRows { code = .invalidNumberOfItems }
        }
        return RuntimeError(code, message)
    }
}
