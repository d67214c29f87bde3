import Foundation
import Testing
import ViewRuntime

@testable import Profiler

@MainActor
@Suite("Controller accounts")
struct ControllerAccountTests {
    @Test("a reused account is the new controller's in every field: same class, another class, a custom label and none")
    func reuse() throws {
        let runtime = Runtime()
        let profiler = try RuntimeProfiler(runtime: runtime, probe: nil)
        let first = PlainController(runtime: runtime)
        var account = ControllerAccount(
            instanceID: first.instanceID, customLabel: nil, classIndex: first.classIndex,
            classInstanceNumber: first.classInstanceNumber, sceneIndex: 0)
        account.viewLoads = 3
        account.viewUnloads = 1
        account.deallocated = true
        account.alive = false
        account.attached = true
        account.departure = OperationNames.dismissCode
        account.totals.count = 9
        // The profiler names classes it has given a slot to: these three controllers were
        // created under it (runtime.observer was not set, so give them slots by hand).
        let second = PlainController(runtime: runtime)
        let other = AllocatingController(runtime: runtime)
        let third = AllocatingController(runtime: runtime)
        for controller in [first, second, other, third] as [ViewController] { _ = profiler.slot(of: controller) }
        account.reuse(for: second, customLabel: nil, sceneIndex: 2)
        #expect(account.instanceID == second.instanceID && profiler.className(of: account) == "PlainController")
        #expect(profiler.label(of: account) == "PlainController#2" && account.sceneIndex == 2)
        #expect(account.viewLoads == 0 && account.viewUnloads == 0 && !account.deallocated && account.alive && !account.attached)
        #expect(account.departure == OperationNames.noneCode && account.totals.count == 0)
        account.reuse(for: other, customLabel: "screen#1", sceneIndex: 1)
        #expect(profiler.className(of: account) == "AllocatingController" && account.classIndex == other.classIndex)
        #expect(profiler.label(of: account) == "screen#1")
        account.reuse(for: third, customLabel: nil, sceneIndex: 1)
        #expect(account.customLabel == nil && profiler.label(of: account) == "AllocatingController#2")
        // Every field equals a new account's for the same controller (a field added to the
        // account but not reset by `reuse` fails here).
        let fresh = ControllerAccount(
            instanceID: third.instanceID, customLabel: nil, classIndex: third.classIndex,
            classInstanceNumber: third.classInstanceNumber, sceneIndex: 1)
        #expect(String(describing: account) == String(describing: fresh))
    }

    @Test("the checker's states are reserved for reused slots only while it runs")
    func checkerReservation() throws {
        let profiler = try RuntimeProfiler(runtime: Runtime(), probe: nil)
        profiler.checksInvariants = false
        profiler.keepsDeallocatedControllers = false
        #expect(profiler.core.checkerControllersWithRoom == 0)
        profiler.checksInvariants = true
        #expect(profiler.core.checkerControllersWithRoom == RuntimeProfiler.reservedSlots)
    }
}
