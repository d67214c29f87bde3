import Testing
import ViewRuntime

/// The Cassowary solver alone: hand-solved systems with exact expected values (AL20-AL28).
@Suite("Layout solver: Cassowary incremental simplex")
struct SimplexSolverTests {
    @Test("Required equalities: a two-variable system solves exactly")
    func requiredEqualities() throws {
        let solver = SimplexSolver()
        let x = SolverVariable("x"), y = SolverVariable("y")
        try solver.add(SolverConstraint(x + y - 90, .equal))
        try solver.add(SolverConstraint(x - 2 * y, .equal))
        #expect(solver.value(of: x) == 60)
        #expect(solver.value(of: y) == 30)
        #expect(solver.constraintCount == 2)
    }

    @Test("AL21: an optional inequality is beaten by a required constraint, minimally violated")
    func requiredBeatsOptional() throws {
        let solver = SimplexSolver()
        let x = SolverVariable("x")
        try solver.add(SolverConstraint(x - 100, .greaterThanOrEqual, priority: 250))
        #expect(solver.value(of: x) == 100)
        try solver.add(SolverConstraint(x - 50, .equal))
        #expect(solver.value(of: x) == 50)
        let y = SolverVariable("y")
        try solver.add(SolverConstraint(y - 40, .lessThanOrEqual))
        try solver.add(SolverConstraint(y - 55, .equal, priority: 750))
        #expect(solver.value(of: y) == 40)
    }

