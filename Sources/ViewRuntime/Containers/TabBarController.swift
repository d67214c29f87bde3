public import Foundation

/// Asked and told about user taps on a ``TabBarController``'s tabs (rule TB6).
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Asked only for user taps (``TabBarController/userTapTab(at:)``); false keeps the current tab.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Told after a user tap selected `viewController`, even if it was already selected; never for
    /// programmatic selection.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// The list shown at the root of the More navigation controller.
final class MoreListController: ViewController {}

/// Tabs of controllers, one shown at a time: the runtime's UITabBarController (rules TB1-TB7).
///
/// Tab views load lazily: only the selected tab's view loads when the tab bar controller appears,
/// others on their first selection (rule TB2). With six or more controllers the bar shows the first
/// four and a More tab (rule TB5): ``moreNavigationController``, which is never in ``viewControllers``
/// and shows a controller selected past the fourth pushed on its list.
@preconcurrency @MainActor
open class TabBarController: ViewController {
    /// `selectedIndex` while the More list itself is selected (UIKit's `NSNotFound`).
    public static let notFound = Int.max

    /// The controllers, in tab order; nil until set (rule TB1). Setting it is
    /// ``setViewControllers(_:animated:)`` without animation (nil sets no tabs), as in UIKit.
    public var viewControllers: [ViewController]? {
        get { viewControllersStorage }
        set { setViewControllers(newValue ?? [], animated: false) }
    }
    var viewControllersStorage: [ViewController]?
    /// Told about user taps (held weakly).
    public weak var delegate: (any TabBarControllerDelegate)?
    var selectedIndexStorage: Int?
    var moreStorage: NavigationController?
    /// The tab bar, made on first access (TabBarController+Bar.swift).
    var tabBarStorage: TabBar?

    /// Creates a tab bar controller with no tabs.
    public override init(runtime: Runtime) {
        super.init(runtime: runtime)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a tab bar controller with no tabs, of the current runtime (``Runtime/current``).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The navigation controller of the More tab; created on first use, never in ``viewControllers``.
    public var moreNavigationController: NavigationController {
        if let moreStorage { return moreStorage }
        let list = MoreListController(runtime: runtime)
        list.title = "More"
        let more = NavigationController(rootViewController: list)
        moreStorage = more
        return more
    }

    /// Whether the bar shows a More tab (six or more controllers).
    public var showsMoreTab: Bool { (viewControllers?.count ?? 0) >= 6 }

    /// The index of the selected controller in ``viewControllers``; ``notFound`` with nothing selected
    /// or while the More list is selected. Setting an index out of range records an `ignoredMisuse`
    /// diagnostic; use ``selectTab(at:)`` to get the error.
    public var selectedIndex: Int {
        get { selectedIndexStorage ?? Self.notFound }
        set {
            do { try selectTab(at: newValue) } catch let error as RuntimeError {
                runtime.record(.ignoredMisuse, error.message)
            } catch {}
        }
    }

    /// The selected controller: an element of ``viewControllers``, the More navigation controller
    /// while its list is selected, or nil.
    public var selectedViewController: ViewController? {
        guard let index = selectedIndexStorage else { return nil }
        if index == Self.notFound { return moreStorage }
        return viewControllers?[index]
    }

    /// The controllers behind the tab bar's items, in order: all of them, or the first four and
    /// the More navigation controller.
    public var tabItemControllers: [ViewController] {
        guard let controllers = viewControllers else { return [] }
        return showsMoreTab ? Array(controllers.prefix(4)) + [moreNavigationController] : controllers
    }

    /// The child whose view is shown: the selected controller, or the More navigation controller
    /// when the selection is under More.
    var displayedController: ViewController? {
        guard let index = selectedIndexStorage else { return nil }
        if index == Self.notFound || (showsMoreTab && index >= 4) { return moreNavigationController }
        return viewControllers?[index]
    }

    override var isTransitionInFlight: Bool { presentationInFlight }

    /// Every tab (those under More are not ``children``) and the More navigation controller once
    /// made: UIKit keeps `moreNavigationController` for the tab bar controller's life.
    override package var keptControllers: [ViewController] {
        var kept = viewControllersStorage ?? []
        if let moreStorage { kept.append(moreStorage) }
        return kept
    }

    /// Selects the tab holding `subsequentViewController` (rule SB6, step 4).
    open override func unwind(for unwindSegue: Segue, towards subsequentViewController: ViewController) {
        guard let index = viewControllers?.firstIndex(where: { $0 === subsequentViewController }) else {
            if subsequentViewController === moreStorage { select(index: Self.notFound) }
            return
        }
        select(index: index)
    }

    override func childrenForAppearanceForwarding() -> [ViewController] {
        guard let shown = displayedController, let mine = loadedView,
            let theirs = shown.loadedView, theirs.superview === mine
        else { return [] }
        return [shown]
    }

    override func prepareChildrenForAppearance() {
        guard let mine = loadedView else { return }
        let shown = displayedController
        for child in children where child !== shown {
            if let view = child.loadedView, view.superview === mine { view.detachFromSuperview() }
        }
        guard let shown, let view = shown.loadViewIfRequired(), view.superview !== mine else { return }
        view.frame = mine.bounds
        mine.addWithoutChecks(view)
    }
}
