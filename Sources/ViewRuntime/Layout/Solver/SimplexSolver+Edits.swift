/// Changing constants incrementally: a constraint's constant, and edit variables (whose
/// suggested value is the constant of an `variable == value` constraint).
extension SimplexSolver {
    /// Sets the constant term of an added constraint's expression (`terms + constant REL 0`) and
    /// re-solves with the dual simplex from the current basis (Cassowary's edit step).
    ///
    /// Throws `.unsatisfiable` when a required constraint can no longer hold; the constant and
    /// the solution are then as before.
    package func updateConstant(of constraint: SolverConstraint, to newConstant: Double) throws(SolverError) {
        guard let tag = constraint.tag else { throw .unknownConstraint(constraint) }
        let change = newConstant - constraint.constant
        guard change != 0 else { return }
        var brokenDummyRow: SolverRow?
        shiftConstant(tag, by: change, brokenDummyRow: &brokenDummyRow)
        var conflict: (row: SolverRow, basic: SolverSymbol?)?
        if let brokenDummyRow {
            conflict = (brokenDummyRow, nil)
        } else if let failed = dualOptimize(), let row = rows[failed] {
            conflict = (row, failed)
        }
        if let conflict {
            let conflicting = requiredConstraints(in: conflict.row, basic: conflict.basic)
            var ignored: SolverRow?
            shiftConstant(tag, by: -change, brokenDummyRow: &ignored)
            if dualOptimize() != nil { rebuildFromConstraints() }
            let others = conflicting.filter { $0 !== constraint }
            throw .unsatisfiable(constraint, conflicting: [constraint] + others)
        }
        constraint.constant = newConstant
    }

    /// Rewrites the tableau for `constant += change`: with `m` the marker's coefficient in the
    /// constraint's row, the new marker equals the old one minus `change / m`, so every row holding
    /// the marker moves by its coefficient times that amount.
    func shiftConstant(_ tag: SolverTag, by change: Double, brokenDummyRow: inout SolverRow?) {
        let delta = change / tag.markerCoefficient
        if let row = rows[tag.marker] {
            row.add(-delta)
            if tag.marker.kind == .dummy, !solverNearZero(row.constant) { brokenDummyRow = row }
            if tag.marker.isRestricted, row.constant < 0 { infeasibleRows.append(tag.marker) }
            return
        }
        for (basic, row) in rows {
            guard let coefficient = row.cells[tag.marker] else { continue }
            row.add(coefficient * delta)
            if basic.kind == .dummy, !solverNearZero(row.constant) { brokenDummyRow = row }
            if basic.isRestricted, row.constant < 0 { infeasibleRows.append(basic) }
        }
        objective.add(objective.coefficient(for: tag.marker) * delta)
    }

    /// Last resort after an internal inconsistency: re-adds every constraint in its original order.
    func rebuildFromConstraints() {
        let constraints = constraintsByMarker.sorted { $0.key.id < $1.key.id }.map(\.value)
        rows = SolverRowMap()
        objective = SolverRow()
        infeasibleRows = []
        errorWeights = [:]
        constraintsByMarker = [:]
        for constraint in constraints {
            constraint.tag = nil
            try? add(constraint)
        }
    }

    // MARK: Edit variables

    /// Makes `variable` movable with ``suggestValue(_:_:)`` at `priority` (an optional priority,
    /// typically strong: 1...999). It starts at its current value.
    package func addEditVariable(_ variable: SolverVariable, priority: Float) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { return }
        let edit = SolverConstraint(LinearExpression(variable) - value(of: variable), .equal, priority: min(priority, 999))
        try add(edit)
        edits[key] = edit
    }

    /// Stops editing `variable`.
    package func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else { return }
        try remove(edit)
    }

    package func hasEditVariable(_ variable: SolverVariable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Pulls an edit variable towards `value` and re-solves incrementally (dual simplex).
    package func suggestValue(_ variable: SolverVariable, _ value: Double) throws(SolverError) {
        guard let edit = edits[ObjectIdentifier(variable)] else {
            try addEditVariable(variable, priority: 999)
            return try suggestValue(variable, value)
        }
        try updateConstant(of: edit, to: -value)
    }
}
