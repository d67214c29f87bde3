import Foundation
import MemoryProbe
import Testing
import ViewRuntime

@testable import Profiler

@MainActor
@Suite("Leak oracle")
struct LeakOracleTests {
    @Test("a closure cycle is found after pop, naming the closure property and its capture")
    func closureCycle() throws {
        let stack = try ProfiledStack()
        try {
            let leaky = ClosureCycleController(runtime: stack.runtime)
            leaky.traceLabel = "leaky#1"
            try stack.navigation.pushViewController(leaky, animated: false)
        }()
        stack.profiler.currentOperation = "pop"
        _ = stack.navigation.popViewController(animated: false)
        let leaks = stack.profiler.checkLeaks()
        #expect(leaks.count == 1)
        let leak = try #require(leaks.first)
        #expect(leak.controller == "leaky#1")
        #expect(leak.className == "ClosureCycleController")
        #expect(leak.departure == "pop")
        #expect(leak.path == ["leaky#1", "onRefresh{capture 0: ClosureCycleController}", "leaky#1"])
        #expect(leak.proven)
        #expect(leak.explanation.contains("closure's strong capture"))
    }

    @Test("a strong delegate cycle is found with its path")
    func strongDelegate() throws {
        let stack = try ProfiledStack()
        try {
            let leaky = StrongDelegateController(runtime: stack.runtime)
            leaky.traceLabel = "delegating#1"
            try stack.navigation.pushViewController(leaky, animated: false)
        }()
        _ = stack.navigation.popViewController(animated: false)
        let leaks = stack.profiler.checkLeaks()
        #expect(leaks.map(\.controller) == ["delegating#1"])
        #expect(leaks.first?.path == ["delegating#1", "helper", "delegate", "delegating#1"])
        #expect(leaks.first?.explanation == "a retain cycle of proven strong references")
    }

    @Test("a registered observer that was never removed is found, held from its registry")
    func registeredObserver() throws {
        let stack = try ProfiledStack()
        let registry = ObserverRegistry()
        stack.profiler.addLeakRoot("notificationCenter", registry)
        try {
            let observing = ObservingController(runtime: stack.runtime, registry: registry)
            observing.traceLabel = "observing#1"
            try stack.navigation.pushViewController(observing, animated: false)
        }()
        _ = stack.navigation.popViewController(animated: false)
        let leaks = stack.profiler.checkLeaks()
        #expect(leaks.map(\.controller) == ["observing#1"])
        #expect(leaks.first?.path == ["notificationCenter", "observers[0]"])
    }

    @Test("a controller marked intentionally retained is not a leak")
    func intentionallyRetained() throws {
        let stack = try ProfiledStack()
        let cached = PlainController(runtime: stack.runtime)
        cached.traceLabel = "cached#1"
        try stack.navigation.pushViewController(cached, animated: false)
        _ = stack.navigation.popViewController(animated: false)
        #expect(stack.profiler.checkLeaks().map(\.controller) == ["cached#1"])
        stack.profiler.markIntentionallyRetained(cached)
        #expect(stack.profiler.checkLeaks().isEmpty)
        withExtendedLifetime(cached) {}
    }

    @Test("1,000 clean push/pop runs report no leak and no invariant violation")
    func cleanRuns() throws {
        let stack = try ProfiledStack(probe: try AllocatorProbe())
        for index in 0..<1000 {
            let controller = index % 2 == 0 ? PlainController(runtime: stack.runtime) : AllocatingController(runtime: stack.runtime)
            controller.traceLabel = "detail#\(index + 1)"
            try stack.navigation.pushViewController(controller, animated: index % 3 == 0)
            stack.runtime.runUntilIdle()
            if index % 7 == 0 { stack.runtime.simulateMemoryWarning(level: .critical) }
            _ = stack.navigation.popViewController(animated: index % 5 == 0)
            stack.runtime.runUntilIdle()
        }
        #expect(stack.profiler.checkLeaks().isEmpty)
        #expect(stack.profiler.firstViolation == nil, "\(stack.profiler.firstViolation?.description ?? "")")
        #expect(stack.runtime.liveControllerCount == 2)
        #expect(stack.navigation.viewControllers.count == 1)
    }

    @Test("a controller never attached to a hierarchy is not a leak")
    func detachedControllerIsNotALeak() throws {
        let stack = try ProfiledStack()
        let detached = PlainController(runtime: stack.runtime)
        #expect(stack.profiler.checkLeaks().isEmpty)
        withExtendedLifetime(detached) {}
    }
}
