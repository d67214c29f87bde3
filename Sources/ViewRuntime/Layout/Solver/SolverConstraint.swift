/// `expression RELATION 0`, held with a priority (UIKit's 1...1000; 1000 is required).
///
/// A linear constraint `lhs REL rhs` is built as `SolverConstraint(lhs - rhs, relation)`.
/// The solver may change ``constant`` (the expression's constant term) incrementally with
/// ``SimplexSolver/updateConstant(of:to:)``; the terms and relation are fixed.
package final class SolverConstraint {
    package enum Relation: Sendable {
        case lessThanOrEqual
        case equal
        case greaterThanOrEqual
    }

    package let terms: [LinearTerm]
    package internal(set) var constant: Double
    package let relation: Relation
    /// 1...1000; 1000 (or more) means required.
    package let priority: Float
    /// What the owner wants back in conflict reports (e.g. a LayoutConstraint); unowned by the solver.
    package weak var owner: AnyObject?

    /// The tableau symbols the solver created for this constraint while it is added.
    var tag: SolverTag?

    package init(_ expression: LinearExpression, _ relation: Relation, priority: Float = SolverStrength.requiredPriority, owner: AnyObject? = nil) {
        self.terms = expression.terms
        self.constant = expression.constant
        self.relation = relation
        self.priority = min(max(priority, 1), SolverStrength.requiredPriority)
        self.owner = owner
    }

    /// True for priority 1000: must hold exactly, or the solver reports it unsatisfiable.
    package var isRequired: Bool { priority >= SolverStrength.requiredPriority }

    /// Whether a solver currently holds this constraint.
    package var isAdded: Bool { tag != nil }
}

/// The symbols a constraint added to the tableau (Cassowary's marker and "other" symbol), and the
/// marker's coefficient in the constraint's original row (needed to shift its constant).
struct SolverTag {
    let marker: SolverSymbol
    let other: SolverSymbol?
    let markerCoefficient: Double
}

/// The mapping from UIKit priorities to Cassowary strengths (AUTOLAYOUT-SPEC AL22).
///
/// Cassowary orders strengths lexicographically; this solver, like Kiwi (nucleic/kiwi
/// `strength.h`), folds them into one weight per error in a single objective: three bands 1000
/// apart, and within a band the weight grows with the priority, so every distinct priority
/// differs. Priorities 750...999 are *strong* (10³·p), 251...749 *medium* (p), 1...250 *weak*
/// (p/10³). One 751 error outweighs a 750 one, and one medium error outweighs up to 10³·(p/p')
/// weak ones; inside a band many lower-priority errors can outvote one higher-priority error,
/// where UIKit would order them strictly (the deviation AL22 allows, documented in AUTOLAYOUT.md).
package enum SolverStrength {
    package static let requiredPriority: Float = 1000

    /// The objective weight of an optional constraint's error.
    package static func weight(forPriority priority: Float) -> Double {
        let p = Double(min(max(priority, 1), 999.999))
        if p >= 750 { return 1_000 * p }
        if p > 250 { return p }
        return p / 1_000
    }
}
