import Foundation
import Testing
@testable import ViewRuntime

/// UIBarButtonItem, UIMenu, UIAction, UINavigationItem's items and UITabBarItem.
@MainActor
@Suite("Bar items and menus")
struct BarItemTests {
    @Test("init(title:image:primaryAction:menu:): a tap performs the primary action with the item as sender")
    func primaryAction() {
        var senders: [String] = []
        let item = BarButtonItem(
            title: "Save",
            primaryAction: ClosureAction(title: "Save") { action in
                senders.append((action.sender as? BarButtonItem)?.title ?? "none")
            })
        #expect(item.simulateTap() && senders == ["Save"])
        item.isEnabled = false
        #expect(!item.simulateTap() && senders.count == 1)
        #expect(BarButtonItem(primaryAction: ClosureAction(title: "Edit") { _ in }).title == "Edit", "the action's title")
    }

    @Test("system items: UIKit's cases and raw values; the done style for done and save; nil target and action accepted")
    func systemItems() {
        #expect(BarButtonItem.SystemItem.allCases.count == 25 && BarButtonItem.SystemItem.close.rawValue == 24)
        let done = BarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.systemItem == .done && done.style == .done && done.title == nil && !done.simulateTap())
        #expect(BarButtonItem.fixedSpace(12).width == 12 && BarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
    }

    @Test("a target-action item sends its action to a responder target")
    func targetAction() {
        let target = Responder()
        var calls = 0
        target.setHandler(for: "add:", .sender { sender in if sender is BarButtonItem { calls += 1 } })
        let item = BarButtonItem(barButtonSystemItem: .add, target: target, action: "add:")
        #expect(item.simulateTap() && calls == 1)
    }

    @Test("menus hold actions and submenus; a disabled action does not perform")
    func menus() {
        var ran: [String] = []
        let share = ClosureAction(title: "Share", image: Image(systemName: "square.and.arrow.up")) { ran.append($0.title) }
        let delete = ClosureAction(title: "Delete", attributes: .destructive) { ran.append($0.title) }
        let hidden = ClosureAction(title: "Hidden", attributes: .disabled) { ran.append($0.title) }
        let menu = Menu(title: "More", children: [share, Menu(title: "Danger", options: .displayInline, children: [delete, hidden])])
        let item = BarButtonItem(image: Image(systemName: "ellipsis"), menu: menu)
        #expect(item.menu?.allActions.map(\.title) == ["Share", "Delete", "Hidden"])
        #expect(!item.simulateTap(), "a menu without a primary action only opens")
        for action in menu.allActions { action.perform(sender: item) }
        #expect(ran == ["Share", "Delete"] && share.sender === item)
        #expect(menu.replacingChildren([share]).children.count == 1 && share.identifier != delete.identifier)
    }

    @Test("navigation items: left and right items as single items or arrays; the left one replaces the back button")
    func navigationItems() throws {
        let h = Harness()
        let a = h.make("A"), b = h.make("B")
        a.title = "Inbox"
        let nav = h.navigation(root: a)
        h.show(nav)
        try nav.pushViewController(b, animated: false)
        let edit = BarButtonItem(systemItem: .edit), add = BarButtonItem(systemItem: .add)
        b.navigationItem.rightBarButtonItems = [edit, add]
        #expect(b.navigationItem.rightBarButtonItem === edit)
        b.navigationItem.rightBarButtonItem = add
        #expect(b.navigationItem.rightBarButtonItems?.count == 1)
        #expect(nav.topLeftBarButtonItem?.title == "Inbox")
        b.navigationItem.setLeftBarButton(BarButtonItem(systemItem: .close), animated: true)
        #expect(nav.topLeftBarButtonItem?.systemItem == .close)
        b.navigationItem.largeTitleDisplayMode = .never
        #expect(b.navigationItem.largeTitleDisplayMode == .never)
    }

    @Test("tab bar items: title, images, badge, system items with their titles and tags")
    func tabBarItems() throws {
        let home = TabBarItem(title: "Home", image: Image(systemName: "house"), selectedImage: Image(systemName: "house.fill"))
        home.badgeValue = "3"
        #expect(home.title == "Home" && home.image?.symbolName == "house" && home.selectedImage != nil && home.badgeValue == "3")
        let favorites = TabBarItem(tabBarSystemItem: .favorites, tag: 2)
        #expect(favorites.title == "Favorites" && favorites.tag == 2 && favorites.systemItem == .favorites)
        let h = Harness()
        let a = h.make("A")
        a.tabBarItem = home
        a.title = "Start"
        #expect(a.tabBarItem === home && home.title == "Start")
    }
}
