import Foundation
import Results
import Testing

@testable import Reports

/// The trend page: each metric over the stored runs with the history gate's band.
@Suite("History trend page")
struct HistoryTrendTests {
    @Test("a band from the 4th run on, agreeing with compare --history's verdict for each run")
    func bandsAgreeWithTheGate() throws {
        // 14 runs at 1000 ns, then one 10% slower: the last point is outside its band and regressed.
        let history = HistoryGateTests.window(15, seed: 7, median: { $0 == 14 ? 1100 : 1000 })
        let trend = HistoryTrend(records: history)
        let suite = try #require(trend.suites.first)
        #expect(suite.runs.count == 15)
        let timing = try #require(suite.series.first { $0.name == "a.ns" })
        #expect(timing.points.prefix(3).allSatisfy { $0.band == nil })
        #expect(timing.points.dropFirst(3).allSatisfy { $0.band != nil })
        let last = try #require(timing.points.last)
        #expect(last.outcome == .regressed)
        #expect(last.value > last.band!.upperBound)
        let comparison = try HistoryComparison.compare(
            history: Array(history.prefix(14)),
            current: {
                var results = ReportsFixtures.results("suite", metrics: history[14].metrics)
                results.environment = history[14].environment
                return results
            }())
        #expect(comparison.entries.first { $0.name == "a.ns" }?.outcome == last.outcome)
        #expect(timing.points.dropFirst(3).dropLast().allSatisfy { $0.outcome != .regressed })
        let exact = try #require(suite.series.first { $0.name == "a.bytes" })
        #expect(exact.points.allSatisfy { $0.band == nil && $0.value == 4096 })
    }

    @Test("the page: a chart per metric with its band, labelled axes, a red point for the regression, self-contained")
    func page() {
        let history = HistoryGateTests.window(15, seed: 7, median: { $0 == 14 ? 1100 : 1000 })
        let html = HistoryTrendHTML.render(HistoryTrend(records: history), store: "history.jsonl")
        #expect(html.contains("<h2>suite (bench)</h2>"))
        // The timing metric gets a chart; the exact metric never moved: a table row instead.
        #expect(Self.count("<svg id=\"trend-", html) == 1)
        #expect(html.contains("<h3>Exact metrics unchanged over these runs</h3>") && html.contains("<td>a.bytes</td>"))
        #expect(Self.count("class=\"fit-band\"", html) == 1)
        #expect(html.contains(">stored run (commit)</text>"))
        #expect(Self.count("<circle class=\"run bad\"", html) == 1)
        #expect(!html.contains("<script") && !html.contains("https://"))
    }

    @Test("a long store draws only the last runs")
    func bounded() throws {
        let history = HistoryGateTests.window(HistoryTrend.maximumRuns + 30, seed: 3)
        let suite = try #require(HistoryTrend(records: history).suites.first)
        #expect(suite.runs.count == HistoryTrend.maximumRuns)
        #expect(suite.omitted == 30)
        #expect(suite.series.allSatisfy { $0.points.count == HistoryTrend.maximumRuns })
    }

    static func count(_ needle: String, _ text: String) -> Int { text.components(separatedBy: needle).count - 1 }
}
