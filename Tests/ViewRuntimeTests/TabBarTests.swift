import Foundation
import Testing
@testable import ViewRuntime

@MainActor
final class TabDelegate: TabBarControllerDelegate {
    var allow = true
    var asked: [String] = []
    var selected: [String] = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        asked.append(viewController.traceLabel)
        return allow
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        selected.append(viewController.traceLabel)
    }
}

@MainActor
@Suite("Tab bar controller (TB1-TB7)")
struct TabBarTests {
    @Test("TB1/TB2: no tabs by default; only the selected tab's view loads")
    func tb2Lazy() throws {
        let h = Harness()
        let tabs = TabBarController(runtime: h.runtime)
        #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
        let a = h.make("A"), b = h.make("B"), c = h.make("C")
        tabs.setViewControllers([a, b, c])
        h.show(tabs)
        #expect(tabs.selectedIndex == 0 && a.isViewLoaded && !b.isViewLoaded && !c.isViewLoaded)
        #expect(a.appearState == .appeared)
    }

    @Test("TB3: replacing the tabs keeps the selected controller, else the index, else 0; old children leave")
    func tb3Replace() throws {
        let h = Harness()
        let tabs = TabBarController(runtime: h.runtime)
        let a = h.make("A"), b = h.make("B"), c = h.make("C"), d = h.make("D")
        tabs.setViewControllers([a, b, c])
        h.show(tabs)
        try tabs.selectTab(at: 1)
        tabs.setViewControllers([d, b])
        #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1)
        #expect(a.parent == nil && c.parent == nil && tabs.children.map(\.traceLabel) == ["D", "B"])
        tabs.setViewControllers([a, c, d])
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === c && c.appearState == .appeared)
        #expect(b.appearState == .disappeared && b.parent == nil)
        tabs.setViewControllers([b])
        #expect(tabs.selectedIndex == 0 && b.appearState == .appeared)
        let error = expectRaise(h.runtime) { tabs.setViewControllers([a, a]) }
        #expect(error?.code == .duplicateViewControllers)
        #expect(tabs.viewControllers?.map(\.traceLabel) == ["B"])
    }

    @Test("TB4: selection errors throw and change nothing; tapping a selected navigation tab pops to root")
    func tb4Selection() throws {
        let h = Harness()
        let tabs = TabBarController(runtime: h.runtime)
        let a = h.make("A")
        let nav = h.navigation(root: a)
        tabs.setViewControllers([nav, h.make("B")])
        h.show(tabs)
        let e1 = #expect(throws: RuntimeError.self) { try tabs.selectTab(at: 5) }
        #expect(e1?.code == .tabIndexOutOfRange)
        let e2 = #expect(throws: RuntimeError.self) { try tabs.setSelectedViewController(h.make("X")) }
        #expect(
            e2?.message
                == "-[TabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
        )
        tabs.selectedIndex = 9
        #expect(tabs.selectedIndex == 0 && h.runtime.diagnostics.last?.code == .ignoredMisuse)
        nav.pushViewController(h.make("pushed"), animated: false)
        tabs.userTapTab(at: 0)
        #expect(nav.viewControllers.map(\.traceLabel) == ["A"])
    }

    @Test("TB5: six or more tabs show four plus More; a tab past the fourth shows inside More")
    func tb5More() throws {
        let h = Harness()
        let tabs = TabBarController(runtime: h.runtime)
        let controllers = (0..<6).map { h.make("t\($0)") }
        tabs.setViewControllers(controllers)
        h.show(tabs)
        let more = tabs.moreNavigationController
        #expect(tabs.showsMoreTab && tabs.tabItemControllers.count == 5 && tabs.tabItemControllers.last === more)
        #expect(!(tabs.viewControllers ?? []).contains { $0 === more })
        try tabs.selectTab(at: 5)
        #expect(tabs.selectedViewController === controllers[5] && tabs.selectedIndex == 5)
        #expect(more.topViewController === controllers[5] && controllers[5].appearState == .appeared)
        try tabs.setSelectedViewController(more)
        #expect(tabs.selectedIndex == TabBarController.notFound && more.viewControllers.count == 1)
        tabs.setViewControllers(Array(controllers.prefix(3)))
        #expect(!tabs.showsMoreTab && more.parent == nil)
    }

    @Test("TB4/TB5: a user selects a controller under More (shown inside More), re-selects it after another tab and after the More list")
    func tb5UserSelectsUnderMore() throws {
        let h = Harness()
        let tabs = TabBarController(runtime: h.runtime)
        let controllers = (0..<7).map { h.make("t\($0)") }
        tabs.setViewControllers(controllers)
        h.show(tabs)
        let more = tabs.moreNavigationController
        h.recorder.reset()
        #expect(tabs.userSelectTab(at: 5))
        #expect(tabs.selectedViewController === controllers[5] && tabs.selectedIndex == 5)
        #expect(more.viewControllers.count == 2 && more.topViewController === controllers[5])
        #expect(controllers[5].appearState == .appeared && controllers[0].appearState != .appeared)
        #expect(
            h.recorder.trace(of: ["t0", "t5"], kinds: [.viewWillAppear, .viewWillDisappear, .viewDidDisappear, .viewDidAppear])
                == ["t5.viewWillAppear", "t0.viewWillDisappear", "t0.viewDidDisappear", "t5.viewDidAppear"])
        #expect(tabs.userSelectTab(at: 5) && more.topViewController === controllers[5], "re-selecting keeps it shown")
        #expect(tabs.userSelectTab(at: 1) && controllers[5].appearState != .appeared)
        #expect(tabs.userSelectTab(at: 6) && more.topViewController === controllers[6] && tabs.selectedIndex == 6)
        #expect(tabs.userTapTab(at: 4) && tabs.selectedIndex == TabBarController.notFound && more.viewControllers.count == 1)
        #expect(tabs.userSelectTab(at: 5) && more.topViewController === controllers[5] && controllers[5].appearState == .appeared)
        #expect(!tabs.userSelectTab(at: 7))
    }

    @Test("TB6: the delegate is asked only for user taps; false keeps the tab; didSelect even on reselect")
    func tb6Delegate() throws {
        let h = Harness()
        let tabs = TabBarController(runtime: h.runtime)
        let delegate = TabDelegate()
        tabs.delegate = delegate
        tabs.setViewControllers([h.make("A"), h.make("B")])
        h.show(tabs)
        try tabs.selectTab(at: 1)
        #expect(delegate.asked.isEmpty && delegate.selected.isEmpty)
        delegate.allow = false
        #expect(!tabs.userTapTab(at: 0))
        #expect(tabs.selectedIndex == 1 && delegate.asked == ["A"] && delegate.selected.isEmpty)
        delegate.allow = true
        tabs.userTapTab(at: 0)
        tabs.userTapTab(at: 0)
        #expect(tabs.selectedIndex == 0 && delegate.selected == ["A", "A"])
    }

    @Test("TB7: the tab bar item shows the controller's title and no image")
    func tb7Item() {
        let h = Harness()
        let a = h.make("A")
        a.title = "Home"
        #expect(a.tabBarItem.title == "Home" && a.tabBarItem.imageName == nil)
        a.title = "Start"
        #expect(a.tabBarItem.title == "Start")
    }
}
