import Foundation
public import MemoryProbe
import ViewRuntime

/// What one ``LargeTableWorkload`` run measured.
public struct LargeTableMeasurement: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The parameters.
    public var rows: Int
    package var variableHeights: Bool
    public var reuse: Bool
    package var stepRows: Int
    package var cellImageBytes: Int
    /// Cells created over the whole run (reuse on: the pool's `cellsCreated`; off: every cell made).
    public var cellsCreated: Int
    /// The most rows visible at once.
    package var maximumVisibleRows: Int
    /// Scroll steps taken, and the rows they scrolled past (the last row is reached).
    public var steps: Int
    package var rowsScrolled: Int
    /// The steady-state window: steps after the first screenful.
    package var steadyStateSteps: Int
    package var steadyStateRows: Int
    /// Bytes allocated (size classes) in the steady-state window, and per scrolled row.
    public var steadyStateAllocatedBytes: UInt64
    package var steadyStateBytesPerRow: Double
    /// Nanoseconds per scrolled row in the steady-state window.
    package var nanosecondsPerRow: Double
    /// Bytes allocated by the whole run: setup (runtime, window, controller, first load) and scrolling.
    package var totalAllocatedBytes: UInt64
    /// Bytes allocated while scrolling (every step, first screenful included).
    package var scrollAllocatedBytes: UInt64
    /// Nanoseconds of setup (window, controller, first reload: O(n) with variable heights).
    package var setupNanoseconds: UInt64

    public var description: String {
        let mode = "\(rows) rows, \(variableHeights ? "variable" : "fixed") heights, reuse \(reuse ? "on" : "off"), step \(stepRows)"
        return "\(mode): cells created \(cellsCreated) (max visible \(maximumVisibleRows)), "
            + "steady state \(steadyStateAllocatedBytes) B over \(steadyStateRows) rows = \(steadyStateBytesPerRow) B/row, "
            + "\(nanosecondsPerRow) ns/row; scroll total \(scrollAllocatedBytes) B; run total \(totalAllocatedBytes) B; "
            + "setup \(setupNanoseconds / 1_000_000) ms"
    }
}

/// Scrolls a table of many rows top to bottom and measures cell creation, allocation per row and
/// time per row (DESIGN.md's table targets: at most visible + 2 cells, 0 bytes per row in steady
/// state, variable heights <= 1.5x fixed, reuse >= 10x faster than none).
///
/// A window shows a ``TableViewController`` subclass whose cells carry an ``Image`` of
/// ``cellImageBytes`` bytes; configuring a cell sets a preallocated label text and an `Int`, so it
/// allocates nothing itself. The measurement window is synchronous (no `await`) and reads
/// ``ThreadCounters`` only before and after it.
@MainActor
public struct LargeTableWorkload {
    /// The number of rows (one section).
    public var rows: Int
    /// Per-row heights from a ``TableViewRowHeightDelegate`` (30 to 54 points) instead of fixed 44.
    package var variableHeights: Bool
    /// Dequeue reusable cells (true) or create a new cell without identifier for every row (false).
    public var reuse: Bool
    /// Rows scrolled per step.
    package var stepRows: Int
    /// Bytes of image data per cell (0 = no image), written once when the cell is created.
    package var cellImageBytes: Int
    /// Whether views drawn in the window get backing stores (off by default: the workload measures
    /// the table machinery; turn on with a small ``backingStoreScale`` for device-like memory).
    package var backingStores: Bool
    /// Pixels per point of backing stores when ``backingStores`` is on.
    public var backingStoreScale: Double

    public init(
        rows: Int = 1_000_000, variableHeights: Bool = false, reuse: Bool = true, stepRows: Int = 1,
        cellImageBytes: Int = 4096, backingStores: Bool = false, backingStoreScale: Double = 0.1
    ) {
        self.rows = rows
        self.variableHeights = variableHeights
        self.reuse = reuse
        self.stepRows = max(1, stepRows)
        self.cellImageBytes = cellImageBytes
        self.backingStores = backingStores
        self.backingStoreScale = backingStoreScale
    }

    /// Runs the workload with a fresh probe.
    public func run() throws -> LargeTableMeasurement {
        try run(probe: AllocatorProbe())
    }

