import Foundation
import MemoryProbe
import Results
import Testing

/// `compare` fails closed: a comparison that would gate nothing is refused with exit 2 and the
/// reason, never a PASS.
@Suite("viewpressure compare refuses what it cannot gate (end to end)")
struct CompareFailsClosedTests {
    typealias Scratch = ReportCLITests.Scratch

    static func results(kind: RunResults.Kind, name: String, metrics: [Metric]) throws -> RunResults {
        var results = try ReportCLITests.results(name: name, bytes: 4096, pushNs: 1000)
        results.kind = kind
        results.metrics = metrics
        return results
    }

    @Test("a bench against a scenario run: exit 2, naming both kinds")
    func differentKinds() throws {
        let scratch = Scratch()
        try ResultsWriter.write(ReportCLITests.results(name: "standard suite", bytes: 4096, pushNs: 1000), to: scratch.file("bench.json"))
        try ResultsWriter.write(
            Self.results(kind: .run, name: "mixed-app", metrics: [.exact("scene.inbox.viewDidLoadBytes", 10, unit: "B")]),
            to: scratch.file("run.json"))
        let result = try CLIRunner.run(["compare", scratch.file("bench.json"), scratch.file("run.json")])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("refusing to compare a bench results file ('standard suite') with a run one ('mixed-app')"))
        #expect(!result.stdout.contains("PASS"))
    }

    @Test("a quick suite against a full one: exit 2")
    func quickAgainstFull() throws {
        let scratch = Scratch()
        try ResultsWriter.write(ReportCLITests.results(name: "standard suite", bytes: 4096, pushNs: 1000), to: scratch.file("full.json"))
        try ResultsWriter.write(ReportCLITests.results(name: "standard suite (quick)", bytes: 4096, pushNs: 1000), to: scratch.file("quick.json"))
        let result = try CLIRunner.run(["compare", scratch.file("full.json"), scratch.file("quick.json")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("compare two --quick runs or two full ones"))
    }

    @Test("no metric in common: 0 gated is a refusal, not a PASS")
    func nothingGated() throws {
        let scratch = Scratch()
        try ResultsWriter.write(Self.results(kind: .run, name: "a", metrics: [.exact("scene.a.bytes", 1, unit: "B")]), to: scratch.file("a.json"))
        try ResultsWriter.write(Self.results(kind: .run, name: "b", metrics: [.exact("scene.b.bytes", 1, unit: "B")]), to: scratch.file("b.json"))
        let result = try CLIRunner.run(["compare", scratch.file("a.json"), scratch.file("b.json")])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("refusing to pass a gate that gated nothing: 0 of 2 metrics could be gated"))
    }

    @Test("compare --history with a mistyped store path: exit 2, the store is not created")
    func missingStore() throws {
        let scratch = Scratch()
        try ResultsWriter.write(ReportCLITests.results(name: "suite", bytes: 4096, pushNs: 1000), to: scratch.file("r.json"))
        let result = try CLIRunner.run(["compare", "--history", scratch.file("histroy.jsonl"), scratch.file("r.json")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no history store here"))
        #expect(!FileManager.default.fileExists(atPath: scratch.file("histroy.jsonl")))
    }

    @Test("compare --history on a branch with no runs, or a suite with none: exit 2 with the reason")
    func emptyWindow() throws {
        let scratch = Scratch()
        let store = scratch.file("history.jsonl")
        try ResultsWriter.write(ReportCLITests.results(name: "suite", bytes: 4096, pushNs: 1000), to: scratch.file("r.json"))
        #expect(try CLIRunner.run(["history", "add", scratch.file("r.json"), "--store", store, "--commit", "c1", "--branch", "main"]).status == 0)
        let branch = try CLIRunner.run(["compare", "--history", store, scratch.file("r.json"), "--branch", "feature"])
        #expect(branch.status == 2, "\(branch.stdout)\(branch.stderr)")
        #expect(branch.stderr.contains("empty history window: the store has no run of 'suite' on branch 'feature'"))
        #expect(branch.stderr.contains("1 run(s) of it were left out"))
        try ResultsWriter.write(ReportCLITests.results(name: "other suite", bytes: 4096, pushNs: 1000), to: scratch.file("o.json"))
        let suite = try CLIRunner.run(["compare", "--history", store, scratch.file("o.json")])
        #expect(suite.status == 2)
        #expect(suite.stderr.contains("no run of 'other suite'"))
        let same = try CLIRunner.run(["compare", "--history", store, scratch.file("r.json"), "--branch", "main"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    }
}
