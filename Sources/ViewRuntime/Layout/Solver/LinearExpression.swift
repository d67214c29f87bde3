/// An unknown of a ``SimplexSolver``: a class, so that it has identity and dies with its owner
/// (a view's four frame variables die with the view; the solver keeps no table of variables).
///
/// A variable belongs to the one solver it is first used with.
package final class SolverVariable {
    /// For descriptions only.
    package let name: String
    /// Assigned by the solver the first time a constraint uses the variable (0: not yet).
    var symbolID = 0

    package init(_ name: String = "") {
        self.name = name
    }
}

/// `coefficient · variable`.
package struct LinearTerm {
    package let variable: SolverVariable
    package var coefficient: Double

    package init(_ variable: SolverVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient·variable + constant`.
package struct LinearExpression {
    package var terms: [LinearTerm]
    package var constant: Double

    package init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: SolverVariable) {
        self.init([LinearTerm(variable)])
    }

    package init(constant: Double) {
        self.init([], constant: constant)
    }

    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { LinearTerm($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }
}

extension SolverVariable {
    package static func * (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression([LinearTerm(lhs, rhs)])
    }

    package static func * (lhs: Double, rhs: SolverVariable) -> LinearExpression { rhs * lhs }

    package static func + (lhs: SolverVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }

    package static func - (lhs: SolverVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }

    package static func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    package static func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    package static func + (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    package static func - (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

    package static func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression { lhs + LinearExpression(rhs) }

    package static func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression { lhs - LinearExpression(rhs) }
}