    @Test("AL22: the higher priority wins between two optional constraints; removal hands over")
    func prioritiesDecide() throws {
        let solver = SimplexSolver()
        let x = SolverVariable("x")
        let low = SolverConstraint(x - 10, .equal, priority: 250)
        let high = SolverConstraint(x - 20, .equal, priority: 750)
        try solver.add(low)
        try solver.add(high)
        #expect(solver.value(of: x) == 20)
        let higher = SolverConstraint(x - 30, .equal, priority: 751)
        try solver.add(higher)
        #expect(solver.value(of: x) == 30)
        try solver.remove(higher)
        #expect(solver.value(of: x) == 20)
        try solver.remove(high)
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 1)
    }

    @Test("Incremental constant change: edges follow a changed width without re-adding anything")
    func constantChange() throws {
        let solver = SimplexSolver()
        let left = SolverVariable("left"), width = SolverVariable("width"), right = SolverVariable("right")
        try solver.add(SolverConstraint(left - 16, .equal))
        let widthConstraint = SolverConstraint(width - 100, .equal)
        try solver.add(widthConstraint)
        try solver.add(SolverConstraint(right - left - width, .equal))
        let cap = SolverConstraint(right - 300, .lessThanOrEqual, priority: 750)
        try solver.add(cap)
        #expect(solver.value(of: right) == 116)
        try solver.updateConstant(of: widthConstraint, to: -150)
        #expect(solver.value(of: right) == 166)
        #expect(widthConstraint.constant == -150)
        // The optional cap now loses to the required width: violated by exactly the excess.
        try solver.updateConstant(of: widthConstraint, to: -400)
        #expect(solver.value(of: right) == 416)
        try solver.updateConstant(of: cap, to: -500)
        try solver.updateConstant(of: widthConstraint, to: -150)
        #expect(solver.value(of: right) == 166)
        #expect(solver.constraintCount == 4)
    }

    @Test("AL25: conflicting required equalities are refused, named, and leave the solution as it was (T3)")
    func unsatisfiableEqualities() throws {
        let solver = SimplexSolver()
        let h = SolverVariable("height")
        let first = SolverConstraint(h - 200, .equal)
        let second = SolverConstraint(h - 84, .equal)
        try solver.add(first)
        #expect {
            try solver.add(second)
        } throws: { error in
            guard case SolverError.unsatisfiable(let refused, let conflicting) = error else { return false }
            return refused === second && conflicting.count == 2 && conflicting[0] === second && conflicting[1] === first
        }
        #expect(solver.value(of: h) == 200)
        #expect(!second.isAdded)
        // Still usable: the refused constraint fits once the other one is gone.
        try solver.remove(first)
        try solver.add(second)
        #expect(solver.value(of: h) == 84)
    }

    @Test("AL25: conflicting required inequalities (phase one) are refused and the solver stays consistent")
    func unsatisfiableInequalities() throws {
        let solver = SimplexSolver()
        let x = SolverVariable("x"), y = SolverVariable("y")
        let atLeast = SolverConstraint(x - 10, .greaterThanOrEqual)
        try solver.add(atLeast)
        try solver.add(SolverConstraint(y - x - 5, .equal))
        try solver.add(SolverConstraint(x - 12, .equal, priority: 500))
        let atMost = SolverConstraint(y - 8, .lessThanOrEqual)
        #expect {
            try solver.add(atMost)
        } throws: { error in
            guard case SolverError.unsatisfiable(let refused, let conflicting) = error else { return false }
            return refused === atMost && conflicting.contains { $0 === atLeast }
        }
        #expect(solver.value(of: x) == 12)
        #expect(solver.value(of: y) == 17)
        try solver.add(SolverConstraint(y - 20, .lessThanOrEqual))
        try solver.add(SolverConstraint(x - 30, .equal, priority: 750))
        #expect(solver.value(of: x) == 15)
        #expect(solver.value(of: y) == 20)
    }

    @Test("AL24: a constant change that breaks a required constraint is refused and reverted")
    func unsatisfiableConstantChange() throws {
        let solver = SimplexSolver()
        let x = SolverVariable("x")
        try solver.add(SolverConstraint(x - 10, .greaterThanOrEqual))
        let cap = SolverConstraint(x - 20, .lessThanOrEqual)
        try solver.add(cap)
        try solver.add(SolverConstraint(x - 18, .equal, priority: 250))
        #expect(throws: SolverError.self) { try solver.updateConstant(of: cap, to: -5) }
        #expect(cap.constant == -20)
        #expect(solver.value(of: x) == 18)
        try solver.updateConstant(of: cap, to: -15)
        #expect(solver.value(of: x) == 15)
        let fixed = SolverConstraint(x - 12, .equal)
        try solver.add(fixed)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: fixed, to: -30) }
        #expect(solver.value(of: x) == 12)
    }

    @Test("Edit variables: suggested values re-solve with the dual simplex, within required bounds")
    func editVariables() throws {
        let solver = SimplexSolver()
        let x = SolverVariable("x"), mid = SolverVariable("mid")
        try solver.add(SolverConstraint(x - 30, .lessThanOrEqual))
        try solver.add(SolverConstraint(mid * 2 - x, .equal))
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(x, 24)
        #expect(solver.value(of: x) == 24)
        #expect(solver.value(of: mid) == 12)
        try solver.suggestValue(x, 42)
        #expect(solver.value(of: x) == 30)
        try solver.suggestValue(x, -8)
        #expect(solver.value(of: mid) == -4)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test("AL28: ambiguity is reported for free variables and ties between equal priorities (T2 shape)")
    func ambiguity() throws {
        let solver = SimplexSolver()
        let x = SolverVariable("x"), y = SolverVariable("y")
        try solver.add(SolverConstraint(x - y - 100, .equal))
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        try solver.add(SolverConstraint(y - 30, .equal))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        #expect(solver.value(of: x) == 130)

        // Two labels sharing 276 points, intrinsic widths 100 and 80: hugging at 250 each ties.
        let w1 = SolverVariable("w1"), w2 = SolverVariable("w2")
        try solver.add(SolverConstraint(w1 + w2 - 276, .equal))
        for (w, intrinsic) in [(w1, 100.0), (w2, 80.0)] {
            try solver.add(SolverConstraint(w - intrinsic, .greaterThanOrEqual, priority: 750))
        }
        try solver.add(SolverConstraint(w1 - 100, .lessThanOrEqual, priority: 250))
        let hug2 = SolverConstraint(w2 - 80, .lessThanOrEqual, priority: 250)
        try solver.add(hug2)
        #expect(solver.isAmbiguous(w1) && solver.isAmbiguous(w2))
        try solver.remove(hug2)
        try solver.add(SolverConstraint(w2 - 80, .lessThanOrEqual, priority: 251))
        #expect(!solver.isAmbiguous(w1) && !solver.isAmbiguous(w2))
        #expect(solver.value(of: w1) == 196)
        #expect(solver.value(of: w2) == 80)
    }

    @Test("Misuse: adding twice or removing an unknown constraint throws and changes nothing")
    func misuse() throws {
        let solver = SimplexSolver()
        let x = SolverVariable("x")
        let c = SolverConstraint(x - 5, .equal)
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        #expect(throws: SolverError.self) { try solver.remove(SolverConstraint(x - 1, .equal)) }
        #expect(solver.value(of: x) == 5)
        #expect(solver.contains(c))
    }

    @Test("AL22 mapping: bands 1000 apart, increasing with the priority inside a band")
    func strengthMapping() {
        #expect(SolverStrength.weight(forPriority: 751) > SolverStrength.weight(forPriority: 750))
        #expect(SolverStrength.weight(forPriority: 750) == 1000 * SolverStrength.weight(forPriority: 749) * 750 / 749)
        #expect(SolverStrength.weight(forPriority: 251) == 251)
        #expect(SolverStrength.weight(forPriority: 250) == 0.25)
        #expect(SolverConstraint(LinearExpression(constant: 0), .equal, priority: 1000).isRequired)
        #expect(!SolverConstraint(LinearExpression(constant: 0), .equal, priority: 999.5).isRequired)
    }
}
