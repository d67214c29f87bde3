/// An unknown of a ``SimplexSolver``: a class, so that it has identity and dies with its owner
/// (a view's four frame variables die with the view; the solver keeps no table of variables).
///
/// A variable belongs to the one solver it is first used with.
public final class SolverVariable {
    /// For descriptions only.
    public let name: String
    /// Assigned by the solver the first time a constraint uses the variable (0: not yet).
    var symbolID = 0

    public init(_ name: String = "") {
        self.name = name
    }
}

/// `coefficient · variable`.
public struct LinearTerm {
    public let variable: SolverVariable
    public var coefficient: Double

    public init(_ variable: SolverVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient·variable + constant`.
public struct LinearExpression {
    public var terms: [LinearTerm]
    public var constant: Double

    public init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: SolverVariable) {
        self.init([LinearTerm(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { LinearTerm($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }
}

extension SolverVariable {
    public static func * (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression([LinearTerm(lhs, rhs)])
    }

    public static func * (lhs: Double, rhs: SolverVariable) -> LinearExpression { rhs * lhs }

    public static func + (lhs: SolverVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }

    public static func - (lhs: SolverVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }

    public static func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    public static func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    public static func + (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    public static func - (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

    public static func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression { lhs + LinearExpression(rhs) }

    public static func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression { lhs - LinearExpression(rhs) }
}
