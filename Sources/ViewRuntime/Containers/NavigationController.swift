public import Foundation

/// A stack of controllers, the top one shown: the runtime's UINavigationController (rules N1-N13).
///
/// Index 0 of ``viewControllers`` is the root, the last is ``topViewController``, and every element is a
/// child (rule N1). Push and pop are O(1) amortized at any depth: the duplicate check of rule N3 is a
/// parent-pointer test, and children are removed from the end. Showing the stack again (a tab
/// switch, rule N13) looks at the navigation controller's own subviews, not at the stack.
///
/// Transitions: with the navigation controller's view in a window, a push or pop delivers the traces
/// T1 and T2; animated, the will-callbacks come at once and the did-callbacks when the virtual clock
/// passes ``RuntimeSettings/transitionDuration``. Off screen, the stack changes and appearance is
/// deferred until the navigation controller appears (rule N13). While an animated or interactive
/// transition is in flight, further pushes and pops log UIKit's diagnostics and are ignored (rule N10).
@preconcurrency @MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    @exclusivity(unchecked) public internal(set) final var viewControllers: [ViewController] = []
    /// True while an animated or interactive transition is in flight.
    @exclusivity(unchecked) public internal(set) final var isInTransition = false
    /// The navigation bar, made on first access (NavigationController+Bar.swift).
    @exclusivity(unchecked) final var navigationBarStorage: NavigationBar?
    /// Whether a tap on the content hides and shows the bars (recorded: taps on content are not
    /// simulated).
    public var hidesBarsOnTap = false
    /// Whether a swipe hides the bars (recorded).
    public var hidesBarsOnSwipe = false
    /// Whether the keyboard hides the bars (recorded).
    public var hidesBarsWhenKeyboardAppears = false
    /// Whether the toolbar is hidden. Default true, as in UIKit (recorded).
    public var isToolbarHidden = true

    /// Shows or hides the toolbar: UIKit's `setToolbarHidden(_:animated:)` (recorded).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Creates an empty navigation controller. ``definesPresentationContext`` is true (rule N12).
    public override init(runtime: Runtime) {
        super.init(runtime: runtime)
        definesPresentationContext = true
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an empty navigation controller of the current runtime (``Runtime/current``).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true
    }

    /// Creates a navigation controller of `rootViewController`'s runtime with it as the root.
    /// A root that could not be pushed (rule N4) is left out with an `ignoredMisuse` diagnostic.
    public init(rootViewController: ViewController) {
        super.init(runtime: rootViewController.runtime)
        definesPresentationContext = true
        do { try checkedPushViewController(rootViewController, animated: false) } catch let error as RuntimeError {
            runtime.record(.ignoredMisuse, error.message)
        } catch {}
    }

    /// The last controller of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The top-most controller presented over the navigation controller if any, else the top (rule N1).
    public var visibleViewController: ViewController? {
        guard var presented = presentedViewController else { return topViewController }
        while let next = presented.presentedStorage { presented = next }
        return presented
    }

    /// The left bar item shown for the top controller (rule N11): its `leftBarButtonItem`, else the
    /// previous controller's `backBarButtonItem`, else a back button titled with the previous
    /// controller's title ("Back" if it has none or it is longer than 12 characters). Nil for the root.
    /// Reading it loads no view.
    public var topLeftBarButtonItem: BarButtonItem? {
        guard let top = topViewController else { return nil }
        if let left = top.navigationItemStorage?.leftBarButtonItem { return left }
        guard viewControllers.count >= 2 else { return nil }
        let previous = viewControllers[viewControllers.count - 2]
        if let back = previous.navigationItem.backBarButtonItem { return back }
        let title = previous.navigationItem.title ?? previous.title
        guard let title, !title.isEmpty, title.count <= 12 else { return BarButtonItem(title: "Back") }
        return BarButtonItem(title: title)
    }

    override var isTransitionInFlight: Bool { isInTransition || presentationInFlight }

    // MARK: Show, unwind and split collapse

    /// A navigation controller handles ``ShowAction/show`` (it pushes).
    open override func targetViewController(forAction action: ShowAction, sender: Any?) -> ViewController? {
        action == .show ? self : super.targetViewController(forAction: action, sender: sender)
    }

    /// Pushes `controller` (animated unless ``Runtime/areAnimationsEnabled`` is false).
    open override func show(_ controller: ViewController, sender: Any?) {
        pushViewController(controller, animated: runtime.areAnimationsEnabled)
    }

    /// The stack searched top first (rule SB6).
    open override func allowedChildrenForUnwinding(from source: UnwindSegueSource) -> [ViewController] {
        super.allowedChildrenForUnwinding(from: source).reversed()
    }

    /// Pops to `subsequentViewController` if it is on the stack below the top.
    open override func unwind(for unwindSegue: Segue, towards subsequentViewController: ViewController) {
        guard subsequentViewController !== topViewController,
            viewControllers.contains(where: { $0 === subsequentViewController })
        else { return }
        _ = try? checkedPopToViewController(subsequentViewController, animated: runtime.areAnimationsEnabled)
    }

    /// S3: pushes the secondary (a secondary navigation controller gives up its stack, which is
    /// pushed controller by controller) without animation.
    open override func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {
        let incoming: [ViewController]
        if let secondaryNavigation = secondaryViewController as? NavigationController {
            incoming = secondaryNavigation.viewControllers
            try? secondaryNavigation.checkedSetViewControllers([], animated: false)
        } else {
            incoming = [secondaryViewController]
        }
        for controller in incoming { try? checkedPushViewController(controller, animated: false) }
    }

    /// S3: pops the top (if the stack has more than the root) and returns it.
    open override func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return popViewController(animated: false)
    }

    /// Only the top's view is inside the navigation controller's view.
    override func childrenForAppearanceForwarding() -> [ViewController] {
        guard let top = topViewController, let mine = loadedView,
            let theirs = top.loadedView, theirs.superview === mine
        else { return [] }
        return [top]
    }

    /// Before the navigation controller appears, make the top's view its only child view
    /// (loading it if needed): the deferred appearance of rule N13.
    override func prepareChildrenForAppearance() {
        guard !isInTransition else { return }
        installTopView()
    }

    /// Detaches every other child's view found in the navigation controller's view, then puts the
    /// top's view there. O(subviews of the navigation controller's view), not O(depth): it looks at
    /// the few views inside, not at the stack, so that showing a deep stack (a tab switch, a
    /// dismissal over it) does not touch every controller of the stack.
    func installTopView() {
        guard let mine = loadedView else { return }
        let top = topViewController
        for view in mine.subviews {
            guard let owner = view.owningController, owner !== top, owner.parent === self else { continue }
            view.detachFromSuperview()
        }
        guard let top = topViewController, let view = top.loadViewIfRequired() else { return }
        if view.superview !== mine {
            view.frame = mine.bounds
            mine.addWithoutChecks(view)
        }
    }

    /// Whether a transition would be visible: the view is in a window and the navigation
    /// controller appeared or is appearing.
    var isVisibleForTransitions: Bool { isOnScreen }
}
