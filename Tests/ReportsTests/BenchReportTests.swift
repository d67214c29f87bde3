import Foundation
@testable import Results
import Testing

@testable import Reports

/// The bench report (HTML and Markdown): laid out by workload, targets, no empty panel.
@Suite("bench report")
struct BenchReportTests {
    static func comparison() throws -> (RunResults, BaselineComparison) {
        var baseline = BenchFixture.results(name: "main")
        baseline.metrics.removeAll { $0.name == "leakWalk.candidatePaths" }
        let current = BenchFixture.results(name: "feature", cellsCreated: 21)
        return (current, try BaselineComparison.compare(baseline: baseline, current: current))
    }

    /// The `<section>` elements of `html`, each as its text.
    static func sections(_ html: String) -> [String] {
        html.components(separatedBy: "<section").dropFirst().map { $0.components(separatedBy: "</section>")[0] }
    }

    @Test("HTML golden file of a bench report")
    func htmlGolden() throws {
        try assertSnapshot(HTMLReportRenderer.render(BenchFixture.results()), named: "bench-report.html")
    }

    @Test("Markdown golden files of a bench summary, alone and against a baseline")
    func markdownGolden() throws {
        let markdown = MarkdownRenderer.render(BenchFixture.results())
        #expect(markdown.contains("### Targets"))
        #expect(markdown.contains("| ledger on vs no observer &lt;= 1.10x | ✅ met | 1.07x | &lt;= 1.1x |"))
        try assertSnapshot(markdown, named: "bench-summary.md")
        let (current, comparison) = try Self.comparison()
        let compared = MarkdownRenderer.render(current, comparison: comparison)
        #expect(compared.contains("| rows1000000.fixed.cellsCreated | 21 count | exact | ✅ met | +1 count (+5.0%) · regressed |"))
        #expect(compared.contains("+1 count (+5.0%) · regressed"))
        #expect(compared.contains("| candidatePaths | 1 count | exact |  | new |"))
        try assertSnapshot(compared, named: "bench-compare-summary.md")
    }

    @Test("one section per workload, in order, with its summary, charts and figures")
    func perWorkload() {
        let results = BenchFixture.results()
        let html = HTMLReportRenderer.render(results)
        var last = html.startIndex
        // The fixture predates the layout workload: every workload it has gets its section.
        #expect(BenchWorkloadInfo.present(in: results).count == BenchWorkloadInfo.all.count - 1)
        for info in BenchWorkloadInfo.present(in: results) {
            let range = html.range(of: "<section id=\"workload-\(info.name)\">")
            #expect(range != nil, "no section for \(info.name)")
            if let range { #expect(range.lowerBound > last); last = range.lowerBound }
            #expect(html.contains(HTML.escape(info.summary)))
        }
        for chart in ["chart-depth", "chart-overhead", "chart-release", "chart-table-cost", "chart-cells"] {
            #expect(html.components(separatedBy: "<svg id=\"\(chart)\"").count == 2, "\(chart) once")
        }
        #expect(html.contains("<section id=\"targets\">"))
        #expect(html.contains("median 1.070x, 98.4% CI [1.040, 1.090], 7 passes"))
        #expect(html.contains("<div class=\"v\">14 / 15</div><div class=\"l\">Targets met</div>"))
        #expect(html.contains("<span class=\"badge attention\">PASS (exit 0) · 1 of 15 targets missed</span>"))
    }

    @Test("no panel of a bench report is empty, and none of the scenario panels appear")
    func noEmptyPanel() {
        for results in [BenchFixture.results(), ReportsFixtures.results(metrics: [.exact("tabSwitching.viewLoads", 3, unit: "count")])] {
            let html = HTMLReportRenderer.render(results)
            let sections = Self.sections(html)
            #expect(sections.count >= 3)
            for section in sections {
                let content = section.components(separatedBy: "</h2>").dropFirst().joined()
                #expect(content.count > 40, "empty section: \(section.prefix(80))")
                #expect(!section.contains("no data") && !section.contains("None."), "placeholder in \(section.prefix(80))")
            }
            for id in ["memory", "callbacks", "controllers", "phases", "metrics"] { #expect(!html.contains("<section id=\"\(id)\">")) }
            #expect(!html.contains("0 phases"))
        }
    }

    @Test("the bench report is self-contained and shows each figure's change against a baseline")
    func selfContainedWithBaseline() throws {
        let (current, comparison) = try Self.comparison()
        let html = HTMLReportRenderer.render(current, comparison: comparison)
        #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("@import") && !html.contains("url("))
        #expect(!html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http"))
        #expect(html.contains("<th>change vs baseline</th>"))
        #expect(html.contains("+1 count (+5.0%) · regressed"))
        #expect(html.contains("<span class=\"badge fail\">FAIL: 1 regression · 1 of 15 targets missed</span>"))
        #expect(html.contains("<div class=\"v\">1</div><div class=\"l\">Regressions</div>"))
        // Without a baseline there is no change column.
        #expect(!HTMLReportRenderer.render(current).contains("change vs baseline"))
    }
}

/// A PASS never sits above a missed target unsaid: every report's verdict counts
/// missed targets.
@Suite("bench report headline")
struct BenchReportHeadlineTests {
    @Test("a passing run with a missed target says so in the HTML badge and the Markdown verdict")
    func missedTargetsInTheHeadline() throws {
        let results = BenchFixture.results()
        let missed = BenchTargetResult.evaluate(results.metrics).count { $0.status == .missed }
        try #require(missed > 0, "the fixture misses the reuse target with bare cells")
        let html = HTMLReportRenderer.render(results)
        #expect(html.contains("<span class=\"badge attention\">PASS (exit 0) · \(missed) of "))
        #expect(html.contains("targets missed</span>"))
        let markdown = MarkdownRenderer.render(results)
        #expect(markdown.contains("✅ **PASS** · ⚠️ **\(missed) of "))
    }
}
