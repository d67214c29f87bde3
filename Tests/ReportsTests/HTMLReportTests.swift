import Foundation
@testable import Results
import Testing

@testable import Reports

@Suite("HTML report")
struct HTMLReportTests {
    @Test("the report holds one svg per chart, warning markers, and every section")
    func charts() {
        let html = HTMLReportRenderer.render(ReportsFixtures.richResults())
        for id in ["chart-memory", "chart-callbacks", "chart-controllers", "chart-reuse"] {
            #expect(html.contains("<svg id=\"\(id)\" class=\"chart\""), "missing \(id)")
        }
        #expect(html.components(separatedBy: "class=\"warning-marker\"").count - 1 == 2)
        #expect(html.contains("critical warning @260"))
        for section in ["memory", "callbacks", "controllers", "reuse", "phases", "leaks", "violations", "diagnostics", "metrics", "environment"] {
            #expect(html.contains("<section id=\"\(section)\">"), "missing section \(section)")
        }
        #expect(html.contains("<code>onTap</code>"))
        #expect(html.contains("leaky#12"))
        #expect(html.contains("99,978 reused"))
    }

    @Test("the report is self-contained and escapes all text")
    func selfContainedAndEscaped() {
        let html = HTMLReportRenderer.render(ReportsFixtures.richResults())
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("push-pop-under-warning &lt;demo&gt;"))
        #expect(
            !html.contains("http://")
                || html.components(separatedBy: "http://").count - 1 == html.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1
        )
        #expect(!html.contains("https://"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("@import"))
    }

    @Test("a run with no data still renders every chart, saying there is none")
    func emptyResults() {
        let html = HTMLReportRenderer.render(RunResults(kind: .run, name: "empty", environment: ReportsFixtures.environment()))
        #expect(html.contains("id=\"chart-memory\""))
        #expect(html.contains("no data"))
        #expect(html.contains("No leaks."))
    }

    @Test("writeAll writes the HTML, the Markdown and the github-action-benchmark files")
    func writeAll() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vp-all-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try ReportRenderer.writeAll(results: ReportsFixtures.richResults(), directory: directory)
        #expect(
            paths.map { URL(fileURLWithPath: $0).lastPathComponent } == [
                "report.html", "summary.md", "github-benchmark.json", "github-benchmark-bigger.json",
            ])
        for path in paths { #expect(FileManager.default.fileExists(atPath: path)) }
    }
}
