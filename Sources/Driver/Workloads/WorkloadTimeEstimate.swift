import Foundation
import Results

/// Bench admission by time: a workload whose one pass (a piece of work that no stop request
/// can interrupt, or that a round repeats) is estimated beyond ``maximumPassSeconds`` is refused
/// before anything runs (exit 2), naming the parameter and the bound, as
/// ``WorkloadMemoryEstimate`` refuses a size that cannot fit the budget.
package enum WorkloadTimeEstimate {
    /// The longest a pass may be estimated to take: 10 s.
    package static let maximumPassSeconds = 10.0

    /// Throws (exit 2 at the call site) when `workload`'s estimated pass exceeds the bound.
    @MainActor
    package static func check(_ workload: any Workload) throws(DriverError) {
        guard let timed = workload as? any TimeAdmittedWorkload else { return }
        let estimate = timed.passEstimate
        guard estimate.seconds > maximumPassSeconds else { return }
        let name = type(of: workload).name
        throw DriverError(
            .parameter,
            "workload \(name), \(estimate.what): about \(Format.duration(nanoseconds: estimate.seconds * 1e9)) a pass "
                + "(\(estimate.cost)), more than the \(Int(maximumPassSeconds)) s a pass may take; make --param \(name).\(estimate.parameter) "
                + "at most \(estimate.largestAdmitted)")
    }
}

/// A workload whose pass time grows with a parameter faster than linearly.
package protocol TimeAdmittedWorkload: Workload {
    var passEstimate: WorkloadPassEstimate { get }
}

/// One pass's estimated time, from a documented per-unit cost.
package struct WorkloadPassEstimate: Sendable {
    /// What the pass does ("building its screen of 2000 views and laying it out once").
    package var what: String
    package var seconds: Double
    /// The per-unit cost, in words.
    package var cost: String
    /// The parameter that sets it, and its largest admitted value.
    package var parameter: String
    package var largestAdmitted: Int
}

extension LayoutWorkload: TimeAdmittedWorkload {
    /// Building a column of V chained views (4 constraints each) and its first layout: about
    /// 90 ns per V³ (debug build: 0.5 s a round at V = 100, 1.3 s at 200, 6 s at 400; the
    /// solver's rows grow with V² and each added view touches them), the round's setup,
    /// which a stop request interrupts between views.
    package static let setupNanosecondsPerViewCubed = 90.0

    package var passEstimate: WorkloadPassEstimate {
        let v = Double(views)
        let perCube = Self.setupNanosecondsPerViewCubed
        return WorkloadPassEstimate(
            what: "building its screen of \(views) chained views and laying it out once",
            seconds: perCube * v * v * v / 1e9, cost: "\(Int(perCube)) ns per views³",
            parameter: "views", largestAdmitted: Int(cbrt(WorkloadTimeEstimate.maximumPassSeconds * 1e9 / perCube)))
    }
}
