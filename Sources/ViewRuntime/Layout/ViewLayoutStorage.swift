public import Foundation

/// A view's Auto Layout state, allocated the first time any of it is used (so views that never
/// take part in constraint layout pay one nil pointer).
@MainActor
final class ViewLayoutStorage {
    /// AL16: true for views made in code.
    var translatesAutoresizingMask = true
    var autoresizingMask: AutoresizingMask = []
    /// AL8: the constraints installed on this view, in activation order.
    var installed: [LayoutConstraint] = []
    /// The view's unknowns in its tree's engine.
    var variables: LayoutVariables?
    /// The engine, when this view is the root of a tree that has one.
    var engine: LayoutEngine?
    /// IC4: code-created defaults.
    var hugging: (horizontal: Float, vertical: Float) = (250, 250)
    var resistance: (horizontal: Float, vertical: Float) = (750, 750)
    /// AL18: guides added with addLayoutGuide (the system guides included once made).
    var guides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    /// SA8: margins set by the user (nil: the defaults).
    var directionalMargins: DirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// LP3.
    var needsUpdateConstraints = true
}

extension View {
    var layoutStorageCreatingIfNeeded: ViewLayoutStorage {
        if let layoutStorage { return layoutStorage }
        let storage = ViewLayoutStorage()
        layoutStorage = storage
        return storage
    }

    /// The engine of this view's tree, if the tree has one. O(depth).
    var layoutEngineIfAny: LayoutEngine? {
        var current = self
        while let parent = current.superview { current = parent }
        return current.layoutStorage?.engine
    }

    /// The engine of this view's tree, created on the tree's root if needed.
    var layoutEngineCreatingIfNeeded: LayoutEngine {
        var current = self
        while let parent = current.superview { current = parent }
        let storage = current.layoutStorageCreatingIfNeeded
        if let engine = storage.engine { return engine }
        let engine = LayoutEngine(root: current)
        storage.engine = engine
        return engine
    }

    /// AL6/AL8: installs an activated constraint on this view (its items' closest common ancestor).
    func install(_ constraint: LayoutConstraint) {
        constraint.installedOn = self
        layoutStorageCreatingIfNeeded.installed.append(constraint)
        layoutEngineCreatingIfNeeded.install(constraint, in: self)
        setNeedsLayout()
    }

    func uninstall(_ constraint: LayoutConstraint) {
        if let storage = layoutStorage, let index = storage.installed.firstIndex(where: { $0 === constraint }) {
            storage.installed.remove(at: index)
        }
        layoutEngineIfAny?.uninstall(constraint)
        constraint.installedOn = nil
        constraint.isBroken = false
        setNeedsLayout()
    }

    // MARK: Hierarchy changes (AL9)

    /// Called before this view leaves its superview: returns the constraints that move with it.
    func layoutConstraintsLeavingWithSubtree() -> [LayoutConstraint] {
        guard let engine = layoutEngineIfAny else { return [] }
        let moving = engine.detach(subtree: self)
        engine.needsFrameApplication = true
        return moving
    }

    /// Called after this view left its superview: its own tree gets an engine for `moving`.
    func layoutAdoptDetachedConstraints(_ moving: [LayoutConstraint]) {
        guard !moving.isEmpty else { return }
        layoutEngineCreatingIfNeeded.adopt(moving)
    }

    /// Called after `view` was added below this view: its tree's engine joins this tree's.
    func layoutMergeEngine(of view: View) {
        guard let storage = view.layoutStorage, let old = storage.engine else { return }
        storage.engine = nil
        let pending = old.pendingDiagnostics
        let constraints = old.takeAllConstraints()
        let engine = layoutEngineCreatingIfNeeded
        engine.pendingDiagnostics += pending
        engine.adopt(constraints)
    }
}
