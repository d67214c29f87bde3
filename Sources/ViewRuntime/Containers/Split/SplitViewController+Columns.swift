import Foundation

/// Children, columns, collapse and expansion (rules S1-S5).
extension SplitViewController {
    /// Replaces the children with `[primary]` or `[primary, secondary]` (rule S1). Old children get
    /// `willMove(toParent: nil)`, disappear if on screen, and are removed; new ones get
    /// `willMove(toParent:)`, appear if shown on screen, then `didMove(toParent:)`. While collapsed, a
    /// given secondary is collapsed onto the primary at once.
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError/Code/splitViewControllerCount`` for other than one or two controllers;
    ///   ``RuntimeError/Code/duplicateViewControllers``; what ``ViewController/addChild(_:)`` would throw. Nothing
    ///   changes when it throws.
    public func setViewControllers(_ controllers: [ViewController]) {
        do { try checkedSetViewControllers(controllers) } catch { runtime.raise(error) }
    }

    /// ``setViewControllers``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedSetViewControllers(_ controllers: [ViewController]) throws {
        guard controllers.count == 1 || controllers.count == 2 else {
            throw RuntimeError(.splitViewControllerCount, "A split view controller takes one or two view controllers, not \(controllers.count)")
        }
        if controllers.count == 2, controllers[0] === controllers[1] {
            throw RuntimeError(.duplicateViewControllers, "All view controllers in a split view controller must be distinct (\(controllers[0]))")
        }
        for controller in controllers where controller.parent !== self { try validateNewChild(controller) }
        let removed = children.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { $0.parent !== self }
        beginReplacingChildren(removed: removed, added: added)
        viewControllers = controllers
        syncChildViews()
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.callDidMove(toParent: self) }
        if isCollapsed, controllers.count == 2 {
            isCollapsed = false
            collapse()
        }
    }

    /// The children that are shown: collapsed, the primary; expanded, the secondary and (unless the
    /// mode is ``DisplayMode/secondaryOnly``) the primary.
    var shownChildren: [ViewController] {
        guard let primary = primaryViewController else { return [] }
        if isCollapsed { return [primary] }
        var shown: [ViewController] = []
        if displayMode != .secondaryOnly { shown.append(primary) }
        if let secondary = secondaryViewController { shown.append(secondary) }
        return shown
    }

    /// Whether changes should deliver appearance callbacks now: the split appeared and is in a window.
    var deliversAppearance: Bool { appearState == .appeared && loadedView?.window != nil }

    /// Puts the shown children's views in the split's view and takes the others out, with appearance
    /// callbacks when the split is on screen (disappearing ones first).
    func syncChildViews() {
        guard let mine = loadedView else { return }
        let shown = shownChildren
        let live = deliversAppearance
        for child in children where !shown.contains(where: { $0 === child }) {
            guard let view = child.loadedView, view.superview === mine else { continue }
            if live { child.beginAppearance(false, animated: false) }
            view.detachFromSuperview()
            if live { child.endAppearance() }
        }
        for child in shown {
            guard let view = child.loadViewIfRequired() else { continue }
            view.frame = frame(for: child, in: mine.bounds)
            guard view.superview !== mine else { continue }
            if live { child.beginAppearance(true, animated: false) }
            mine.addWithoutChecks(view)
            if live { ViewController.forceLayout(view) }
            if live { child.endAppearance() }
        }
    }

    func frame(for child: ViewController, in bounds: Rect) -> Rect {
        let primaryWidth = min(preferredPrimaryColumnWidth, bounds.width / 2)
        if isCollapsed || viewControllers.count == 1 { return bounds }
        let beside = displayMode == .oneBesideSecondary || displayMode == .twoBesideSecondary
        if child === primaryViewController { return Rect(x: 0, y: 0, width: primaryWidth, height: bounds.height) }
        return beside ? Rect(x: primaryWidth, y: 0, width: bounds.width - primaryWidth, height: bounds.height) : bounds
    }

    func displayModeMayChange(from old: DisplayMode) {
        let new = displayMode
        guard new != old else { return }
        delegate?.splitViewController(self, willChangeTo: new)
        syncChildViews()
    }

    func replaceSecondary(with controller: ViewController) throws {
        guard let primary = primaryViewController else {
            try checkedSetViewControllers([controller])
            return
        }
        try checkedSetViewControllers([primary, controller])
    }

    /// S3 collapse: the delegate's `collapseSecondary:onto:`; the secondary leaves the split
    /// (`willMove(nil)`, disappearing if on screen, `didMove(nil)`); unless the delegate handled it,
    /// the primary's ``ViewController/collapseSecondaryViewController(_:for:)`` (a navigation
    /// controller pushes it); the primary shows alone; then ``isCollapsed`` becomes true.
    func collapse() {
        guard !isCollapsed, let primary = primaryViewController else { return }
        if let secondary = secondaryViewController {
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            secondary.callWillMove(toParent: nil)
            if let view = secondary.loadedView, view.superview === loadedView {
                let live = deliversAppearance
                if live { secondary.beginAppearance(false, animated: false) }
                view.detachFromSuperview()
                if live { secondary.endAppearance() }
            }
            viewControllers = [primary]
            secondary.removeFromParent()
            if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
        }
        isCollapsed = true
        syncChildViews()
    }

    /// S3 expansion: the delegate's `separateSecondaryFrom:`, else the primary's
    /// ``ViewController/separateSecondaryViewController(for:)`` (a navigation controller pops its
    /// top); the result becomes the secondary; then ``isCollapsed`` becomes false and the columns show.
    func expand() {
        guard isCollapsed, let primary = primaryViewController else { return }
        let separated =
            delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
        isCollapsed = false
        if let separated, separated !== primary, (try? validateNewChild(separated)) != nil {
            if separated.parent != nil { separated.removeFromParent() }
            separated.callWillMove(toParent: self)
            attachChild(separated)
            viewControllers = [primary, separated]
            syncChildViews()
            separated.callDidMove(toParent: self)
        } else {
            syncChildViews()
        }
    }

    /// Called by ``Runtime/resize(to:)`` after the views took the new size: collapses in a compact
    /// width, expands in a regular one, and re-evaluates the automatic display mode.
    func screenTraitsDidChange(previousOrientation: InterfaceOrientation) {
        let compact = runtime.screen.traitCollection.horizontalSizeClass == .compact
        if compact, !isCollapsed {
            collapse()
        } else if !compact, isCollapsed {
            expand()
        } else if !isCollapsed, preferredDisplayMode == .automatic, previousOrientation != runtime.screen.orientation {
            let old: DisplayMode = previousOrientation == .landscape ? .oneBesideSecondary : .secondaryOnly
            displayModeMayChange(from: old)
        }
        syncChildViews()
    }
}