    /// Builds the window and controller, scrolls from the top to the bottom one step at a time and
    /// measures. Synchronous.
    /// - Throws: ``ProbeError`` if the thread counters cannot be resolved; ``Interrupted`` when
    ///   SIGINT or SIGTERM asked the run to stop (checked every 1,024 steps).
    public func run(probe: AllocatorProbe) throws -> LargeTableMeasurement {
        let counters = try ThreadCounters.forCurrentThread()
        let runStart = counters.read()
        let setupStart = AllocatorProbe.monotonicNanoseconds()

        let runtime = Runtime(
            screen: .iPhone,
            settings: RuntimeSettings(backingStoresEnabled: backingStores, backingStoreScale: backingStoreScale))
        let controller: LargeTableController =
            variableHeights
            ? VariableHeightTableController(runtime: runtime, rows: rows, reuse: reuse, imageBytes: cellImageBytes)
            : LargeTableController(runtime: runtime, rows: rows, reuse: reuse, imageBytes: cellImageBytes)
        controller.traceLabel = "large#1"
        let window = Window(runtime: runtime)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table: TableView = controller.tableView
        let setupNanoseconds = AllocatorProbe.monotonicNanoseconds() &- setupStart

        let viewport = table.bounds.height
        let maximumOffset = max(0, table.contentSize.height - viewport)
        var maximumVisible = table.visibleRowCount
        // Warm-up: the first screenful (plus two steps), so every cell the steady state needs exists.
        let warmupSteps = Int((viewport / 30).rounded(.up)) / stepRows + 2
        var step = 0
        var row = 0
        var steadyStart = counters.read()
        var steadyStartTime = AllocatorProbe.monotonicNanoseconds()
        var steadyStartRow = 0
        let scrollStart = counters.read()
        while true {
            row += stepRows
            if row >= rows { break }
            let y = min(table.rectForRow(at: IndexPath(section: 0, row: row)).origin.y, maximumOffset)
            table.setContentOffset(Point(x: 0, y: y))
            step += 1
            if table.visibleRowCount > maximumVisible { maximumVisible = table.visibleRowCount }
            if step == warmupSteps {
                steadyStart = counters.read()
                steadyStartTime = AllocatorProbe.monotonicNanoseconds()
                steadyStartRow = row
            }
            if y >= maximumOffset { break }
            // A signal stops a long scroll within 1,024 steps (one relaxed load each time).
            if step & 1023 == 0, let signal = RunInterruption.requested {
                window.tearDown()
                throw Interrupted(signal: signal)
            }
        }
        let steadyEndTime = AllocatorProbe.monotonicNanoseconds()
        let steadyEnd = counters.read()
        let scrollDelta = steadyEnd.since(scrollStart)
        let steadyDelta = steadyEnd.since(steadyStart)
        let steadyRows = max(1, row - steadyStartRow)

        let cellsCreated = reuse ? (table.reuseStatistics["row"]?.cellsCreated ?? 0) : controller.cellsMade
        window.tearDown()
        let total = counters.read().since(runStart)
        return LargeTableMeasurement(
            rows: rows, variableHeights: variableHeights, reuse: reuse, stepRows: stepRows,
            cellImageBytes: cellImageBytes, cellsCreated: cellsCreated, maximumVisibleRows: maximumVisible,
            steps: step, rowsScrolled: row, steadyStateSteps: max(0, step - warmupSteps), steadyStateRows: steadyRows,
            steadyStateAllocatedBytes: steadyDelta.allocatedBytes,
            steadyStateBytesPerRow: Double(steadyDelta.allocatedBytes) / Double(steadyRows),
            nanosecondsPerRow: Double(steadyEndTime &- steadyStartTime) / Double(steadyRows),
            totalAllocatedBytes: total.allocatedBytes, scrollAllocatedBytes: scrollDelta.allocatedBytes,
            setupNanoseconds: setupNanoseconds)
    }
}

/// A cell with an image of real bytes and a row number.
@MainActor
final class LargeTableCell: TableViewCell {
    var row = 0

    init(reuseIdentifier: String?, imageBytes: Int) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        if imageBytes > 0 {
            let side = max(1, Int(Double(imageBytes / 4).squareRoot()))
            imageView?.image = Image(width: side, height: max(1, imageBytes / 4 / side))
        }
    }

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { return nil }
}

/// The workload's controller: one section of `rows` rows, cells configured without allocating.
@MainActor
class LargeTableController: TableViewController {
    let rows: Int
    let reuse: Bool
    let imageBytes: Int
    /// Cells made (reuse off: one per displayed row).
    var cellsMade = 0
    /// Preallocated label texts (longer than 15 bytes, so they live on the heap and are only retained).
    private let texts: [String] = (0..<64).map { "Row title number \($0) of the large table" }

    init(runtime: Runtime, rows: Int, reuse: Bool, imageBytes: Int) {
        self.rows = rows
        self.reuse = reuse
        self.imageBytes = imageBytes
        super.init(runtime: runtime)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let bytes = imageBytes
        tableView.register(forCellReuseIdentifier: "row") { identifier in
            LargeTableCell(reuseIdentifier: identifier, imageBytes: bytes)
        }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell: TableViewCell
        if reuse {
            cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        } else {
            cell = LargeTableCell(reuseIdentifier: nil, imageBytes: imageBytes)
            cellsMade += 1
        }
        cell.textLabel?.text = texts[indexPath.row & 63]
        (cell as? LargeTableCell)?.row = indexPath.row
        return cell
    }
}

/// The same with per-row heights of 30 to 54 points.
@MainActor
final class VariableHeightTableController: LargeTableController, TableViewRowHeightDelegate {
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        30 + Double(indexPath.row % 7) * 4
    }
}
