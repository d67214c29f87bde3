package import Foundation
import Profiler
package import Results
package import ViewRuntime

/// What scenarios can see of tables and collection views (a collection view is seen as a table of
/// its items): with a trace, a `tableState` line after each step for each live one whose rows,
/// selection or visible rows changed; in the results, each one's state at the end (or just before
/// the `teardown` that released it), and each one's reuse figures.
extension ScenarioRunner {
    /// The most tables the results list.
    static let maximumTableStatesKept = 1_000

    /// Traces the tables that changed during the step. Nothing without a trace; with one, O(live
    /// tables x (sections + visible rows)) per step, and a line only for a table that changed.
    func traceChangedTables() {
        guard profiler.isTracing else { return }
        let registry = runtime.tables
        let liveCount = registry.liveTables.count + registry.liveCollections.count
        guard liveCount > 0 || !tracedTableStates.isEmpty else { return }
        let snapshots = TableSnapshot.all(in: runtime)
        for snapshot in snapshots where tracedTableStates[snapshot.key] != snapshot {
            profiler.recordTableState(snapshot)
            tracedTableStates[snapshot.key] = snapshot
        }
        if tracedTableStates.count > snapshots.count {
            let live = Set(snapshots.map(\.key))
            tracedTableStates = tracedTableStates.filter { live.contains($0.key) }
        }
    }

    /// Keeps the state of every live table for the results (called before a teardown and at the end).
    func keepTableStates() {
        for snapshot in TableSnapshot.all(in: runtime) {
            if finalTableStates[snapshot.key] == nil {
                guard finalTableOrder.count < Self.maximumTableStatesKept else { continue }
                finalTableOrder.append(snapshot.key)
            }
            finalTableStates[snapshot.key] = snapshot
        }
    }

    /// The kept states, in the order the tables were first kept; nil when there were none.
    func tableStateResults() -> [TableStateResult]? {
        guard !finalTableOrder.isEmpty else { return nil }
        return finalTableOrder.compactMap { finalTableStates[$0] }.map { snapshot in
            TableStateResult(
                table: snapshot.table, rows: snapshot.rows,
                selected: snapshot.selected.map { [$0.section, $0.row] }, selectedCount: snapshot.selectedCount,
                visible: snapshot.visible.map { [$0.section, $0.row] }, visibleCount: snapshot.visibleCount,
                view: snapshot.isCollection ? "collection" : nil)
        }
    }

    /// One entry per table and reuse identifier, for tables alive or dead.
    func tableResults() -> [TableResult] { Self.tableResults(of: runtime) }

    /// One entry per table and reuse identifier of `runtime`, for tables alive or dead (also
    /// the testing harness's report).
    package static func tableResults(of runtime: Runtime) -> [TableResult] {
        runtime.tables.reuseRecords.map { record in
            TableResult(
                table: record.table, identifier: record.identifier, cellsCreated: record.statistics.cellsCreated,
                dequeues: record.statistics.dequeues, reused: record.statistics.reuses,
                poolHighWater: record.statistics.poolHighWater, cellsDiscarded: record.statistics.cellsDiscarded,
                cellsNotDequeued: record.statistics.cellsNotDequeued)
        }
    }

    /// The index path of the `row`-th row counting across sections. O(sections).
    package static func indexPath(ofFlatRow row: Int, in table: TableView) -> IndexPath? {
        var remaining = row
        for section in 0..<table.numberOfSections {
            let count = table.numberOfRows(inSection: section)
            if remaining < count { return IndexPath(section: section, row: remaining) }
            remaining -= count
        }
        return nil
    }

    /// The rows of all sections of `table`.
    package static func rowCount(_ table: TableView) -> Int {
        (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    }
}
