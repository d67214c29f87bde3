import Foundation

/// The bar of a tab bar controller: the runtime's UITabBar, a model.
///
/// As ``NavigationBar``: recorded, not in the view tree, no backing store. Its items are the tab
/// controllers' ``ViewController/tabBarItem``s.
@preconcurrency @MainActor
public final class TabBar: View {
    /// Whether the bar is translucent. Default true.
    public var isTranslucent = true
    /// The bar's background tint, or nil. Recorded.
    public var barTintColor: Color?
    /// The tint of the unselected items, or nil. Recorded.
    public var unselectedItemTintColor: Color?
    /// The look while content scrolls under the bar. Recorded.
    public var standardAppearance = TabBarAppearance()
    /// The look when content is scrolled to the bottom edge, or nil. Recorded.
    public var scrollEdgeAppearance: TabBarAppearance?
    /// The tab bar controller whose bar this is.
    public private(set) weak var tabBarController: TabBarController?

    init(tabBarController: TabBarController) {
        self.tabBarController = tabBarController
        let screen = tabBarController.runtime.screen.bounds
        super.init(frame: Rect(x: 0, y: screen.height - 83, width: screen.width, height: 83))
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tab controllers' items, in order (UIKit's `items`).
    public var items: [TabBarItem]? { tabBarController?.viewControllers?.map(\.tabBarItem) }
    /// The selected controller's item.
    public var selectedItem: TabBarItem? { tabBarController?.selectedViewController?.tabBarItem }
}

extension TabBarController {
    /// The tab bar (UIKit's `tabBar`), made on first access.
    public var tabBar: TabBar {
        if let tabBarStorage { return tabBarStorage }
        let made = TabBar(tabBarController: self)
        tabBarStorage = made
        return made
    }
}
