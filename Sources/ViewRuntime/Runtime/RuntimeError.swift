import Foundation

/// A misuse that UIKit raises an exception for.
///
/// The runtime throws it instead of trapping, and guarantees that the call that threw changed nothing.
/// ``message`` is UIKit's text (with `<Class: label>` where UIKit prints `<Class: 0x...>`), and
/// ``description`` is the message.
///
/// The module's one error type: the table engine's and the layout solver's own errors stay
/// inside the package and reach callers as a `RuntimeError` (the table's with the same code
/// name and message). Codes are static members of an extensible struct, so a new misuse adds
/// a code and breaks no `switch`.
public struct RuntimeError: Error, RuntimeMessage, Hashable, Sendable {
    /// What went wrong, as a stable code to test against; its name is its ``rawValue``.
    public struct Code: RuntimeMessageCode {
        public let rawValue: String
        package init(_ rawValue: String) { self.rawValue = rawValue }

        /// N3: the controller is already on the navigation stack.
        public static let pushingSameViewController = Code("pushingSameViewController")
        /// N4: a navigation controller cannot be pushed.
        public static let pushingNavigationController = Code("pushingNavigationController")
        /// N4 [R]: a tab bar controller cannot be pushed.
        public static let pushingTabBarController = Code("pushingTabBarController")
        /// N5: popping to a controller that is not on the stack.
        public static let poppingToMissingViewController = Code("poppingToMissingViewController")
        /// A stack or tab list that names the same controller twice.
        public static let duplicateViewControllers = Code("duplicateViewControllers")
        /// N8: `setViewControllers` on a navigation controller naming one controller twice, an
        /// assertion in UIKit (`NSInternalInconsistencyException: All view controllers in a
        /// navigation controller must be distinct`, seen in WordPress-iOS#15337's crash reports).
        public static let navigationViewControllersNotDistinct = Code("navigationViewControllersNotDistinct")
        /// P3: presenting a controller that is already active (presented, a child, or a window's root).
        public static let presentingActiveController = Code("presentingActiveController")
        /// C5: a child's view is put under a view whose controller is not the child's parent.
        public static let hierarchyInconsistency = Code("hierarchyInconsistency")
        /// C1/C5: a controller added as its own child or as a child of its own descendant.
        public static let containmentCycle = Code("containmentCycle")
        /// L8: a view is given to a second controller.
        public static let viewAlreadyOwned = Code("viewAlreadyOwned")
        /// C6: `transition(from:to:)` between controllers that are not both children of the receiver.
        public static let transitionWithoutCommonParent = Code("transitionWithoutCommonParent")
        /// C6: `transition(from:to:)` on a container that forwards appearance manually.
        public static let transitionWithManualForwarding = Code("transitionWithManualForwarding")
        /// L5: `loadView` left `view` nil, or loading re-entered itself past the depth limit.
        public static let viewNotLoaded = Code("viewNotLoaded")
        /// A subview cycle: a view added to itself or to one of its descendants.
        public static let viewHierarchyCycle = Code("viewHierarchyCycle")
        /// Objects of two different runtimes were combined.
        public static let foreignRuntime = Code("foreignRuntime")
        /// TB4: an index outside a tab bar controller's `viewControllers`.
        public static let tabIndexOutOfRange = Code("tabIndexOutOfRange")
        /// TB4: selecting a controller that is not one of the tab bar controller's.
        public static let tabNotInViewControllers = Code("tabNotInViewControllers")
        /// SB1: `instantiateViewController(withIdentifier:)` with an identifier the storyboard lacks.
        public static let unknownStoryboardIdentifier = Code("unknownStoryboardIdentifier")
        /// SB1: `instantiateInitialViewController()` on a storyboard without an initial scene.
        public static let noInitialViewController = Code("noInitialViewController")
        /// SB4: `performSegue` from a controller that did not come from a storyboard.
        public static let noStoryboard = Code("noStoryboard")
        /// SB4: `performSegue` with an identifier the source's scene lacks.
        public static let unknownSegueIdentifier = Code("unknownSegueIdentifier")
        /// SB4: a custom segue with neither a perform handler nor a `perform()` override.
        public static let customSegueWithoutPerform = Code("customSegueWithoutPerform")
        /// PV2: the wrong number of controllers for a page view controller's configuration.
        public static let pageCountMismatch = Code("pageCountMismatch")
        /// PV3: a mid spine without double-sided pages.
        public static let midSpineRequiresDoubleSided = Code("midSpineRequiresDoubleSided")
        /// S1: a split view controller given other than one or two controllers.
        public static let splitViewControllerCount = Code("splitViewControllerCount")
    }

    public let code: Code
    /// UIKit's exception text.
    public let message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}
