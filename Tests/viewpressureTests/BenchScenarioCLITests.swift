import Foundation
import Results
import Testing

/// `bench --scenario FILE`: a team's scenario as a workload (repeated passes, timing samples per
/// pass and phase, exact bytes per phase and per scene), whose results `compare`, `history`,
/// shards and `report` take like any workload's.
@Suite("viewpressure bench --scenario (end to end)", .serialized)
struct BenchScenarioCLITests {
    typealias Scratch = ReportCLITests.Scratch

    static let mixedApp = MemoryLimitCLITests.mixedApp
    static let drilldown = URL(fileURLWithPath: mixedApp).deletingLastPathComponent().appendingPathComponent("table-drilldown.json").path

    @Test("a scenario's passes give timing samples per pass and phase and exact bytes per phase and scene; compare gates them, report draws them")
    func scenarioWorkload() throws {
        let scratch = Scratch()
        let result = try CLIRunner.run([
            "bench", "--scenario", Self.mixedApp, "--quick", "--param", "scenario.mixed-app.passes=4",
            "--results", scratch.file("a.json"),
        ])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("scenario.mixed-app: the scenario mixed-app (8 scenes), 4 passes"), "\(result.stdout)")
        let results = try ResultsWriter.read(from: scratch.file("a.json"))
        #expect(results.kind == .bench)
        #expect(results.work == ["scenario.mixed-app"])
        let metrics = Dictionary(uniqueKeysWithValues: results.metrics.map { ($0.name, $0) })
        #expect(metrics["scenario.mixed-app.passNs"]?.samples.count == 4)
        #expect(metrics["scenario.mixed-app.phase.launch.ns"]?.samples.count == 4)
        #expect(metrics["scenario.mixed-app.phase.pages.ns"]?.kind == .timing)
        #expect((metrics["scenario.mixed-app.phase.launch.allocatedBytes"]?.value ?? 0) > 0)
        #expect(metrics["scenario.mixed-app.phase.launch.allocatedBytes"]?.kind == .deterministic)
        #expect(metrics["scenario.mixed-app.scene.photo.instances"]?.value == 7)
        #expect((metrics["scenario.mixed-app.scene.detail.allocatedBytes"]?.value ?? 0) > 0)
        #expect(metrics["scenario.mixed-app.leaks"]?.value == 0)

        // A second process gives the same exact figures (hashing seeded alike): compare passes
        // on them; one byte more in a phase is a regression (exit 3).
        let again = try CLIRunner.run([
            "bench", "--scenario", Self.mixedApp, "--quick", "--param", "scenario.mixed-app.passes=4",
            "--results", scratch.file("b.json"),
        ])
        #expect(again.status == 0)
        let other = try ResultsWriter.read(from: scratch.file("b.json"))
        for metric in other.metrics where metric.kind == .deterministic {
            #expect(metrics[metric.name]?.value == metric.value, "\(metric.name): \(metric.value) vs \(metrics[metric.name]?.value ?? -1)")
        }
        var worse = results
        worse.metrics = results.metrics.map { metric in
            var metric = metric
            if metric.name == "scenario.mixed-app.phase.pages.allocatedBytes" { metric.value += 1 }
            return metric
        }
        try ResultsWriter.write(worse, to: scratch.file("worse.json"))
        #expect(try CLIRunner.run(["compare", scratch.file("a.json"), scratch.file("a.json")]).status == 0)
        let regressed = try CLIRunner.run(["compare", scratch.file("a.json"), scratch.file("worse.json")])
        #expect(regressed.status == 3, "\(regressed.stdout)\n\(regressed.stderr)")
        #expect(regressed.stdout.contains("scenario.mixed-app.phase.pages.allocatedBytes"), "\(regressed.stdout)")

        let report = try CLIRunner.run(["report", scratch.file("a.json"), "--html", scratch.file("r.html")])
        #expect(report.status == 0, "\(report.stderr)")
        // The scenarios' section, each figure under its scenario's name.
        let html = try String(contentsOfFile: scratch.file("r.html"), encoding: .utf8)
        #expect(html.contains("<h2>scenario</h2>") && html.contains("mixed-app.passNs") && html.contains("mixed-app.scene.photo.instances"))
        let added = try CLIRunner.run([
            "history", "add", scratch.file("a.json"), "--store", scratch.file("h.jsonl"), "--commit", "c1", "--branch", "main",
        ])
        #expect(added.status == 0, "\(added.stderr)")
    }

    @Test("a team's profiler names itself in --help's examples, not viewpressure")
    func helpNamesTheExecutable() throws {
        let scratch = Scratch()
        let link = scratch.file("team-profiler")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: try CLIRunner.binary().path)
        let help = try CLIRunner.run(executable: URL(fileURLWithPath: link), ["soak", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("team-profiler soak Scenarios/mixed-app.json --operations 5000"), "\(help.stdout)")
        #expect(help.stdout.contains("USAGE: team-profiler soak"), "\(help.stdout)")
        #expect(!help.stdout.contains("viewpressure soak"), "\(help.stdout)")
        // The built-in binary keeps its own name.
        #expect(try CLIRunner.run(["soak", "--help"]).stdout.contains("viewpressure soak Scenarios/mixed-app.json"))
    }

    @Test("two scenarios shard like workloads, merge back into one; bad passes and a leaky scenario are refused or fail")
    func shardsAndVerdicts() throws {
        let scratch = Scratch()
        let both = ["bench", "--scenario", Self.mixedApp, "--scenario", Self.drilldown, "--quick"]
        for k in 1...2 {
            let shard = try CLIRunner.run(both + ["--shard", "\(k)/2", "--results", scratch.file("s\(k).json")])
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        #expect(try ResultsWriter.read(from: scratch.file("s1.json")).work == ["scenario.mixed-app"])
        #expect(try ResultsWriter.read(from: scratch.file("s2.json")).work == ["scenario.table-drilldown"])
        let merged = try CLIRunner.run(["merge", scratch.file("s1.json"), scratch.file("s2.json"), "--results", scratch.file("m.json")])
        #expect(merged.status == 0, "\(merged.stderr)")
        let names = Set(try ResultsWriter.read(from: scratch.file("m.json")).metrics.map(\.name))
        #expect(names.contains("scenario.mixed-app.passNs") && names.contains("scenario.table-drilldown.passNs"))

        let zero = try CLIRunner.run(["bench", "--scenario", Self.mixedApp, "--param", "scenario.mixed-app.passes=0"])
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("scenario.mixed-app.passes: expected an integer from 1 to 1000"), "\(zero.stderr)")

        let leaky = try RunCLITests.write(
            """
            {"format": 1, "name": "leaky", "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                        "cycle": {"type": "content", "retainCycle": true}},
             "steps": [{"op": "launch"}, {"op": "push", "scene": "cycle"}, {"op": "pop"}, {"op": "teardown"}]}
            """, name: "leaky")
        defer { try? FileManager.default.removeItem(atPath: leaky) }
        let leaks = try CLIRunner.run(["bench", "--scenario", leaky, "--quick"])
        #expect(leaks.status == 4, "\(leaks.stdout)\n\(leaks.stderr)")
        #expect(leaks.stdout.contains("scenario.leaky.leaks = 1 count"), "\(leaks.stdout)")
    }
}
