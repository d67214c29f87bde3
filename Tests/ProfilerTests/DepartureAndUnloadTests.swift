import MemoryProbe
import Results
import Testing
import ViewRuntime

@testable import Profiler

/// A controller's account records how it left the hierarchy and how often its view was
/// unloaded, whichever path its callbacks take: the fast beginnings and end (ledger alone, or
/// with the checker, no records), the measured ones (records on), and no probe. The fast paths
/// send a `viewDidDisappear` of a controller with no parent that is not being dismissed, and a
/// `viewDidUnload`, to the general path: these tests pin both cases.
@MainActor
@Suite("Departures and unloads on every callback path", .serialized)
struct DepartureAndUnloadTests {
    /// (probe, checksInvariants, recordsCallbacks): the ledger alone, the checked beginning,
    /// the measured paths, and no probe at all.
    nonisolated static let paths: [(Bool, Bool, Bool)] = [(true, false, false), (true, true, false), (true, true, true), (false, true, false)]

    func profiler(on runtime: Runtime, _ path: (Bool, Bool, Bool)) throws -> RuntimeProfiler {
        let profiler = try RuntimeProfiler(runtime: runtime, probe: path.0 ? try AllocatorProbe() : nil)
        profiler.checksInvariants = path.1
        profiler.recordsCallbacks = path.2
        profiler.install()
        return profiler
    }

    func runtime() -> Runtime {
        var settings = RuntimeSettings()
        settings.backingStoresEnabled = false
        settings.memoryWarningPolicy = .unloadViews
        return Runtime(settings: settings)
    }

    @Test("a dismissed controller's account records the dismissal", arguments: paths)
    func dismissal(path: (Bool, Bool, Bool)) throws {
        let runtime = runtime()
        let profiler = try profiler(on: runtime, path)
        let root = PlainController(runtime: runtime)
        let window = Window(runtime: runtime)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = PlainController(runtime: runtime)
        root.present(sheet, animated: false)
        #expect(try #require(profiler.account(sheet.instanceID)).departure == OperationNames.noneCode)
        sheet.dismiss(animated: false)
        #expect(try #require(profiler.account(sheet.instanceID)).departure == OperationNames.dismissCode)
        #expect(profiler.firstViolation == nil)
    }

    @Test("a window's root replaced (no parent, no presenter) records the operation in progress", arguments: paths)
    func rootReplaced(path: (Bool, Bool, Bool)) throws {
        let runtime = runtime()
        let profiler = try profiler(on: runtime, path)
        let first = PlainController(runtime: runtime)
        let window = Window(runtime: runtime)
        window.rootViewController = first
        window.makeKeyAndVisible()
        profiler.currentOperation = "setRoot"
        window.rootViewController = PlainController(runtime: runtime)
        let departure = try #require(profiler.account(first.instanceID)).departure
        #expect(profiler.operationNames.name(departure) == "setRoot")
        #expect(profiler.firstViolation == nil)
    }

    @Test("a controller still in its navigation stack that disappears records no departure", arguments: paths)
    func coveredByPush(path: (Bool, Bool, Bool)) throws {
        let runtime = runtime()
        let profiler = try profiler(on: runtime, path)
        let root = PlainController(runtime: runtime)
        let navigation = NavigationController(rootViewController: root)
        let window = Window(runtime: runtime)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(PlainController(runtime: runtime), animated: false)
        #expect(try #require(profiler.account(root.instanceID)).departure == OperationNames.noneCode)
    }

    @Test("a view unloaded by a memory warning is counted once, and its unload callbacks measured", arguments: paths)
    func unloadCounted(path: (Bool, Bool, Bool)) throws {
        let runtime = runtime()
        let profiler = try profiler(on: runtime, path)
        let root = PlainController(runtime: runtime)
        let navigation = NavigationController(rootViewController: root)
        let window = Window(runtime: runtime)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(PlainController(runtime: runtime), animated: false)
        runtime.simulateMemoryWarning(level: .critical)
        #expect(!root.isViewLoaded)
        let account = try #require(profiler.account(root.instanceID))
        #expect(account.viewUnloads == 1 && account.viewLoads == 1)
        if path.0 { #expect(profiler.ledgerTotals(for: .viewDidUnload).count == 1) }
        #expect(profiler.firstViolation == nil)
    }
}
