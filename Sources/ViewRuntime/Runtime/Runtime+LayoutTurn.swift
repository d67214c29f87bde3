import Foundation

extension Runtime {
    /// LP5, LP10: the end of a run-loop turn. UIKit runs the pending passes of every window then
    /// (update constraints, then layout), once for all the invalidations of the turn, so a
    /// `setNeedsLayout()` during a step is laid out at the step's end: each window's
    /// `layoutIfNeeded()`, in creation order. A window with nothing pending costs a walk of its
    /// views and calls nothing (T7).
    ///
    /// The scenario driver calls it after every step; call it yourself after driving the runtime
    /// by hand when you want UIKit's end-of-turn layout.
    public func runPendingLayoutPasses() {
        for window in allWindows where !window.isHidden { window.layoutIfNeeded() }
    }
}
