import Foundation
import Testing

@testable import Profiler

/// The raw table the per-callback path updates rows of: appending past its capacity moves
/// every row, and rows are updated in place.
@Suite("Unchecked table")
struct UncheckedTableTests {
    @Test("rows survive growth, update in place, and iterate in order")
    func growth() {
        var table = UncheckedTable<LedgerTotalsAccumulator>(capacity: 2)
        for index in 0..<5 {
            table.append(LedgerTotalsAccumulator())
            table[index].count = index + 1
        }
        table.append(LedgerTotalsAccumulator(), times: 20)
        #expect(table.count == 25)
        table[3].exclusiveAllocated &+= 64
        #expect(table.rows.prefix(5).map(\.count) == [1, 2, 3, 4, 5])
        #expect(table[3].exclusiveAllocated == 64 && table[24].count == 0)
        #expect(table.rows.reduce(0) { $0 + $1.count } == 15)
    }

    @Test("a table of strings frees them with the table (no leak, no double free)")
    func nonTrivialRows() {
        var table = UncheckedTable(repeating: "row", count: 3)
        table.append(String(repeating: "x", count: 100))
        table[0] = "changed"
        #expect(Array(table.rows) == ["changed", "row", "row", String(repeating: "x", count: 100)])
    }
}
