// The Cassowary incremental simplex solver, after G. J. Badros, A. Borning and P. J. Stuckey,
// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM Transactions on
// Computer-Human Interaction 8(4), 2001 (https://constraints.cs.washington.edu/solvers/cassowary-tochi.pdf),
// in the formulation of nucleic/kiwi (a single objective row with weighted error symbols).
//
// Why it is written here: UIKit's Auto Layout engine is a Cassowary solver (AUTOLAYOUT-SPEC AL20),
// and ViewRuntime depends on no package (none of the usual Swift packages, such as
// swift-numerics or swift-collections, provides a linear-constraint or simplex solver); the
// algorithm is a few hundred lines of plain Swift with no UIKit types.
//
// What is incremental: adding and removing a constraint pivots only the rows it touches and
// re-optimises from the current basis (primal simplex); changing a constraint's constant (and
// so an edit variable's suggested value) shifts the affected row constants and restores
// feasibility with the dual simplex, without rebuilding anything.

/// An incremental linear-arithmetic constraint solver (Cassowary).
///
/// Required constraints (priority 1000) hold exactly; optional ones are met as well as their
/// weights allow (``SolverStrength``). A request that would make the required constraints
/// unsatisfiable throws ``SolverError/unsatisfiable(_:conflicting:)`` and leaves the solver as it
/// was. Pivot choices break ties by the smallest symbol id, so results do not depend on
/// dictionary order (which Swift seeds per process).
///
/// Not thread-safe; a layout engine owns one.
package final class SimplexSolver {
    /// Basic symbol → its row.
    @exclusivity(unchecked) var rows = SolverRowMap()
    /// The weighted sum of errors to minimise, in terms of non-basic symbols.
    @exclusivity(unchecked) var objective = SolverRow()
    /// The buffer every row merge reuses (``SolverCells/add(_:times:scratch:)``).
    @exclusivity(unchecked) var scratch: [SolverCells.Cell] = []
    /// Phase-one objective while a constraint is added with an artificial variable.
    var artificial: SolverRow?
    /// Basic symbols whose rows went negative (restored by ``dualOptimize()``).
    @exclusivity(unchecked) var infeasibleRows: [SolverSymbol] = []
    /// The weight in ``objective`` of each error symbol of the optional constraints.
    var errorWeights: [SolverSymbol: Double] = [:]
    /// The constraint each marker symbol belongs to (for removal order and conflict reports).
    var constraintsByMarker: [SolverSymbol: SolverConstraint] = [:]
    /// Edit variables: the `variable == value` constraint each one is moved with.
    var edits: [ObjectIdentifier: SolverConstraint] = [:]
    var nextSymbolID = 1

    package init() {}

    /// The number of constraints added (edit constraints included).
    package var constraintCount: Int { constraintsByMarker.count }

    /// The variable's value in the current solution (0 for a variable no constraint mentions).
    package func value(of variable: SolverVariable) -> Double {
        guard variable.symbolID != 0 else { return 0 }
        return rows[SolverSymbol(id: variable.symbolID, kind: .external)]?.constant ?? 0
    }

    // MARK: Adding and removing

    /// Adds a constraint and re-solves from the current basis.
    ///
    /// Throws `.unsatisfiable` if it is required and contradicts the required constraints already
    /// added (the solver is then unchanged), `.duplicateConstraint` if it is already added.
    package func add(_ constraint: SolverConstraint) throws(SolverError) {
        guard constraint.tag == nil else { throw .duplicateConstraint(constraint) }
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil, row.hasOnlyDummies {
            // A combination of required equalities: it holds iff its constant is zero.
            guard solverNearZero(row.constant) else {
                throw .unsatisfiable(constraint, conflicting: [constraint] + requiredConstraints(in: row))
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else {
            try addWithArtificialVariable(row, for: constraint, tag: tag)
        }
        constraint.tag = tag
        constraintsByMarker[tag.marker] = constraint
        optimize(objective)
    }

    /// Removes a constraint and re-solves from the current basis.
    package func remove(_ constraint: SolverConstraint) throws(SolverError) {
        guard let tag = constraint.tag else { throw .unknownConstraint(constraint) }
        constraint.tag = nil
        constraintsByMarker.removeValue(forKey: tag.marker)
        // Take the errors out of the objective before pivoting (Kiwi's order).
        removeErrorWeight(tag.marker)
        if let other = tag.other { removeErrorWeight(other) }
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            let row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, enteringFrom: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize(objective)
    }

    /// Whether the solver holds the constraint.
    package func contains(_ constraint: SolverConstraint) -> Bool {
        guard let tag = constraint.tag else { return false }
        return constraintsByMarker[tag.marker] === constraint
    }

    // MARK: Building rows

    func newSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        defer { nextSymbolID += 1 }
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    func externalSymbol(for variable: SolverVariable) -> SolverSymbol {
        if variable.symbolID == 0 { variable.symbolID = newSymbol(.external).id }
        return SolverSymbol(id: variable.symbolID, kind: .external)
    }

    /// The constraint's row with basic variables substituted, plus its slack/error/dummy symbols
    /// (errors enter the objective with their weight).
    func makeRow(for constraint: SolverConstraint) -> (SolverRow, SolverTag) {
        let row = SolverRow(constant: constraint.constant)
        for term in constraint.terms where !solverNearZero(term.coefficient) {
            let symbol = externalSymbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, coefficient: term.coefficient, scratch: &scratch)
            } else {
                row.insert(symbol, coefficient: term.coefficient)
            }
        }
        let tag: SolverTag
        let weight = SolverStrength.weight(forPriority: constraint.priority)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            row.insert(slack, coefficient: coefficient)
            var error: SolverSymbol?
            if !constraint.isRequired {
                let symbol = newSymbol(.error)
                row.insert(symbol, coefficient: -coefficient)
                addErrorWeight(symbol, weight)
                error = symbol
            }
            tag = SolverTag(marker: slack, other: error, markerCoefficient: coefficient)
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = SolverTag(marker: dummy, other: nil, markerCoefficient: 1)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, coefficient: -1)
                row.insert(minus, coefficient: 1)
                addErrorWeight(plus, weight)
                addErrorWeight(minus, weight)
                tag = SolverTag(marker: plus, other: minus, markerCoefficient: -1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// An external symbol if any (smallest id), else the marker or other symbol when it is a
    /// slack or error with a negative coefficient, else nil.
    func chooseSubject(_ row: SolverRow, tag: SolverTag) -> SolverSymbol? {
        if let external = row.firstSymbol(where: { $0.kind == .external }) { return external }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    func addErrorWeight(_ symbol: SolverSymbol, _ weight: Double) {
        errorWeights[symbol] = weight
        objective.insert(symbol, coefficient: weight)
    }

    func removeErrorWeight(_ symbol: SolverSymbol) {
        guard let weight = errorWeights.removeValue(forKey: symbol) else { return }
        if let row = rows[symbol] {
            objective.insert(row, coefficient: -weight, scratch: &scratch)
        } else {
            objective.insert(symbol, coefficient: -weight)
        }
    }
}
