/// How `viewpressure run` runs a scenario.
public struct RunOptions: Sendable {
    /// Measure with jemalloc (the ledger, phases, purges). Off: the trace is byte-for-byte
    /// reproducible (no measurements in it) and runs are faster.
    public var measures = true
    /// Where to stream the trace, if anywhere.
    public var tracePath: String?
    /// Fail with exit code 6 when the process's resident memory exceeds this many bytes at a
    /// phase boundary or timeline sample.
    public var residentBudgetBytes: Int?
    /// Keep an account for every controller instance (off for long runs: deallocated
    /// controllers are folded into their scene's totals).
    public var keepsDeallocatedControllers = true

    public init(measures: Bool = true, tracePath: String? = nil, residentBudgetBytes: Int? = nil) {
        self.measures = measures
        self.tracePath = tracePath
        self.residentBudgetBytes = residentBudgetBytes
    }
}

/// What a run found besides its results: the reasons for a non-zero exit code.
public struct RunOutcome: Sendable {
    public var results: Reports.RunResults
    /// The error that stopped the run, if one did (exit 1).
    public var failure: String?
    /// Whether the resident budget was exceeded (exit 6).
    public var budgetExceeded: Bool

    /// The exit code of the contract, most serious first: 1 the run failed, 5 an invariant was
    /// violated, 4 a leak (or, for a soak, retained memory growing), 6 the budget, else 0.
    public var exitCode: Int32 {
        if failure != nil { return 1 }
        if !results.invariantViolations.isEmpty { return 5 }
        if !results.leaks.isEmpty || results.soak?.verdict == "growing" { return 4 }
        if budgetExceeded { return 6 }
        return 0
    }
}

import Reports
