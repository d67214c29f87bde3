public import Results

/// How `viewpressure soak` runs.
package struct SoakOptions: Sendable {
    /// Stop after this many random operations (all cycles together)...
    package var operations: Int?
    /// ...or after this many seconds of wall-clock time (the driver's own clock; the runtime
    /// itself stays on its virtual clock).
    package var durationSeconds: Double?
    /// The random walk's seed: the same seed gives the same operations and the same trace.
    package var seed: UInt64 = 1
    /// Random operations per cycle; each cycle ends with a critical warning, a teardown, a
    /// leak check, a purge and a retained-bytes sample.
    package var operationsPerCycle = 40
    /// The deepest navigation stack the walk builds.
    package var maximumDepth = 8
    /// Where to stream the trace, if anywhere.
    package var tracePath: String?
    /// Measure with jemalloc (off: no retained-bytes series, no verdict).
    package var measures = true

    /// Calibration: keep this many bytes (one block) per cycle, a deliberate leak, to check
    /// that the growth verdict finds it. 0 (the default) injects nothing.
    package var injectedLeakBytes = 0
    /// Stop (exit 6) when resident memory crosses this many bytes; nil: the default budget.
    package var residentBudgetBytes: Int?
    /// Run under a real memory limit, with warnings raised by pressure instead of by the walk
    /// (``MemoryLimitSettings``); nil for none.
    package var memoryLimitBytes: Int?
    /// Whether the walk sends memory warnings of its own (random ones, in-flight ones, a
    /// critical one at each cycle's end). Off: the walk a limit gets, with no limit (the first
    /// pass of ``AutomaticMemoryLimit``). Under a limit it sends none either way.
    package var warningsFromWalk = true
    /// Read resident memory each time the walk allocated this many bytes (nil: the guard's
    /// default), for a closely read peak (the first pass of ``AutomaticMemoryLimit``).
    package var residentReadEveryBytes: Int?
    /// How `--memory-limit-mb auto` chose ``memoryLimitBytes`` (``AutomaticMemoryLimit``), kept in the results.
    package var automaticLimit: MemoryGuardResult.AutomaticLimit?

    /// The budget and limit these options ask for.
    package func memorySettings(availability: MemoryAvailability = .current()) -> MemoryLimitSettings {
        .requested(budgetBytes: residentBudgetBytes, limitBytes: memoryLimitBytes, availability: availability)
    }

    /// The user's own classes, for the scenario's custom scenes (the registry it was parsed with).
    package var scenes = SceneRegistry()

    package init() {}

    /// The default when neither a count nor a duration is given.
    package static let defaultOperations = 2000
    /// The longest `durationSeconds` honoured: 7 days.
    package static let maximumDurationSeconds: Double = 7 * 24 * 3600
    /// The most operations a soak runs, and the longest cycle.
    package static let maximumOperations = 1_000_000_000
    package static let maximumOperationsPerCycle = 1_000_000
}
