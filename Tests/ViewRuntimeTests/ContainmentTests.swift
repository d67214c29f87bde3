import Foundation
import Testing
@testable import ViewRuntime

final class ManualContainer: ViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor
@Suite("Containment and appearance (A1-A6, C1-C7)")
struct ContainmentTests {
    @Test("C1-C3: addChild calls willMove first; removeFromParent calls didMove(nil) after; canonical sequences")
    func c1c3Canonical() throws {
        let h = Harness()
        let parent = h.make("P")
        h.show(parent)
        let child = h.make("K")
        parent.addChild(child)
        #expect(child.parent === parent && parent.children.map(\.traceLabel) == ["K"])
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            h.recorder.trace(of: ["K"], layout: false) == [
                "K.willMoveToParent(P)", "K.loadView", "K.viewDidLoad", "K.viewWillAppear", "K.viewDidAppear",
            ])
        h.recorder.reset()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(h.recorder.trace(of: ["K"]) == ["K.viewWillDisappear", "K.viewDidDisappear", "K.didMoveToParent(nil)"])
        #expect(child.parent == nil && parent.children.isEmpty)
    }

    @Test("C1: adding a child that has a parent removes it from the old parent first")
    func c1Reparent() throws {
        let h = Harness()
        let p1 = h.make("P1"), p2 = h.make("P2"), k = h.make("K")
        p1.addChild(k)
        p2.addChild(k)
        #expect(p1.children.isEmpty && p2.children.first === k)
        #expect(h.recorder.trace(of: ["K"]) == ["K.willMoveToParent(P1)", "K.didMoveToParent(nil)", "K.willMoveToParent(P2)"])
    }

    @Test("C1/C5: containment cycles and foreign runtimes throw; nothing changes")
    func c1Cycles() throws {
        let h = Harness()
        let p = h.make("P"), k = h.make("K")
        p.addChild(k)
        expectRaise(h.runtime) { k.addChild(p) }
        expectRaise(h.runtime) { p.addChild(p) }
        let foreign = Harness().make("F")
        let e = expectRaise(h.runtime) { p.addChild(foreign) }
        #expect(e?.code == .foreignRuntime)
        #expect(p.children.count == 1 && k.children.isEmpty && p.parent == nil)
    }

    @Test("C5: a child's view under a view of another controller throws hierarchy inconsistency")
    func c5HierarchyInconsistency() throws {
        let h = Harness()
        let p = h.make("P"), other = h.make("O"), k = h.make("K")
        p.addChild(k)
        let error = expectRaise(h.runtime) { other.view.addSubview(k.view) }
        #expect(error?.code == .hierarchyInconsistency)
        #expect(error?.reason == "child view controller:<Plain: K> should have parent view controller:<Plain: P> but actual parent is:<Plain: O>")
        #expect(k.view.superview == nil && other.view.subviews.isEmpty)
        let loose = h.make("L")
        other.view.addSubview(loose.view)
        let e2 = expectRaise(h.runtime) { p.addChild(loose) }
        #expect(e2?.code == .hierarchyInconsistency)
        #expect(loose.parent == nil)
        expectRaise(h.runtime) { k.view.addSubview(k.view) }
    }

    @Test("C4/A5: manual forwarding with begin/end; unbalanced calls log a diagnostic and are ignored")
    func c4ManualForwarding() throws {
        let h = Harness()
        let p = ManualContainer(runtime: h.runtime)
        p.traceLabel = "P"
        let k = h.make("K")
        p.addChild(k)
        p.view.addSubview(k.view)
        h.show(p)
        #expect(k.appearState == .disappeared, "not forwarded automatically")
        k.beginAppearanceTransition(true, animated: false)
        k.beginAppearanceTransition(true, animated: false)
        #expect(h.runtime.diagnostics.last?.message == "Unbalanced calls to begin/end appearance transitions for <Plain: K>.")
        k.endAppearanceTransition()
        k.endAppearanceTransition()
        #expect(h.runtime.diagnostics.filter { $0.code == .unbalancedAppearanceTransition }.count == 2)
        #expect(h.recorder.trace(of: ["K"], layout: false) == ["K.viewWillAppear", "K.viewDidAppear"])
        #expect(k.appearState == .appeared)
    }

    @Test("C6: transition(from:to:) swaps views with appearance callbacks; errors leave everything unchanged")
    func c6Transition() throws {
        let h = Harness()
        let p = h.make("P")
        let x = h.make("X"), y = h.make("Y"), z = h.make("Z")
        p.addChild(x)
        p.addChild(y)
        p.view.addSubview(x.view)
        h.show(p)
        #expect(x.appearState == .appeared)
        let e = expectRaise(h.runtime) { p.transition(from: x, to: z, duration: 0) }
        #expect(e?.code == .transitionWithoutCommonParent)
        #expect(!z.isViewLoaded && x.view.superview === p.view)
        h.recorder.reset()
        var finished = false
        p.transition(from: x, to: y, duration: 0.3, animations: nil) { finished = $0 }
        #expect(!finished)
        h.runtime.advance(by: 0.3)
        #expect(finished && x.viewIfLoaded?.superview == nil && y.view.superview === p.view)
        #expect(
            h.recorder.trace(of: ["X", "Y"], layout: false, kinds: appearanceKinds) == [
                "X.viewWillDisappear", "Y.viewWillAppear", "X.viewDidDisappear", "Y.viewDidAppear",
            ])
        let manual = ManualContainer(runtime: h.runtime)
        let m1 = h.make("M1"), m2 = h.make("M2")
        manual.addChild(m1)
        manual.addChild(m2)
        let e2 = expectRaise(h.runtime) { manual.transition(from: m1, to: m2, duration: 0) }
        #expect(e2?.code == .transitionWithManualForwarding)
    }

    @Test("A6: parent callbacks come before the children's, for all four")
    func a6ParentFirst() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.window.rootViewController = nav
        h.window.makeKeyAndVisible()
        #expect(
            h.recorder.trace(of: ["nav", "A"], kinds: appearanceKinds) == [
                "nav.viewWillAppear", "A.viewWillAppear", "nav.viewDidAppear", "A.viewDidAppear",
            ])
        h.recorder.reset()
        h.window.tearDown()
        #expect(
            h.recorder.trace(of: ["nav", "A"], kinds: appearanceKinds) == [
                "nav.viewWillDisappear", "A.viewWillDisappear", "nav.viewDidDisappear", "A.viewDidDisappear",
            ])
    }

    @Test("A1/A3: the view is loaded before viewWillAppear and laid out between will and did")
    func a3StepOrder() {
        let h = Harness()
        let a = h.make("A")
        h.window.rootViewController = a
        h.window.makeKeyAndVisible()
        let trace = h.recorder.trace(of: ["A"])
        let index = { (event: String) in trace.firstIndex(of: "A.\(event)") ?? -1 }
        #expect(index("viewDidLoad") < index("viewWillAppear"))
        #expect(index("viewWillAppear") < index("viewWillLayoutSubviews"))
        #expect(index("viewDidLayoutSubviews") < index("viewDidAppear"))
    }
}

extension ContainmentTests {
    @Test("C1, C3: hasParent follows parent: set by addChild, cleared by removeFromParent and by the parent's deinit")
    func hasParentFollowsParent() throws {
        let h = Harness()
        let child = h.make("child")
        do {
            let parent = h.make("parent")
            parent.addChild(child)
            #expect(child.hasParent && child.parent === parent)
            child.removeFromParent()
            #expect(!child.hasParent && child.parent == nil)
            parent.addChild(child)
            #expect(child.hasParent)
        }
        // The parent is gone; the child, held here, outlived it.
        #expect(child.parent == nil)
        #expect(!child.hasParent)
    }
}
