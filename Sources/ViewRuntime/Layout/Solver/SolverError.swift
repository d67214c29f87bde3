/// Why a ``SimplexSolver`` refused a request. The solver's state is unchanged by a refused call.
///
/// `@unchecked Sendable`: it names the solver's constraints, which belong to the solver's (the
/// main) thread; an error is read where it is thrown, never sent elsewhere.
package enum SolverError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint cannot hold together with the required constraints already added.
    /// `conflicting` names required constraints of the tableau that took part in the conflict
    /// (the refused one first), as far as the final tableau row shows them.
    case unsatisfiable(SolverConstraint, conflicting: [SolverConstraint])
    /// The constraint is already in this solver.
    case duplicateConstraint(SolverConstraint)
    /// The constraint is not in this solver.
    case unknownConstraint(SolverConstraint)

    package var description: String {
        switch self {
        case .unsatisfiable(_, let conflicting):
            "unsatisfiable required constraint (conflicts with \(conflicting.count - 1) other)"
        case .duplicateConstraint: "the constraint is already in the solver"
        case .unknownConstraint: "the constraint is not in the solver"
        }
    }
}
