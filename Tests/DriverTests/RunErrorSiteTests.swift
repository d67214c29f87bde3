import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// Run-time errors, diagnostics and expected failures name the file, line and column of the step
/// that caused them and its JSON path, as parse errors do.
@MainActor
@Suite("Run-time errors point at the line", .serialized)
struct RunErrorSiteTests {
    static func run(_ text: String, file: String) throws -> RunOutcome {
        let scenario = try ScenarioParser.parse(text, file: file)
        let runner = try ScenarioRunner(scenario: scenario, options: RunOptions(measures: false), environment: try SoakTests.environment())
        return runner.run()
    }

    static let text = """
        {"format": 1, "initial": "home",
         "scenes": {"home": {"type": "content"}, "sheet": {"type": "content"}, "card": {"type": "content"}},
         "steps": [
           {"op": "launch"},
           {"op": "present", "scene": "sheet", "style": "fullScreen"},
           {"op": "present", "scene": "card", "from": "home"},
           {"op": "repeat", "times": 1, "steps": [
             {"op": "pop"}]}]}
        """

    @Test("a step that cannot act is exit 1 with FILE:LINE:COLUMN: PATH (op): message, the step's object's position")
    func runtimeErrorNamesTheLine() throws {
        let outcome = try Self.run(Self.text, file: "Scenarios/x.json")
        #expect(outcome.exitCode == 1)
        #expect(outcome.failure == "Scenarios/x.json:8:6: steps[3].steps[0] (pop): no navigation controller on screen", "\(outcome.failure ?? "")")
    }

    @Test("a diagnostic in the results names the site of the step that recorded it")
    func diagnosticNamesTheLine() throws {
        let outcome = try Self.run(Self.text, file: "Scenarios/x.json")
        #expect(
            outcome.results.diagnostics.contains {
                $0.hasPrefix(
                    "Scenarios/x.json:6:4: steps[2] (present): Warning: Attempt to present <ContentSceneController: card#1> on <ContentSceneController: home#1> which is already presenting"
                )
            }, "\(outcome.results.diagnostics)")
    }

    @Test("text without a file name is <scenario>, as a parse error's; an expected failure names its site too")
    func withoutAFileAndExpected() throws {
        let outcome = try Self.run(
            """
            {"format": 1, "initial": "nav", \(ScenarioReachTests.tableScenes),
             "steps": [{"op": "launch"},
                       {"op": "batchUpdates", "rows": [21, 5], "expect": {"error": "NSInternalInconsistencyException"}},
                       {"op": "popTo", "depth": 4}]}
            """, file: "t.json")
        #expect(
            outcome.results.expectedFailures?.first?.hasPrefix("t.json:3:12: steps[1] (batchUpdates): UIKit raised NSInternalInconsistencyException")
                == true,
            "\(outcome.results.expectedFailures ?? [])")
        #expect(outcome.failure == "t.json:4:12: steps[2] (popTo): depth 4 is not on the stack (it holds 1 controllers)", "\(outcome.failure ?? "")")
        let unnamed = try ScenarioRunner(
            scenario: try ScenarioParser.parse(Self.text), options: RunOptions(measures: false),
            environment: try SoakTests.environment()
        ).run()
        #expect(unnamed.failure?.hasPrefix("<scenario>:8:6: steps[3].steps[0] (pop)") == true, "\(unnamed.failure ?? "")")
    }
}
