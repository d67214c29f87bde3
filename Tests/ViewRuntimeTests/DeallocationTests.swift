import Foundation
import Testing
@testable import ViewRuntime

/// Every controller deallocates after pop, dismiss, removal, tab replacement and window teardown.
@MainActor
@Suite("Deallocation")
struct DeallocationTests {
    @Test("Dealloc after pop, popTo and popToRoot", arguments: [true, false])
    func afterPop(animated: Bool) throws {
        let h = Harness()
        let nav = h.navigation(root: h.make("A"))
        h.show(nav)
        weak var b: ViewController?
        weak var c: ViewController?
        do {
            let strongB = h.make("B"), strongC = h.make("C")
            try nav.pushViewController(strongB, animated: false)
            try nav.pushViewController(strongC, animated: false)
            b = strongB
            c = strongC
        }
        nav.popToRootViewController(animated: animated)
        h.runtime.runUntilIdle()
        #expect(b == nil && c == nil)
        #expect(Set(h.recorder.deinitialized) == ["B", "C"])
    }

    @Test("Dealloc after dismiss, including a presented navigation stack")
    func afterDismiss() throws {
        let h = Harness()
        let a = h.make("A")
        h.show(a)
        weak var presented: ViewController?
        weak var inner: ViewController?
        do {
            let innerRoot = h.make("inner")
            let nav = h.navigation("modalNav", root: innerRoot)
            nav.modalPresentationStyle = .fullScreen
            try a.present(nav, animated: true)
            h.runtime.runUntilIdle()
            presented = nav
            inner = innerRoot
        }
        a.dismiss(animated: true)
        h.runtime.runUntilIdle()
        #expect(presented == nil && inner == nil)
    }

    @Test("Dealloc after removal from a custom container")
    func afterRemoval() throws {
        let h = Harness()
        let p = h.make("P")
        h.show(p)
        weak var child: ViewController?
        do {
            let k = h.make("K")
            try p.addChild(k)
            try p.view.addSubview(k.view)
            k.didMove(toParent: p)
            child = k
        }
        child?.willMove(toParent: nil)
        child?.view.removeFromSuperview()
        child?.removeFromParent()
        #expect(child == nil)
    }

    @Test("Dealloc after tab replacement, including a More-hosted tab")
    func afterTabReplacement() throws {
        let h = Harness()
        let tabs = TabBarController(runtime: h.runtime)
        h.show(tabs)
        weak var first: ViewController?
        weak var sixth: ViewController?
        do {
            let controllers = (0..<6).map { h.make("t\($0)") }
            try tabs.setViewControllers(controllers)
            try tabs.selectTab(at: 5)
            first = controllers[0]
            sixth = controllers[5]
        }
        try tabs.setViewControllers([h.make("new")])
        #expect(first == nil)
        tabs.moreNavigationController.popToRootViewController(animated: false)
        #expect(sixth == nil)
    }

    @Test("Dealloc of everything after window teardown")
    func afterTeardown() throws {
        let h = Harness()
        weak var weakTabs: TabBarController?
        do {
            let tabs = TabBarController(runtime: h.runtime)
            let nav = h.navigation(root: h.make("A"))
            try tabs.setViewControllers([nav, h.make("B")])
            h.show(tabs)
            try nav.pushViewController(h.make("C"), animated: true)
            try tabs.present(h.make("M"), animated: true)
            weakTabs = tabs
        }
        h.window.tearDown()
        #expect(weakTabs == nil)
        #expect(h.runtime.liveControllerCount == 0)
        #expect(h.runtime.backingStoreBytes == 0 && h.runtime.backingStoreCount == 0)
        #expect(Set(h.recorder.deinitialized) == ["TabBarController#1", "nav", "A", "B", "C", "M"])
    }
}
