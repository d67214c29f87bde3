import Foundation
import Testing
import ViewRuntime

@testable import Profiler

/// The checker and the callbacks a scenario can now reach: a cancelled interactive page turn
/// (T7) abandons the page it was adding.
@Suite("Lifecycle invariant checker: abandoned additions")
struct InvariantCheckerAbandonedMoveTests {
    @Test("T7: a cancelled turn's abandoned page (willMove(parent), appear and disappear, willMove(nil), didMove(nil)) is no violation")
    func abandonedAddition() {
        var checker = LifecycleInvariantChecker()
        let events = InvariantCheckerTests.stream([
            (1, .`init`, nil), (1, .willMoveToParent, 9), (1, .loadView, nil), (1, .viewDidLoad, nil),
            (1, .viewWillAppear, nil), (1, .viewWillDisappear, nil), (1, .viewDidDisappear, nil),
            (1, .willMoveToParent, nil), (1, .didMoveToParent, nil), (1, .deinit, nil),
        ])
        for event in events { checker.observe(event) }
        #expect(checker.firstViolation == nil, "\(checker.firstViolation?.description ?? "")")
    }

    @Test("a second willMove to a parent before didMove is still a violation, and so is didMove to a parent after the abandonment")
    func stillCaught() {
        var second = LifecycleInvariantChecker()
        for event in InvariantCheckerTests.stream([(1, .willMoveToParent, 5), (1, .willMoveToParent, 6)]) { second.observe(event) }
        #expect(second.firstViolation?.rule == .moveWithoutPair)
        var confirmed = LifecycleInvariantChecker()
        for event in InvariantCheckerTests.stream([(1, .willMoveToParent, 5), (1, .willMoveToParent, nil), (1, .didMoveToParent, 5)]) {
            confirmed.observe(event)
        }
        #expect(confirmed.firstViolation?.rule == .moveWithoutPair, "\(confirmed.firstViolation?.description ?? "no violation")")
    }
}
