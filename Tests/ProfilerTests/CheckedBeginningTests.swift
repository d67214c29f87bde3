import MemoryProbe
import Results
import Testing
import ViewRuntime

@testable import Profiler

/// The checked beginning (the ledger and the invariant checker, no records, trace or stack
/// windows) opens its window with one reading and hands a broken rule to the measured
/// beginning, which records it. Synchronous, on the main actor: the ledger reads per-thread counters.
@MainActor
@Suite("The checked beginning", .serialized)
struct CheckedBeginningTests {
    @Test("a rule broken where the checked beginning runs is recorded once, named after the controller, and the callback is still measured")
    func violationIsRecorded() throws {
        let stack = try ProfiledStack(probe: try AllocatorProbe(), checksInvariants: true)
        stack.profiler.recordsCallbacks = false
        stack.runtime.labelForNextController = "subject#1"
        let controller = PlainController(runtime: stack.runtime)
        try stack.navigation.pushViewController(controller, animated: false)
        #expect(stack.profiler.firstViolation == nil)
        let before = stack.profiler.ledgerTotals(for: .willMoveToParent).count
        controller.callWillMove(toParent: nil)
        #expect(stack.profiler.firstViolation == nil, "one willMove(toParent: nil) breaks no rule")
        controller.callWillMove(toParent: nil)
        let violation = try #require(stack.profiler.firstViolation)
        #expect(violation.rule == .moveWithoutPair)
        #expect(violation.event.label == "subject#1" && violation.event.kind == .willMoveToParent)
        #expect(violation.message.hasPrefix("willMove(toParent: nil) while willMove(toParent: nil) has no didMove yet"), "\(violation.message)")
        #expect(stack.profiler.ledgerTotals(for: .willMoveToParent).count == before + 2)
    }

    @Test("a controller the checker has no state for yet (created before the profiler) is checked and measured through the measured beginning")
    func controllerFromBeforeTheProfiler() throws {
        var settings = RuntimeSettings()
        settings.backingStoresEnabled = false
        let runtime = Runtime(settings: settings)
        let early = PlainController(runtime: runtime)
        early.traceLabel = "early#1"
        let profiler = try RuntimeProfiler(runtime: runtime, probe: try AllocatorProbe())
        profiler.install()
        let window = Window(runtime: runtime)
        window.rootViewController = early
        window.makeKeyAndVisible()
        #expect(profiler.firstViolation == nil, "\(profiler.firstViolation?.description ?? "")")
        let account = try #require(profiler.account(early.instanceID))
        #expect(account.viewLoads == 1 && account.attached)
        #expect(profiler.ledgerTotals(for: .viewDidLoad).count == 1)
    }
}
