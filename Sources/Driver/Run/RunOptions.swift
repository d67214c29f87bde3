public import Results

/// How `viewpressure run` runs a scenario.
package struct RunOptions: Sendable {
    /// Measure with jemalloc (the ledger, phases, purges). Off: the trace is byte-for-byte
    /// reproducible (no measurements in it) and runs are faster.
    package var measures = true
    /// Where to stream the trace, if anywhere.
    package var tracePath: String?
    /// Stop with exit code 6 when the process's resident memory crosses this many bytes (at
    /// the next step boundary; large blocks are refused before they would cross it). Nil: the
    /// default budget, ``MemoryAvailability/defaultBudgetBytes``.
    package var residentBudgetBytes: Int?
    /// Stop at the next step once the run has taken this many seconds of wall-clock time (the
    /// driver's clock; the runtime stays on its virtual clock): exit 1 with partial results.
    /// Nil: no limit.
    package var timeLimitSeconds: Double?
    /// The longest `timeLimitSeconds` honoured: 7 days.
    package static let maximumTimeLimitSeconds: Double = 7 * 24 * 3600
    /// Run under a real memory limit of this many bytes, with memory warnings raised by
    /// pressure (``MemoryLimitSettings``); nil for none.
    package var memoryLimitBytes: Int?
    /// Keep an account for every controller instance (off for long runs: deallocated
    /// controllers are folded into their scene's totals).
    package var keepsDeallocatedControllers = true
    /// With ``keepsDeallocatedControllers`` off, the deallocated controllers whose detail the
    /// results keep: the last N and the N largest by ledger bytes (`--kept-controllers N`).
    /// What `run` keeps stays bounded whatever the run's length.
    package var keptDeallocatedControllers = RunOptions.defaultKeptControllers
    /// `viewpressure run`'s default for ``keptDeallocatedControllers``.
    package static let defaultKeptControllers = 100
    /// The most `--kept-controllers` accepts.
    package static let maximumKeptControllers = 1_000_000
    /// Steps between timeline samples (heap snapshots): 0, the default, samples at phase
    /// boundaries and memory warnings only; N every N-th step (`--snapshot-every N`).
    package var snapshotEvery = 0
    /// The user's own classes, for the scenario's custom scenes (the registry it was parsed with).
    package var scenes = SceneRegistry()

    /// The budget and limit these options ask for.
    package func memorySettings(availability: MemoryAvailability = .current()) -> MemoryLimitSettings {
        .requested(budgetBytes: residentBudgetBytes, limitBytes: memoryLimitBytes, availability: availability)
    }

    package init(measures: Bool = true, tracePath: String? = nil, residentBudgetBytes: Int? = nil) {
        self.measures = measures
        self.tracePath = tracePath
        self.residentBudgetBytes = residentBudgetBytes
    }
}

/// A run's results and how it ended; its exit code comes from ``RunVerdict``, the definition
/// the reports use too.
package struct RunOutcome: Sendable {
    package var results: RunResults

    /// - Parameters:
    ///   - failure: the error that stopped the run (exit 1).
    ///   - budgetExceeded: what crossed the memory budget, where, and the budget (exit 6).
    ///   - interruptedBy: the signal that stopped the run early (exit 128 + signal).
    package init(results: RunResults, failure: String?, budgetExceeded: String? = nil, interruptedBy: Int32? = nil) {
        self.results = results
        if failure != nil || budgetExceeded != nil || interruptedBy != nil {
            self.results.status = RunStatus(failure: failure, budgetExceeded: budgetExceeded, interruptedBy: interruptedBy)
        }
    }

    /// The error that stopped the run, if one did.
    package var failure: String? { results.status?.failure }
    /// What crossed the memory budget, if anything did.
    package var budgetExceeded: String? { results.status?.budgetExceeded }
    /// The signal that interrupted the run, if one did.
    package var interruptedBy: Int32? { results.status?.interruptedBy }

    /// The verdict the summaries, the reports and the exit code share.
    package var verdict: RunVerdict { RunVerdict(results: results) }

    /// The exit code of the contract, most serious first (see ``RunVerdict``).
    package var exitCode: Int32 { verdict.exitCode }
}
