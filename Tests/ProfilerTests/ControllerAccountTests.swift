import Testing
import ViewRuntime

@testable import Profiler

@MainActor
@Suite("Controller accounts")
struct ControllerAccountTests {
    @Test("a reused account is the new controller's in every field: same class (name moved) and another class")
    func reuse() {
        let runtime = Runtime()
        let first = PlainController(runtime: runtime)
        var account = ControllerAccount(
            instanceID: first.instanceID, customLabel: nil, classIndex: first.classIndex, className: first.className,
            classInstanceNumber: first.classInstanceNumber, sceneIndex: 0)
        account.viewLoads = 3
        account.viewUnloads = 1
        account.deallocated = true
        account.alive = false
        account.attached = true
        account.departure = OperationNames.dismissCode
        account.totals.count = 9
        let second = PlainController(runtime: runtime)
        account.reuse(for: second, customLabel: nil, sceneIndex: 2)
        #expect(account.instanceID == second.instanceID && account.className == "PlainController")
        #expect(account.label == "PlainController#2" && account.sceneIndex == 2)
        #expect(account.viewLoads == 0 && account.viewUnloads == 0 && !account.deallocated && account.alive && !account.attached)
        #expect(account.departure == OperationNames.noneCode && account.totals.count == 0)
        let other = AllocatingController(runtime: runtime)
        account.reuse(for: other, customLabel: "screen#1", sceneIndex: 1)
        #expect(account.className == "AllocatingController" && account.classIndex == other.classIndex)
        #expect(account.label == "screen#1")
    }

    @Test("the checker's states are reserved for reused slots only while it runs")
    func checkerReservation() throws {
        let profiler = try RuntimeProfiler(runtime: Runtime(), probe: nil)
        profiler.checksInvariants = false
        profiler.keepsDeallocatedControllers = false
        #expect(profiler.hot.pointee.checker.controllersWithRoom == 0)
        profiler.checksInvariants = true
        #expect(profiler.hot.pointee.checker.controllersWithRoom == RuntimeProfiler.reservedSlots)
    }
}
