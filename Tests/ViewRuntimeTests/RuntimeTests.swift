import Foundation
import Testing
@testable import ViewRuntime

final class NestingController: ViewController {
    override func viewWillAppear(_ animated: Bool) { title = "appearing" }
}

@MainActor
@Suite("Runtime: observer, labels, clock, isolation")
struct RuntimeTests {
    @Test("Observer: begin/end bracket every callback and nest (viewDidLoad inside an appearance)")
    func observerNesting() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        nav.pushViewController(h.make("B"), animated: true)
        h.runtime.runUntilIdle()
        h.runtime.simulateMemoryWarning(level: .critical)
        nav.popViewController(animated: true)
        h.runtime.runUntilIdle()
        #expect(h.recorder.nestingViolations == 0)
        #expect(h.recorder.events.contains("A.viewWillUnload"))
    }

    @Test("Observer: init and deinit events; labels are ClassName#n per class and per runtime")
    func labelsAndIdentity() {
        let h = Harness()
        let other = Runtime()
        let p1 = Plain(runtime: h.runtime)
        let n1 = NavigationController(runtime: h.runtime)
        let p2 = Plain(runtime: h.runtime)
        let q1 = Plain(runtime: other)
        #expect(p1.traceLabel == "Plain#1" && p2.traceLabel == "Plain#2" && n1.traceLabel == "NavigationController#1")
        #expect(q1.traceLabel == "Plain#1" && q1.instanceID == 1)
        #expect([p1.instanceID, n1.instanceID, p2.instanceID] == [1, 2, 3] as [Int])
        #expect(h.recorder.events == ["Plain#1.init", "NavigationController#1.init", "Plain#2.init"])
        do { _ = Plain(runtime: h.runtime) }
        #expect(h.recorder.deinitialized == ["Plain#3"])
        #expect(h.runtime.liveControllerCount == 3)
        #expect(description(of: p1) == "<Plain: Plain#1>")
    }

    private func description(of controller: ViewController) -> String { "\(controller)" }

    @Test("Class numbers: one per class, dense, in order of first instance, per runtime; names by number")
    func classIndices() {
        let h = Harness()
        let other = Runtime()
        let p1 = Plain(runtime: h.runtime)
        let n1 = NavigationController(runtime: h.runtime)
        let p2 = Plain(runtime: h.runtime)
        let q1 = NavigationController(runtime: other)
        #expect(p1.classIndex == 0 && n1.classIndex == 1 && p2.classIndex == 0)
        #expect(q1.classIndex == 0, "another runtime numbers its own classes")
        #expect(h.runtime.controllerClassCount == 2 && other.controllerClassCount == 1)
        #expect(p2.traceClassName == "Plain" && n1.traceClassName == "NavigationController" && q1.traceClassName == "NavigationController")
        #expect(p2.classInstanceNumber == 2 && q1.classInstanceNumber == 1)
    }

    @Test("Observer: none installed means no events and the same behaviour")
    func noObserver() throws {
        let runtime = Runtime()
        let window = Window(runtime: runtime)
        let a = Plain(runtime: runtime)
        let nav = NavigationController(rootViewController: a)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(Plain(runtime: runtime), animated: false)
        runtime.simulateMemoryWarning(level: .critical)
        #expect(!a.isViewLoaded)
        nav.popViewController(animated: false)
        #expect(a.isViewLoaded && a.viewLoadCount == 2)
    }

    @Test("Clock: animated transitions finish exactly when virtual time passes the duration")
    func clock() throws {
        let h = Harness()
        let nav = h.navigation(root: h.make("A"))
        h.show(nav)
        let b = h.make("B")
        nav.pushViewController(b, animated: true)
        #expect(h.runtime.hasPendingWork && b.appearState == .appearing)
        h.runtime.advance(by: 0.34)
        #expect(b.appearState == .appearing)
        h.runtime.advance(by: 0.01)
        #expect(b.appearState == .appeared && !h.runtime.hasPendingWork)
        #expect(abs(h.runtime.now - 0.35) < 1e-9)
        var order: [Int] = []
        h.runtime.schedule(after: 2) { order.append(2) }
        h.runtime.schedule(after: 1) { order.append(1) }
        h.runtime.schedule(after: 1) { order.append(3) }
        h.runtime.runUntilIdle()
        #expect(order == [1, 3, 2])
    }

    @Test("Runtimes are isolated: controllers of another runtime are refused everywhere")
    func foreignRuntime() throws {
        let h = Harness()
        let other = Harness()
        let nav = h.navigation(root: h.make("A"))
        h.show(nav)
        let foreign = other.make("F")
        expectRaise(h.runtime) { nav.pushViewController(foreign, animated: false) }
        expectRaise(h.runtime) { nav.present(foreign, animated: false) }
        h.window.rootViewController = foreign
        #expect(h.window.rootViewController === nav)
    }

    @Test("Resize: viewWillTransition(to:) then traitCollectionDidChange when a size class changes")
    func resize() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        h.runtime.resize(to: Size(width: 844, height: 390))
        #expect(
            h.recorder.trace(of: ["nav", "A"]).filter { !$0.contains("Layout") } == [
                "nav.willTransitionToTraitCollection", "A.willTransitionToTraitCollection",
                "nav.viewWillTransitionToSize", "A.viewWillTransitionToSize",
                "nav.traitCollectionDidChange", "A.traitCollectionDidChange",
            ])
        #expect(h.window.bounds.size == Size(width: 844, height: 390) && a.view.bounds.size == Size(width: 844, height: 390))
        // TR1: a (non-Max) iPhone in landscape is compact in both directions.
        #expect(h.runtime.screen.traitCollection.horizontalSizeClass == .compact)
        #expect(h.runtime.screen.traitCollection.verticalSizeClass == .compact)
    }
}
