import Foundation
import MemoryProbe
import Reports
import Results
import Testing

@testable import Driver

/// Reports of a real run (not fixtures): the Perfetto file's structure and the HTML's charts.
@MainActor
@Suite("Reports of a real run", .serialized)
struct RealRunReportTests {
    static func realRun(trace: String) throws -> RunResults {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios/mixed-app.json").path
        var options = RunOptions(measures: true, tracePath: trace)
        options.keepsDeallocatedControllers = true
        let runner = try ScenarioRunner(
            scenario: try ScenarioParser.parse(try String(contentsOfFile: path, encoding: .utf8)),
            options: options, environment: try SoakTests.environment())
        let outcome = runner.run()
        #expect(outcome.failure == nil)
        return outcome.results
    }

    @Test("the Perfetto trace of a real run: complete events strictly nested per track, counters, warning instants")
    func perfettoStructure() throws {
        let directory = FileManager.default.temporaryDirectory
        let trace = directory.appendingPathComponent("real-\(UUID()).jsonl").path
        let output = directory.appendingPathComponent("real-\(UUID()).perfetto.json").path
        defer { for path in [trace, output] { try? FileManager.default.removeItem(atPath: path) } }
        let results = try Self.realRun(trace: trace)
        let summary = try PerfettoTraceConverter.convert(trace: trace, results: results, to: output)
        #expect(summary.slices > 100)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
        let events = json?["traceEvents"] as? [[String: Any]] ?? []
        let complete = events.filter { $0["ph"] as? String == "X" }
        #expect(complete.count == summary.slices)
        for event in complete {
            for key in ["name", "ts", "dur", "pid", "tid"] { #expect(event[key] != nil, "missing \(key)") }
        }
        // Strict nesting per track: sorted by start, each slice ends before its enclosing one does.
        let byTrack = Dictionary(grouping: complete) { "\($0["pid"] ?? "")/\($0["tid"] ?? "")" }
        for (_, slices) in byTrack {
            var open: [Double] = []
            for slice in slices.sorted(by: { ($0["ts"] as? Double ?? 0) < ($1["ts"] as? Double ?? 0) }) {
                let start = slice["ts"] as? Double ?? 0, end = start + (slice["dur"] as? Double ?? 0)
                while let last = open.last, last <= start { open.removeLast() }
                if let enclosing = open.last { #expect(end <= enclosing + 1e-6, "slice ends after its parent") }
                open.append(end)
            }
        }
        let counters = Set(events.filter { $0["ph"] as? String == "C" }.compactMap { $0["name"] as? String })
        #expect(counters.count >= 5, "\(counters)")
        let warnings = events.filter {
            $0["ph"] as? String == "i" && $0["s"] as? String == "g" && ($0["name"] as? String ?? "").hasPrefix("memoryWarning")
        }
        #expect(warnings.count == results.memoryWarnings.count)
    }

    @Test("the HTML report of a real run has every chart and section")
    func htmlCharts() throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("html-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let html = HTMLReportRenderer.render(try Self.realRun(trace: trace))
        for id in ["chart-memory", "chart-callbacks", "chart-controllers"] {
            #expect(html.contains("id=\"\(id)\""), "missing \(id)")
        }
        #expect(html.contains("<svg"))
        #expect(!html.contains("<script"))
        // Self-contained: the only URL is SVG's namespace name, which is never fetched.
        let withoutNamespace = html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
        #expect(!withoutNamespace.contains("http://") && !withoutNamespace.contains("https://"))
    }
}
