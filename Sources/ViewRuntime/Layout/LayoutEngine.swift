public import Foundation

/// The Auto Layout engine of one view tree (AUTOLAYOUT-SPEC §0): owned by the tree's root view
/// (the window once the tree is in one), created when the first constraint is activated in the
/// tree, merged into the new root's engine when the tree is added to another, split when a subtree
/// leaves (AL9).
///
/// Unknowns per item: x, y, width, height of its frame in its container (superview or owning
/// view). A constraint installed on view C is expressed in C's coordinates: an item's x there is
/// its own x plus the x of every view between it and C; C's own leading/top are 0.
/// The solver is always solved (incremental on each change); a layout pass first refreshes the
/// system constraints' constants (autoresizing frames, intrinsic sizes, safe area and margins),
/// then writes the solved frames when something changed.
@MainActor
final class LayoutEngine {
    let solver = SimplexSolver()
    weak var rootView: View?
    /// Active user constraints in activation order.
    var installed: [LayoutConstraint] = []
    /// Every item with variables in this engine (weak: an engine never keeps a view alive).
    var registered: [WeakLayoutItem] = []
    /// Set when the solution may have changed since frames were last written.
    var needsFrameApplication = false
    /// True while the engine writes frames (so frame observers know it is not the user).
    var isApplyingFrames = false
    /// Diagnostics made while the tree was in no window; delivered once it is.
    var pendingDiagnostics: [Diagnostic] = []

    init(root: View) {
        self.rootView = root
    }

    // MARK: User constraints

    /// Builds the constraint's expression in its container's coordinates and adds it.
    func install(_ constraint: LayoutConstraint, in container: View) {
        guard let first = constraint.firstLayoutItem else { return }
        var expression = LinearExpression()
        var involved: [any LayoutItem] = []
        addTerms(first, constraint.firstAttribute, in: container, scale: 1, to: &expression, involved: &involved)
        if let second = constraint.secondLayoutItem {
            addTerms(second, constraint.secondAttribute, in: container, scale: -constraint.multiplier, to: &expression, involved: &involved)
        }
        constraint.baseConstant = expression.constant
        expression.constant -= constraint.constant
        for item in involved { retain(item) }
        constraint.involvedItems = involved
        installed.append(constraint)
        addToSolver(constraint, expression)
        needsFrameApplication = true
    }

    func uninstall(_ constraint: LayoutConstraint) {
        if let solverConstraint = constraint.solverConstraint, solver.contains(solverConstraint) {
            try? solver.remove(solverConstraint)
        }
        constraint.solverConstraint = nil
        if let index = installed.firstIndex(where: { $0 === constraint }) { installed.remove(at: index) }
        for item in constraint.involvedItems { release(item) }
        constraint.involvedItems = []
        needsFrameApplication = true
    }

    private func solverRelation(_ relation: LayoutRelation) -> SolverConstraint.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Adds to the solver; a required constraint that conflicts is reported (AL25) and solved at
    /// priority 999 instead (AL26: the most recently added member of the conflict is broken).
    private func addToSolver(_ constraint: LayoutConstraint, _ expression: LinearExpression) {
        let relation = solverRelation(constraint.relation)
        if constraint.isBroken {
            // Already reported when it broke (AL26); moving between engines keeps it broken.
            let relaxed = SolverConstraint(expression, relation, priority: 999, owner: constraint)
            try? solver.add(relaxed)
            constraint.solverConstraint = relaxed
            return
        }
        let solverConstraint = SolverConstraint(expression, relation, priority: constraint.priority.rawValue, owner: constraint)
        do {
            try solver.add(solverConstraint)
            constraint.solverConstraint = solverConstraint
        } catch {
            if case .unsatisfiable(_, let conflicting) = error { reportUnsatisfiable(conflicting, breaking: constraint) }
            let relaxed = SolverConstraint(expression, relation, priority: 999, owner: constraint)
            try? solver.add(relaxed)
            constraint.solverConstraint = relaxed
            constraint.isBroken = true
        }
    }

