import Foundation
@testable import Results
import Testing

@testable import Reports

/// Golden-file tests of the Markdown and github-action-benchmark outputs.
@Suite("Markdown and github-action-benchmark renderers")
struct RendererSnapshotTests {
    static func comparison() throws -> (RunResults, BaselineComparison) {
        var baseline = ReportsFixtures.richResults()
        var current = baseline
        baseline.name = "main"
        current.name = "feature <branch>"
        current.metrics[0] = .exact("deepNavigation.depth100.pushAllocatedBytes", 1_048_577, unit: "B")
        current.metrics[1] = .exact("table.list.cellsCreated", 20, unit: "count")
        var generator = SplitMix64(seed: 3)
        baseline.metrics[3] = .timing(
            "deepNavigation.depth100.pushNs",
            samples: ReportsFixtures.noisySamples(median: 1200, sigma: 0.03, count: 20, generator: &generator).map { $0.rounded() })
        current.metrics[3] = .timing(
            "deepNavigation.depth100.pushNs",
            samples: ReportsFixtures.noisySamples(median: 1330, sigma: 0.03, count: 20, generator: &generator).map { $0.rounded() })
        current.metrics.append(.exact("soak.slopeBytesPerCycle", 0, unit: "B"))
        return (current, try BaselineComparison.compare(baseline: baseline, current: current))
    }

    @Test("Markdown summary of a run")
    func markdownRun() throws {
        try assertSnapshot(MarkdownRenderer.render(ReportsFixtures.richResults()), named: "run-summary.md")
    }

    @Test("Markdown summary of a comparison, with its verdict table")
    func markdownComparison() throws {
        let (current, comparison) = try Self.comparison()
        let text = MarkdownRenderer.render(current, comparison: comparison)
        #expect(text.contains("❌ **FAIL**: 1 invariant violation, 1 leak, 2 regressions"))
        #expect(text.contains("feature &lt;branch&gt;"))
        try assertSnapshot(text, named: "compare-summary.md")
    }

    @Test("compare table and --explain text")
    func compareText() throws {
        let (_, comparison) = try Self.comparison()
        try assertSnapshot(CompareRenderer.table(comparison) + "\n" + CompareRenderer.explain(comparison), named: "compare-table.txt")
    }

    @Test("github-action-benchmark files, one per direction")
    func benchmarkAction() throws {
        let results = ReportsFixtures.richResults()
        let smaller = try BenchmarkActionRenderer.encode(BenchmarkActionRenderer.entries(results, direction: .smallerIsBetter))
        let bigger = try BenchmarkActionRenderer.encode(BenchmarkActionRenderer.entries(results, direction: .biggerIsBetter))
        try assertSnapshot(String(decoding: smaller, as: UTF8.self), named: "github-benchmark-smaller.json")
        try assertSnapshot(String(decoding: bigger, as: UTF8.self), named: "github-benchmark-bigger.json")
        let parsed = try JSONSerialization.jsonObject(with: smaller) as? [[String: Any]]
        #expect(parsed?.count == 3)
        #expect(parsed?.allSatisfy { $0["name"] is String && $0["unit"] is String && $0["value"] is NSNumber } == true)
        #expect(BenchmarkActionRenderer.biggerPath(for: "/tmp/out/bench.json") == "/tmp/out/bench-bigger.json")
        #expect(BenchmarkActionRenderer.biggerPath(for: "bench").hasSuffix("bench-bigger"))
    }
}
