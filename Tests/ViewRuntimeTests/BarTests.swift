import Foundation
import Testing
@testable import ViewRuntime

/// UINavigationBar, UITabBar and their appearances: recorded models, no memory.
@MainActor
@Suite("Navigation and tab bars")
struct BarTests {
    @Test("a navigation bar: recorded settings, items from the stack, hidden through the controller, no backing store")
    func navigationBar() throws {
        let h = Harness()
        let a = h.make("A"), b = h.make("B")
        a.title = "Inbox"
        let nav = h.navigation(root: a)
        h.show(nav)
        try nav.pushViewController(b, animated: false)
        let bar = nav.navigationBar
        bar.prefersLargeTitles = true
        bar.tintColor = .systemOrange
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: Color.white, .font: Font.boldSystemFont(ofSize: 17)]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(nav.navigationBar === bar && bar.prefersLargeTitles && bar.tintColor == .systemOrange)
        #expect(bar.standardAppearance.backgroundColor == .systemBackground && bar.standardAppearance.configuration == .opaqueBackground)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? Color == .white)
        #expect(bar.items?.map(\.title) == ["Inbox", nil] && bar.topItem === b.navigationItem && bar.backItem === a.navigationItem)
        nav.setNavigationBarHidden(true, animated: true)
        #expect(nav.isNavigationBarHidden && bar.isHidden)
        #expect(bar.superview == nil && bar.backingStoreByteCount == 0, "a model: not in the view tree")
    }

    @Test("a tab bar: recorded settings, items from the tabs")
    func tabBar() throws {
        let h = Harness()
        let a = h.make("A"), b = h.make("B")
        a.tabBarItem = TabBarItem(title: "Home", image: nil, selectedImage: nil)
        let tabs = TabBarController(runtime: h.runtime)
        try tabs.setViewControllers([a, b], animated: false)
        h.show(tabs)
        let appearance = TabBarAppearance()
        appearance.configureWithTransparentBackground()
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.unselectedItemTintColor = .systemGray
        #expect(tabs.tabBar.items?.first?.title == "Home" && tabs.tabBar.selectedItem === a.tabBarItem)
        #expect(tabs.tabBar.standardAppearance.shadowColor == nil && tabs.tabBar.unselectedItemTintColor == .systemGray)
    }
}
