import Foundation

/// The appearance state machine (UIKIT-SPEC §0, rules A1-A6, C4).
///
/// `beginAppearance(true)` moves `disappeared`/`disappearing` to `appearing` and calls
/// `viewWillAppear`; `beginAppearance(false)` moves `appeared`/`appearing` to `disappearing` and calls
/// `viewWillDisappear`; `endAppearance()` completes whichever is in progress with the matching "did".
/// Any other call is a no-op, so nested containers never deliver a callback twice. Moving from
/// `appearing` straight to `disappearing` is allowed: it is the cancelled interactive pop of trace T3.
/// The parent's callback comes first, then its children's (rule A6).
extension ViewController {
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        if appearing {
            guard appearState == .disappeared || appearState == .disappearing else { return }
            loadViewIfRequired()
            isMovingToParent = movingToParentPending
            appearState = .appearing
            lastAppearanceAnimated = animated
            callViewWillAppear(animated)
        } else {
            guard appearState == .appeared || appearState == .appearing else { return }
            appearState = .disappearing
            lastAppearanceAnimated = animated
            callViewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        if appearing { prepareChildrenForAppearance() }
        for child in childrenForAppearanceForwarding() {
            child.beginAppearance(appearing, animated: animated)
        }
    }

    func endAppearance() {
        switch appearState {
        case .appearing:
            appearState = .appeared
            callViewDidAppear(lastAppearanceAnimated)
            isMovingToParent = false
            movingToParentPending = false
            isBeingPresented = false
        case .disappearing:
            appearState = .disappeared
            callViewDidDisappear(lastAppearanceAnimated)
            isMovingFromParent = false
            isBeingDismissed = false
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenForAppearanceForwarding() { child.endAppearance() }
    }

    /// Tells this controller that its view will appear (`true`) or disappear (`false`); a container
    /// that forwards appearance manually calls it on each child (rule C4). Forwards to this
    /// controller's own children unless it forwards manually too.
    ///
    /// A call that does not start a transition (one already in progress, or the controller already
    /// in the requested state) records the diagnostic "Unbalanced calls to begin/end appearance
    /// transitions for <X>." (rule A5) and is ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let expected: AppearanceState = isAppearing ? .disappeared : .appeared
        guard appearState == expected else {
            runtime.record(.unbalancedAppearanceTransition, "Unbalanced calls to begin/end appearance transitions for \(self).")
            return
        }
        beginAppearance(isAppearing, animated: animated)
    }

    /// Completes the transition started by ``beginAppearanceTransition(_:animated:)`` with
    /// `viewDidAppear` or `viewDidDisappear`. Without one in progress it records the A5 diagnostic and
    /// is ignored.
    public func endAppearanceTransition() {
        guard appearState == .appearing || appearState == .disappearing else {
            runtime.record(.unbalancedAppearanceTransition, "Unbalanced calls to begin/end appearance transitions for \(self).")
            return
        }
        endAppearance()
    }

    /// Whether the view is in a window and the controller appeared or is appearing.
    var isOnScreen: Bool {
        guard appearState == .appeared || appearState == .appearing else { return false }
        return loadedView?.window != nil
    }

    /// Runs the layout pass of `view` now, forcing it (transitions lay out the incoming view).
    static func forceLayout(_ view: View?) {
        guard let view else { return }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }
}
