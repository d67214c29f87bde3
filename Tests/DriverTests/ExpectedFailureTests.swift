import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// Expected failures (`"expect"` on a step, docs/SCENARIO-FORMAT.md): a step that fails as declared
/// is checked, recorded and the run goes on; anything else stops it naming the step.
@MainActor
@Suite("Scenario steps expected to fail", .serialized)
struct ExpectedFailureTests {
    static func steps(_ steps: String) -> String {
        """
        {"format": 1, "initial": "nav", \(ScenarioReachTests.tableScenes),
         "steps": [{"op": "launch"}, \(steps)]}
        """
    }

    static let inconsistentBatch =
        #"{"op": "batchUpdates", "rows": [21, 5], "expect": {"error": "NSInternalInconsistencyException", "message": "invalid number of rows in section 0"}}"#

    @Test(
        "TV9: an inconsistent batch expected to raise is checked, leaves the table's counts and selection, is traced and listed, and the run goes on (exit 0)"
    )
    func tv9ExpectedInconsistentBatch() throws {
        let ran = try ScenarioReachTests.run(
            Self.steps(
                """
                {"op": "selectRow", "row": 2}, \(Self.inconsistentBatch),
                {"op": "batchUpdates", "rows": [21, 5], "insertRows": [[0, 0]]}
                """))
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.outcome.exitCode == 0)
        let list = try #require(ran.top as? TableSceneController)
        #expect(list.rowCounts == [21, 5] && list.tableView.numberOfRows(inSection: 0) == 21)
        let listed = try #require(ran.outcome.results.expectedFailures)
        #expect(listed.count == 1)
        #expect(
            listed.first?.contains(
                "steps[2] (batchUpdates): UIKit raised NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0.")
                == true, "\(listed)")
        #expect(ran.trace.contains { $0.contains(#""event": "expectedFailure""#) && $0.contains("steps[2] (batchUpdates)") })
    }

    @Test("the same scenario with the wrong exception name exits 1 naming the step and what UIKit raised")
    func wrongExceptionName() throws {
        let ran = try ScenarioReachTests.run(
            Self.steps(
                #"{"op": "batchUpdates", "rows": [21, 5], "expect": {"error": "NSInvalidArgumentException"}}, {"op": "selectRow", "row": 0}"#))
        let failure = try #require(ran.outcome.failure)
        #expect(ran.outcome.exitCode == 1)
        #expect(
            failure.contains(
                "steps[1] (batchUpdates): expected NSInvalidArgumentException, but UIKit raised NSInternalInconsistencyException: Invalid update"),
            "\(failure)")
        #expect(ran.outcome.results.expectedFailures == nil)
    }

    @Test("a wrong message pattern, or a step that does not fail, exits 1 naming the step and the reason")
    func wrongMessageOrNoFailure() throws {
        let message = try ScenarioReachTests.run(
            Self.steps(
                #"{"op": "batchUpdates", "rows": [21, 5], "expect": {"error": "NSInternalInconsistencyException", "messageMatches": "section [1-9]"}}"#
            ))
        #expect(
            message.outcome.failure?.contains(
                #"steps[1] (batchUpdates): expected NSInternalInconsistencyException matching /section [1-9]/, but the reason is not matching"#)
                == true,
            "\(message.outcome.failure ?? "")")
        let succeeded = try ScenarioReachTests.run(
            Self.steps(
                #"{"op": "batchUpdates", "rows": [21, 5], "insertRows": [[0, 0]], "expect": {"error": "NSInternalInconsistencyException"}}"#))
        #expect(
            succeeded.outcome.failure?.contains("steps[1] (batchUpdates): expected NSInternalInconsistencyException, but the step succeeded") == true,
            "\(succeeded.outcome.failure ?? "")")
        #expect(succeeded.outcome.exitCode == 1)
        let otherwise = try ScenarioReachTests.run(
            Self.steps(
                #"{"op": "selectRow", "row": 99, "expect": {"error": "NSRangeException"}}"#))
        #expect(
            otherwise.outcome.failure?.contains("expected NSRangeException, but the step failed otherwise: row 99 of section 0 does not exist")
                == true,
            "\(otherwise.outcome.failure ?? "")")
    }

    @Test("a step the harness cannot perform (no responder for an action) is not UIKit's exception: expecting one fails, naming why")
    func harnessFailureIsNotAnException() throws {
        let ran = try ScenarioReachTests.run(
            Self.steps(
                #"{"op": "sendAction", "action": "nothing", "expect": {"error": "NSInvalidArgumentException"}}"#))
        #expect(ran.outcome.failure?.contains("but the step failed otherwise: no responder") == true, "\(ran.outcome.failure ?? "")")
    }

    @Test("P3: a diagnostic is expected by its code and message; unchanged holds for a refusal; a step that changed the state fails the check")
    func p3ExpectedDiagnostic() throws {
        let scenes = """
            "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                       "sheet": {"type": "content"}, "card": {"type": "content"}}
            """
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(scenes),
             "steps": [{"op": "launch"}, {"op": "present", "scene": "sheet", "from": "home"},
                       {"op": "present", "scene": "card", "from": "home",
                        "expect": {"diagnostic": "alreadyPresenting", "message": "which is already presenting", "unchanged": true}},
                       {"op": "dismiss"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(
            ran.outcome.results.expectedFailures?.first?.contains("diagnostic alreadyPresenting: Warning: Attempt to present") == true,
            "\(ran.outcome.results.expectedFailures ?? [])")
        let changed = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(scenes),
             "steps": [{"op": "launch"},
                       {"op": "present", "scene": "sheet", "style": "popover", "expect": {"diagnostic": "presentationAdapted", "unchanged": true}}]}
            """)
        #expect(
            changed.outcome.failure?.contains(
                "steps[1] (present): the step failed as expected, but it changed the state: the controllers on screen changed") == true,
            "\(changed.outcome.failure ?? "")")
        let missing = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(scenes),
             "steps": [{"op": "launch"}, {"op": "present", "scene": "sheet", "expect": {"diagnostic": "alreadyPresenting"}}]}
            """)
        #expect(
            missing.outcome.failure?.contains("expected a diagnostic alreadyPresenting, but no alreadyPresenting diagnostic was recorded (recorded: ")
                == true,
            "\(missing.outcome.failure ?? "")")
    }

    @Test("Scenarios/expected-failures.json runs to exit 0 with its three expected failures listed")
    func exampleFile() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios/expected-failures.json").path
        let ran = try ScenarioReachTests.run(try String(contentsOfFile: path, encoding: .utf8))
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.outcome.exitCode == 0 && ran.outcome.results.leaks.isEmpty)
        #expect(ran.outcome.results.expectedFailures?.count == 3)
    }

    struct Refusal: Sendable, CustomStringConvertible {
        let name: String
        let step: String
        let path: String
        let message: String
        var description: String { name }
    }

    nonisolated static let refusals: [Refusal] = [
        Refusal(
            name: "expect without error or diagnostic", step: #"{"op": "pop", "expect": {"message": "x"}}"#,
            path: "steps[1].expect", message: "expected \"error\""),
        Refusal(
            name: "message and messageMatches together", step: #"{"op": "pop", "expect": {"error": "E", "message": "x", "messageMatches": "x"}}"#,
            path: "steps[1].expect.messageMatches", message: "not both"),
        Refusal(
            name: "a pattern that is not a regular expression", step: #"{"op": "pop", "expect": {"error": "E", "messageMatches": "(unclosed"}}"#,
            path: "steps[1].expect.messageMatches", message: "not a regular expression"),
        Refusal(
            name: "expect on a repeat", step: #"{"op": "repeat", "times": 1, "steps": [{"op": "pop"}], "expect": {"error": "E"}}"#,
            path: "steps[1].expect", message: "a repeat cannot expect a failure"),
        Refusal(
            name: "an unknown key", step: #"{"op": "pop", "expect": {"error": "E", "reason": "x"}}"#,
            path: "steps[1].expect.reason", message: "unknown key"),
        Refusal(
            name: "an empty name", step: #"{"op": "pop", "expect": {"error": ""}}"#,
            path: "steps[1].expect.error", message: "non-empty"),
        Refusal(
            name: "a name longer than 1,000 characters",
            step: #"{"op": "pop", "expect": {"diagnostic": ""# + String(repeating: "x", count: 1001) + #""}}"#,
            path: "steps[1].expect.diagnostic", message: "at most 1000 characters"),
        Refusal(
            name: "unchanged that is not a flag", step: #"{"op": "pop", "expect": {"error": "E", "unchanged": 1}}"#,
            path: "steps[1].expect.unchanged", message: "expected true or false"),
    ]

    @Test("the parser refuses a malformed expect with its JSON path (exit 2)", arguments: refusals)
    func refused(_ refusal: Refusal) {
        let error = #expect(throws: DriverError.self) { try ScenarioParser.parse(Self.steps(refusal.step)) }
        #expect(error?.path == refusal.path, "\(error?.description ?? "")")
        #expect(error?.message.contains(refusal.message) == true, "\(error?.description ?? "")")
    }
}
