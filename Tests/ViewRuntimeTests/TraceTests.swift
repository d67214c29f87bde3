import Foundation
import Testing
@testable import ViewRuntime

/// The reference traces T0-T8 of UIKIT-SPEC.md §13, recorded through the observer.
@MainActor
@Suite("Reference traces")
struct TraceTests {
    @Test("T0: window root and makeKeyAndVisible")
    func t0WindowRoot() {
        let h = Harness()
        let a = h.make("A")
        h.window.rootViewController = a
        h.window.makeKeyAndVisible()
        #expect(
            h.recorder.trace(of: ["A"]) == [
                "A.loadView", "A.viewDidLoad", "A.viewWillAppear",
                "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
        #expect(h.recorder.nestingViolations == 0)
    }

    @Test("T1: push B onto nav[A], animated", arguments: [true, false])
    func t1Push(animated: Bool) throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = h.make("B")
        h.recorder.reset()
        nav.pushViewController(b, animated: animated)
        if animated {
            #expect(h.recorder.trace(of: ["A", "B"]).last == "B.viewDidLayoutSubviews")
            h.runtime.runUntilIdle()
        }
        #expect(
            h.recorder.trace(of: ["A", "B"]) == [
                "B.willMoveToParent(nav)", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "A.viewDidDisappear", "B.viewDidAppear",
                "B.didMoveToParent(nav)",
            ])
    }

    @Test("T2: pop nav[A,B], and B deallocates")
    func t2Pop() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        nav.pushViewController(h.make("B"), animated: false)
        h.recorder.reset()
        nav.popViewController(animated: true)
        h.runtime.runUntilIdle()
        #expect(
            h.recorder.trace(of: ["A", "B"], layout: false) == [
                "B.willMoveToParent(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMoveToParent(nil)", "B.deinit",
            ])
        #expect(!h.recorder.events.contains("A.viewDidLoad"))
    }

    @Test("T3: interactive pop, cancelled (A's pair left unbalanced)")
    func t3InteractivePopCancelled() throws {
        let h = Harness()
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = h.make("B")
        nav.pushViewController(b, animated: false)
        h.recorder.reset()
        let pop = try #require(nav.beginInteractivePop())
        #expect(nav.topViewController === a)
        pop.update(progress: 0.4)
        pop.cancel()
        h.runtime.runUntilIdle()
        #expect(
            h.recorder.trace(of: ["A", "B"], kinds: appearanceKinds) == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewDidAppear",
            ])
        #expect(
            h.recorder.trace(of: ["B"], kinds: [.willMoveToParent, .didMoveToParent]) == [
                "B.willMoveToParent(nil)", "B.didMoveToParent(nav)",
            ])
        #expect(nav.viewControllers.map(\.traceLabel) == ["A", "B"])
        #expect(b.appearState == .appeared && a.appearState == .disappeared)
        #expect(a.viewIfLoaded?.window == nil)
    }

    @Test("T3: a finished interactive pop is T2")
    func t3InteractivePopFinished() throws {
        let h = Harness()
        let nav = h.navigation(root: h.make("A"))
        h.show(nav)
        nav.pushViewController(h.make("B"), animated: false)
        h.recorder.reset()
        do {
            // The handle holds B until it goes out of scope.
            let pop = try #require(nav.beginInteractivePop())
            pop.update(progress: 0.7)
            pop.finish()
            h.runtime.advance(by: 0.05)
            #expect(!h.recorder.events.contains("B.viewDidDisappear"))
            h.runtime.advance(by: 1)
        }
        #expect(
            h.recorder.trace(of: ["A", "B"], layout: false) == [
                "B.willMoveToParent(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMoveToParent(nil)", "B.deinit",
            ])
    }

    @Test("T4: tab switch A to B, B never shown before")
    func t4TabSwitch() throws {
        let h = Harness()
        let tabs = TabBarController(runtime: h.runtime)
        let a = h.make("A"), b = h.make("B")
        tabs.setViewControllers([a, b])
        h.show(tabs)
        #expect(!b.isViewLoaded)
        try tabs.selectTab(at: 1)
        #expect(
            h.recorder.trace(of: ["A", "B"], layout: false, kinds: appearanceKinds.union([.viewDidLoad])) == [
                "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test("T5: A performs a modal segue to B, .fullScreen: prepare first, B.viewDidAppear before A.viewDidDisappear", arguments: [true, false])
    func t5Present(animated: Bool) throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        let b = h.make("B")
        b.modalPresentationStyle = .fullScreen
        a.perform(Segue(identifier: "modal", source: a, destination: b, kind: .present), animated: animated)
        h.runtime.runUntilIdle()
        #expect(
            h.recorder.trace(of: ["A", "B"]) == [
                "A.prepareForSegue", "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "B.viewDidAppear", "A.viewDidDisappear",
            ])
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(a.viewIfLoaded?.window == nil)
    }

    @Test("T5: the completion handler comes after B.viewDidAppear and A.viewDidDisappear")
    func t5Completion() throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        let b = h.make("B")
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { h.recorder.mark("completion") }
        #expect(!h.recorder.events.contains("completion"))
        h.runtime.runUntilIdle()
        #expect(Array(h.recorder.trace(of: ["A", "B"]).suffix(3)) == ["B.viewDidAppear", "A.viewDidDisappear", "completion"])
    }

    @Test("T6: A dismisses B (.fullScreen); completion after B.viewDidDisappear; B deallocates")
    func t6Dismiss() throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        do {
            let b = h.make("B")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
        }
        h.recorder.reset()
        a.dismiss(animated: true) { h.recorder.mark("completion") }
        h.runtime.runUntilIdle()
        #expect(
            h.recorder.trace(of: ["A", "B"], layout: false) == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear", "completion", "B.deinit",
            ])
    }

    @Test(
        "T6: with overFullScreen, pageSheet, formSheet, popover or custom, A gets nothing",
        arguments: [ModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .popover, .custom, .automatic])
    func t6PresenterUntouched(style: ModalPresentationStyle) throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        let b = h.make("B")
        b.modalPresentationStyle = style
        a.present(b, animated: true)
        h.runtime.runUntilIdle()
        a.dismiss(animated: true)
        h.runtime.runUntilIdle()
        #expect(h.recorder.trace(of: ["A"], kinds: appearanceKinds).isEmpty)
        #expect(
            h.recorder.trace(of: ["B"], kinds: appearanceKinds) == [
                "B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear",
            ])
        #expect(a.viewIfLoaded?.window === h.window)
    }

    @Test("T8: memory warning on nav[A,B] with B visible, iOS 5 (unloadViews), then pop reloads A")
    func t8UnloadViews() throws {
        let h = Harness(policy: .unloadViews)
        // Broadcast order is creation order (M1 [R]); B is created first so the trace reads as recorded.
        let b = h.make("B")
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        nav.pushViewController(b, animated: false)
        h.recorder.reset()
        h.runtime.simulateMemoryWarning(level: .low)
        #expect(
            h.recorder.trace(of: ["A", "B"]) == [
                "B.didReceiveMemoryWarning", "A.didReceiveMemoryWarning", "A.viewWillUnload", "A.viewDidUnload",
            ])
        #expect(!a.isViewLoaded && b.isViewLoaded)
        h.recorder.reset()
        nav.popViewController(animated: false)
        #expect(Array(h.recorder.trace(of: ["A"], layout: false).prefix(3)) == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear"])
        #expect(a.viewLoadCount == 2 && a.viewUnloadCount == 1)
    }

    @Test("T8: the same scenario on iOS 6+ (purgeBackingStores): nothing unloads, pop calls no viewDidLoad")
    func t8PurgeBackingStores() throws {
        let h = Harness(policy: .purgeBackingStores)
        let b = h.make("B")
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        nav.pushViewController(b, animated: false)
        h.recorder.reset()
        h.runtime.simulateMemoryWarning(level: .low)
        #expect(h.recorder.trace(of: ["A", "B"]) == ["B.didReceiveMemoryWarning", "A.didReceiveMemoryWarning"])
        nav.popViewController(animated: false)
        #expect(!h.recorder.events.contains("A.viewDidLoad"))
        #expect(a.viewLoadCount == 1)
    }
}
