import Foundation
import Testing
@testable import ViewRuntime

/// What a navigation controller puts in its view when it appears again (rule N13, the deferred
/// appearance): the top's view, and no other view of its stack. It finds the stack's views to
/// detach among its view's subviews, not by walking the stack, so that showing a deep stack does
/// not touch every controller of it (a walk of the stack on each tab switch would cost time in
/// the depth and leave the caches cold for the pushes after it).
@MainActor
@Suite("Navigation controller: the top's view on reappearance (N13)")
struct NavigationTopViewTests {
    /// A navigation controller in the first tab of a shown tab bar controller, with its root's
    /// view on screen, and a second tab to switch to.
    private func tabbed(_ h: Harness) -> (tabs: TabBarController, nav: NavigationController, root: Plain) {
        let root = h.make("A")
        let nav = h.navigation(root: root)
        let tabs = TabBarController(runtime: h.runtime)
        tabs.setViewControllers([nav, h.make("Other")])
        h.show(tabs)
        return (tabs, nav, root)
    }

    @Test("N13: a push while the tab is hidden: on reappearance the new top's view replaces the old top's")
    func n13PushWhileHidden() throws {
        let h = Harness()
        let (tabs, nav, a) = tabbed(h)
        let navView = try #require(nav.viewIfLoaded)
        #expect(a.viewIfLoaded?.superview === navView)
        tabs.selectedIndex = 1
        let b = h.make("B")
        nav.pushViewController(b, animated: false)
        #expect(!b.isViewLoaded && a.viewIfLoaded?.superview === navView, "off screen, the push installs no view")
        h.recorder.reset()
        tabs.selectedIndex = 0
        #expect(b.viewIfLoaded?.superview === navView)
        #expect(a.isViewLoaded && a.viewIfLoaded?.superview == nil, "the old top's view is detached, not unloaded")
        #expect(navView.subviews.compactMap(\.owningController).map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
        #expect(h.recorder.trace(of: ["A", "B"], kinds: appearanceKinds) == ["B.viewWillAppear", "B.viewDidAppear"])
    }

    @Test("N13: views in the navigation controller's view that are not its stack's stay on reappearance")
    func n13ForeignViewsStay() throws {
        let h = Harness()
        let (tabs, nav, a) = tabbed(h)
        let navView = try #require(nav.viewIfLoaded)
        let overlay = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        navView.addSubview(overlay)
        let stranger = h.make("Stranger")  // a controller that is not a child of the navigation controller
        navView.addSubview(stranger.view)
        tabs.selectedIndex = 1
        let b = h.make("B")
        nav.pushViewController(b, animated: false)
        tabs.selectedIndex = 0
        #expect(overlay.superview === navView && stranger.viewIfLoaded?.superview === navView)
        #expect(a.viewIfLoaded?.superview == nil && b.viewIfLoaded?.superview === navView)
    }

    @Test("N13: a deep stack shown again loads only its top and detaches only the old top's view")
    func n13DeepStackReappears() throws {
        let h = Harness()
        let (tabs, nav, a) = tabbed(h)
        let below = (0..<2_000).map { _ in Plain(runtime: h.runtime) }
        for controller in below { nav.pushViewController(controller, animated: false) }
        let oldTop = try #require(below.last)
        tabs.selectedIndex = 1
        let b = h.make("B")
        nav.pushViewController(b, animated: false)
        tabs.selectedIndex = 0
        let navView = try #require(nav.viewIfLoaded)
        #expect(navView.subviews.compactMap(\.owningController).map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
        #expect(oldTop.isViewLoaded && oldTop.viewIfLoaded?.superview == nil)
        #expect(below.dropLast().allSatisfy { $0.viewIfLoaded?.superview == nil } && a.viewIfLoaded?.superview == nil)
    }
}
