import Foundation
import Testing
@testable import ViewRuntime

@MainActor
@Suite("Presentation (P1-P8)")
struct PresentationTests {
    @Test("P1/P2: a full-screen request from a child is made by the covering ancestor")
    func p2ForwardedToAncestor() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = h.make("B")
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        #expect(b.presentingViewController === nav)
        #expect(a.presentedViewController === b && nav.presentedViewController === b)
        #expect(
            h.recorder.trace(of: ["nav", "A"], kinds: [.viewWillDisappear, .viewDidDisappear]) == [
                "nav.viewWillDisappear", "A.viewWillDisappear", "nav.viewDidDisappear", "A.viewDidDisappear",
            ])
    }

    @Test("P3: presenting while already presenting logs a warning and is ignored")
    func p3AlreadyPresenting() throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        let b = h.make("B"), c = h.make("C")
        a.present(b, animated: false)
        h.recorder.reset()
        a.present(c, animated: false)
        #expect(h.runtime.diagnostics.last?.message == "Warning: Attempt to present <Plain: C> on <Plain: A> which is already presenting <Plain: B>")
        #expect(a.presentedViewController === b && c.presentingViewController == nil && !c.isViewLoaded)
        #expect(h.recorder.events.isEmpty)
    }

    @Test("P3: presenting from a controller whose view is not in a window logs and is ignored")
    func p3NotInWindow() throws {
        let h = Harness()
        let a = h.make("A")
        let b = h.make("B")
        a.present(b, animated: false)
        #expect(h.runtime.diagnostics.last?.message == "Attempt to present <Plain: B> on <Plain: A> whose view is not in the window hierarchy!")
        #expect(a.presentedViewController == nil && !b.isViewLoaded)
    }

    @Test("P3: presenting an active controller throws and changes nothing")
    func p3ActiveController() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = h.make("B")
        a.present(b, animated: false)
        let e1 = expectRaise(h.runtime) { b.present(b, animated: false) }
        #expect(e1?.reason == "Application tried to present modally an active controller <Plain: B>.")
        let e2 = expectRaise(h.runtime) { b.present(nav, animated: false) }
        #expect(e2?.code == .presentingActiveController)
        let e3 = expectRaise(h.runtime) { b.present(a, animated: false) }
        #expect(e3?.reason == "Application tried to present modally an active controller <NavigationController: nav>.")
        #expect(b.presentedViewController == nil && nav.presentedViewController === b)
    }

    @Test("P3: presenting while a presentation is in flight logs and is ignored")
    func p3InProgress() throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        a.present(h.make("B"), animated: true)
        a.present(h.make("C"), animated: true)
        #expect(h.runtime.diagnostics.last?.code == .presentationInProgress)
        h.runtime.runUntilIdle()
        #expect(a.presentedViewController?.traceLabel == "B")
    }

    @Test("P4: dismissing from lower in a chain removes everything above; only the top animates")
    func p4ChainDismissal() throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        weak var weakB: ViewController?
        weak var weakC: ViewController?
        do {
            let b = h.make("B"), c = h.make("C")
            b.modalPresentationStyle = .fullScreen
            c.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            b.present(c, animated: false)
            #expect(c.presentingViewController === b && a.presentedViewController === b)
            weakB = b
            weakC = c
        }
        h.recorder.reset()
        weakC?.dismiss(animated: false)
        #expect(weakC == nil, "dismiss on the top forwards to its presenter")
        #expect(weakB?.presentedViewController == nil)
        weakB.map { $0.present(h.make("D"), animated: false) }
        h.recorder.reset()
        a.dismiss(animated: true) { h.recorder.mark("completion") }
        h.runtime.runUntilIdle()
        // D is a sheet over B, so B was still on screen: both disappear, top-most first.
        #expect(
            h.recorder.trace(of: ["A", "B", "D"], layout: false, kinds: appearanceKinds) == [
                "D.viewWillDisappear", "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear",
                "D.viewDidDisappear", "B.viewDidDisappear", "completion",
            ])
        #expect(Set(h.recorder.deinitialized).isSuperset(of: ["B", "C", "D"]))
        #expect(weakB == nil)
    }

    @Test("P5: currentContext presents from the nearest definesPresentationContext ancestor and covers only it")
    func p5PresentationContext() throws {
        let h = Harness()
        let tabs = TabBarController(runtime: h.runtime)
        tabs.traceLabel = "tabs"
        let a = h.make("A")
        let nav = h.navigation(root: a)
        tabs.setViewControllers([nav, h.make("other")])
        h.show(tabs)
        let b = h.make("B")
        b.modalPresentationStyle = .currentContext
        a.present(b, animated: false)
        #expect(b.presentingViewController === nav)
        #expect(b.view.superview === tabs.view)
        #expect(nav.viewIfLoaded?.window == nil && tabs.appearState == .appeared)
        #expect(h.recorder.trace(of: ["tabs"], kinds: appearanceKinds).isEmpty)
        let c = h.make("C")
        c.modalPresentationStyle = .overCurrentContext
        nav.definesPresentationContext = false
        b.dismiss(animated: false)
        a.present(c, animated: false)
        #expect(c.presentingViewController === tabs, "no context: the root of the chain presents")
        #expect(nav.view.window != nil)
    }

    @Test(
        "P5: a presentation context that provides its transition style replaces the presented controller's; otherwise, and outside a context, the presented controller's own"
    )
    func p5ProvidesTransitionStyle() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        nav.modalTransitionStyle = .flipHorizontal
        nav.providesPresentationContextTransitionStyle = true
        let b = h.make("B")
        #expect(b.modalTransitionStyle == .coverVertical && b.presentationTransitionStyle == nil, "UIKit's default; not presented yet")
        b.modalPresentationStyle = .currentContext
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: false)
        #expect(b.presentingViewController === nav && b.presentationTransitionStyle == .flipHorizontal)
        #expect(b.modalTransitionStyle == .crossDissolve, "its own property is left as set")
        b.dismiss(animated: false)
        nav.providesPresentationContextTransitionStyle = false
        a.present(b, animated: false)
        #expect(b.presentationTransitionStyle == .crossDissolve, "a context that does not provide its style")
        b.dismiss(animated: false)
        nav.providesPresentationContextTransitionStyle = true
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        #expect(b.presentationTransitionStyle == .crossDissolve, "full screen uses no presentation context")
        b.dismiss(animated: false)
        nav.definesPresentationContext = false
        b.modalPresentationStyle = .overCurrentContext
        a.present(b, animated: false)
        #expect(b.presentationTransitionStyle == .crossDissolve, "providing a style needs definesPresentationContext")
    }

    @Test(
        "P6: only fullScreen, currentContext and custom-with-removal remove the presenter's view",
        arguments: ModalPresentationStyle.allCases)
    func p6Styles(style: ModalPresentationStyle) throws {
        for removal in [false, true] {
            let h = Harness()
            let a = h.make("A")
            h.show(a)
            let b = h.make("B")
            b.modalPresentationStyle = style
            b.shouldRemovePresentersView = removal
            a.present(b, animated: false)
            let removes = style == .fullScreen || style == .currentContext || (style == .custom && removal)
            #expect((a.view.window == nil) == removes)
            #expect(h.recorder.trace(of: ["A"], kinds: appearanceKinds).isEmpty == !removes)
            #expect(b.appearState == .appeared)
        }
        #expect(ModalPresentationStyle.automatic.resolved == .pageSheet)
    }

    @Test("P8/R1: responder chain: view -> controller -> presenter; root -> window -> application")
    func p8ResponderChain() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let sub = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        a.view.addSubview(sub)
        #expect(sub.next === a.view && a.view.next === a)
        #expect(a.next === nav.view, "a child's next is its view's superview")
        #expect(nav.next === h.window && h.window.next === h.runtime.application)
        let b = h.make("B")
        a.present(b, animated: false)
        #expect(b.next === nav)
        #expect(b.view.next === b)
    }

    @Test("C7: isBeingPresented and isBeingDismissed are true inside the callbacks only")
    func c7BeingFlags() throws {
        final class FlagSpy: ViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear presented=\(isBeingPresented)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("didAppear presented=\(isBeingPresented)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear dismissed=\(isBeingDismissed)") }
        }
        let h = Harness()
        let a = FlagSpy(runtime: h.runtime)
        h.show(a)
        let b = FlagSpy(runtime: h.runtime)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        h.runtime.runUntilIdle()
        #expect(!b.isBeingPresented)
        a.dismiss(animated: true)
        h.runtime.runUntilIdle()
        #expect(b.seen == ["willAppear presented=true", "didAppear presented=true", "willDisappear dismissed=true"])
        #expect(a.seen.contains("willDisappear dismissed=false") && !b.isBeingDismissed)
    }
}
