import Foundation
public import Testing
public import ViewRuntime
import MemoryProbe
import Driver

/// What scrolling a table did: rows passed, cells created, and the bytes the runtime's thread
/// allocated once the first screenful was on screen (0 in steady state when cells are reused
/// and configuring one allocates nothing).
public struct ScrollMeasurement: Sendable, Hashable {
    /// The table's label (its controller's).
    public var table: String
    /// Rows that scrolled past (the distance over the mean row height).
    public var rows: Int
    /// Content offsets set.
    public var steps: Int
    /// Cells created during the scroll, all reuse identifiers together.
    public var cellsCreated: Int
    /// Dequeues during the scroll (cells the pool handed out, created or reused).
    public var dequeues: Int = 0
    /// Cells the data source returned without dequeuing them: each is a cell made per row
    /// (a reuse failure, which ``cellsCreated`` does not show). See ``ProfilingSession/expectCellsReused(_:atMost:sourceLocation:)``.
    public var cellsNotDequeued: Int = 0
    /// Bytes allocated after the first step (the first screenful loads the visible cells).
    public var steadyStateAllocatedBytes: UInt64
    /// What the runtime itself allocates per row in this build, measured on a bare table of
    /// the same row height: 0 in release; a debug build's unspecialized table path allocates
    /// some. ``ProfilingSession/expectSteadyScroll(_:atMost:sourceLocation:)`` subtracts it.
    public var runtimeBytesPerRow: Double = 0

    /// Steady-state bytes per scrolled row (the runtime's own included).
    public var bytesPerRow: Double { rows > 1 ? Double(steadyStateAllocatedBytes) / Double(rows - 1) : 0 }

    /// Steady-state bytes per row beyond what the runtime itself allocates in this build: the
    /// figure the tested code is answerable for, the same in a debug and a release build.
    public var ownBytesPerRow: Double { max(0, bytesPerRow - runtimeBytesPerRow) }
}

extension ProfilingSession {
    /// The table of the top controller (a ``TableViewController`` or a controller whose view
    /// is a table view).
    public var topTable: TableView? {
        guard let top = topController else { return nil }
        if let controller = top as? TableViewController { return controller.tableView }
        return top.viewIfLoaded as? TableView
    }

    /// Scrolls the top controller's table from where it is to row `row` (counting across
    /// sections) or to the bottom (`row` nil), `points` at a time, like a finger would, and
    /// measures it.
    ///
    /// - Throws: ``DriverError`` when no table is on screen or the row does not exist.
    @discardableResult
    public func scroll(toRow row: Int? = nil, by points: Double = 44, sourceLocation: SourceLocation = #_sourceLocation) throws -> ScrollMeasurement {
        guard let table = topTable else { throw DriverError(.session, "scroll: the top controller has no table") }
        guard points >= 0.5 else { throw DriverError(.session, "scroll: step by at least 0.5 points") }
        let maximum = max(0, table.contentSize.height - table.bounds.height)
        var destination = maximum
        if let row {
            guard let found = ScenarioRunner.indexPath(ofFlatRow: row, in: table) else {
                throw DriverError(.session, "scroll: row \(row) does not exist")
            }
            destination = min(maximum, table.rectForRow(at: found).origin.y)
        }
        let rowHeightBefore = table.contentSize.height / Double(max(1, ScenarioRunner.rowCount(table)))
        let runtimeBytesPerRow = probe != nil ? RuntimeScrollBaseline.bytesPerRow(rowHeight: rowHeightBefore, screen: runtime.screen) : 0
        let created = { table.reuseStatistics.values.reduce(0) { $0 + $1.cellsCreated } }
        let dequeued = { table.reuseStatistics.values.reduce(0) { $0 + $1.dequeues } }
        let notDequeued = { table.reuseStatistics.values.reduce(0) { $0 + $1.cellsNotDequeued } }
        let cellsBefore = created(), dequeuesBefore = dequeued(), notDequeuedBefore = notDequeued()
        let start = table.contentOffset.y
        var offset = start
        var steps = 0
        var firstStep: ThreadCounterReading?
        let counters = probe != nil ? try ThreadCounters.forCurrentThread() : nil
        while abs(destination - offset) > 0 {
            offset = abs(destination - offset) <= points ? destination : offset + (destination > offset ? points : -points)
            table.setContentOffset(Point(x: 0, y: offset))
            steps += 1
            if steps == 1 { firstStep = counters?.read() }
            if checkBudget() { break }  // reads the kernel only per 1/64 of the budget allocated
        }
        var steady: UInt64 = 0
        if let counters, let firstStep { steady = counters.read().since(firstStep).allocatedBytes }
        let rowHeight = table.contentSize.height / Double(max(1, ScenarioRunner.rowCount(table)))
        let measurement = ScrollMeasurement(
            table: topController?.traceLabel ?? "", rows: Int((abs(offset - start) / max(rowHeight, 0.5)).rounded()), steps: steps,
            cellsCreated: created() - cellsBefore, dequeues: dequeued() - dequeuesBefore, cellsNotDequeued: notDequeued() - notDequeuedBefore,
            steadyStateAllocatedBytes: steady, runtimeBytesPerRow: runtimeBytesPerRow)
        scrolls.append(measurement)
        reportRaisedExceptions(at: sourceLocation)
        return measurement
    }
}
