import BenchmarkSupport
import ViewRuntime

/// A key window showing a table of a million rows with reuse on: the measured operation
/// scrolls one row down, so one cell leaves the screen (and is queued) and one is dequeued and
/// configured (a label text from a preallocated list, an `Int`).
///
/// Kept across iterations, so that each iteration continues where the last stopped; built on
/// first use (the first screenful creates the cells the steady state needs).
@MainActor
final class TableFixture {
    static let shared = TableFixture()

    let runtime: Runtime
    let controller: BenchmarkTableController
    let window: Window
    private var row = 0

    private init() {
        runtime = BenchmarkScreen.makeRuntime()
        controller = BenchmarkTableController(runtime: runtime, rows: 1_000_000)
        window = BenchmarkScreen.makeWindow(runtime: runtime, root: controller)
    }

    /// Scrolls back to the top, outside the window, when fewer than `rows` rows are left.
    func rewindIfNeeded(rows: Int) {
        guard row + rows + 100 >= controller.rows else { return }
        row = 0
        controller.tableView.setContentOffset(Point(x: 0, y: 0))
    }

    /// Scrolls so that the next row is at the top: one dequeue and one configuration.
    func scrollOneRow() {
        row += 1
        controller.tableView.setContentOffset(Point(x: 0, y: Double(row) * BenchmarkTableController.rowHeight))
    }

    /// Cells the reuse pool has created since the fixture was built.
    var cellsCreated: Int { controller.tableView.reuseStatistics["row"]?.cellsCreated ?? 0 }
}
