import Foundation
import Testing
@testable import ViewRuntime

@MainActor
final class CountingObserver: RuntimeObserver {
    var counts: [CallbackKind: Int] = [:]
    func callbackWillBegin(_ callback: LifecycleCallback, of controller: ViewController) {
        counts[callback.kind, default: 0] += 1
    }
    func callbackDidEnd(_ callback: LifecycleCallback, of controller: ViewController) {}
    func runtime(_ runtime: Runtime, didEmit event: RuntimeEvent) {
        if case .controllerDeinitialized = event { counts[.deinit, default: 0] += 1 }
    }
}

@MainActor
@Suite("Scale", .serialized)
struct ScaleTests {
    /// 100,000 non-animated pushes, a critical warning, popToRoot: counts, not times.
    @Test("Deep stack: 100,000 pushes, a critical warning and popToRoot (N3 check is O(1))")
    func deepStack() throws {
        let depth = 100_000
        let runtime = Runtime(settings: RuntimeSettings(backingStoresEnabled: false))
        let counter = CountingObserver()
        runtime.observer = counter
        let window = Window(runtime: runtime)
        let nav = NavigationController(rootViewController: Plain(runtime: runtime))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        for _ in 1..<depth { try nav.pushViewController(Plain(runtime: runtime), animated: false) }
        #expect(nav.viewControllers.count == depth && nav.children.count == depth)
        #expect(counter.counts[.viewDidLoad] == depth + 1)
        #expect(runtime.liveControllerCount == depth + 1)
        runtime.simulateMemoryWarning(level: .critical)
        #expect(counter.counts[.didReceiveMemoryWarning] == depth + 1)
        #expect(counter.counts[.viewDidUnload] == depth - 1, "everything but the top and the navigation controller")
        let popped = nav.popToRootViewController(animated: false).count
        #expect(popped == depth - 1)
        #expect(counter.counts[.deinit] == depth - 1)
        #expect(counter.counts[.viewDidLoad] == depth + 2, "the root reloads")
        #expect(runtime.liveControllerCount == 2)
        window.tearDown()
        #expect(runtime.liveControllerCount == 2, "only the navigation controller and its root, held here")
        #expect(nav.appearState == .disappeared && nav.viewIfLoaded?.window == nil)
    }

    /// A warning reaches n detached controllers with n deliveries; the registry sweeps dead slots.
    @Test("M1: broadcast to 50,000 live controllers after 50,000 deaths delivers exactly 50,000")
    func broadcastIsLinear() {
        let runtime = Runtime()
        let counter = CountingObserver()
        runtime.observer = counter
        var keep: [ViewController] = []
        for i in 0..<100_000 {
            let controller = Plain(runtime: runtime)
            if i % 2 == 0 { keep.append(controller) }
        }
        runtime.simulateMemoryWarning(level: .moderate)
        #expect(counter.counts[.didReceiveMemoryWarning] == 50_000)
        #expect(runtime.registry.slots.count < 100_000, "tombstones were swept")
        keep.removeAll()
        #expect(runtime.liveControllerCount == 0)
    }
}
