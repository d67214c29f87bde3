import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// Runtime behaviours reached from scenario files (expectations, table states, containment), one test per rule of UIKIT-SPEC.md.
@MainActor
@Suite("UIKit fidelity from scenario files, third pass", .serialized)
struct ScenarioFidelityTests {
    @Test(
        "S3, S5: a split launched in a compact width and expanded gives the primary column's visible controller its appearance (UIKit's order), reloading and deallocating nothing"
    )
    func s3s5ExpandAfterCompactLaunch() throws {
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "split", "device": {"width": 430, "height": 932, "scale": 3},
             "scenes": {"split": {"type": "split", "primary": "nav", "secondary": "detail"}, "nav": {"type": "navigation", "root": "list"},
                        "list": {"type": "table", "rows": [5]}, "detail": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "assert", "scene": "list", "viewLoaded": false, "appearance": "disappeared"},
                       {"op": "assert", "scene": "detail", "parent": "nav", "appearance": "appeared"},
                       {"op": "resize", "width": 932, "height": 430},
                       {"op": "assert", "scene": "list", "parent": "nav", "appearance": "appeared"},
                       {"op": "assert", "scene": "detail", "parent": "split", "appearance": "appeared"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.outcome.results.invariantViolations.isEmpty)
        let expansion = ran.events.drop { $0 != "step resize" }.dropFirst().prefix { !$0.hasPrefix("step ") }
            .filter { !$0.lowercased().contains("trait") && !$0.contains("ToSize") }
        #expect(
            Array(expansion) == [
                // S3: the navigation primary pops the collapsed secondary; its root reappears (a pop's order, T2).
                "detail#1.willMoveToParent", "detail#1.viewWillDisappear", "list#1.viewDidLoad", "list#1.viewWillAppear",
                "detail#1.viewDidDisappear", "list#1.viewDidAppear", "detail#1.didMoveToParent",
                // The separated secondary joins the split's second column and appears there (S5).
                "detail#1.willMoveToParent", "detail#1.viewWillAppear", "detail#1.viewDidAppear", "detail#1.didMoveToParent",
            ], "\(Array(expansion))")
        // Nothing reloads or deallocates: list loads for the first time, the others keep their views.
        #expect(!ran.events.contains { $0.hasSuffix(".deinit") || $0.hasSuffix(".viewDidUnload") })
        #expect(
            ran.events.filter { $0.hasSuffix(".viewDidLoad") } == [
                "split#1.viewDidLoad", "nav#1.viewDidLoad", "detail#1.viewDidLoad", "list#1.viewDidLoad",
            ])
    }

    static func presentScenes(_ keys: String) -> String {
        """
        {"format": 1, "initial": "tabs",
         "scenes": {"tabs": {"type": "tabs", "tabs": ["nav"]}, "nav": {"type": "navigation", "root": "home"\(keys.contains("navFalse") ? ", \"definesPresentationContext\": false" : "")},
                    "home": {"type": "content"\(keys.contains("home") ? ", \"definesPresentationContext\": true" : "")}, "sheet": {"type": "content"}},
         "steps": [{"op": "launch"}, {"op": "present", "scene": "sheet", "style": "currentContext"}]}
        """
    }

    @Test("P5, N12: the definesPresentationContext scene key picks the controller that presents a currentContext presentation")
    func p5DefinesPresentationContextKey() throws {
        let byHome = try ScenarioReachTests.run(Self.presentScenes("home"))
        #expect(byHome.outcome.failure == nil, "\(byHome.outcome.failure ?? "")")
        #expect(byHome.top?.traceLabel == "sheet#1" && byHome.top?.presentingViewController?.traceLabel == "home#1")
        let byNavigation = try ScenarioReachTests.run(Self.presentScenes(""))
        #expect(byNavigation.top?.presentingViewController?.traceLabel == "nav#1")  // N12: true by default
        let byRoot = try ScenarioReachTests.run(Self.presentScenes("navFalse"))
        #expect(byRoot.top?.presentingViewController?.traceLabel == "tabs#1")  // P5: none defines one
    }

    @Test("P5: the modalTransitionStyle and providesPresentationContextTransitionStyle scene keys; assert checks the style a presentation used")
    func p5ProvidesTransitionStyleKeys() throws {
        func run(provides: Bool, expected: String) throws -> ScenarioReachTests.Ran {
            try ScenarioReachTests.run(
                """
                {"format": 1, "initial": "nav",
                 "scenes": {"nav": {"type": "navigation", "root": "home", "modalTransitionStyle": "flipHorizontal",
                                    "providesPresentationContextTransitionStyle": \(provides)},
                            "home": {"type": "content"}, "sheet": {"type": "content", "modalTransitionStyle": "crossDissolve"}},
                 "steps": [{"op": "launch"}, {"op": "present", "scene": "sheet", "style": "currentContext"},
                           {"op": "assert", "scene": "sheet", "transitionStyle": "\(expected)"}]}
                """)
        }
        let provided = try run(provides: true, expected: "flipHorizontal")
        #expect(provided.outcome.failure == nil, "\(provided.outcome.failure ?? "")")
        let own = try run(provides: false, expected: "crossDissolve")
        #expect(own.outcome.failure == nil, "\(own.outcome.failure ?? "")")
        let wrong = try run(provides: false, expected: "flipHorizontal")
        #expect(
            wrong.outcome.failure?.contains("presentation transition style is crossDissolve, expected flipHorizontal") == true,
            "\(wrong.outcome.failure ?? "")")
        #expect(throws: DriverError.self) {
            try ScenarioParser.parse(
                #"{"format": 1, "initial": "a", "scenes": {"a": {"type": "content", "modalTransitionStyle": "spin"}}, "steps": [{"op": "launch"}]}"#)
        }
    }

    static let unwindScenes = """
        "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content", "unwindActions": ["backToHome"]},
                   "detail": {"type": "content"}}
        """

    @Test(
        "SB6: a scene's unwindActions make its controller answer canPerformUnwindSegueAction; unwind by action runs prepare, the destination's action (traced as unwindAction with the segue and source), then the transition"
    )
    func sb6UnwindByAction() throws {
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(Self.unwindScenes),
             "steps": [{"op": "launch"}, {"op": "push", "scene": "detail"}, {"op": "push", "scene": "detail"},
                       {"op": "unwind", "action": "backToHome:", "id": "done"}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.traceLabel == "home#1")
        let line = try #require(ran.trace.first { $0.contains(#""event": "unwindAction""#) })
        #expect(line.contains(#""controller": "home#1", "event": "unwindAction", "segue": "done", "source": "detail#2""#), "\(line)")
        let unwind = ran.events.drop { $0 != "step unwind" }
        let prepare = try #require(unwind.firstIndex(of: "detail#2.prepareForSegue"))
        let disappear = try #require(unwind.firstIndex(of: "detail#2.viewWillDisappear"))
        let lineIndex = try #require(ran.trace.firstIndex(of: line))
        let prepareLine = try #require(ran.trace.firstIndex { $0.contains(#""controller": "detail#2", "event": "prepareForSegue""#) })
        let disappearLine = try #require(ran.trace.firstIndex { $0.contains(#""controller": "detail#2", "event": "viewWillDisappear""#) })
        #expect(prepare < disappear && prepareLine < lineIndex && lineIndex < disappearLine)
    }

    @Test("SB6: an unwind action no controller implements records UIKit's diagnostic and changes nothing (an expected diagnostic)")
    func sb6UnwindNotFound() throws {
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(Self.unwindScenes),
             "steps": [{"op": "launch"}, {"op": "push", "scene": "detail"},
                       {"op": "unwind", "action": "backToNowhere:", "expect": {"diagnostic": "unwindDestinationNotFound", "unchanged": true}}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        #expect(ran.top?.traceLabel == "detail#1" && ran.outcome.results.expectedFailures?.count == 1)
    }

    @Test(
        "N3: pushing the instance already on top again raises UIKit's NSInvalidArgumentException: expected, nothing changes and the run goes on; unexpected, exit 1 naming the step"
    )
    func n3PushSameInstance() throws {
        let expected = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(Self.unwindScenes),
             "steps": [{"op": "launch"}, {"op": "push", "scene": "detail"},
                       {"op": "push", "scene": "detail", "existing": true,
                        "expect": {"error": "NSInvalidArgumentException", "message": "more than once"}},
                       {"op": "pop"}]}
            """)
        #expect(expected.outcome.failure == nil, "\(expected.outcome.failure ?? "")")
        #expect(expected.top?.traceLabel == "home#1" && expected.outcome.exitCode == 0)
        let unexpected = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(Self.unwindScenes),
             "steps": [{"op": "launch"}, {"op": "push", "scene": "detail"}, {"op": "push", "scene": "detail", "existing": true}]}
            """)
        #expect(unexpected.outcome.exitCode == 1)
        #expect(
            unexpected.outcome.failure?.contains(
                "steps[2] (push): UIKit raised NSInvalidArgumentException: <NavigationController: nav#1> is pushing the same view controller instance (<ContentSceneController: detail#1>) more than once"
            ) == true,
            "\(unexpected.outcome.failure ?? "")")
    }

    @Test("the parser refuses unwind with both to and action, and malformed unwindActions or definesPresentationContext")
    func refused() {
        let cases: [(String, String, String)] = [
            (#""home": {"type": "content"}"#, #"{"op": "unwind", "to": "home", "action": "x:"}"#, "steps[1].to"),
            (#""home": {"type": "content", "unwindActions": "x:"}"#, #"{"op": "pop"}"#, "scenes.home.unwindActions"),
            (#""home": {"type": "content", "unwindActions": [""]}"#, #"{"op": "pop"}"#, "scenes.home.unwindActions[0]"),
            (
                #""home": {"type": "content", "unwindActions": ["# + Array(repeating: #""a:""#, count: 101).joined(separator: ",") + "]}",
                #"{"op": "pop"}"#, "scenes.home.unwindActions"
            ),
            (#""home": {"type": "content", "definesPresentationContext": "yes"}"#, #"{"op": "pop"}"#, "scenes.home.definesPresentationContext"),
            (#""home": {"type": "content"}"#, #"{"op": "push", "scene": "nav", "existing": true}"#, "steps[1].scene"),
        ]
        for (scene, step, path) in cases {
            let error = #expect(throws: DriverError.self) {
                try ScenarioParser.parse(
                    #"{"format": 1, "initial": "nav", "scenes": {"nav": {"type": "navigation", "root": "home"}, "# + scene
                        + #"}, "steps": [{"op": "launch"}, "# + step + "]}")
            }
            #expect(error?.path == path, "\(step): \(error?.description ?? "")")
        }
    }
}
