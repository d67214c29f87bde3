import Foundation

/// Push, pop and stack replacement (rules N2-N10, traces T1 and T2).
extension NavigationController {
    /// Pushes `controller` (trace T1): `willMove(toParent:)` (inside the push, before the view
    /// loads), the view loads, old top `viewWillDisappear`, new top `viewWillAppear`, the new top's
    /// layout pass, old top `viewDidDisappear`, new top `viewDidAppear`, `didMove(toParent:)`.
    /// The stack already holds `controller` during these callbacks (rule N6).
    ///
    /// - Raises (recorded on the runtime, see ``UIKitException``): nothing changes when it throws. ``RuntimeError/Code/pushingSameViewController``
    ///   (rule N3, iOS 13+ text: "<NavigationController: ...> is pushing the same view controller
    ///   instance (<X>) more than once which is not supported and is most likely an error in the
    ///   application"); ``RuntimeError/Code/pushingNavigationController`` ("Pushing a navigation
    ///   controller is not supported") and ``RuntimeError/Code/pushingTabBarController`` (rule N4);
    ///   ``RuntimeError/Code/presentingActiveController`` for a presented controller or a window's root;
    ///   ``RuntimeError/Code/foreignRuntime``.
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        do { try checkedPushViewController(controller, animated: animated) } catch { runtime.raise(error) }
    }

    /// ``pushViewController``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedPushViewController(_ controller: ViewController, animated: Bool) throws {
        try validatePush(controller)
        if isInTransition {
            runtime.record(.nestedPushAnimation, "nested push animation can result in corrupted navigation bar")
            runtime.record(.unbalancedAppearanceTransition, "Unbalanced calls to begin/end appearance transitions for \(controller).")
            return
        }
        let oldTop = topViewController
        if controller.parent != nil { controller.removeFromParent() }
        viewControllers.append(controller)
        controller.callWillMove(toParent: self)
        attachChild(controller)
        oldTop?.movingToParentPending = false
        guard isVisibleForTransitions else {
            controller.callDidMove(toParent: self)
            return
        }
        transition(from: oldTop, to: controller, popping: nil, animated: animated)
    }

    /// Pops the top controller (trace T2) and returns it; nil for a one-element stack (rule N2) or
    /// during an in-flight transition (rule N10, with its diagnostic). The stack no longer holds it
    /// during the callbacks (rule N6). Order: `willMove(toParent: nil)`, popped `viewWillDisappear`,
    /// new top `viewWillAppear` (reloading its view if a warning unloaded it), popped
    /// `viewDidDisappear`, new top `viewDidAppear`, popped `didMove(toParent: nil)`.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        guard !isInTransition else {
            runtime.record(
                .unexpectedNavigationTransitionState,
                "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.")
            return nil
        }
        let popped = viewControllers.removeLast()
        popped.callWillMove(toParent: nil)
        finishRemoval(of: popped, revealing: topViewController, animated: animated)
        return popped
    }

    /// Pops every controller above `controller` and returns them, bottom first; empty if it is the top.
    /// Only the old top and `controller` get appearance callbacks; the controllers in between get no
    /// callbacks at all and their views are not loaded (rule N7).
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError/Code/poppingToMissingViewController`` ("Tried to pop to a view
    ///   controller that doesn't exist.") if `controller` is not on the stack (rule N5); nothing changes.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController] {
        do { return try checkedPopToViewController(controller, animated: animated) } catch {
            runtime.raise(error)
            return []
        }
    }

    /// ``popToViewController``, throwing the misuse instead of raising it (the package's own callers).
    @discardableResult
    package func checkedPopToViewController(_ controller: ViewController, animated: Bool) throws -> [ViewController] {
        guard controller.parent === self, let index = viewControllers.lastIndex(ofIdentical: controller) else {
            throw RuntimeError(.poppingToMissingViewController, "Tried to pop to a view controller that doesn't exist.")
        }
        return popAbove(index: index, animated: animated)
    }

    /// Pops to the root and returns the popped controllers, bottom first (rules N5, N7).
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        guard !viewControllers.isEmpty else { return [] }
        return popAbove(index: 0, animated: animated)
    }

    private func popAbove(index: Int, animated: Bool) -> [ViewController] {
        guard index < viewControllers.count - 1 else { return [] }
        guard !isInTransition else {
            runtime.record(
                .unexpectedNavigationTransitionState,
                "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.")
            return []
        }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        let oldTop = popped[popped.count - 1]
        detachSilently(popped.dropLast())
        oldTop.callWillMove(toParent: nil)
        finishRemoval(of: oldTop, revealing: topViewController, animated: animated)
        return popped
    }

    /// Replaces the stack with one transition (rule N8): no transition if the top is unchanged, a pop
    /// if the new top was already on the stack, a push otherwise. Removed controllers other than the
    /// old top get no callbacks (rule N7); added ones other than the new top get `willMove`/`didMove`
    /// and no appearance callbacks.
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError/Code/navigationViewControllersNotDistinct`` (`NSInternalInconsistencyException`) if a controller appears twice, or what
    ///   a push of each new controller would throw (rule N4); nothing changes.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        do { try checkedSetViewControllers(controllers, animated: animated) } catch { runtime.raise(error) }
    }

    /// ``setViewControllers``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedSetViewControllers(_ controllers: [ViewController], animated: Bool) throws {
        var seen = Set<ObjectIdentifier>()
        for controller in controllers {
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                throw RuntimeError(
                    .navigationViewControllersNotDistinct, "All view controllers in a navigation controller must be distinct (\(controller))")
            }
            if controller.parent !== self { try validatePush(controller, allowOnStack: true) }
        }
        guard !isInTransition else {
            runtime.record(
                .unexpectedNavigationTransitionState,
                "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.")
            return
        }
        let oldTop = topViewController
        let newTop = controllers.last
        let wasOnStack = newTop.map { $0.parent === self } ?? false
        let removed = viewControllers.filter { !seen.contains(ObjectIdentifier($0)) }
        let added = controllers.filter { $0.parent !== self }
        viewControllers = controllers
        for controller in added {
            if controller.parent != nil { controller.removeFromParent() }
            controller.callWillMove(toParent: self)
            attachChild(controller)
            if controller !== newTop { controller.callDidMove(toParent: self) }
        }
        for controller in controllers where controller !== newTop { controller.movingToParentPending = false }
        children = controllers + children.filter { child in !seen.contains(ObjectIdentifier(child)) }
        let oldTopRemoved = oldTop.map { top in removed.contains { $0 === top } } ?? false
        detachSilently(removed.filter { $0 !== oldTop || newTop === oldTop })
        if let newTop, newTop === oldTop { return }
        if let oldTop, oldTopRemoved {
            oldTop.callWillMove(toParent: nil)
            guard let newTop, !wasOnStack else { return finishRemoval(of: oldTop, revealing: newTop, animated: animated) }
            // N8: a new top that was not on the stack is pushed, even when the old top leaves
            // the stack with it; its move ends with didMove(toParent:) (N9), on screen or not.
            guard isVisibleForTransitions else {
                finishRemoval(of: oldTop, revealing: newTop, animated: animated)
                return newTop.callDidMove(toParent: self)
            }
            transition(from: oldTop, to: newTop, popping: oldTop, animated: animated, push: true)
        } else if let newTop {
            if !wasOnStack, !isVisibleForTransitions { newTop.callDidMove(toParent: self); return }
            guard isVisibleForTransitions else { return }
            transition(from: oldTop, to: newTop, popping: nil, animated: animated, completesMove: !wasOnStack)
        }
    }

    func validatePush(_ controller: ViewController, allowOnStack: Bool = false) throws {
        if controller.runtime !== runtime {
            throw RuntimeError(.foreignRuntime, "\(controller) belongs to another runtime than \(self)")
        }
        if controller is NavigationController {
            throw RuntimeError(.pushingNavigationController, "Pushing a navigation controller is not supported")
        }
        if controller is TabBarController {
            throw RuntimeError(.pushingTabBarController, "Pushing a tab bar controller is not supported")
        }
        if !allowOnStack, controller.parent === self {
            throw RuntimeError(
                .pushingSameViewController,
                "\(self) is pushing the same view controller instance (\(controller)) more than once which is not supported and is most likely an error in the application"
            )
        }
        if controller.presentingStorage != nil || controller.hostingWindow != nil || controller.isAncestor(of: self) {
            throw RuntimeError(.presentingActiveController, "Application tried to push an active controller \(controller).")
        }
    }

    /// Removes controllers without any callback (rule N7). O(children) in one pass.
    func detachSilently<C: Collection>(_ controllers: C) where C.Element == ViewController {
        guard !controllers.isEmpty else { return }
        let gone = Set(controllers.map(ObjectIdentifier.init))
        children.removeAll { gone.contains(ObjectIdentifier($0)) }
        for controller in controllers {
            controller.parent = nil
            controller.movingToParentPending = false
            if let view = controller.loadedView, view.superview === loadedView { view.detachFromSuperview() }
        }
    }

    /// The end of a pop: the appearance transition if visible, then the removal and `didMove(nil)`.
    func finishRemoval(of popped: ViewController, revealing newTop: ViewController?, animated: Bool) {
        guard isVisibleForTransitions else {
            if let view = popped.loadedView, view.superview === loadedView { view.detachFromSuperview() }
            popped.removeFromParent()
            return
        }
        transition(from: popped, to: newTop, popping: popped, animated: animated)
    }
}
