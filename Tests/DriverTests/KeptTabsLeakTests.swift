import Foundation
import Results
import Testing

@testable import Driver

/// Controllers a tab bar controller keeps beyond its children (tabs under More, the More
/// navigation controller) are in the hierarchy: the leak check at the end of a scenario
/// without a teardown does not report them.
@MainActor
@Suite("Kept tabs are not leaks", .serialized)
struct KeptTabsLeakTests {
    @Test("TB5: the More navigation controller and its list survive setTabs from six tabs to two, as UIKit keeps them")
    func moreStackKept() throws {
        let outcome = try ScenarioRunnerTests.run(
            """
            {"format":1,"initial":"tabs","scenes":{"a":{"type":"content"},"tabs":{"type":"tabs","tabs":["a","a","a","a","a","a"]}},
             "steps":[{"op":"launch"},{"op":"setTabs","scenes":["a","a"]}]}
            """)
        #expect(outcome.results.leaks.isEmpty, "\(outcome.results.leaks.map(\.controller))")
        #expect(outcome.exitCode == 0)
    }

    @Test("TB1: a tab under More after setTabs is one of viewControllers, not a leak")
    func tabUnderMoreKept() throws {
        let outcome = try ScenarioRunnerTests.run(
            """
            {"format":1,"initial":"tabs","scenes":{"l0":{"type":"content"},"l1":{"type":"content"},
             "tabs":{"type":"tabs","tabs":["l0","l1","l1","l1"]}},
             "steps":[{"op":"launch"},{"op":"setTabs","scenes":["l1","l0","l0","l1","l1","l1"]}]}
            """)
        #expect(outcome.results.leaks.isEmpty, "\(outcome.results.leaks.map(\.controller))")
        #expect(outcome.exitCode == 0)
    }

    @Test("TB3: a tab removed by setTabs and holding itself is still a leak")
    func removedTabHeldIsLeak() throws {
        let outcome = try ScenarioRunnerTests.run(
            """
            {"format":1,"initial":"tabs","scenes":{"a":{"type":"content"},"held":{"type":"content","retainCycle":true},
             "tabs":{"type":"tabs","tabs":["a","held","a","a","a","a"]}},
             "steps":[{"op":"launch"},{"op":"selectTab","index":1},{"op":"setTabs","scenes":["a","a"]}]}
            """)
        #expect(outcome.results.leaks.map(\.controller).contains("held#1"), "\(outcome.results.leaks)")
        #expect(outcome.exitCode == 4)
    }
}