    func constantDidChange(_ constraint: LayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        let target = constraint.baseConstant - constraint.constant
        do {
            try solver.updateConstant(of: solverConstraint, to: target)
        } catch {
            if case .unsatisfiable(_, let conflicting) = error { reportUnsatisfiable(conflicting, breaking: constraint) }
            try? solver.remove(solverConstraint)
            let relaxed = SolverConstraint(
                LinearExpression(solverConstraint.terms, constant: target), solverConstraint.relation, priority: 999, owner: constraint)
            try? solver.add(relaxed)
            constraint.solverConstraint = relaxed
            constraint.isBroken = true
        }
        markChanged(constraint)
    }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        guard let old = constraint.solverConstraint else { return }
        try? solver.remove(old)
        addToSolver(constraint, LinearExpression(old.terms, constant: old.constant))
        markChanged(constraint)
    }

    private func markChanged(_ constraint: LayoutConstraint) {
        needsFrameApplication = true
        constraint.installedOn?.setNeedsLayout()
    }

    // MARK: Expressions

    /// Adds `scale × item.attribute`, in `container`'s coordinates, to `expression`.
    func addTerms(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, in container: View, scale: Double,
        to expression: inout LinearExpression, involved: inout [any LayoutItem]
    ) {
        if let plain = attribute.withinMargins, let view = item as? View {
            addTerms(view.layoutMarginsGuide, plain, in: container, scale: scale, to: &expression, involved: &involved)
            return
        }
        let variables = item.layoutVariables
        involved.append(item)
        let isContainer = item === container
        let horizontal = attribute.isHorizontal
        let size = horizontal ? variables.width : variables.height
        // The item's own edge, in container coordinates: none for the container itself.
        if !isContainer, !attribute.isDimension {
            expression.terms.append(LinearTerm(horizontal ? variables.x : variables.y, scale))
            var current = item.layoutContainer
            while let view = current, view !== container {
                involved.append(view)
                let vars = view.layoutVariables
                expression.terms.append(LinearTerm(horizontal ? vars.x : vars.y, scale))
                current = view.superview
            }
        }
        switch attribute {
        case .left, .leading, .top:
            break
        case .right, .trailing, .bottom, .width, .height:
            expression.terms.append(LinearTerm(size, scale))
        case .centerX, .centerY:
            expression.terms.append(LinearTerm(size, scale * 0.5))
        case .firstBaseline, .lastBaseline:
            if let ascent = (item as? View)?.baselineOffsetFromTop {
                expression.constant += ascent * scale
            } else {
                expression.terms.append(LinearTerm(size, scale))
            }
        default:
            break
        }
    }

    // MARK: Moving constraints between engines (AL9)

    /// Removes everything from the solver and returns the user constraints, in order.
    func takeAllConstraints() -> [LayoutConstraint] {
        let constraints = installed
        for constraint in constraints { uninstall(constraint) }
        return constraints
    }

    /// Re-adds constraints whose container is in this engine's tree.
    func adopt(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            guard let container = constraint.installedOn else { continue }
            install(constraint, in: container)
        }
        rootView?.setNeedsLayout()
    }

    /// Before `subtree` leaves its superview: constraints installed outside it that involve its
    /// views are deactivated (AL9); those installed inside it are taken out and returned, to move
    /// with the subtree.
    func detach(subtree: View) -> [LayoutConstraint] {
        var moving: [LayoutConstraint] = []
        for constraint in installed {
            guard let container = constraint.installedOn else { continue }
            if container.isDescendant(of: subtree) {
                moving.append(constraint)
            } else if constraint.involvedItems.contains(where: { item in
                let view = (item as? View) ?? item.layoutContainer
                return view?.isDescendant(of: subtree) ?? false
            }) {
                container.uninstall(constraint)
            }
        }
        for constraint in moving { uninstall(constraint) }
        return moving
    }
}

/// A weak reference to a layout item, for the engine's item list.
@MainActor
struct WeakLayoutItem {
    weak var item: (any LayoutItem)?
}
