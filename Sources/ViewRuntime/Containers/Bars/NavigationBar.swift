public import Foundation

/// The bar over a navigation controller's content: the runtime's UINavigationBar, a model.
///
/// What a screen sets on it is recorded: the bar is not in the view tree (the runtime lays the
/// controllers' views over the whole container), so it has no backing store and changes no
/// memory figure; ``NavigationController/isNavigationBarHidden`` is its ``View/isHidden``.
/// Its items are the controllers' ``ViewController/navigationItem``s.
@preconcurrency @MainActor
public final class NavigationBar: View {
    /// Whether the bar shows large titles. Default false.
    public var prefersLargeTitles = false
    /// Whether the bar is translucent. Default true.
    public var isTranslucent = true
    /// The bar's background tint, or nil. Recorded.
    public var barTintColor: Color?
    /// The style (UIBarStyle). Recorded.
    public var barStyle: BarStyle = .default
    /// The title's text attributes. Recorded.
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes. Recorded.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The look while content scrolls under the bar. Recorded.
    public var standardAppearance = NavigationBarAppearance()
    /// The look in a compact height, or nil for the standard one. Recorded.
    public var compactAppearance: NavigationBarAppearance?
    /// The look when content is scrolled to the top, or nil for the standard one. Recorded.
    public var scrollEdgeAppearance: NavigationBarAppearance?
    /// The look in a compact height at the scroll edge, or nil. Recorded.
    public var compactScrollEdgeAppearance: NavigationBarAppearance?
    /// The navigation controller whose bar this is.
    public private(set) weak var navigationController: NavigationController?

    /// A bar's style (UIBarStyle).
    public enum BarStyle: Int, Sendable, Hashable { case `default` = 0, black = 1 }

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        let width = navigationController.runtime.screen.bounds.width
        super.init(frame: Rect(x: 0, y: 0, width: width, height: 44))
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The items of the stack's controllers, root first (UIKit's `items`).
    public var items: [NavigationItem]? { navigationController?.viewControllers.map(\.navigationItem) }
    /// The top controller's item.
    public var topItem: NavigationItem? { navigationController?.topViewController?.navigationItem }
    /// The item under the top one.
    public var backItem: NavigationItem? {
        guard let stack = navigationController?.viewControllers, stack.count >= 2 else { return nil }
        return stack[stack.count - 2].navigationItem
    }
}

extension NavigationController {
    /// The navigation bar (UIKit's `navigationBar`), made on first access.
    public var navigationBar: NavigationBar {
        if let navigationBarStorage { return navigationBarStorage }
        let made = NavigationBar(navigationController: self)
        navigationBarStorage = made
        return made
    }

    /// Whether the bar is hidden: the bar's `isHidden`. Recorded (the bar is a model).
    public var isNavigationBarHidden: Bool {
        get { navigationBarStorage?.isHidden ?? false }
        set { navigationBar.isHidden = newValue }
    }

    /// UIKit's `setNavigationBarHidden(_:animated:)` (the animation is not modelled).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}
