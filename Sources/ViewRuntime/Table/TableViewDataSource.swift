public import Foundation

/// What a ``TableView`` shows: the runtime's UITableViewDataSource.
///
/// The table holds its data source weakly. It asks for counts when it loads (``TableView/reloadData()``,
/// the first layout) and when it commits a batch update (TV9: fresh counts, checked against the
/// updates), and for cells only for rows that become visible (TV1).
///
/// Threading: main-actor isolated; every method is called synchronously by the table.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections. Called at each load and each batch-update commit. Optional:
    /// defaults to 1 (TV1).
    func numberOfSections(in tableView: TableView) -> Int

    /// The number of rows in `section` (required, TV1). Called for every section at each load and
    /// each batch-update commit.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

    /// The cell for a row that is becoming visible (required, TV1). Called only for visible rows:
    /// when they scroll in, at a reload, and for inserted or reloaded rows that are visible after a
    /// batch update; never for off-screen rows. Dequeue with
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` and configure the cell; configuring
    /// with preallocated values keeps scrolling allocation-free.
    ///
    /// An error thrown here is recorded as a ``Diagnostic`` (``Diagnostic/Code/cellForRowFailed``)
    /// and the row stays without a cell (UIKit would raise).
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell

    /// The title of the header of `section`, or nil (recorded: section titles cost no bytes here).
    /// Default: nil.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the footer of `section`, or nil. Default: nil.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` can be edited (swiped to delete). Default: true.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user deleted or inserted the row at `indexPath` by editing
    /// (``TableView/userCommitEditing(_:forRowAt:)``): update the model, then the table
    /// (`deleteRows(at:with:)`), as in UIKit. Default: nothing.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// What a ``TableView`` tells and asks about its rows besides content: the runtime's
/// UITableViewDelegate. Every method is optional.
///
/// For per-row heights, implement `tableView(_:heightForRowAt:)`.
///
/// Threading: main-actor isolated; every method is called synchronously by the table.
@preconcurrency @MainActor
public protocol TableViewDelegate: AnyObject {
    /// A cell is about to be shown for `indexPath`: after `cellForRowAt`, before it is added to the
    /// table's subviews. Default: nothing.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell's row left the screen (scrolled off, deleted, or recycled by a reload), after the
    /// cell left the table's subviews and before it is queued. `indexPath` is the row's index path
    /// at that moment (before the update for deleted rows). Default: nothing.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A user tap (``TableView/userSelectRow(at:)``) is about to select `indexPath`; return it, another
    /// row, or nil to cancel. Not called for ``TableView/selectRow(at:animated:scrollPosition:)`` (TV10).
    /// Default: `indexPath`.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A user tap selected `indexPath`. Not called for programmatic selection (TV10). Default: nothing.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A user tap is about to deselect `indexPath` (the previous row in single selection, or the
    /// tapped selected row in multiple selection); return nil to keep it. Default: `indexPath`.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A user tap deselected `indexPath`. Not called for ``TableView/deselectRow(at:animated:)`` (TV10).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The height of the header of `section`, asked for every section at each load and for inserted
    /// or reloaded sections at a commit. Default: ``TableView/sectionHeaderHeight``.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the footer of `section`; asked like headers. Default: ``TableView/sectionFooterHeight``.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// The height of the row at `indexPath`, in points (0 hides the row): implementing it gives
    /// rows their own heights (TV2).
    /// - Without estimates (``TableView/estimatedRowHeight`` 0, the default here): called for
    ///   **every** row, on and off screen, at each load (O(n)), and for inserted and reloaded rows
    ///   at a commit. Rows are then kept in an O(log n) structure: scrolling costs the same as with
    ///   fixed heights plus a logarithmic look-up per row that enters.
    /// - With estimates: called only for rows that appear, each time they appear.
    ///
    /// Swift has no optional protocol methods: the default answers "not implemented" and the table
    /// uses ``TableView/rowHeight``. The table finds out which at the first load with a row after
    /// the delegate is set, by asking for the first row's height once (so that row is asked twice
    /// at that load).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A custom header view for `section` (not called: section header and footer views are not
    /// modelled, only their heights; see ``TableViewHeaderFooterView``). Default nil.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A custom footer view for `section` (not called, as headers). Default nil.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The actions a swipe from the leading edge reveals, or nil. Default nil.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge reveals, or nil. Default nil.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.rowHeightNotImplemented
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        nil
    }
}

/// A delegate that declares per-row heights explicitly. Not needed: implementing
/// `tableView(_:heightForRowAt:)` in any ``TableViewDelegate`` gives rows their own heights (TV2),
/// as in UIKit; this conformance only skips the one call the table makes to find out.
@preconcurrency @MainActor
public protocol TableViewRowHeightDelegate: TableViewDelegate {
    /// The height of the row at `indexPath` (restated so that a subclass conforming here answers
    /// even when its superclass conformed to ``TableViewDelegate`` without the method:
    /// `@_nonoverride` gives it its own witness instead of sharing the base requirement's).
    @_nonoverride func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

/// Where a table's row heights come from: an explicit ``TableViewRowHeightDelegate``, or a
/// delegate found to implement `heightForRowAt`. Held only for the length of a load or a step.
@MainActor
enum TableRowHeightSource {
    case explicit(any TableViewRowHeightDelegate)
    case probed(any TableViewDelegate)

    /// The row's height; "not implemented" (the default's answer) or a negative height gives the
    /// table's ``TableView/rowHeight``.
    func height(in table: TableView, at indexPath: IndexPath) -> Double {
        let answer =
            switch self {
            case .explicit(let delegate): delegate.tableView(table, heightForRowAt: indexPath)
            case .probed(let delegate): delegate.tableView(table, heightForRowAt: indexPath)
            }
        return answer < 0 || !answer.isFinite ? table.rowHeight : Double(answer)
    }
}

/// Warns ahead of time which rows will need cells (TV12): the runtime's
/// UITableViewDataSourcePrefetching.
///
/// Held weakly by ``TableView/prefetchDataSource``; nil or ``TableView/isPrefetchingEnabled`` false turns
/// prefetching off. Model: after every layout pass, the ``TableView/prefetchDistance`` rows beyond the
/// visible ones in the direction of the last scroll are the prefetch window; rows entering it are
/// announced with ``tableView(_:prefetchRowsAt:)`` and rows leaving it without having been displayed
/// with ``tableView(_:cancelPrefetchingForRowsAt:)``. Rows that become visible are not cancelled.
///
/// The array passed is a buffer the table reuses: read it during the call; keeping it makes the
/// table copy it at the next call (an allocation on the scroll path).
@preconcurrency @MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Rows that will probably be displayed soon, in the order they would appear.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows announced earlier that left the prefetch window without being displayed. Default: nothing.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Where ``TableView/scrollToRow(at:at:animated:)`` and ``TableView/selectRow(at:animated:scrollPosition:)``
/// put a row: UITableView.ScrollPosition.
public enum TableViewScrollPosition: Sendable, Hashable {
    /// Scroll as little as possible to make the row fully visible (`scrollToRow`), or not at all
    /// (`selectRow`, TV10).
    case none
    /// The row's top at the top of the viewport.
    case top
    /// The row centred in the viewport.
    case middle
    /// The row's bottom at the bottom of the viewport.
    case bottom
}

/// How rows animate in and out in a batch update: accepted for source compatibility and ignored
/// (updates are applied at once).
public enum TableViewRowAnimation: Sendable, Hashable {
    case fade, right, left, top, bottom, none, middle, automatic
}
