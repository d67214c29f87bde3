import Foundation
import Testing
@testable import ViewRuntime

final class StackSpy: ViewController {
    var stackDuringWillDisappear: [String] = []
    var stackDuringWillAppear: [String] = []
    override func viewWillDisappear(_ animated: Bool) {
        stackDuringWillDisappear = navigationController?.viewControllers.map(\.traceLabel) ?? ["<none>"]
    }
    override func viewWillAppear(_ animated: Bool) {
        stackDuringWillAppear = navigationController?.viewControllers.map(\.traceLabel) ?? []
    }
}

@MainActor
@Suite("Navigation controller (N1-N13)")
struct NavigationTests {
    @Test("N1: top vs visible: visible is the modal presented over the navigation controller")
    func n1TopVsVisible() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        #expect(nav.topViewController === a && nav.visibleViewController === a)
        let m = h.make("M")
        a.present(m, animated: false)
        #expect(nav.topViewController === a && nav.visibleViewController === m)
        #expect(nav.children.map(\.traceLabel) == ["A"])
    }

    @Test("N2: popping the root is a no-op returning nil")
    func n2PopRoot() {
        let h = Harness()
        let nav = h.navigation(root: h.make("A"))
        h.show(nav)
        #expect(nav.popViewController(animated: false) == nil)
        #expect(nav.viewControllers.count == 1)
        #expect(h.recorder.events.isEmpty)
    }

    @Test("N3: pushing the same instance twice throws (iOS 13+ message) and leaves the stack unchanged")
    func n3DuplicatePush() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = h.make("B")
        nav.pushViewController(b, animated: false)
        h.recorder.reset()
        for candidate in [a, b] {
            let error = expectRaise(h.runtime) { nav.pushViewController(candidate, animated: true) }
            #expect(error?.code == .pushingSameViewController)
            #expect(
                error?.reason
                    == "<NavigationController: nav> is pushing the same view controller instance (<Plain: \(candidate.traceLabel)>) more than once which is not supported and is most likely an error in the application"
            )
        }
        #expect(nav.viewControllers.map(\.traceLabel) == ["A", "B"])
        #expect(h.recorder.events.isEmpty && !h.runtime.hasPendingWork)
    }

    @Test("N4: pushing a navigation or tab bar controller throws; nothing changes")
    func n4PushContainers() throws {
        let h = Harness()
        let nav = h.navigation(root: h.make("A"))
        h.show(nav)
        let inner = NavigationController(runtime: h.runtime)
        let e1 = expectRaise(h.runtime) { nav.pushViewController(inner, animated: false) }
        #expect(e1?.reason == "Pushing a navigation controller is not supported")
        let e2 = expectRaise(h.runtime) { nav.pushViewController(TabBarController(runtime: h.runtime), animated: false) }
        #expect(e2?.code == .pushingTabBarController)
        #expect(nav.viewControllers.count == 1 && nav.children.count == 1)
    }

    @Test("N5: popTo a controller not on the stack throws; popTo and popToRoot return the popped")
    func n5PopTo() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = h.make("B"), c = h.make("C"), d = h.make("D")
        nav.setViewControllers([a, b, c, d], animated: false)
        let error = expectRaise(h.runtime) { nav.popToViewController(h.make("X"), animated: false) }
        #expect(error?.reason == "Tried to pop to a view controller that doesn't exist.")
        #expect(nav.viewControllers.count == 4)
        #expect(try nav.popToViewController(d, animated: false).isEmpty)
        #expect(try nav.popToViewController(b, animated: false).map(\.traceLabel) == ["C", "D"])
        #expect(nav.popToRootViewController(animated: false).map(\.traceLabel) == ["B"])
        #expect(nav.viewControllers.map(\.traceLabel) == ["A"])
    }

    @Test("N6: the stack is mutated before the callbacks of push and pop")
    func n6StackBeforeCallbacks() throws {
        let h = Harness()
        let a = StackSpy(runtime: h.runtime)
        a.traceLabel = "A"
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = StackSpy(runtime: h.runtime)
        b.traceLabel = "B"
        nav.pushViewController(b, animated: false)
        #expect(a.stackDuringWillDisappear == ["A", "B"])
        nav.popViewController(animated: false)
        #expect(b.stackDuringWillDisappear == ["<none>"] || b.stackDuringWillDisappear == ["A"])
        #expect(a.stackDuringWillAppear == ["A"])
    }

    @Test("N7: popToRoot gives callbacks only to the old top and the root; middle views never load")
    func n7OnlyEndsGetCallbacks() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = h.make("B"), c = h.make("C")
        nav.setViewControllers([a, b, c], animated: false)
        #expect(!b.isViewLoaded)
        h.recorder.reset()
        _ = b.navigationItem.title
        #expect(!b.isViewLoaded, "reading a buried controller's navigationItem loads nothing")
        nav.popToRootViewController(animated: true)
        h.runtime.runUntilIdle()
        #expect(h.recorder.trace(of: ["B"]).isEmpty && b.parent == nil && !b.isViewLoaded)
        #expect(
            h.recorder.trace(of: ["C"], layout: false) == [
                "C.willMoveToParent(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMoveToParent(nil)",
            ])
    }

    @Test("N8: setViewControllers: unchanged top = no transition; top on the stack = pop; new top = push")
    func n8SetViewControllers() throws {
        let h = Harness()
        let a = h.make("A"), b = h.make("B"), c = h.make("C"), d = h.make("D")
        let nav = h.navigation(root: a)
        h.show(nav)
        nav.setViewControllers([a, b, c], animated: false)
        h.recorder.reset()
        nav.setViewControllers([b, c], animated: false)
        #expect(h.recorder.trace(of: ["B", "C"], kinds: appearanceKinds).isEmpty)
        nav.setViewControllers([d, b], animated: false)
        #expect(
            h.recorder.trace(of: ["B", "C"], kinds: appearanceKinds) == [
                "C.viewWillDisappear", "B.viewWillAppear", "C.viewDidDisappear", "B.viewDidAppear",
            ])
        #expect(nav.viewControllers.map(\.traceLabel) == ["D", "B"] && nav.children.map(\.traceLabel) == ["D", "B"])
        #expect(c.parent == nil && !d.isViewLoaded)
        h.recorder.reset()
        nav.setViewControllers([d, b, c], animated: false)
        #expect(
            h.recorder.trace(of: ["C"], layout: false) == [
                "C.willMoveToParent(nav)", "C.viewWillAppear", "C.viewDidAppear", "C.didMoveToParent(nav)",
            ])
        let error = expectRaise(h.runtime) { nav.setViewControllers([a, a], animated: false) }
        #expect(error?.code == .navigationViewControllersNotDistinct)
        #expect(
            error?.name == .internalInconsistency
                && error?.reason.hasPrefix("All view controllers in a navigation controller must be distinct") == true)
        #expect(nav.viewControllers.map(\.traceLabel) == ["D", "B", "C"])
    }

    @Test("N8: a new top that replaces the old top is a push (T1's order) ending in its didMove(toParent:), on screen or not")
    func n8NewTopReplacingOldTop() throws {
        // Found by fuzzing: [A] -> [B] -> [C, A2, A3], then a cancelled interactive
        // pop, failed the invariant checker: B and A3 never got didMove(toParent: nav).
        let h = Harness()
        let a = h.make("A"), b = h.make("B")
        let nav = h.navigation(root: a)
        h.show(nav)
        h.recorder.reset()
        nav.setViewControllers([b], animated: false)
        #expect(
            h.recorder.trace(of: ["A", "B"], layout: false) == [
                "B.willMoveToParent(nav)", "A.willMoveToParent(nil)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear",
                "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear", "B.didMoveToParent(nav)", "A.didMoveToParent(nil)",
            ])
        #expect(nav.children.map(\.traceLabel) == ["B"] && a.parent == nil)
        let c = h.make("C")
        nav.setViewControllers([c], animated: true)
        #expect(!h.recorder.events.contains("C.didMoveToParent(nav)"))
        h.runtime.runUntilIdle()
        #expect(h.recorder.events.suffix(2) == ["C.didMoveToParent(nav)", "B.didMoveToParent(nil)"])
        let offscreen = h.navigation(root: h.make("D"))
        h.recorder.reset()
        offscreen.setViewControllers([h.make("E")], animated: false)
        #expect(
            h.recorder.trace(of: ["D", "E"], layout: false) == [
                "E.willMoveToParent(nav)", "D.willMoveToParent(nil)", "D.didMoveToParent(nil)", "E.didMoveToParent(nav)", "D.deinit",
            ])
    }

    @Test("N9: containment order during push and pop")
    func n9Containment() throws {
        let h = Harness()
        let nav = h.navigation(root: h.make("A"))
        h.show(nav)
        let b = h.make("B")
        nav.pushViewController(b, animated: true)
        #expect(b.parent === nav)
        #expect(!h.recorder.events.contains("B.didMoveToParent(nav)"))
        h.runtime.runUntilIdle()
        #expect(
            h.recorder.trace(of: ["B"], kinds: [.willMoveToParent, .viewDidAppear, .didMoveToParent]) == [
                "B.willMoveToParent(nav)", "B.viewDidAppear", "B.didMoveToParent(nav)",
            ])
    }

    @Test("N10: push or pop during an animated transition logs UIKit's diagnostics and is ignored")
    func n10InFlight() throws {
        let h = Harness()
        let nav = h.navigation(root: h.make("A"))
        h.show(nav)
        nav.pushViewController(h.make("B"), animated: true)
        nav.pushViewController(h.make("C"), animated: true)
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.viewControllers.map(\.traceLabel) == ["A", "B"])
        let codes = h.runtime.diagnostics.map(\.code)
        #expect(codes == [.nestedPushAnimation, .unbalancedAppearanceTransition, .unexpectedNavigationTransitionState])
        #expect(h.runtime.diagnostics[0].message == "nested push animation can result in corrupted navigation bar")
        h.runtime.runUntilIdle()
        #expect(!nav.isInTransition)
        #expect(nav.popViewController(animated: false)?.traceLabel == "B")
    }

    @Test("N11: titles and back button rules")
    func n11Titles() throws {
        let h = Harness()
        let a = h.make("A")
        a.title = "Inbox"
        let nav = h.navigation(root: a)
        h.show(nav)
        #expect(nav.topLeftBarButtonItem == nil, "the root has no back button")
        let b = h.make("B")
        #expect(b.navigationItem.title == nil)
        b.title = "Message"
        #expect(b.navigationItem.title == "Message" && b.tabBarItem.title == "Message")
        nav.pushViewController(b, animated: false)
        #expect(nav.topLeftBarButtonItem?.title == "Inbox")
        a.title = "A very long inbox title"
        #expect(nav.topLeftBarButtonItem?.title == "Back")
        a.navigationItem.backBarButtonItem = BarButtonItem(title: "Mail")
        #expect(nav.topLeftBarButtonItem?.title == "Mail")
        b.navigationItem.leftBarButtonItem = BarButtonItem(title: "Close")
        #expect(nav.topLeftBarButtonItem?.title == "Close")
    }

    @Test("N12: a navigation controller defines a presentation context by default")
    func n12DefinesContext() {
        let h = Harness()
        #expect(NavigationController(runtime: h.runtime).definesPresentationContext)
        #expect(!h.make("A").definesPresentationContext)
    }

    @Test("N13: pushes while off screen are deferred: only the top appears when the navigation controller does")
    func n13OffscreenPush() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        let b = h.make("B"), c = h.make("C")
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        #expect(!h.runtime.hasPendingWork)
        #expect(!a.isViewLoaded && !b.isViewLoaded && !c.isViewLoaded)
        h.window.rootViewController = nav
        h.window.makeKeyAndVisible()
        #expect(c.appearState == .appeared && !a.isViewLoaded && !b.isViewLoaded)
        #expect(h.recorder.trace(of: ["C"], kinds: [.viewWillAppear]) == ["C.viewWillAppear"])
    }

    @Test("C7: isMovingToParent for a pushed controller and a root on first display; isMovingFromParent on pop")
    func c7MovingFlags() throws {
        final class FlagSpy: ViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear moving=\(isMovingToParent)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear moving=\(isMovingFromParent)") }
        }
        let h = Harness()
        let a = FlagSpy(runtime: h.runtime)
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = FlagSpy(runtime: h.runtime)
        nav.pushViewController(b, animated: false)
        nav.popViewController(animated: false)
        #expect(a.seen == ["willAppear moving=true", "willDisappear moving=false", "willAppear moving=false"])
        #expect(b.seen == ["willAppear moving=true", "willDisappear moving=true"])
        #expect(!a.isMovingToParent && !b.isMovingFromParent)
    }
}
