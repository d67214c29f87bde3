import Foundation
import Testing

@testable import Driver

/// The large-table workload's functional run. Its measurements (1M and 10M rows, variable heights,
/// reuse off, backing stores) are the release benchmark's: `viewpressure bench --workload largeTable`.
@MainActor
@Suite("Large table workload", .serialized)
struct LargeTableWorkloadTests {
    @Test("10,000 fixed rows: at most visible + 2 cells, every row scrolled")
    func smallRun() throws {
        let result = try LargeTableWorkload(rows: 10_000, cellImageBytes: 1024).run()
        #expect(result.cellsCreated <= result.maximumVisibleRows + 2)
        #expect(result.rowsScrolled >= 10_000 - result.maximumVisibleRows - 1)
    }
}
