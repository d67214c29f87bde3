import Foundation
import Testing
import ViewRuntime

@testable import Profiler

/// Hand-made event streams, each breaking one rule of the lifecycle state machine.
@Suite("Lifecycle invariant checker")
struct InvariantCheckerTests {
    typealias Rule = InvariantViolation.Rule

    static func stream(_ events: [(Int, CallbackKind, Int?)]) -> [LifecycleEventRecord] {
        events.enumerated().map { index, event in
            LifecycleEventRecord(seq: index, controller: event.0, label: "c#\(event.0)", kind: event.1, parent: event.2)
        }
    }

    /// A valid life: load, appear, disappear, unload, reload, move in and out, deinit.
    static let valid: [(Int, CallbackKind, Int?)] = [
        (1, .`init`, nil), (1, .willMoveToParent, 9), (1, .loadView, nil), (1, .viewDidLoad, nil),
        (1, .viewWillAppear, nil), (1, .viewWillLayoutSubviews, nil), (1, .viewDidLayoutSubviews, nil),
        (1, .viewDidAppear, nil), (1, .didMoveToParent, 9), (1, .viewWillDisappear, nil), (1, .viewDidDisappear, nil),
        (1, .didReceiveMemoryWarning, nil), (1, .viewWillUnload, nil), (1, .viewDidUnload, nil),
        (1, .loadView, nil), (1, .viewDidLoad, nil), (1, .viewWillAppear, nil), (1, .viewDidAppear, nil),
        // T3: a cancelled interactive pop: appearing, then disappearing again.
        (1, .willMoveToParent, nil), (1, .viewWillDisappear, nil), (1, .viewWillAppear, nil), (1, .viewDidAppear, nil),
        (1, .didMoveToParent, 9),
        (1, .willMoveToParent, nil), (1, .viewWillDisappear, nil), (1, .viewDidDisappear, nil), (1, .didMoveToParent, nil),
        (1, .deinit, nil),
    ]

    @Test("a valid life, including T3's unbalanced case and an unload/reload, has no violation")
    func validStream() {
        var checker = LifecycleInvariantChecker()
        for event in Self.stream(Self.valid) { checker.observe(event) }
        #expect(checker.firstViolation == nil, "\(checker.firstViolation?.description ?? "")")
    }

    @Test(
        "each broken rule is caught at the event that breaks it",
        arguments: [
            (Rule.didWithoutWill, [(1, CallbackKind.loadView, Int?.none), (1, .viewDidLoad, nil), (1, .viewDidAppear, nil)], 2),
            (
                .didWithoutWill,
                [(1, .loadView, nil), (1, .viewDidLoad, nil), (1, .viewWillAppear, nil), (1, .viewDidAppear, nil), (1, .viewDidDisappear, nil)], 4
            ),
            (
                .appearWhileAppeared,
                [(1, .loadView, nil), (1, .viewDidLoad, nil), (1, .viewWillAppear, nil), (1, .viewDidAppear, nil), (1, .viewWillAppear, nil)], 4
            ),
            (.viewDidLoadNotOncePerLoad, [(1, .loadView, nil), (1, .viewDidLoad, nil), (1, .viewDidLoad, nil)], 2),
            (.viewDidLoadNotOncePerLoad, [(1, .viewDidLoad, nil)], 0),
            (
                .unloadInWindow,
                [(1, .loadView, nil), (1, .viewDidLoad, nil), (1, .viewWillAppear, nil), (1, .viewDidAppear, nil), (1, .viewWillUnload, nil)], 4
            ),
            (.moveWithoutPair, [(1, .willMoveToParent, 5), (1, .willMoveToParent, 6)], 1),
            (.moveWithoutPair, [(1, .didMoveToParent, 5)], 0),
            (.moveWithoutPair, [(1, .willMoveToParent, 5), (1, .didMoveToParent, 6)], 1),
            (.callbackWithoutView, [(1, .viewWillAppear, nil)], 0),
            (.callbackWithoutView, [(1, .viewWillLayoutSubviews, nil)], 0),
            (.callbackAfterDeinit, [(1, .deinit, nil), (1, .viewDidLoad, nil)], 1),
        ])
    func brokenRule(rule: Rule, events: [(Int, CallbackKind, Int?)], at index: Int) {
        var checker = LifecycleInvariantChecker()
        for event in Self.stream(events) { checker.observe(event) }
        #expect(checker.firstViolation?.rule == rule, "\(checker.firstViolation?.description ?? "no violation")")
        #expect(checker.firstViolation?.event.seq == index)
    }

    @Test("controllers are checked independently")
    func independentControllers() {
        var checker = LifecycleInvariantChecker()
        let events = Self.stream([
            (1, .loadView, nil), (2, .loadView, nil), (1, .viewDidLoad, nil), (2, .viewDidLoad, nil),
            (1, .viewWillAppear, nil), (2, .viewWillAppear, nil), (2, .viewDidAppear, nil), (1, .viewDidAppear, nil),
        ])
        for event in events { checker.observe(event) }
        #expect(checker.firstViolation == nil)
    }

    @Test("only the first violation is kept, and all are counted")
    func firstViolationKept() {
        var checker = LifecycleInvariantChecker()
        for event in Self.stream([(1, .viewDidAppear, nil), (1, .viewDidDisappear, nil)]) { checker.observe(event) }
        #expect(checker.firstViolation?.event.seq == 0)
        #expect(checker.violationCount == 2)
    }
}
