public import Foundation

/// Reloading (TV8) and batch updates (TV9).
///
/// Every update goes through the engine: ``TableBatchUpdate`` records, ``TableState/commit(source:)``
/// asks the data source for fresh counts, validates with ``TableUpdateValidator`` and builds the new
/// geometry and selection. Only then are cells touched, so an update that throws leaves the table
/// exactly as it was before the batch began: same counts, content height, visible cells, selection,
/// offset; the recorded operations are dropped. (The data source's own counts are the caller's
/// business: they stay as the caller changed them.)
extension TableView {
    /// TV8: reloads everything, synchronously. Visible cells go back to their queues
    /// (``TableViewDelegate/tableView(_:didEndDisplaying:forRowAt:)`` for each), the selection is
    /// cleared, counts and heights are asked again (heights of every row only with a
    /// ``TableViewRowHeightDelegate`` and no estimate), the offset is pulled back if the content shrank
    /// (TV1), and the visible rows are dequeued again through `cellForRowAt`.
    ///
    /// Inside `beginUpdates()`/`endUpdates()`, which UIKit says it "must not" be called in: the runtime
    /// records a ``Diagnostic/Code/reloadDataInsideUpdates`` diagnostic, reloads, and discards the
    /// uncommitted updates and the open blocks (the later `endUpdates()` calls do nothing).
    ///
    /// Cost: O(S) fixed heights, O(S + n) per-row heights, plus the visible rows' cells.
    public func reloadData() {
        if state.pendingUpdate.isInsideBlock {
            runtime.record(
                .reloadDataInsideUpdates,
                "reloadData called inside beginUpdates/endUpdates on \(traceLabel): the uncommitted updates were discarded")
        }
        recycleAllVisible()
        let settings = TableHeightSettings(
            rowHeight: rowHeight, estimatedRowHeight: estimatedRowHeight,
            tableHeaderHeight: tableHeaderHeight, tableFooterHeight: tableFooterHeight)
        var selection = state.selection
        selection.removeAll()
        state = TableState(source: TableViewLayoutSource(self), settings: settings, selection: selection)
        hasLoadedData = true
        _ = traceLabel  // remembers the owning controller's label for the accounting of a dead table
        resetPrefetchWindow()
        clampOffsetToContent()
        lastLayoutOffset = bounds.origin.y
        updateVisibleRows()
    }

    // MARK: Blocks

    /// Opens a batch-update block; blocks nest and commit at the outermost ``endUpdates()`` (TV9).
    public func beginUpdates() { state.pendingUpdate.begin() }

    /// Closes a block; the outermost one commits everything recorded since the first
    /// ``beginUpdates()``. An unmatched call does nothing.
    ///
    /// The commit asks the data source for fresh counts and checks them against the updates (TV9:
    /// deletes before inserts, deletes and reloads in old index paths, inserts in new ones). Then the
    /// visible cells of surviving rows stay (moved to their new rows, no `cellForRowAt`), the cells of
    /// deleted and reloaded rows are recycled, rows that became visible get cells, and the selection
    /// follows its rows (deleted or reloaded selected rows are deselected).
    ///
    /// Cost: O(S + u log u) to validate u operations, O(S + k (log n + 128)) to move k rows' heights
    /// (O(S + n) with section changes and per-row heights), plus O(visible) for cells.
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError`` with UIKit's message when the update is inconsistent, for example
    ///   ``RuntimeError/Code/invalidNumberOfRows`` ("Invalid update: invalid number of rows in section
    ///   0. ...") or ``RuntimeError/Code/invalidNumberOfSections``, or an index out of range. Then
    ///   nothing changed and the recorded updates are dropped.
    public func endUpdates() {
        do { try checkedEndUpdates() } catch { runtime.raise(error) }
    }

