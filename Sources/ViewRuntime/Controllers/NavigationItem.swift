import Foundation

/// What a navigation bar shows for a controller (rule N11): the runtime's UINavigationItem.
/// Created lazily by ``ViewController/navigationItem``; reading it never loads the controller's view.
/// Its items are models: they make no views (the runtime draws no navigation bar).
@preconcurrency @MainActor
public final class NavigationItem {
    /// How the title shows in a bar that prefers large titles (UINavigationItem.LargeTitleDisplayMode).
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
        case automatic = 0, always, never, inline
    }

    /// How the back button shows (UINavigationItem.BackButtonDisplayMode).
    public enum BackButtonDisplayMode: Int, Sendable, Hashable {
        case `default` = 0, generic, minimal
    }

    /// The title; follows the controller's ``ViewController/title`` until set otherwise.
    public var title: String?
    /// The back button shown when the *next* controller is on top; nil means a default one.
    public var backBarButtonItem: BarButtonItem?
    /// The left buttons shown while this controller is on top; they replace the back button
    /// unless ``leftItemsSupplementBackButton``.
    public var leftBarButtonItems: [BarButtonItem]?
    /// The right buttons, the first one rightmost.
    public var rightBarButtonItems: [BarButtonItem]?
    /// The large-title behaviour. Default ``LargeTitleDisplayMode/automatic``. Recorded.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The back button's look. Default ``BackButtonDisplayMode/default``. Recorded.
    public var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// The back button's title when the next controller is on top, or nil. Recorded.
    public var backButtonTitle: String?
    /// A line above the title, or nil. Recorded.
    public var prompt: String?
    /// Whether the back button is hidden. Default false.
    public var hidesBackButton = false
    /// Whether the left items show next to the back button instead of replacing it. Default false.
    public var leftItemsSupplementBackButton = false
    /// A view shown instead of the title, or nil. Held strongly.
    public var titleView: View?
    /// The search controller whose bar shows under the title (UIKit's `searchController`).
    public var searchController: SearchController?
    /// Whether scrolling hides the search bar (recorded). Default true.
    public var hidesSearchBarWhenScrolling = true

    public init(title: String?) {
        self.title = title
    }

    /// The first left item; setting it sets ``leftBarButtonItems`` to it alone (nil: none).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item; setting it sets ``rightBarButtonItems`` to it alone (nil: none).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// UIKit's `setLeftBarButton(_:animated:)` (the animation is not modelled).
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// UIKit's `setRightBarButton(_:animated:)`.
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// UIKit's `setLeftBarButtonItems(_:animated:)`.
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// UIKit's `setRightBarButtonItems(_:animated:)`.
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// UIKit's `setHidesBackButton(_:animated:)`.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

extension ViewController {
    /// The navigation item, created on first access with the controller's title (rule N11).
    /// Reading it does not load the view (rule N7).
    public var navigationItem: NavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = NavigationItem(title: title)
        navigationItemStorage = item
        return item
    }

    /// The tab bar item, created on first access with the controller's title (rule TB7).
    /// Settable, as in UIKit (`tabBarItem = TabBarItem(title:image:selectedImage:)`).
    public var tabBarItem: TabBarItem {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = TabBarItem(title: title)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: NavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? NavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: TabBarController? {
        var current = parent
        while let candidate = current {
            if let tabs = candidate as? TabBarController { return tabs }
            current = candidate.parent
        }
        return nil
    }
}
