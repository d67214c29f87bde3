public import Foundation

/// Told about and asked to take over a ``SplitViewController``'s collapses, expansions and shows
/// (rules S3, S4). Every method has a default that leaves the work to the split view controller.
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Asked when the split collapses with a secondary: true means "handled, do nothing", false
    /// (default) makes the split call `primary.collapseSecondaryViewController(_:for:)`.
    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool
    /// Asked when the split expands: the new secondary, or nil (default) to let the split call
    /// `primary.separateSecondaryViewController(for:)`.
    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController?
    /// Asked by ``SplitViewController/showDetailViewController(_:sender:)``: true means handled.
    func splitViewController(_ splitViewController: SplitViewController, showDetail viewController: ViewController, sender: Any?) -> Bool
    /// Asked by ``SplitViewController/show(_:sender:)``: true means handled.
    func splitViewController(_ splitViewController: SplitViewController, show viewController: ViewController, sender: Any?) -> Bool
    /// Told before the effective display mode changes (not for collapse or expansion).
    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
}

extension SplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? { nil }
    public func splitViewController(_ splitViewController: SplitViewController, showDetail viewController: ViewController, sender: Any?) -> Bool {
        false
    }
    public func splitViewController(_ splitViewController: SplitViewController, show viewController: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
}

/// A primary and a secondary controller side by side: the runtime's UISplitViewController in its
/// classic style (rules S1-S5).
///
/// In a regular width both columns show, the primary according to ``displayMode``; in a compact
/// width (``Runtime/resize(to:)``, or at first display) the split collapses: the delegate is asked,
/// then a navigation-controller primary pushes the secondary, ``viewControllers`` becomes
/// `[primary]` and, last, ``isCollapsed`` becomes true. Back in a regular width it expands: the
/// delegate is asked, then the primary pops the secondary off, and ``isCollapsed`` becomes false.
/// Appearance callbacks reach a child only when its view actually enters or leaves the screen (S5).
@preconcurrency @MainActor
open class SplitViewController: ViewController {
    /// How the columns are arranged (rule S2).
    public enum DisplayMode: String, Sendable, Hashable, CaseIterable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    /// `[primary, secondary]`, or `[primary]` when collapsed or given one controller (rule S1).
    public internal(set) var viewControllers: [ViewController] = []
    /// True once collapsed, set after the collapse's delegate calls (rule S3).
    public internal(set) var isCollapsed = false
    /// Asked and told about collapses and shows (weak).
    public weak var delegate: (any SplitViewControllerDelegate)?
    /// The mode you ask for (rule S2). Changing it on screen shows or hides the primary with
    /// appearance callbacks. Default ``DisplayMode/automatic``.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { displayModeMayChange(from: oldDisplayMode(preferred: oldValue)) }
    }
    /// The width of the primary column when beside the secondary. Default 320.
    public var preferredPrimaryColumnWidth: Double = 320

    /// Creates a split view controller without children.
    public override init(runtime: Runtime) {
        super.init(runtime: runtime)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a split view controller without children, of the current runtime (``Runtime/current``).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The first controller.
    public var primaryViewController: ViewController? { viewControllers.first }
    /// The second controller, if any.
    public var secondaryViewController: ViewController? { viewControllers.count > 1 ? viewControllers[1] : nil }

    /// The effective mode (rule S2): the preferred one, or for ``DisplayMode/automatic`` one column
    /// beside the secondary in landscape and the secondary only in portrait; while collapsed
    /// ``DisplayMode/oneBesideSecondary`` (the one column shows).
    public var displayMode: DisplayMode {
        if isCollapsed { return .oneBesideSecondary }
        return effectiveMode(preferred: preferredDisplayMode)
    }

    func effectiveMode(preferred: DisplayMode) -> DisplayMode {
        guard preferred == .automatic else { return preferred }
        return runtime.screen.orientation == .landscape ? .oneBesideSecondary : .secondaryOnly
    }

    private func oldDisplayMode(preferred: DisplayMode) -> DisplayMode {
        isCollapsed ? .oneBesideSecondary : effectiveMode(preferred: preferred)
    }

    /// A split view controller handles both ``ShowAction/show`` and ``ShowAction/showDetail``.
    open override func targetViewController(forAction action: ShowAction, sender: Any?) -> ViewController? { self }

    /// Lets the delegate take over; else a navigation-controller primary pushes `controller`, and
    /// otherwise the window's root presents it (rule S4).
    open override func show(_ controller: ViewController, sender: Any?) {
        if let delegate, delegate.splitViewController(self, show: controller, sender: sender) { return }
        if let navigation = primaryViewController as? NavigationController {
            navigation.pushViewController(controller, animated: runtime.areAnimationsEnabled)
        } else {
            do { try presentFromWindowRoot(controller) } catch { runtime.raise(error) }
        }
    }

    /// Lets the delegate take over (rule S4); else, collapsed, shows `controller` on the primary
    /// (pushed by a navigation controller) and, expanded, makes it the secondary (the old one
    /// disappears and is removed, the new one appears if on screen).
    open override func showDetailViewController(_ controller: ViewController, sender: Any?) {
        if let delegate, delegate.splitViewController(self, showDetail: controller, sender: sender) { return }
        if isCollapsed {
            show(controller, sender: sender)
        } else {
            do { try replaceSecondary(with: controller) } catch { runtime.raise(error) }
        }
    }

    /// Only the children whose views are in the split's view get appearance callbacks (rule S5).
    override func prepareChildrenForAppearance() {
        if runtime.screen.traitCollection.horizontalSizeClass == .compact, !isCollapsed {
            collapse()
        }
        syncChildViews()
    }
}
