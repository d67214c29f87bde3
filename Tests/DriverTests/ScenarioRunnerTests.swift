import Foundation
import MemoryProbe
import Results
import Testing
import ViewRuntime

@testable import Driver

@MainActor
@Suite("Scenario runner", .serialized)
struct ScenarioRunnerTests {
    static func run(_ text: String, measures: Bool = true) throws -> RunOutcome {
        let runner = try ScenarioRunner(
            scenario: try ScenarioParser.parse(text), options: RunOptions(measures: measures), environment: try SoakTests.environment())
        return runner.run()
    }

    @Test("tabs, segues, modal sheets, pages and warnings run to a clean teardown")
    func mixedApp() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios/mixed-app.json").path
        let outcome = try Self.run(try String(contentsOfFile: path, encoding: .utf8))
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.exitCode == 0)
        let scenes = Dictionary(uniqueKeysWithValues: outcome.results.scenes.map { ($0.scene, $0) })
        #expect(scenes["detail"]?.instances == 1)
        #expect(scenes["compose"]?.instances == 1)
        // Five forward turns and one back over a 10-page scroll book: pages 0-5 were made.
        #expect((scenes["photo"]?.instances ?? 0) >= 6)
        #expect(outcome.results.phases.map(\.label) == ["launch", "pages"])
        #expect(outcome.results.memoryWarnings.count == 2)
        #expect(outcome.results.leaks.isEmpty)
        #expect(outcome.results.controllers.allSatisfy { $0.deallocated })
    }

    @Test("popTo, popToRoot, unwind, interactive pops and resize act on the right controllers")
    func navigationOps() throws {
        let text = """
            {"format": 1, "device": {"width": 100, "height": 200, "scale": 1}, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                        "a": {"type": "content"}, "b": {"type": "content"}, "c": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "push", "scene": "a"}, {"op": "push", "scene": "b"}, {"op": "push", "scene": "c"},
                       {"op": "popTo", "depth": 1}, {"op": "push", "scene": "b"}, {"op": "unwind", "to": "a"},
                       {"op": "push", "scene": "c"}, {"op": "interactivePop", "complete": false},
                       {"op": "interactivePop", "complete": true}, {"op": "resize", "width": 200, "height": 100},
                       {"op": "push", "scene": "b"}, {"op": "popToRoot"}, {"op": "teardown"}]}
            """
        let outcome = try Self.run(text, measures: false)
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        let instances = Dictionary(uniqueKeysWithValues: outcome.results.scenes.map { ($0.scene, $0.instances) })
        #expect(instances == ["nav": 1, "home": 1, "a": 1, "b": 3, "c": 2])
        #expect(outcome.results.leaks.isEmpty)
        #expect(outcome.exitCode == 0)
    }

    @Test(
        "S4: a showDetail segue from the primary column of a regular split runs (both columns are on screen), and a row of its list can be selected")
    func s4ShowDetailFromPrimary() throws {
        let text = """
            {"format": 1, "device": {"width": 1366, "height": 1024, "scale": 1}, "initial": "split",
             "scenes": {"split": {"type": "split", "primary": "nav", "secondary": "detail"},
                        "nav": {"type": "navigation", "root": "list"}, "list": {"type": "table", "rows": [5], "select": "open"},
                        "detail": {"type": "content"}, "d2": {"type": "content"}},
             "segues": {"open": {"from": "list", "to": "d2", "kind": "showDetail"}},
             "steps": [{"op": "launch"}, {"op": "segue", "id": "open"}, {"op": "selectRow", "section": 0, "row": 1}, {"op": "teardown"}]}
            """
        let outcome = try Self.run(text, measures: false)
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        let instances = Dictionary(uniqueKeysWithValues: outcome.results.scenes.map { ($0.scene, $0.instances) })
        #expect(instances["d2"] == 2)
        #expect(outcome.exitCode == 0)
    }

    @Test("a misuse the runtime throws for stops the run with the step's path and UIKit's message")
    func runtimeErrorStopsTheRun() throws {
        let text = """
            {"format": 1, "initial": "nav", "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "popTo", "depth": 3}]}
            """
        let outcome = try Self.run(text, measures: false)
        #expect(
            outcome.failure?.hasSuffix(": steps[1] (popTo): depth 3 is not on the stack (it holds 1 controllers)") == true, "\(outcome.failure ?? "")"
        )
        #expect(outcome.exitCode == 1)
    }
}

@MainActor
@Suite("Run outcome exit codes")
struct RunOutcomeTests {
    static func results() throws -> RunResults {
        RunResults(kind: .run, name: "x", environment: try SoakTests.environment())
    }

    @Test("the most serious finding decides the exit code: 1, then 5, 4, 6")
    func exitCodes() throws {
        var results = try Self.results()
        #expect(RunOutcome(results: results, failure: nil, budgetExceeded: nil).exitCode == 0)
        #expect(RunOutcome(results: results, failure: nil, budgetExceeded: "resident 2 MiB > budget 1 MiB").exitCode == 6)
        results.leaks = [LeakResult(controller: "a#1", class: "A", departure: "pop", path: [])]
        #expect(RunOutcome(results: results, failure: nil, budgetExceeded: "resident 2 MiB > budget 1 MiB").exitCode == 4)
        // A violation can only come from a runtime bug (the runtime's guards keep its own callbacks
        // in order), so no scenario file can produce it; the mapping is checked here.
        results.invariantViolations = [
            InvariantViolationResult(seq: 3, controller: "a#1", event: "viewDidAppear", rule: "didWithoutWill", message: "m")
        ]
        #expect(RunOutcome(results: results, failure: nil, budgetExceeded: "resident 2 MiB > budget 1 MiB").exitCode == 5)
        #expect(RunOutcome(results: results, failure: "boom", budgetExceeded: "resident 2 MiB > budget 1 MiB").exitCode == 1)
        var soak = try Self.results()
        soak.soak = SoakResult(
            operations: 1, cycles: 10, retainedBytesPerCycle: [], slopeBytesPerCycle: 48, slopeLow: 48, slopeHigh: 48, verdict: .growing)
        #expect(RunOutcome(results: soak, failure: nil, budgetExceeded: nil).exitCode == 4)
        #expect(RunOutcome(results: soak, failure: "boom", interruptedBy: 2).exitCode == 130, "an interruption wins")
        #expect(RunOutcome(results: soak, failure: nil, interruptedBy: 15).exitCode == 143)
    }
}
