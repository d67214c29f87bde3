import Foundation
@testable import Results
import Testing

@testable import Reports

@Suite("Thresholds files and --explain")
struct ThresholdsTests {
    static let example = #"""
        {"format":1,"defaults":{"deterministic":{"absolute":0},"timing":{"relative":0.05}},
         "metrics":{"deepNavigation.*.pushNs":{"relative":0.10},"table.*.bytesPerRow":{"absolute":0},"*":{"relative":0.2}}}
        """#

    @Test("globs: * spans dots, ? is one character, the match is whole")
    func globs() {
        #expect(Glob.matches("deepNavigation.*.pushNs", "deepNavigation.depth1000.pushNs"))
        #expect(Glob.matches("a.*", "a.b.c"))
        #expect(Glob.matches("a?c", "abc"))
        #expect(!Glob.matches("a?c", "abbc"))
        #expect(!Glob.matches("table.*", "xtable.rows"))
        #expect(!Glob.matches("*.pushNs", "a.pushNsX"))
        #expect(Glob.matches("*", ""))
    }

    @Test("the most specific matching pattern wins; others are reported as shadowed")
    func precedence() throws {
        let thresholds = try Thresholds.parse(Data(Self.example.utf8), file: "thresholds.json")
        let push = thresholds.resolve("deepNavigation.depth1000.pushNs", kind: .timing)
        #expect(push.threshold == Threshold(relative: 0.10))
        #expect(push.source == .pattern("deepNavigation.*.pushNs", file: "thresholds.json"))
        #expect(push.shadowed == ["*"])
        let other = thresholds.resolve("soak.slope", kind: .deterministic)
        #expect(other.source == .pattern("*", file: "thresholds.json"))
        let none = Thresholds().resolve("x", kind: .timing)
        #expect(none.source == .builtInDefault(.timing))
        #expect(none.threshold == Threshold(relative: 0.05))
    }

    @Test("file defaults replace the built-in ones and are named as such")
    func fileDefaults() throws {
        let thresholds = try Thresholds.parse(Data(#"{"format":1,"defaults":{"timing":{"relative":0.08}}}"#.utf8), file: "t.json")
        let resolved = thresholds.resolve("x", kind: .timing)
        #expect(resolved.threshold.relative == 0.08)
        #expect(resolved.source.description == "defaults.timing in t.json")
        #expect(thresholds.resolve("y", kind: .deterministic).source == .builtInDefault(.deterministic))
    }

    @Test(
        "bad files are refused with the path of the problem",
        arguments: [
            (#"{"format":2}"#, "format: expected 1"),
            (#"{"format":1,"metric":{}}"#, "unknown key \"metric\""),
            (#"{"format":1,"metrics":{"a.*":{"relativ":0.1}}}"#, "metrics.\"a.*\": unknown key \"relativ\""),
            (#"{"format":1,"metrics":{"a":{"relative":-1}}}"#, "metrics.\"a\".relative: expected a non-negative number"),
            (#"{"format":1,"defaults":{"timings":{}}}"#, "defaults.timings: unknown metric kind"),
            ("[1]", "not a JSON object"),
        ])
    func badFiles(text: String, message: String) {
        let error = #expect(throws: ReportsError.self) { try Thresholds.parse(Data(text.utf8), file: "bad.json") }
        #expect(error?.code == .thresholds)
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("bad.json: ") == true)
    }

    @Test("--explain names each gate, its threshold and where the threshold came from")
    func explain() throws {
        let thresholds = try Thresholds.parse(Data(Self.example.utf8), file: "thresholds.json")
        var generator = SplitMix64(seed: 1)
        let samples = ReportsFixtures.noisySamples(median: 1000, sigma: 0.05, count: 10, generator: &generator)
        let metrics: [Metric] = [.timing("deepNavigation.depth1000.pushNs", samples: samples), .exact("table.list.bytesPerRow", 0, unit: "B")]
        let comparison = try BaselineComparison.compare(
            baseline: ReportsFixtures.results(metrics: metrics), current: ReportsFixtures.results(metrics: metrics), thresholds: thresholds
        )
        let text = CompareRenderer.explain(comparison)
        #expect(text.contains("threshold: relative 10% from pattern \"deepNavigation.*.pushNs\" in thresholds.json (also matched: \"*\")"))
        #expect(text.contains("threshold: absolute 0 from pattern \"table.*.bytesPerRow\" in thresholds.json"))
        #expect(text.contains("fails when ratio > 1.100 and 95% CI low > 1.050"))
        #expect(text.contains("exact (smaller is better): fails when worse by > 0 B"))
        let defaults = try BaselineComparison.compare(
            baseline: ReportsFixtures.results(metrics: [.exact("a", 1, unit: "B")]),
            current: ReportsFixtures.results(metrics: [.exact("a", 1, unit: "B")])
        )
        #expect(CompareRenderer.explain(defaults).contains("threshold: absolute 0 from built-in default (deterministic)"))
    }
}

extension ThresholdsTests {
    @Test("a boolean is not a threshold")
    func booleanRefused() {
        #expect(throws: ReportsError.self) { try Thresholds.parse(Data(#"{"format":1,"metrics":{"a":{"absolute":true}}}"#.utf8), file: "b.json") }
        #expect(throws: Never.self) { try Thresholds.parse(Data(#"{"format":1,"metrics":{"a":{"absolute":0,"relative":1}}}"#.utf8), file: "b.json") }
    }
}
