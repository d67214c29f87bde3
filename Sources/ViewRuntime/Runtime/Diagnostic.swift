import Foundation

/// Something UIKit only logs: the runtime records it, tells the observer, and ignores the call.
public struct Diagnostic: RuntimeMessage, Hashable, Sendable {
    /// What was logged, as a stable code to test against.
    public struct Code: RuntimeMessageCode {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A5: overlapping or unmatched begin/end appearance transitions.
        public static let unbalancedAppearanceTransition = Code("unbalancedAppearanceTransition")
        /// N10: a push while a navigation transition is in flight.
        public static let nestedPushAnimation = Code("nestedPushAnimation")
        /// N10: a pop while a navigation transition is in flight.
        public static let unexpectedNavigationTransitionState = Code("unexpectedNavigationTransitionState")
        /// P3: presenting from a controller that already presents another.
        public static let alreadyPresenting = Code("alreadyPresenting")
        /// P3: presenting from a controller whose view is not in a window.
        public static let presenterNotInWindow = Code("presenterNotInWindow")
        /// P3: presenting while a presentation or dismissal of the same presenter is in flight.
        public static let presentationInProgress = Code("presentationInProgress")
        /// A dismissal while a presentation or dismissal is in flight.
        public static let dismissalInProgress = Code("dismissalInProgress")
        /// L5: `loadView` did not set `view` (UIKit would crash later, recursing).
        public static let loadViewDidNotSetView = Code("loadViewDidNotSetView")
        /// A thrown-error condition met where nothing can throw (a property setter, a queued operation).
        public static let ignoredMisuse = Code("ignoredMisuse")
        /// A storyboard scene names a controller or view class nobody registered ("Unknown class X in
        /// Interface Builder file."); a plain controller or view is made instead.
        public static let unknownStoryboardClass = Code("unknownStoryboardClass")
        /// A storyboard outlet, action or embed names a view the scene does not have.
        public static let unknownStoryboardView = Code("unknownStoryboardView")
        /// SB6: no controller accepted an unwind action; nothing happens.
        public static let unwindDestinationNotFound = Code("unwindDestinationNotFound")
        /// PV4: a swipe on a page view controller without a data source (no gesture recognizers).
        public static let pageGestureWithoutDataSource = Code("pageGestureWithoutDataSource")
        /// P6/TR3: a sheet or popover presented in a compact width was adapted to full screen
        /// (``RuntimeSettings/adaptsSheetsInCompactWidth``); recorded so the trace shows the choice.
        /// UIKit logs nothing here: this is the harness naming a modelling setting.
        public static let presentationAdapted = Code("presentationAdapted")
        /// UIKit raised an exception (``UIKitException``); the message is `NAME: reason`. The call did
        /// nothing, and the step or test that made it fails.
        public static let exceptionRaised = Code("exceptionRaised")
        /// A page turn, split change or popover dismissal while another transition is in flight.
        public static let transitionInProgress = Code("transitionInProgress")
        /// RL5, TK8: the main run loop still had work due after its most turns at one time (a
        /// block that re-enqueues itself); the rest waits for the next settle.
        public static let mainRunLoopNeverQuiescent = Code("mainRunLoopNeverQuiescent")
    }

    public let code: Code
    /// UIKit's console text.
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}
