import Foundation

/// A button in a navigation bar.
@MainActor
public final class BarButtonItem {
    /// The button's title.
    public var title: String?

    public init(title: String?) {
        self.title = title
    }
}

/// What a navigation bar shows for a controller (rule N11). Created lazily by
/// ``ViewController/navigationItem``; reading it never loads the controller's view.
@MainActor
public final class NavigationItem {
    /// The title; follows the controller's ``ViewController/title`` until set otherwise.
    public var title: String?
    /// The back button shown when the *next* controller is on top; nil means a default one.
    public var backBarButtonItem: BarButtonItem?
    /// The left button shown while this controller is on top; it replaces the back button.
    public var leftBarButtonItem: BarButtonItem?
    /// The right button.
    public var rightBarButtonItem: BarButtonItem?

    public init(title: String?) {
        self.title = title
    }
}

/// What a tab bar shows for a controller (rule TB7): its title, and no image by default.
@MainActor
public final class TabBarItem {
    /// The title; follows the controller's ``ViewController/title``.
    public var title: String?
    /// An image name, nil by default.
    public var imageName: String?

    public init(title: String?, imageName: String? = nil) {
        self.title = title
        self.imageName = imageName
    }
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
    public var tabBarItem: TabBarItem {
        if let tabBarItemStorage { return tabBarItemStorage }
        let item = TabBarItem(title: title)
        tabBarItemStorage = item
        return item
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
