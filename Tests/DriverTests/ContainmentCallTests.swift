import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// Containment calls one at a time from scenario files (C1-C3), and the invariant checker reporting
/// the ones an app leaves out.
@MainActor
@Suite("Containment calls one by one", .serialized)
struct ContainmentCallTests {
    static func run(_ steps: String) throws -> ScenarioReachTests.Ran {
        try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"}, "card": {"type": "content"}},
             "steps": [{"op": "launch"}, \(steps)]}
            """)
    }

    @Test("C1, C2: addChild without didMove is flagged by the checker at teardown: willMove(toParent:) without didMove(toParent:) (exit 4)")
    func c2AddChildWithoutDidMove() throws {
        let ran = try Self.run(#"{"op": "addChild", "scene": "card", "into": "home", "didMove": false}, {"op": "teardown"}"#)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let violation = try #require(ran.outcome.results.invariantViolations.first)
        #expect(violation.rule == "moveWithoutPair" && violation.controller == "card#1")
        #expect(violation.message.hasPrefix("willMove(toParent: home#1) without didMove(toParent:)"), "\(violation.message)")
        #expect(ran.outcome.exitCode == 5)
        // C1: addChild sent willMove before the view was added; appearance was forwarded; no didMove.
        let card = ran.events.filter { $0.hasPrefix("card#1.") }.prefix(5)
        #expect(
            Array(card) == [
                "card#1.willMoveToParent", "card#1.viewDidLoad", "card#1.viewWillAppear", "card#1.viewDidAppear", "card#1.viewWillDisappear",
            ], "\(Array(card))")
    }

    @Test("C2: a didMoveToParent step completes the addition: no violation")
    func c2DidMoveCompletes() throws {
        let ran = try Self.run(
            """
            {"op": "addChild", "scene": "card", "into": "home", "didMove": false},
            {"op": "didMoveToParent", "scene": "card", "parent": "home"},
            {"op": "assert", "scene": "card", "parent": "home", "appearance": "appeared"}, {"op": "teardown"}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.outcome.results.invariantViolations.isEmpty && ran.outcome.exitCode == 0)
    }

    @Test("C3: willMove(toParent: nil) without removeFromParent is flagged at the end of a run without teardown")
    func c3WillMoveWithoutRemove() throws {
        let ran = try Self.run(
            """
            {"op": "addChild", "scene": "card", "into": "home"}, {"op": "willMoveToParent", "scene": "card", "parent": null}
            """)
        let violation = try #require(ran.outcome.results.invariantViolations.first)
        #expect(violation.rule == "moveWithoutPair" && violation.controller == "card#1")
        #expect(violation.message.hasPrefix("willMove(toParent: nil) without removeFromParent()"), "\(violation.message)")
    }

    @Test("C3: willMoveToParent nil, then removeFromParent: the view leaves (disappearance), didMove(toParent: nil) follows, no violation")
    func c3CanonicalRemoval() throws {
        let ran = try Self.run(
            """
            {"op": "addChild", "scene": "card", "into": "home"}, {"op": "willMoveToParent", "scene": "card", "parent": null},
            {"op": "removeFromParent", "scene": "card"}, {"op": "assert", "scene": "home", "presented": null}, {"op": "teardown"}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.outcome.results.invariantViolations.isEmpty && ran.outcome.exitCode == 0)
        let removal = ran.events.drop { $0 != "step willMoveToParent" }.filter { $0.hasPrefix("card#1.") }.prefix(4)
        #expect(
            Array(removal) == ["card#1.willMoveToParent", "card#1.viewWillDisappear", "card#1.viewDidDisappear", "card#1.didMoveToParent"],
            "\(Array(removal))")
    }

    @Test("the parser requires willMoveToParent's parent (a scene id or null) and refuses an unknown scene or a non-content container")
    func refused() {
        let scenes = #""scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"}, "card": {"type": "content"}}"#
        for (step, path) in [
            (#"{"op": "willMoveToParent", "scene": "card"}"#, "steps[1].parent"),
            (#"{"op": "didMoveToParent", "scene": "card", "parent": 1}"#, "steps[1].parent"),
            (#"{"op": "didMoveToParent", "scene": "card", "parent": "nope"}"#, "steps[1].parent"),
            (#"{"op": "removeFromParent", "scene": "nope"}"#, "steps[1].scene"),
            (#"{"op": "addChild", "scene": "card", "into": "nav", "didMove": false}"#, "steps[1].into"),
            (#"{"op": "addChild", "scene": "card", "into": "home", "didMove": 0}"#, "steps[1].didMove"),
        ] {
            let error = #expect(throws: DriverError.self) {
                try ScenarioParser.parse(#"{"format": 1, "initial": "nav", "# + scenes + #", "steps": [{"op": "launch"}, "# + step + "]}")
            }
            #expect(error?.path == path, "\(step): \(error?.description ?? "")")
        }
    }
}
