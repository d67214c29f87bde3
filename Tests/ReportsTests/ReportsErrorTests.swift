import Foundation
import Results
import Testing

@testable import Reports

/// Reports' one error type: each failure says what failed in its code, and the text the CLI
/// prints is the message it printed before the error types were one (the CLI exits 2 for all).
@Suite("ReportsError: one error shape, a code per failure")
struct ReportsErrorTests {
    @Test("a --shard or --seeds value that cannot be used is code shard, its message alone")
    func shardCode() {
        let shard = #expect(throws: ReportsError.self) { try Shard(parsing: "3/2") }
        #expect(shard?.code == .shard)
        #expect(shard?.path == nil)
        let seeds = #expect(throws: ReportsError.self) { try SeedRange(parsing: "6..3") }
        #expect(seeds?.code == .shard)
        #expect(seeds?.description == seeds?.message)
    }

    @Test("a history window below 1 is code history")
    func historyCode() {
        let current = RunResults(kind: .bench, name: "suite", environment: ReportsFixtures.environment())
        let error = #expect(throws: ReportsError.self) { _ = try HistoryComparison.compare(history: [], current: current, window: 0) }
        #expect(error?.code == .history)
        #expect(error?.description == "--window must be at least 1")
    }

    @Test("the description: PATH:LINE: MESSAGE, PATH: MESSAGE, MESSAGE")
    func descriptions() {
        #expect(ReportsError(.traceConversion, "not a JSON object", path: "t.jsonl", line: 3).description == "t.jsonl:3: not a JSON object")
        #expect(ReportsError(.thresholds, "metrics: expected an object", path: "t.json").description == "t.json: metrics: expected an object")
        #expect(ReportsError(.merge, "refusing to merge").description == "refusing to merge")
    }

    @Test("every code has a distinct raw value, for logs and tests")
    func codesDistinct() {
        #expect(Set(ReportsError.Code.allCases.map(\.rawValue)).count == ReportsError.Code.allCases.count)
    }
}
