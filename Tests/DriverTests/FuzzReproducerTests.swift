import Foundation
import Results
import Testing

@testable import Driver

/// Runtime defects found by fuzzing valid scenario files, each minimized and named
/// by its rule id in UIKIT-SPEC.md.
@MainActor
@Suite("Fuzz reproducers", .serialized)
struct FuzzReproducerTests {
    @Test("M2: a view still disappearing (animated push cut short by a full-screen present) is not unloaded by a warning")
    func M2() throws {
        let outcome = try ScenarioRunnerTests.run(
            """
            {"format": 1, "name": "m2", "device": {"width": 390, "height": 844, "scale": 3}, "memoryWarningPolicy": "unloadViews",
             "initial": "nav", "scenes": {"nav": {"type": "navigation", "root": "a"}, "a": {"type": "content", "subviews": 2},
                                          "b": {"type": "content", "subviews": 2}, "c": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "push", "scene": "b", "animated": true}, {"op": "advance", "ms": 100},
                       {"op": "present", "scene": "c"}, {"op": "memoryWarning", "level": "critical"}, {"op": "teardown"}]}
            """)
        #expect(outcome.results.invariantViolations.isEmpty, "\(outcome.results.invariantViolations)")
        #expect(outcome.exitCode == 0)
    }

    @Test("N8: setViewControllers [b], then [c, a, a] (a new top replacing the old), then a cancelled interactive pop")
    func N8() throws {
        let outcome = try ScenarioRunnerTests.run(
            """
            {"format": 1, "name": "n8", "device": {"width": 390, "height": 844, "scale": 3},
             "initial": "nav", "scenes": {"nav": {"type": "navigation", "root": "a"}, "a": {"type": "content"},
                                          "b": {"type": "content"}, "c": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "setViewControllers", "scenes": ["b"]},
                       {"op": "setViewControllers", "scenes": ["c", "a", "a"]},
                       {"op": "interactivePop", "complete": false}, {"op": "teardown"}]}
            """)
        #expect(outcome.results.invariantViolations.isEmpty, "\(outcome.results.invariantViolations)")
        #expect(outcome.exitCode == 0)
    }

    /// Tabs whose scenes repeat: each occurrence is its own controller (a scenario never names
    /// an instance), so no list holds one instance twice and UIKit has nothing to refuse.
    @Test("TB3: setTabs [l0, l1, l1, l1] then [l1, l0, l0, l1, l1, l1]: no tab still held is reported leaked")
    func TB3() throws {
        let outcome = try ScenarioRunnerTests.run(
            """
            {"format": 1, "name": "tb3", "device": {"width": 390, "height": 844, "scale": 3},
             "initial": "tabs", "scenes": {"tabs": {"type": "tabs", "tabs": ["l0", "l1", "l1", "l1"]},
                                           "l0": {"type": "content"}, "l1": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "selectTab", "index": 3},
                       {"op": "setTabs", "scenes": ["l1", "l0", "l0", "l1", "l1", "l1"]},
                       {"op": "selectTab", "index": 5}, {"op": "teardown"}]}
            """)
        #expect(outcome.results.leaks.isEmpty, "\(outcome.results.leaks)")
        #expect(outcome.exitCode == 0, "\(outcome.results.invariantViolations)")
    }

    @Test("TB5: the More list is not reported leaked after setTabs shrinks six tabs to two")
    func TB5() throws {
        let outcome = try ScenarioRunnerTests.run(
            """
            {"format": 1, "name": "tb5", "device": {"width": 390, "height": 844, "scale": 3},
             "initial": "tabs", "scenes": {"tabs": {"type": "tabs", "tabs": ["l0", "l1", "l2", "l3", "l4", "l5"]},
               "l0": {"type": "content"}, "l1": {"type": "content"}, "l2": {"type": "content"},
               "l3": {"type": "content"}, "l4": {"type": "content"}, "l5": {"type": "content"}},
             "steps": [{"op": "launch"}, {"op": "selectTab", "index": 5}, {"op": "setTabs", "scenes": ["l0", "l1"]},
                       {"op": "selectTab", "index": 1}, {"op": "teardown"}]}
            """)
        #expect(outcome.results.leaks.isEmpty, "\(outcome.results.leaks)")
        #expect(outcome.exitCode == 0)
    }
}
