import Foundation
import Testing
import ViewRuntime

@testable import Profiler

/// A repeating job that keeps its block (and what the block captures) until cancelled, as a
/// timer does.
final class RepeatingJob {
    var block: (() -> Void)?
    init(block: @escaping () -> Void) { self.block = block }
}

/// Two cycles on one screen: a closure property capturing `self`, and a job whose block
/// captures `self`, kept by the screen.
final class TwoCyclesController: ViewController {
    var onRefresh: (() -> Void)?
    var job: RepeatingJob?
    override func viewDidLoad() {
        super.viewDidLoad()
        onRefresh = { self.title = "refreshed" }
        job = RepeatingJob { self.title = "tick" }
    }
}

/// A registry that keeps screens, as an app-wide cache would.
final class ScreenRegistry {
    var screens: [ViewController] = []
}

@MainActor
@Suite("Every holder of a leak", .serialized)
struct EveryHolderTests {
    @Test("two cycles on one screen: both are listed, the shorter first, in one check")
    func twoCycles() throws {
        let stack = try ProfiledStack()
        try {
            let leaky = TwoCyclesController(runtime: stack.runtime)
            leaky.traceLabel = "two#1"
            try stack.navigation.pushViewController(leaky, animated: false)
        }()
        _ = stack.navigation.popViewController(animated: false)
        let leaks = stack.profiler.checkLeaks()
        let leak = try #require(leaks.first)
        #expect(leaks.count == 1)
        #expect(leak.path == ["two#1", "onRefresh{capture 0: TwoCyclesController}", "two#1"])
        #expect(leak.otherPaths.map(\.labels) == [["two#1", "job", "block{capture 0: TwoCyclesController}", "two#1"]])
        #expect(leak.explanation.hasSuffix("1 more reference holds it (every path is listed)"))
    }

    @Test("a root path and a cycle: the registry's path first, the cycle listed too")
    func rootAndCycle() throws {
        let stack = try ProfiledStack()
        let registry = ScreenRegistry()
        stack.profiler.addLeakRoot("registry", registry)
        try {
            let leaky = ClosureCycleController(runtime: stack.runtime)
            leaky.traceLabel = "held#1"
            registry.screens.append(leaky)
            try stack.navigation.pushViewController(leaky, animated: false)
        }()
        _ = stack.navigation.popViewController(animated: false)
        let leak = try #require(stack.profiler.checkLeaks().first)
        #expect(leak.path == ["registry", "screens[0]"])
        #expect(leak.otherPaths.map(\.labels) == [["held#1", "onRefresh{capture 0: ClosureCycleController}", "held#1"]])
    }

    @Test("one holder: no other path, the explanation as before")
    func oneHolder() throws {
        let stack = try ProfiledStack()
        try {
            let leaky = ClosureCycleController(runtime: stack.runtime)
            leaky.traceLabel = "one#1"
            try stack.navigation.pushViewController(leaky, animated: false)
        }()
        _ = stack.navigation.popViewController(animated: false)
        let leak = try #require(stack.profiler.checkLeaks().first)
        #expect(leak.otherPaths.isEmpty)
        #expect(leak.explanation == "a retain cycle of proven strong references, through a closure's strong capture")
    }
}
