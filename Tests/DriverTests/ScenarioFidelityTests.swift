import Foundation
import Reports
import Testing
import ViewRuntime

@testable import Driver

/// Issue 37's behaviours reached from scenario files, one test per rule of UIKIT-SPEC.md.
@MainActor
@Suite("UIKit fidelity from scenario files, third pass", .serialized)
struct ScenarioFidelityTests {
    @Test("S3, S5: a split launched in a compact width and expanded gives the primary column's visible controller its appearance (UIKit's order), reloading and deallocating nothing")
    func s3s5ExpandAfterCompactLaunch() throws {
        let ran = try ScenarioReachTests.run("""
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
        #expect(Array(expansion) == [
            // S3: the navigation primary pops the collapsed secondary; its root reappears (a pop's order, T2).
            "detail#1.willMoveToParent", "detail#1.viewWillDisappear", "list#1.viewDidLoad", "list#1.viewWillAppear",
            "detail#1.viewDidDisappear", "list#1.viewDidAppear", "detail#1.didMoveToParent",
            // The separated secondary joins the split's second column and appears there (S5).
            "detail#1.willMoveToParent", "detail#1.viewWillAppear", "detail#1.viewDidAppear", "detail#1.didMoveToParent",
        ], "\(Array(expansion))")
        // Nothing reloads or deallocates: list loads for the first time, the others keep their views.
        #expect(!ran.events.contains { $0.hasSuffix(".deinit") || $0.hasSuffix(".viewDidUnload") })
        #expect(ran.events.filter { $0.hasSuffix(".viewDidLoad") } == ["split#1.viewDidLoad", "nav#1.viewDidLoad", "detail#1.viewDidLoad", "list#1.viewDidLoad"])
    }
}
