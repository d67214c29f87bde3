import Foundation
import Testing

/// One figure, one number: for one run, the terminal, the HTML and the Markdown reports give
/// the same peak resident (one definition per figure: `RunFigures`).
@Suite("one definition per figure (end to end)")
struct OneFigureTests {
    static let scenario = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Scenarios/push-pop-under-warning.json").standardizedFileURL.path

    @Test("soak: the terminal's peak resident line is the HTML card's figure")
    func soakPeakResidentAgrees() throws {
        let scratch = ReportCLITests.Scratch()
        let soak = try CLIRunner.run(["soak", Self.scenario, "--operations", "200", "--seed", "1", "--results", scratch.file("s.json")])
        #expect(soak.status == 0, "\(soak.stderr)")
        let line = try #require(soak.stdout.split(separator: "\n").first { $0.hasPrefix("peak resident ") }, "\(soak.stdout)")
        let figure = String(line.dropFirst("peak resident ".count).prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
        let report = try CLIRunner.run(["report", scratch.file("s.json"), "--html", scratch.file("s.html")])
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOfFile: scratch.file("s.html"), encoding: .utf8)
        #expect(html.contains("<div class=\"v\">\(figure)</div><div class=\"l\">Peak resident</div>"), "terminal said \(figure)")
    }

    @Test("peak resident: the same bytes in the terminal summary, the HTML card and the Markdown headline")
    func peakResidentAgrees() throws {
        let scratch = ReportCLITests.Scratch()
        let run = try CLIRunner.run(["run", Self.scenario, "--results", scratch.file("r.json")])
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("peak resident ") })
        let figure = String(line.dropFirst("peak resident ".count).prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
        #expect(line.contains("(process high-water mark;"))
        let report = try CLIRunner.run(["report", scratch.file("r.json"), "--html", scratch.file("r.html"), "--markdown", scratch.file("r.md")])
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOfFile: scratch.file("r.html"), encoding: .utf8)
        #expect(html.contains("<div class=\"v\">\(figure)</div><div class=\"l\">Peak resident</div>"), "terminal said \(figure)")
        let markdown = try String(contentsOfFile: scratch.file("r.md"), encoding: .utf8)
        #expect(markdown.contains("peak resident \(figure)"), "terminal said \(figure)")
    }
}