    /// ``endUpdates``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedEndUpdates() throws {
        guard state.pendingUpdate.end() else { return }
        try commitPendingUpdates()
    }

    /// Runs `updates` in a block and commits it (iOS 11+). `completion` runs after a successful
    /// commit, with true (there is no animation to interrupt); it does not run when the commit throws.
    /// An error thrown by `updates` closes the block, drops what was recorded (at the outermost level)
    /// and is rethrown.
    /// - Raises (recorded on the runtime, see ``UIKitException``): the commit's misuse (see
    ///   ``endUpdates()``); then `completion` is not called.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        do { try checkedPerformBatchUpdates(updates, completion: completion) } catch { runtime.raise(error) }
    }

    /// ``performBatchUpdates(_:completion:)`` with a throwing block, throwing the misuse instead of
    /// raising it (the package's own callers): an error thrown by `updates` closes the block, drops
    /// what was recorded (at the outermost level) and is rethrown.
    package func checkedPerformBatchUpdates(_ updates: (() throws -> Void)?, completion: ((Bool) -> Void)? = nil) throws {
        beginUpdates()
        do {
            try updates?()
        } catch {
            if state.pendingUpdate.end() { state.pendingUpdate.reset() }
            throw error
        }
        try checkedEndUpdates()
        completion?(true)
    }

    /// Whether operations were recorded and not yet committed (UIKit's `hasUncommittedUpdates`).
    public var hasUncommittedUpdates: Bool { state.pendingUpdate.hasUncommittedUpdates }

    // MARK: Operations (each is an implicit one-item batch outside a block)

    /// Inserts rows at `indexPaths` (post-update index paths). Outside a block it commits at once.
    /// - Raises (recorded on the runtime, see ``UIKitException``): see ``endUpdates()`` (only outside a block).
    public func insertRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation = .automatic) {
        do { try checkedInsertRows(at: indexPaths, with: animation) } catch { runtime.raise(error) }
    }

    /// ``insertRows``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedInsertRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation = .automatic) throws {
        state.pendingUpdate.insertRows(at: indexPaths)
        try commitIfOutsideBlock()
    }

    /// Deletes the rows at `indexPaths` (pre-update index paths). Outside a block it commits at once.
    /// - Raises (recorded on the runtime, see ``UIKitException``): see ``endUpdates()`` (only outside a block).
    public func deleteRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation = .automatic) {
        do { try checkedDeleteRows(at: indexPaths, with: animation) } catch { runtime.raise(error) }
    }

    /// ``deleteRows``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedDeleteRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation = .automatic) throws {
        state.pendingUpdate.deleteRows(at: indexPaths)
        try commitIfOutsideBlock()
    }

    /// Reloads the rows at `indexPaths` (pre-update): they are deleted and re-inserted, so their cells
    /// are recycled and `cellForRowAt` is asked again for those visible. Outside a block it commits at once.
    /// - Raises (recorded on the runtime, see ``UIKitException``): see ``endUpdates()`` (only outside a block).
    public func reloadRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation = .automatic) {
        do { try checkedReloadRows(at: indexPaths, with: animation) } catch { runtime.raise(error) }
    }

    /// ``reloadRows``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedReloadRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation = .automatic) throws {
        state.pendingUpdate.reloadRows(at: indexPaths)
        try commitIfOutsideBlock()
    }

    /// Moves a row from `indexPath` (pre-update) to `newIndexPath` (post-update); its cell moves with it.
    /// - Raises (recorded on the runtime, see ``UIKitException``): see ``endUpdates()`` (only outside a block).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        do { try checkedMoveRow(at: indexPath, to: newIndexPath) } catch { runtime.raise(error) }
    }

    /// ``moveRow``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
        state.pendingUpdate.moveRow(at: indexPath, to: newIndexPath)
        try commitIfOutsideBlock()
    }

    /// Inserts sections (post-update indices).
    /// - Raises (recorded on the runtime, see ``UIKitException``): see ``endUpdates()`` (only outside a block).
    public func insertSections(_ sections: [Int], with animation: TableViewRowAnimation = .automatic) {
        do { try checkedInsertSections(sections, with: animation) } catch { runtime.raise(error) }
    }

    /// ``insertSections``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedInsertSections(_ sections: [Int], with animation: TableViewRowAnimation = .automatic) throws {
        state.pendingUpdate.insertSections(sections)
        try commitIfOutsideBlock()
    }

    /// Deletes sections (pre-update indices).
    /// - Raises (recorded on the runtime, see ``UIKitException``): see ``endUpdates()`` (only outside a block).
    public func deleteSections(_ sections: [Int], with animation: TableViewRowAnimation = .automatic) {
        do { try checkedDeleteSections(sections, with: animation) } catch { runtime.raise(error) }
    }

    /// ``deleteSections``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedDeleteSections(_ sections: [Int], with animation: TableViewRowAnimation = .automatic) throws {
        state.pendingUpdate.deleteSections(sections)
        try commitIfOutsideBlock()
    }

    /// Reloads sections (pre-update indices): deleted and re-inserted.
    /// - Raises (recorded on the runtime, see ``UIKitException``): see ``endUpdates()`` (only outside a block).
    public func reloadSections(_ sections: [Int], with animation: TableViewRowAnimation = .automatic) {
        do { try checkedReloadSections(sections, with: animation) } catch { runtime.raise(error) }
    }

    /// ``reloadSections``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedReloadSections(_ sections: [Int], with animation: TableViewRowAnimation = .automatic) throws {
        state.pendingUpdate.reloadSections(sections)
        try commitIfOutsideBlock()
    }

    /// Moves a section from `section` (pre-update) to `newSection` (post-update).
    /// - Raises (recorded on the runtime, see ``UIKitException``): see ``endUpdates()`` (only outside a block).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        do { try checkedMoveSection(section, toSection: newSection) } catch { runtime.raise(error) }
    }

    /// ``moveSection``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedMoveSection(_ section: Int, toSection newSection: Int) throws {
        state.pendingUpdate.moveSection(section, toSection: newSection)
        try commitIfOutsideBlock()
    }

    private func commitIfOutsideBlock() throws {
        guard !state.pendingUpdate.isInsideBlock else { return }
        try commitPendingUpdates()
    }

    // MARK: Commit

    /// Validates and applies the pending update; on failure drops it and changes nothing else.
    private func commitPendingUpdates() throws {
        guard hasLoadedData else {
            // Never loaded: there is no "before" to check against; UIKit loads instead.
            state.pendingUpdate.reset()
            loadDataIfPossible()
            return
        }
        let plan: TableUpdatePlan
        do {
            plan = try state.commit(source: TableViewLayoutSource(self))
        } catch {
            state.pendingUpdate.reset()
            throw RuntimeError(error)
        }
        // The old visible rows, by old index path (the geometry was swapped, so use the plan's counts).
        var oldRows: [(old: IndexPath, cell: TableViewCell)] = []
        var oldStarts: [Int] = [0]
        for count in plan.oldRowCounts { oldStarts.append(oldStarts[oldStarts.count - 1] + count) }
        while !ring.isEmpty {
            let flat = ring.firstFlat
            let cell = ring.removeFirst()
            let section = TableUpdatePlan.countBelow(oldStarts, flat + 1) - 1
            oldRows.append((IndexPath(section: section, row: flat - oldStarts[section]), cell))
        }
        // Survivors keep their cells at their new index paths.
        var survivors: [IndexPath: TableViewCell] = [:]
        var leaving: [(IndexPath, TableViewCell)] = []
        for (old, cell) in oldRows {
            if let new = plan.newIndexPath(forOld: old) { survivors[new] = cell } else { leaving.append((old, cell)) }
        }
        clampOffsetToContent()
        let top = bounds.origin.y
        let newVisible = state.geometry.indexPathsForVisibleRows(offset: top, height: bounds.height)
        let visibleSet = Set(newVisible)
        for (new, cell) in survivors where !visibleSet.contains(new) { leaving.append((new, cell)) }
        for (indexPath, cell) in leaving {
            detachCell(cell)
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            pool.enqueue(cell, identifier: cell.reuseIdentifier)
        }
        // Rebuild the ring in row order: kept cells move to their rows (no cellForRowAt), rows
        // without a cell (inserted, reloaded, moved or shifted into view) are dequeued.
        var measured = false
        let context = ScrollContext(self)
        var window = WindowLookup()
        for indexPath in newVisible {
            let flat = state.geometry.flatRow(of: indexPath)
            if let cell = survivors[indexPath] {
                ring.append(flat, cell)
                cell.isSelected = state.selection.contains(indexPath)
            } else {
                _ = showRowIfVisible(
                    flat, top: top, bottom: top + bounds.height, atEnd: true, measured: &measured,
                    context: context, window: &window)
            }
        }
        refreshVisibleFrames()
        resetPrefetchWindow()
        lastLayoutOffset = top
        updateVisibleRows()
    }
}
