public import Foundation

/// Items in the engine: registration by use count, and their system constraints (AL16
/// autoresizing, IC2 intrinsic size, SA2/SA9 guides), refreshed before each layout pass.
extension LayoutEngine {
    func retain(_ item: any LayoutItem) {
        let variables = item.layoutVariables
        if variables.engine !== self {
            variables.engine = self
            variables.useCount = 0
            variables.systemKey = nil
            registered.append(WeakLayoutItem(item: item))
            refreshSystemConstraints(of: item)
        }
        variables.useCount += 1
    }

    func release(_ item: any LayoutItem) {
        let variables = item.layoutVariables
        guard variables.engine === self else { return }
        variables.useCount -= 1
        guard variables.useCount <= 0 else { return }
        removeSystemConstraints(of: item)
        for variable in variables.all { solver.forget(variable) }
        variables.engine = nil
        registered.removeAll { $0.item == nil || $0.item === item }
    }

    func removeSystemConstraints(of item: any LayoutItem) {
        let variables = item.layoutVariables
        for constraint in variables.systemConstraints where solver.contains(constraint) {
            try? solver.remove(constraint)
        }
        variables.systemConstraints = []
        variables.systemConstants = []
        if let dependency = variables.systemDependency { release(dependency) }
        variables.systemDependency = nil
        variables.systemKey = nil
    }

    /// Refreshes every registered item's system constraints; flushes pending diagnostics once the
    /// tree is in a window. Allocates nothing when nothing changed.
    func updateSystemConstraintsIfNeeded() {
        var index = 0
        while index < registered.count {
            if let item = registered[index].item { refreshSystemConstraints(of: item) }
            index += 1
        }
        if !pendingDiagnostics.isEmpty, let runtime = rootView?.window?.runtime {
            for diagnostic in pendingDiagnostics { runtime.record(diagnostic) }
            pendingDiagnostics = []
        }
    }

    /// Rebuilds an item's system constraints when their shape changed, else updates constants.
    func refreshSystemConstraints(of item: any LayoutItem) {
        let variables = item.layoutVariables
        let spec = SystemConstraintSpec(for: item)
        if variables.systemKey != spec.key {
            removeSystemConstraints(of: item)
            variables.systemKey = spec.key
            if let dependency = spec.dependency { retain(dependency) }
            variables.systemDependency = spec.dependency
            for index in 0..<spec.count {
                let constraint = SolverConstraint(
                    LinearExpression(spec.terms(index, variables), constant: spec.constant(index)),
                    spec.relation(index), priority: spec.priority(index),
                    owner: SystemConstraintLabel(item: item, spec: spec, index: index)
                )
                do {
                    try solver.add(constraint)
                } catch {
                    if case .unsatisfiable(_, let conflicting) = error { reportUnsatisfiable(conflicting, breaking: constraint.owner) }
                    let relaxed = SolverConstraint(
                        LinearExpression(constraint.terms, constant: constraint.constant), constraint.relation,
                        priority: 999, owner: constraint.owner)
                    try? solver.add(relaxed)
                    variables.systemConstraints.append(relaxed)
                    variables.systemConstants.append(spec.constant(index))
                    continue
                }
                variables.systemConstraints.append(constraint)
                variables.systemConstants.append(spec.constant(index))
            }
            variables.frameChangedOutsideEngine = false
            needsFrameApplication = true
            return
        }
        // Autoresizing constants follow the frame only when the user set it (the engine's own
        // writes and superview resizes keep the mask's relation).
        if spec.kind == .autoresizing, !variables.frameChangedOutsideEngine { return }
        for index in 0..<spec.count where variables.systemConstants[index] != spec.constant(index) {
            variables.systemConstants[index] = spec.constant(index)
            do {
                try solver.updateConstant(of: variables.systemConstraints[index], to: spec.constant(index))
            } catch {
                if case .unsatisfiable(_, let conflicting) = error {
                    reportUnsatisfiable(conflicting, breaking: variables.systemConstraints[index].owner)
                }
            }
            needsFrameApplication = true
        }
        variables.frameChangedOutsideEngine = false
    }

    // MARK: Reading the solution

    func rect(of variables: LayoutVariables) -> Rect {
        Rect(
            x: solver.value(of: variables.x), y: solver.value(of: variables.y),
            width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    func isAmbiguous(_ variables: LayoutVariables) -> Bool {
        updateSystemConstraintsIfNeeded()
        return variables.all.contains { solver.isAmbiguous($0) }
    }

    /// Writes solved frames into the views whose frames come from the engine: views with
    /// `translatesAutoresizingMaskIntoConstraints == false` and autoresizing views with flexible
    /// masks. The tree's root keeps its origin. A frame that changes size marks its view (and the
    /// superview) as needing layout and redraws its backing store.
    func applyFramesIfNeeded() {
        guard needsFrameApplication else { return }
        needsFrameApplication = false
        isApplyingFrames = true
        defer { isApplyingFrames = false }
        var index = 0
        while index < registered.count {
            defer { index += 1 }
            guard let view = registered[index].item as? View, let storage = view.layoutStorage else { continue }
            guard !storage.translatesAutoresizingMask || (!storage.autoresizingMask.isEmpty && view.superview != nil) else { continue }
            var solved = rect(of: view.layoutVariables)
            if view.superview == nil { solved.origin = view.frame.origin }
            solved.size.width = max(0, solved.size.width)
            solved.size.height = max(0, solved.size.height)
            if solved != view.frame {
                view.frame = solved
                view.superview?.setNeedsLayout()
            }
        }
    }
}

/// Describes a system constraint in conflict reports (autoresizing, intrinsic size, guides).
@MainActor
final class SystemConstraintLabel {
    let text: String
    let isAutoresizing: Bool

    init(item: any LayoutItem, spec: SystemConstraintSpec, index: Int) {
        self.text = spec.describe(index, item)
        self.isAutoresizing = spec.kind == .autoresizing
    }
}

extension SimplexSolver {
    /// Drops the leftover row of a variable no constraint mentions any more, so that removed
    /// views leave nothing in the tableau; the variable can then join another solver.
    func forget(_ variable: SolverVariable) {
        guard variable.symbolID != 0 else { return }
        let symbol = SolverSymbol(id: variable.symbolID, kind: .external)
        if rows.removeValue(forKey: symbol) != nil || !rows.values.contains(where: { $0.cells[symbol] != nil }) {
            objective.remove(symbol)
            variable.symbolID = 0
        }
    }
}
