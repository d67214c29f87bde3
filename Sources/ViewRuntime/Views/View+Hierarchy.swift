import Foundation

extension View {
    /// True if `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The controller of the nearest view, from this one up, that is a controller's root view.
    package var nearestViewController: ViewController? {
        var current: View? = self
        while let view = current {
            if let owner = view.owningController { return owner }
            current = view.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    ///
    /// If `view` is a controller's root view and this view is in a window, the controller gets
    /// `viewWillAppear` before the view is added and `viewDidAppear` after the layout pass (rule A4),
    /// unless its parent forwards appearance manually.
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError/Code/viewHierarchyCycle`` ("Can't add self as subview") if `view` is this
    ///   view or one of its ancestors; ``RuntimeError/Code/hierarchyInconsistency`` (rule C5) if `view`
    ///   is the root view of a child controller and the nearest controller above this view is not its
    ///   parent. Nothing changes when it throws.
    public func addSubview(_ view: View) {
        do { try checkedAddSubview(view) } catch { raisingRuntime.raise(error) }
    }

    /// ``addSubview``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedAddSubview(_ view: View) throws {
        try checkedInsertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped) among the subviews. Same rules as ``addSubview(_:)``.
    public func insertSubview(_ view: View, at index: Int) {
        do { try checkedInsertSubview(view, at: index) } catch { raisingRuntime.raise(error) }
    }

    /// ``insertSubview``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedInsertSubview(_ view: View, at index: Int) throws {
        if isDescendant(of: view) {
            throw RuntimeError(.viewHierarchyCycle, "Can't add self as subview")
        }
        if let child = view.owningController, let parent = child.parent,
            let actual = nearestViewController, actual !== parent
        {
            throw RuntimeError(
                .hierarchyInconsistency,
                "child view controller:\(child) should have parent view controller:\(parent) but actual parent is:\(actual)"
            )
        }
        let owner = view.owningController
        let entersWindow = window != nil && view.window == nil
        let forwards = owner.map { $0.parent?.shouldAutomaticallyForwardAppearanceMethods ?? true } ?? false
        if let owner, entersWindow, forwards, owner.appearState == .disappeared {
            owner.beginAppearance(true, animated: false)
            insertWithoutChecks(view, at: index)
            view.layoutIfNeeded()
            owner.endAppearance()
        } else {
            insertWithoutChecks(view, at: index)
        }
    }

    /// Inserts `view` just below `sibling` (or on top if `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        do { try checkedInsertSubview(view, belowSubview: sibling) } catch { raisingRuntime.raise(error) }
    }

    /// ``insertSubview``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedInsertSubview(_ view: View, belowSubview sibling: View) throws {
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        try checkedInsertSubview(view, at: index)
    }

    /// Removes this view from its superview. If it is the root view of an appeared controller in a
    /// window, that controller gets `viewWillDisappear` before and `viewDidDisappear` after (rule A4),
    /// unless its parent forwards appearance manually.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        if let owner = owningController, window != nil,
            owner.parent?.shouldAutomaticallyForwardAppearanceMethods ?? true,
            owner.appearState == .appeared
        {
            owner.beginAppearance(false, animated: false)
            detachFromSuperview()
            owner.endAppearance()
        } else {
            detachFromSuperview()
        }
    }

    // MARK: Runtime-internal tree edits (no appearance side effects, no checks)

    func insertWithoutChecks(_ view: View, at index: Int) {
        view.detachFromSuperview()
        let position = min(max(0, index), subviews.count)
        // Appending (the common case) is cheaper than a general insert (replaceSubrange).
        if position == subviews.count { subviews.append(view) } else { subviews.insert(view, at: position) }
        view.superview = self
        if view.layoutStorage?.engine != nil { layoutMergeEngine(of: view) }
        if let runtime = window?.runtime { view.display(runtime: runtime) }
    }

    func addWithoutChecks(_ view: View) {
        insertWithoutChecks(view, at: subviews.count)
    }

    func detachFromSuperview() {
        guard let parent = superview else { return }
        (parent as? StackView)?.subviewWillLeave(self)
        let movingConstraints = layoutConstraintsLeavingWithSubtree()
        if let index = parent.subviews.lastIndex(ofIdentical: self) {
            parent.subviews.remove(at: index)
        }
        superview = nil
        layoutAdoptDetachedConstraints(movingConstraints)
    }
}

extension View {
    /// The runtime a misuse of this view is raised on: its window's, else its nearest controller's,
    /// else the current one (``Runtime/current``).
    var raisingRuntime: Runtime {
        window?.runtime ?? nearestViewController?.runtime ?? Runtime.current
    }
}
