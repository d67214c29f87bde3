import Foundation
@testable import Results
import Testing

@testable import Reports

/// Exact gates, tolerances, added/removed metrics and the allocator-mismatch refusal.
@Suite("Deterministic gates")
struct DeterministicGateTests {
    static func compare(_ base: Metric, _ cur: Metric, thresholds: Thresholds = Thresholds()) throws -> MetricComparison {
        let comparison = try BaselineComparison.compare(
            baseline: ReportsFixtures.results(metrics: [base]), current: ReportsFixtures.results(metrics: [cur]), thresholds: thresholds
        )
        return try #require(comparison.entries.first)
    }

    @Test("an exact gate flags a one-byte increase and reports a one-byte decrease as improved")
    func oneByte() throws {
        let base = Metric.exact("nav.pushAllocatedBytes", 4096, unit: "B")
        #expect(try Self.compare(base, .exact("nav.pushAllocatedBytes", 4097, unit: "B")).verdict == .regressed)
        #expect(try Self.compare(base, .exact("nav.pushAllocatedBytes", 4095, unit: "B")).verdict == .improved)
        #expect(try Self.compare(base, base).verdict == .unchanged)
    }

    @Test("an absolute tolerance lets a change within it pass, and one beyond it fail")
    func absoluteTolerance() throws {
        let thresholds = try Thresholds.parse(Data(#"{"format":1,"metrics":{"nav.*":{"absolute":64}}}"#.utf8), file: "t.json")
        let base = Metric.exact("nav.pushAllocatedBytes", 4096, unit: "B")
        let within = try Self.compare(base, .exact("nav.pushAllocatedBytes", 4160, unit: "B"), thresholds: thresholds)
        #expect(within.verdict == .withinTolerance)
        #expect(!within.verdict.fails)
        let beyond = try Self.compare(base, .exact("nav.pushAllocatedBytes", 4161, unit: "B"), thresholds: thresholds)
        #expect(beyond.verdict == .regressed)
    }

    @Test("a relative tolerance on a deterministic metric scales with the baseline")
    func relativeTolerance() throws {
        let thresholds = try Thresholds.parse(Data(#"{"format":1,"defaults":{"deterministic":{"relative":0.01}}}"#.utf8), file: "t.json")
        let base = Metric.exact("bytes", 10_000, unit: "B")
        #expect(try Self.compare(base, .exact("bytes", 10_100, unit: "B"), thresholds: thresholds).verdict == .withinTolerance)
        #expect(try Self.compare(base, .exact("bytes", 10_101, unit: "B"), thresholds: thresholds).verdict == .regressed)
    }

    @Test("bigger-is-better deterministic metrics regress when they fall")
    func biggerIsBetter() throws {
        let base = Metric.exact("table.reused", 99_978, unit: "count", direction: .biggerIsBetter)
        #expect(try Self.compare(base, .exact("table.reused", 99_977, unit: "count", direction: .biggerIsBetter)).verdict == .regressed)
        #expect(try Self.compare(base, .exact("table.reused", 99_979, unit: "count", direction: .biggerIsBetter)).verdict == .improved)
    }

    @Test("metrics in only one run are added or removed, reported and not failures")
    func addedRemoved() throws {
        let comparison = try BaselineComparison.compare(
            baseline: ReportsFixtures.results(metrics: [.exact("old", 1, unit: "B"), .exact("same", 2, unit: "B")]),
            current: ReportsFixtures.results(metrics: [.exact("new", 1, unit: "B"), .exact("same", 2, unit: "B")])
        )
        #expect(comparison.entries.map(\.name) == ["new", "old", "same"])
        #expect(comparison.entries.map(\.verdict) == [.added, .removed, .unchanged])
        #expect(!comparison.hasRegression)
        #expect(CompareRenderer.table(comparison).contains("PASS: 1 unchanged, 1 added, 1 removed"))
    }

    @Test("runs whose allocator options differ are refused, saying which option")
    func allocatorMismatch() throws {
        let error = #expect(throws: ReportsError.self) {
            try BaselineComparison.compare(
                baseline: ReportsFixtures.results(metrics: [], narenas: "8"),
                current: ReportsFixtures.results(metrics: [], narenas: "2")
            )
        }
        #expect(error?.code == .comparison)
        #expect(error?.message.contains("allocator options differ") == true)
        #expect(error?.message.contains("narenas 8 vs 2") == true)
    }

    @Test("the table lists baseline, current, change and verdict of every metric")
    func table() throws {
        let comparison = try BaselineComparison.compare(
            baseline: ReportsFixtures.results(metrics: [.exact("bytes", 4096, unit: "B")]),
            current: ReportsFixtures.results(metrics: [.exact("bytes", 4097, unit: "B")])
        )
        let text = CompareRenderer.table(comparison)
        #expect(text.contains("4,096 B"))
        #expect(text.contains("4,097 B"))
        #expect(text.contains("+1 B (+<0.1%)"))
        #expect(text.contains("REGRESSED"))
        #expect(text.contains("FAIL: 1 regressed"))
    }

    static func tableMetrics(created: Double, dequeues: Double, notDequeued: Double?) -> [Metric] {
        [.exact("run.cellsCreated", created, unit: "count"), .exact("run.dequeues", dequeues, unit: "count")]
            + (notDequeued.map { [.exact("run.cellsNotDequeued", $0, unit: "count")] } ?? [])
    }

    @Test(
        "fewer cells created is never an improvement when cells were returned without a dequeue (a regression) or when dequeues fell too (no change)")
    func cellsCreatedJudgedWithDequeues() throws {
        let baseline = ReportsFixtures.results(metrics: Self.tableMetrics(created: 22, dequeues: 3000, notDequeued: 0))
        let bypassing = ReportsFixtures.results(metrics: Self.tableMetrics(created: 0, dequeues: 0, notDequeued: 2989))
        let comparison = try BaselineComparison.compare(baseline: baseline, current: bypassing)
        let created = try #require(comparison.entries.first { $0.name == "run.cellsCreated" })
        #expect(created.verdict == .regressed)
        #expect(
            created.note?.contains("2,989 cells were returned without a dequeue") == true
                || created.note?.contains("2989 cells were returned without a dequeue") == true)
        #expect(comparison.hasRegression)
        #expect(CompareRenderer.table(comparison).contains("note: run.cellsCreated: fewer cells created because"))

        let shorter = ReportsFixtures.results(metrics: Self.tableMetrics(created: 12, dequeues: 1000, notDequeued: 0))
        let fewer = try #require(try BaselineComparison.compare(baseline: baseline, current: shorter).entries.first { $0.name == "run.cellsCreated" })
        #expect(fewer.verdict == .unchanged)
        #expect(
            fewer.note == "not an improvement: dequeues fell too (3,000 -> 1,000)"
                || fewer.note == "not an improvement: dequeues fell too (3000 -> 1000)")

        let better = ReportsFixtures.results(metrics: Self.tableMetrics(created: 12, dequeues: 3000, notDequeued: 0))
        #expect(
            try BaselineComparison.compare(baseline: baseline, current: better).entries.first { $0.name == "run.cellsCreated" }?.verdict == .improved)
    }
}
