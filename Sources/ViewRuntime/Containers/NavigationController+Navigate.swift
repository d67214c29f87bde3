import Foundation

/// The appearance transition shared by push, pop and stack replacement.
extension NavigationController {
    /// Moves from `outgoing` to `incoming` on screen. A push (`popping == nil`, or `push` true)
    /// loads the incoming view first, puts it on top and ends with its `didMove(toParent:)`; a pop
    /// loads it inside `viewWillAppear`'s begin and puts it below. `popping` leaves the stack at
    /// the end: N8's push that replaces the old top passes both (`push: true`, `popping: oldTop`).
    /// Animated, the did-half runs when the clock passes the transition duration.
    func transition(
        from outgoing: ViewController?,
        to incoming: ViewController?,
        popping: ViewController?,
        animated: Bool,
        completesMove: Bool = true,
        push: Bool? = nil
    ) {
        let isPush = push ?? (popping == nil)
        if isPush { incoming?.loadViewIfRequired() }
        outgoing?.beginAppearance(false, animated: animated)
        incoming?.beginAppearance(true, animated: animated)
        let container = loadedView
        if let incoming, let view = incoming.loadedView, let container {
            view.frame = container.bounds
            if isPush {
                container.addWithoutChecks(view)
            } else {
                let outgoingView = outgoing?.loadedView
                let index = container.subviews.firstIndex { $0 === outgoingView } ?? 0
                container.insertWithoutChecks(view, at: index)
            }
            ViewController.forceLayout(view)
        }
        let finish: @MainActor () -> Void = { [self] in
            if let view = outgoing?.loadedView, view.superview === container { view.detachFromSuperview() }
            outgoing?.endAppearance()
            incoming?.endAppearance()
            if isPush, completesMove { incoming?.callDidMove(toParent: self) }
            popping?.removeFromParent()
            isInTransition = false
        }
        if animated {
            isInTransition = true
            runtime.schedule(after: runtime.settings.transitionDuration, finish)
        } else {
            finish()
        }
    }

    /// Starts an interactive pop (the edge swipe): the top leaves the stack, gets
    /// `willMove(toParent: nil)` and `viewWillDisappear`, and the controller below gets
    /// `viewWillAppear`. Returns nil (and does nothing) if the stack has one element, the navigation
    /// controller is not on screen, or a transition is in flight.
    ///
    /// Finishing it gives trace T2; cancelling it gives trace T3.
    public func beginInteractivePop() -> InteractivePopTransition? {
        guard viewControllers.count > 1, !isInTransition, isVisibleForTransitions else { return nil }
        let popped = viewControllers.removeLast()
        guard let revealed = topViewController else { return nil }
        popped.callWillMove(toParent: nil)
        popped.beginAppearance(false, animated: true)
        revealed.beginAppearance(true, animated: true)
        if let view = revealed.loadedView, let container = loadedView {
            view.frame = container.bounds
            let poppedView = popped.loadedView
            let index = container.subviews.firstIndex { $0 === poppedView } ?? 0
            container.insertWithoutChecks(view, at: index)
            ViewController.forceLayout(view)
        }
        isInTransition = true
        return InteractivePopTransition(navigationController: self, popped: popped, revealed: revealed)
    }

    func completeInteractivePop(popped: ViewController, revealed: ViewController) {
        if let view = popped.loadedView, view.superview === loadedView { view.detachFromSuperview() }
        popped.endAppearance()
        revealed.endAppearance()
        popped.removeFromParent()
        isInTransition = false
    }

    func cancelInteractivePop(popped: ViewController, revealed: ViewController) {
        revealed.beginAppearance(false, animated: true)
        if let view = revealed.loadedView, view.superview === loadedView { view.detachFromSuperview() }
        revealed.endAppearance()
        popped.beginAppearance(true, animated: true)
        popped.endAppearance()
        viewControllers.append(popped)
        popped.callDidMove(toParent: self)
        isInTransition = false
    }
}
