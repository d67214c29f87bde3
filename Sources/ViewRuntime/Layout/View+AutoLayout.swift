public import Foundation

/// UIKit's constraint API on views (AUTOLAYOUT-SPEC AL6-AL18, IC1-IC4, LP3, AL28).
extension View {
    /// AL16: when true (the default for views made in code) the view's frame and autoresizing mask
    /// become required constraints; set it to false to position the view with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutStorageCreatingIfNeeded.translatesAutoresizingMask = newValue
            layoutStructureDidChange()
        }
    }

    /// LP13/AL16: which parts of the frame follow the superview's size (default none).
    public var autoresizingMask: AutoresizingMask {
        get { layoutStorage?.autoresizingMask ?? [] }
        set {
            layoutStorageCreatingIfNeeded.autoresizingMask = newValue
            layoutStructureDidChange()
        }
    }

    /// AL8: the constraints installed on this view (whose closest common ancestor it is).
    public var constraints: [LayoutConstraint] { layoutStorage?.installed ?? [] }

    /// AL8 (to be deprecated in UIKit): activates the constraint.
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }

    /// AL8: deactivates the constraint if it is installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedOn === self { uninstall(constraint) }
    }

    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors (AL11)

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    // MARK: Intrinsic size (IC1-IC4, IC6)

    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        let value = layoutStorage?.hugging ?? (horizontal: 250, vertical: 250)
        return LayoutPriority(axis == .horizontal ? value.horizontal : value.vertical)
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let storage = layoutStorageCreatingIfNeeded
        if axis == .horizontal { storage.hugging.horizontal = priority.rawValue } else { storage.hugging.vertical = priority.rawValue }
        layoutStructureDidChange()
    }

    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        let value = layoutStorage?.resistance ?? (horizontal: 750, vertical: 750)
        return LayoutPriority(axis == .horizontal ? value.horizontal : value.vertical)
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let storage = layoutStorageCreatingIfNeeded
        if axis == .horizontal { storage.resistance.horizontal = priority.rawValue } else { storage.resistance.vertical = priority.rawValue }
        layoutStructureDidChange()
    }

    /// IC6: the engine re-reads ``intrinsicContentSize`` before the next layout pass.
    public func invalidateIntrinsicContentSize() {
        guard layoutStorage?.variables?.engine != nil else { return }
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Something that decides the shape of the view's system constraints changed.
    func layoutStructureDidChange() {
        guard let engine = layoutStorage?.variables?.engine else { return }
        engine.refreshSystemConstraints(of: self)
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    // MARK: Update-constraints pass (LP2, LP3)

    /// LP3: marks the view so that ``updateConstraints()`` runs before the next layout.
    public func setNeedsUpdateConstraints() { layoutStorageCreatingIfNeeded.needsUpdateConstraints = true }

    public func needsUpdateConstraints() -> Bool { layoutStorage?.needsUpdateConstraints ?? false }

    /// LP2: runs ``updateConstraints()`` bottom-up over the subtree for views that need it (for a
    /// controller's root view, its `updateViewConstraints()`).
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard let storage = layoutStorage, storage.needsUpdateConstraints else { return }
        storage.needsUpdateConstraints = false
        if let owner = owningController {
            owner.callUpdateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    // MARK: Debugging (AL28)

    /// AL28: whether another frame would satisfy the constraints as well (only for views whose
    /// frame comes from constraints; a view the engine does not hold is not ambiguous).
    public var hasAmbiguousLayout: Bool {
        guard let variables = layoutStorage?.variables, let engine = variables.engine,
            !translatesAutoresizingMaskIntoConstraints
        else { return false }
        return engine.isAmbiguous(variables)
    }

    /// AL28: the active constraints whose items include this view, on the axis.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let engine = layoutEngineIfAny else { return [] }
        return engine.installed.filter { constraint in
            (constraint.firstItem === self || constraint.secondItem === self)
                && constraint.firstAttribute.isHorizontal == (axis == .horizontal)
        }
    }

    // MARK: Layout guides (AL18)

    public var layoutGuides: [LayoutGuide] { layoutStorage?.guides ?? [] }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutStorageCreatingIfNeeded.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, let storage = layoutStorage else { return }
        if let engine = layoutEngineIfAny {
            for constraint in engine.installed where constraint.involvedItems.contains(where: { $0 === guide }) {
                constraint.installedOn?.uninstall(constraint)
            }
        }
        storage.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }
}
