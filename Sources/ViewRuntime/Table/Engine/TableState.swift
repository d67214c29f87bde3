package import Foundation

/// The view-independent state of one table: geometry, selection and the batch update being
/// recorded, with the two operations that change them wholesale, `reloadData` (TV8) and the commit
/// of a batch update (TV9).
///
/// A value: ``commit(source:)`` computes the new geometry and selection into locals and assigns
/// them only when validation succeeded, so a failed commit leaves every property as it was
/// (including the recorded update, which the caller may inspect or ``reloadData(source:)`` away).
package struct TableState: Sendable {
    /// Where every element is.
    package private(set) var geometry: TableGeometry
    /// The selected rows.
    package var selection: TableSelection
    /// Operations recorded since the last commit.
    package var pendingUpdate = TableBatchUpdate()

    /// Loads a table from `source` (what the first `reloadData` does).
    package init(source: some TableLayoutSource, settings: TableHeightSettings = .init(), selection: TableSelection = .init()) {
        self.geometry = TableGeometry(source: source, settings: settings)
        self.selection = selection
    }

    /// `reloadData()` (TV8): discards uncommitted updates, clears the selection and rebuilds the
    /// geometry from `source` (all heights asked again unless fixed or estimated). O(S + n).
    ///
    /// UIKit says it "must not be called" inside `beginUpdates`/`endUpdates` but does not raise;
    /// the open blocks are closed here and integration may record a diagnostic.
    package mutating func reloadData(source: some TableLayoutSource) {
        pendingUpdate.reset()
        selection.removeAll()
        geometry = TableGeometry(source: source, settings: geometry.settings)
    }

    /// Commits ``pendingUpdate``: asks `source` for fresh counts, validates, builds the new geometry,
    /// remaps the selection, and clears the pending update.
    ///
    /// - Returns: the plan, for remapping visible cells.
    /// - Throws: ``TableUpdateError`` with UIKit's message; then nothing has changed.
    @discardableResult
    package mutating func commit(source: some TableLayoutSource) throws(TableUpdateError) -> TableUpdatePlan {
        let oldCounts = geometry.rowCounts
        let sections = max(0, source.numberOfSections)
        var newCounts: [Int] = []
        newCounts.reserveCapacity(sections)
        for s in 0..<sections { newCounts.append(max(0, source.numberOfRows(inSection: s))) }
        let plan = try TableUpdateValidator.plan(for: pendingUpdate, oldRowCounts: oldCounts, newRowCounts: newCounts)
        let newGeometry = geometry.applying(plan, source: source)
        var newSelection = selection
        newSelection.remap(with: plan)
        geometry = newGeometry
        selection = newSelection
        pendingUpdate.reset()
        return plan
    }

    /// Records the height of a row that appeared (estimated heights, TV2).
    package mutating func recordMeasuredHeight(_ height: Double, forRowAt indexPath: IndexPath) {
        geometry.recordMeasuredHeight(height, forRowAt: indexPath)
    }
}
