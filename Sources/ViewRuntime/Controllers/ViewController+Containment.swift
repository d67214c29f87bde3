import Foundation

/// Child controllers (rules C1-C6).
extension ViewController {
    /// Adds `child` as a child (rule C1): calls `child.willMove(toParent: self)` first, after
    /// removing it from a previous parent. The caller then adds the child's view and calls
    /// `child.didMove(toParent: self)` (rule C2).
    ///
    /// - Raises (recorded on the runtime, see ``UIKitException``): nothing changes when it throws.
    ///   ``RuntimeError/Code/foreignRuntime`` if `child` belongs to another runtime;
    ///   ``RuntimeError/Code/containmentCycle`` if `child` is this controller or one of its ancestors;
    ///   ``RuntimeError/Code/presentingActiveController`` if `child` is presented or a window's root;
    ///   ``RuntimeError/Code/hierarchyInconsistency`` (rule C5) if `child`'s view already sits under
    ///   the view of a controller that is neither this one nor its current parent.
    public func addChild(_ child: ViewController) {
        do { try checkedAddChild(child) } catch { runtime.raise(error) }
    }

    /// ``addChild``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedAddChild(_ child: ViewController) throws {
        try validateNewChild(child)
        guard child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.callWillMove(toParent: self)
        attachChild(child)
    }

    /// Removes this controller from its parent, then calls `didMove(toParent: nil)` (rule C3).
    /// The container calls `willMove(toParent: nil)` before. Does nothing without a parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.detachChild(self)
        callDidMove(toParent: nil)
    }

    /// Swaps two children's views (rule C6): adds `to.view` to the superview of `from.view`, removes
    /// `from.view` when done, and delivers appearance callbacks if the views are in a window
    /// (`from` will-disappear, `to` will-appear; then `from` did-disappear, `to` did-appear).
    /// With `duration > 0` the did-callbacks and `completion(true)` come when the virtual clock passes
    /// `duration`; otherwise synchronously. The caller manages `willMove`/`didMove`.
    ///
    /// - Raises (recorded on the runtime, see ``UIKitException``): nothing changes when it throws. ``RuntimeError/Code/transitionWithoutCommonParent``
    ///   unless both are children of this controller; ``RuntimeError/Code/transitionWithManualForwarding``
    ///   if this controller forwards appearance manually.
    public func transition(
        from: ViewController,
        to: ViewController,
        duration: Double,
        animations: (() -> Void)? = nil,
        completion: ((Bool) -> Void)? = nil
    ) {
        do { try checkedTransition(from: from, to: to, duration: duration, animations: animations, completion: completion) } catch {
            runtime.raise(error)
        }
    }

    /// ``transition``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedTransition(
        from: ViewController,
        to: ViewController,
        duration: Double,
        animations: (() -> Void)? = nil,
        completion: ((Bool) -> Void)? = nil
    ) throws {
        guard from.parent === self, to.parent === self else {
            throw RuntimeError(
                .transitionWithoutCommonParent,
                "Children view controllers \(from) and \(to) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
        }
        guard shouldAutomaticallyForwardAppearanceMethods else {
            throw RuntimeError(
                .transitionWithManualForwarding,
                "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:] is not supported when \(self) returns NO from shouldAutomaticallyForwardAppearanceMethods"
            )
        }
        let fromView = from.loadedView
        let container = fromView?.superview ?? loadViewIfRequired()
        let visible = container?.window != nil
        let animated = duration > 0
        if visible {
            from.beginAppearance(false, animated: animated)
            to.beginAppearance(true, animated: animated)
        }
        if let toView = to.loadViewIfRequired(), let container {
            toView.frame = fromView?.frame ?? container.bounds
            let index = fromView.flatMap { view in container.subviews.firstIndex { $0 === view } }
            container.insertWithoutChecks(toView, at: (index ?? container.subviews.count - 1) + 1)
            ViewController.forceLayout(toView)
        }
        animations?()
        let finish: @MainActor () -> Void = {
            if let fromView, fromView.superview === container { fromView.detachFromSuperview() }
            if visible {
                from.endAppearance()
                to.endAppearance()
            }
            completion?(true)
        }
        if animated { runtime.schedule(after: duration, finish) } else { finish() }
    }

    /// The top of this controller's containment tree (itself if it has no parent).
    var rootAncestor: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    func isAncestor(of controller: ViewController) -> Bool {
        var current: ViewController? = controller
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }

    func validateNewChild(_ child: ViewController) throws {
        if child.runtime !== runtime {
            throw RuntimeError(.foreignRuntime, "\(child) belongs to another runtime than \(self)")
        }
        if child.isAncestor(of: self) {
            throw RuntimeError(
                .containmentCycle, "child view controller:\(child) cannot be added to \(self), which is itself or one of its descendants")
        }
        if child.presentingStorage != nil || child.hostingWindow != nil {
            throw RuntimeError(.presentingActiveController, "Application tried to add an active controller \(child) as a child of \(self).")
        }
        if let childView = child.loadedView, let actual = childView.superview?.nearestViewController,
            actual !== self, actual !== child.parent
        {
            throw RuntimeError(
                .hierarchyInconsistency,
                "child view controller:\(child) should have parent view controller:\(self) but actual parent is:\(actual)"
            )
        }
    }

    /// The first half of replacing a container's children (a split's columns, a tab bar's
    /// tabs): `willMove(toParent: nil)` to each removed child, then each added one leaves its
    /// old parent, hears `willMove(toParent: self)` and is attached. The container lays out, then
    /// calls `removeFromParent()` on the removed and `didMove(toParent:)` on the added.
    func beginReplacingChildren(removed: [ViewController], added: [ViewController]) {
        for controller in removed { controller.callWillMove(toParent: nil) }
        for controller in added {
            if controller.parent != nil { controller.removeFromParent() }
            controller.callWillMove(toParent: self)
            attachChild(controller)
        }
    }

    /// Appends `child` without callbacks.
    func attachChild(_ child: ViewController) {
        children.append(child)
        child.parent = self
        child.movingToParentPending = true
    }

    /// Removes `child` without callbacks; searches from the end, so removing the last is O(1).
    func detachChild(_ child: ViewController) {
        if let index = children.lastIndex(ofIdentical: child) { children.remove(at: index) }
        child.parent = nil
        child.movingToParentPending = false
    }
}
