import Foundation
import MemoryProbe
import Results
import Testing
import ViewRuntime

@testable import Driver

/// What a table keeps per row (docs/architecture/Tables.md "Memory per row"): nothing
/// for fixed heights, about 22 bytes for variable heights (the height store).
@MainActor
@Suite("Memory per table row", .serialized)
struct TableRowMemoryTests {
    /// Net bytes a geometry of `rows` rows keeps (the calling thread's counters, exact).
    static func geometryBytes(rows: Int, heights: [[Double]]? = nil) throws -> Int64 {
        let counters = try ThreadCounters.forCurrentThread()
        let source = TableStaticLayoutSource(rowCounts: [rows], rowHeights: heights)
        let before = counters.read()
        let geometry = TableGeometry(source: source)
        let after = counters.read()
        withExtendedLifetime(geometry) {}
        return Int64(after.allocatedBytes &- before.allocatedBytes) - Int64(after.deallocatedBytes &- before.deallocatedBytes)
    }

    @Test("a fixed-height geometry keeps the same bytes for 1,000 and 10,000,000 rows")
    func fixedHeightsAreConstant() throws {
        _ = try Self.geometryBytes(rows: 10)
        let small = try Self.geometryBytes(rows: 1_000)
        let large = try Self.geometryBytes(rows: 10_000_000)
        #expect(small == large)
        #expect(large < 4096)
    }

    @Test("a variable-height geometry keeps 17 to 24 bytes per row (heights, running sums, flags, blocks)")
    func variableHeightsPerRow() throws {
        let rows = 200_000
        let heights = [(0..<rows).map { Double(30 + $0 % 25) }]
        let bytes = try Self.geometryBytes(rows: rows, heights: heights)
        let perRow = Double(bytes) / Double(rows)
        #expect(perRow >= 17 && perRow <= 24, "\(perRow) B/row")
    }

    /// A scenario run's ledger (per-thread, exact) over a fixed-height table of `rows` rows
    /// scrolled to the bottom and back.
    static func runBytes(rows: Int) throws -> UInt64 {
        let scenario = try ScenarioParser.parse(
            """
            {"format": 1, "name": "fixed-table", "device": {"width": 390, "height": 844, "scale": 1},
             "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "list"},
                        "list": {"type": "table", "title": "List", "rows": [\(rows)], "rowHeight": 44}},
             "steps": [{"op": "launch"}, {"op": "scroll", "to": "bottom"}, {"op": "scroll", "to": "top"}, {"op": "teardown"}]}
            """)
        let runner = try ScenarioRunner(scenario: scenario, options: RunOptions(measures: true), environment: try SoakTests.environment())
        let outcome = runner.run()
        #expect(outcome.failure == nil)
        return outcome.results.callbacks.reduce(0) { $0 + $1.totals.inclusiveAllocatedBytes }
    }

    @Test("a fixed-height table scene allocates the same for 1,000,000 and 10,000,000 rows")
    func fixedTableSceneIsConstant() throws {
        _ = try Self.runBytes(rows: 100)
        let small = try Self.runBytes(rows: 1_000_000)
        let large = try Self.runBytes(rows: 10_000_000)
        // Cell texts differ in length with the row number; 9,000,000 rows at one byte each
        // would be 9 MB.
        #expect(small > 100_000)
        #expect(abs(Int64(large) - Int64(small)) < 16_384, "1M rows: \(small) B, 10M rows: \(large) B")
    }
}
