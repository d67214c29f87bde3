/// The simplex steps: substitution, primal and dual optimisation, phase one with an artificial
/// variable. Every choice breaks ties by the smallest symbol id (determinism, and Bland's rule
/// against cycling in the primal).
extension SimplexSolver {
    /// Replaces `symbol` by `row` in every row and in the objectives; rows of restricted symbols
    /// that turn negative are queued for ``dualOptimize()``.
    func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for (basic, other) in rows where other.contains(symbol) {
            other.substitute(symbol, with: row, scratch: &scratch)
            if basic.isRestricted, other.constant < 0 { infeasibleRows.append(basic) }
        }
        objective.substitute(symbol, with: row, scratch: &scratch)
        artificial?.substitute(symbol, with: row, scratch: &scratch)
    }

    /// Pivots `entering` in for the basic symbol `leaving`.
    func pivot(entering: SolverSymbol, leaving: SolverSymbol) {
        let row = rows.removeValue(forKey: leaving)!
        row.solve(for: leaving, enteringFrom: entering)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// Primal simplex: pivots until no non-dummy symbol has a negative objective coefficient.
    func optimize(_ objective: SolverRow) {
        while true {
            var entering: SolverSymbol?
            for (symbol, coefficient) in objective.cells where coefficient < 0 && symbol.kind != .dummy {
                if entering == nil || symbol.id < entering!.id { entering = symbol }
            }
            guard let entering, let leaving = leavingRow(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio).
    func leavingRow(for entering: SolverSymbol) -> SolverSymbol? {
        var best: SolverSymbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for (basic, row) in rows where basic.isRestricted {
            guard let coefficient = row.cells[entering], coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic.id < best!.id) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: makes every queued negative row feasible again, keeping optimality.
    /// Returns nil on success, or the basic symbol of a row no pivot can repair (the required
    /// constraints are then unsatisfiable; that row stays queued).
    func dualOptimize() -> SolverSymbol? {
        while !infeasibleRows.isEmpty {
            var index = 0
            for i in infeasibleRows.indices where infeasibleRows[i].id < infeasibleRows[index].id { index = i }
            let leaving = infeasibleRows.remove(at: index)
            guard let row = rows[leaving], row.constant < 0, !solverNearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasibleRows.append(leaving)
                return leaving
            }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    func dualEnteringSymbol(_ row: SolverRow) -> SolverSymbol? {
        var best: SolverSymbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
            let ratio = objective.coefficient(for: symbol) / coefficient
            if ratio < bestRatio || (ratio == bestRatio && symbol.id < best!.id) {
                bestRatio = ratio
                best = symbol
            }
        }
        return best
    }

    /// The row to pivot a non-basic marker in through when removing its constraint
    /// (Kiwi's rule: keep restricted rows feasible; an external row only as a last resort).
    func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var first: (SolverSymbol, Double)?, second: (SolverSymbol, Double)?, third: SolverSymbol?
        func better(_ candidate: (SolverSymbol, Double), than current: (SolverSymbol, Double)?) -> Bool {
            guard let current else { return true }
            return candidate.1 < current.1 || (candidate.1 == current.1 && candidate.0.id < current.0.id)
        }
        for (basic, row) in rows {
            guard let coefficient = row.cells[marker] else { continue }
            if basic.kind == .external {
                if third == nil || basic.id < third!.id { third = basic }
            } else if coefficient < 0 {
                let candidate = (basic, -row.constant / coefficient)
                if better(candidate, than: first) { first = candidate }
            } else {
                let candidate = (basic, row.constant / coefficient)
                if better(candidate, than: second) { second = candidate }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    /// Phase one for a row with no usable subject: minimise an artificial variable standing for
    /// the row. Zero means the constraint fits; otherwise its equation is dropped again and the
    /// solver is as before.
    func addWithArtificialVariable(_ row: SolverRow, for constraint: SolverConstraint, tag: SolverTag) throws(SolverError) {
        let art = newSymbol(.slack)
        rows[art] = SolverRow(copying: row)
        let phaseOne = SolverRow(copying: row)
        artificial = phaseOne
        optimize(phaseOne)
        artificial = nil
        let success = solverNearZero(phaseOne.constant)
        if success {
            if let artRow = rows.removeValue(forKey: art), !artRow.cells.isEmpty {
                let entering = artRow.firstSymbol(where: \.isPivotable) ?? artRow.firstSymbol(where: { $0.kind != .dummy })
                if let entering {
                    artRow.solve(for: art, enteringFrom: entering)
                    substitute(entering, with: artRow)
                    rows[entering] = artRow
                }
            }
            for other in rows.values { other.remove(art) }
            objective.remove(art)
            return
        }
        // Only the new constraint's equation mentions `art`: dropping the row that holds `art`
        // leaves exactly the previous constraints (in another basis), and none of its symbols.
        let conflicting = [constraint] + requiredConstraints(in: phaseOne)
        if rows.removeValue(forKey: art) == nil, let leaving = markerLeavingRow(art) {
            let artRow = rows.removeValue(forKey: leaving)!
            artRow.solve(for: leaving, enteringFrom: art)
            substitute(art, with: artRow)
        }
        errorWeights.removeValue(forKey: tag.marker)
        if let other = tag.other { errorWeights.removeValue(forKey: other) }
        rebuildObjective()
        optimize(objective)
        throw .unsatisfiable(constraint, conflicting: conflicting)
    }

    /// Recomputes the objective from the error weights in the current basis.
    func rebuildObjective() {
        let rebuilt = SolverRow()
        for (symbol, weight) in errorWeights.sorted(by: { $0.key.id < $1.key.id }) {
            if let row = rows[symbol] {
                rebuilt.insert(row, coefficient: weight, scratch: &scratch)
            } else {
                rebuilt.insert(symbol, coefficient: weight)
            }
        }
        objective = rebuilt
    }

    /// The required constraints whose markers appear in `row` (and the row's basic symbol), in
    /// the order they were added: the constraints a failed row combines.
    func requiredConstraints(in row: SolverRow, basic: SolverSymbol? = nil) -> [SolverConstraint] {
        var symbols = Array(row.cells.keys)
        if let basic { symbols.append(basic) }
        return symbols.sorted { $0.id < $1.id }.compactMap { symbol in
            guard let constraint = constraintsByMarker[symbol], constraint.isRequired else { return nil }
            return constraint
        }
    }
}
