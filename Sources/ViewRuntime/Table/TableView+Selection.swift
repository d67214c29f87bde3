public import Foundation

/// Selection (TV10): programmatic selection sends nothing; a simulated user tap sends the delegate's
/// will/did calls.
extension TableView {
    /// Whether rows can be selected (default true). Turning it off does not deselect.
    public var allowsSelection: Bool {
        get { state.selection.allowsSelection }
        set { state.selection.allowsSelection = newValue }
    }

    /// Whether several rows can be selected at once (default false).
    public var allowsMultipleSelection: Bool {
        get { state.selection.allowsMultipleSelection }
        set { state.selection.allowsMultipleSelection = newValue }
    }

    /// The first selected row, or nil.
    public var indexPathForSelectedRow: IndexPath? { state.selection.indexPathForSelectedRow }

    /// The selected rows in table order, or nil when none is (as UIKit). Allocates.
    public var indexPathsForSelectedRows: [IndexPath]? {
        state.selection.count == 0 ? nil : state.selection.indexPathsForSelectedRows
    }

    /// Selects the row at `indexPath` (nil deselects every row), without any delegate call or
    /// notification (TV10); in single selection the previous row is deselected, also silently. Then
    /// scrolls the row to `scrollPosition`; `.none` means no scrolling at all (TV10). Index paths
    /// outside the loaded data are ignored. O(visible) plus the scroll.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: TableViewScrollPosition) {
        loadDataIfPossible()
        guard let indexPath else {
            state.selection.removeAll()
            refreshVisibleSelection()
            return
        }
        guard isValid(indexPath), allowsSelection else { return }
        state.selection.select(indexPath)
        refreshVisibleSelection()
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`, without any delegate call (TV10); never scrolls.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        state.selection.deselect(indexPath)
        cellForRow(at: indexPath)?.isSelected = false
    }

    /// Simulates the user tapping the row at `indexPath` (UIKit's touch handling; the scenario op
    /// `selectRow`). In order:
    /// 1. `willSelectRowAt` (the delegate may redirect to another row or cancel with nil);
    /// 2. in single selection, for a different previously selected row: `willDeselectRowAt` (nil keeps
    ///    it selected), deselect, `didDeselectRowAt`;
    /// 3. select, `didSelectRowAt`.
    ///
    /// In multiple selection, tapping a selected row deselects it instead: `willDeselectRowAt`,
    /// deselect, `didDeselectRowAt`. Nothing happens when selection is not allowed or the row does not
    /// exist. Never scrolls.
    public func userSelectRow(at indexPath: IndexPath) {
        loadDataIfPossible()
        guard allowsSelection, isValid(indexPath) else { return }
        if allowsMultipleSelection, state.selection.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let target: IndexPath
        if let delegate {
            guard let chosen = delegate.tableView(self, willSelectRowAt: indexPath), isValid(chosen) else { return }
            target = chosen
        } else {
            target = indexPath
        }
        if !allowsMultipleSelection, let previous = state.selection.indexPathForSelectedRow, previous != target {
            // In single selection the new row replaces the previous one even if the delegate's
            // willDeselect returned nil (then it gets no didDeselect).
            userDeselect(previous)
        }
        state.selection.select(target)
        refreshVisibleSelection()
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// `willDeselectRowAt`, deselect, `didDeselectRowAt`. Returns whether it deselected.
    @discardableResult
    private func userDeselect(_ indexPath: IndexPath) -> Bool {
        var target = indexPath
        if let delegate {
            guard let chosen = delegate.tableView(self, willDeselectRowAt: indexPath) else { return false }
            target = chosen
        }
        state.selection.deselect(target)
        cellForRow(at: target)?.isSelected = false
        delegate?.tableView(self, didDeselectRowAt: target)
        return true
    }

    /// Sets every visible cell's `isSelected` from the selection. O(visible).
    func refreshVisibleSelection() {
        for i in 0..<ring.count {
            guard let cell = ring.cell(at: i) else { continue }
            cell.isSelected = state.selection.contains(geometry.indexPath(ofFlatRow: ring.flat(at: i)))
        }
    }
}
