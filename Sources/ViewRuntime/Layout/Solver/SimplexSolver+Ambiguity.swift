/// Ambiguity (AUTOLAYOUT-SPEC AL28): whether the current optimum is the only one for a variable.
extension SimplexSolver {
    /// True when another value of `variable` would satisfy the required constraints at the same
    /// total error of the optional ones: the variable is not mentioned, is a free (non-basic)
    /// parameter, or its row holds a non-basic symbol that is free, or that costs nothing in the
    /// objective (a tie between equally weighted errors, an unweighted slack) and can move.
    package func isAmbiguous(_ variable: SolverVariable) -> Bool {
        guard variable.symbolID != 0 else { return true }
        guard let row = rows[SolverSymbol(id: variable.symbolID, kind: .external)] else { return true }
        for symbol in row.cells.keys {
            switch symbol.kind {
            case .dummy:
                continue
            case .external:
                return true
            case .slack, .error:
                if solverNearZero(objective.coefficient(for: symbol)), canIncrease(symbol) { return true }
            }
        }
        return false
    }

    /// Whether a non-basic restricted symbol can grow from 0 without making a row negative.
    func canIncrease(_ symbol: SolverSymbol) -> Bool {
        for (basic, row) in rows where basic.isRestricted {
            if let coefficient = row.cells[symbol], coefficient < 0, solverNearZero(row.constant) { return false }
        }
        return true
    }
}
