package import Foundation

/// The selected rows of a table (TV10), kept in step with batch updates and reloads.
///
/// Selecting and deselecting here are the programmatic `selectRow(at:animated:scrollPosition:)` and
/// `deselectRow(at:animated:)`: the engine sends no delegate calls and no notifications (TV10), and
/// never scrolls; a user tap, which does call the delegate, is integration's business.
///
/// Costs: select, deselect, `contains` O(1) expected; ``remap(with:)`` O(m (log k + k)) for m selected
/// rows; ``indexPathsForSelectedRows`` O(m log m) and allocates.
package struct TableSelection: Sendable, Equatable {
    /// Whether rows can be selected at all (`allowsSelection`, default true).
    package var allowsSelection = true
    /// Whether several rows can be selected at once (`allowsMultipleSelection`, default false).
    package var allowsMultipleSelection = false
    private var selected: Set<IndexPath> = []

    /// An empty selection.
    package init(allowsSelection: Bool = true, allowsMultipleSelection: Bool = false) {
        self.allowsSelection = allowsSelection
        self.allowsMultipleSelection = allowsMultipleSelection
    }

    /// The selected rows in table order (`indexPathsForSelectedRows`; UIKit returns nil when empty).
    package var indexPathsForSelectedRows: [IndexPath] { selected.sorted() }
    /// The first selected row (`indexPathForSelectedRow`).
    package var indexPathForSelectedRow: IndexPath? { selected.min() }
    /// The number of selected rows.
    package var count: Int { selected.count }
    /// Whether `indexPath` is selected.
    package func contains(_ indexPath: IndexPath) -> Bool { selected.contains(indexPath) }

    /// Selects `indexPath`; in single selection, deselects any other row first. Ignored when
    /// selection is not allowed. Sends nothing (TV10).
    package mutating func select(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        if !allowsMultipleSelection { selected.removeAll(keepingCapacity: true) }
        selected.insert(indexPath)
    }

    /// Deselects `indexPath`. Sends nothing, never scrolls (TV10).
    package mutating func deselect(_ indexPath: IndexPath) { selected.remove(indexPath) }

    /// Deselects everything: what `reloadData` does (TV8) and what a table view controller does in
    /// `viewWillAppear` while `clearsSelectionOnViewWillAppear` is true (TV11).
    package mutating func removeAll() { selected.removeAll(keepingCapacity: true) }

    /// Follows a batch update: a selected row that moved follows it, one that was deleted or
    /// reloaded (or whose section was) is deselected.
    package mutating func remap(with plan: TableUpdatePlan) {
        var remapped = Set<IndexPath>(minimumCapacity: selected.count)
        for indexPath in selected {
            if let new = plan.newIndexPath(forOld: indexPath) { remapped.insert(new) }
        }
        selected = remapped
    }
}
