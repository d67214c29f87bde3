public import Results

/// `soak --memory-limit-mb auto`: a limit chosen for the scenario, so that a soak raises
/// warnings by pressure without starving the screens a clean app keeps on display.
///
/// A first pass runs the walk the soak will run under the limit (same seed, the soak's
/// operations up to ``maximumFirstPassOperations``, no warnings of the walk's own) without a
/// limit, reading resident memory every ``readEveryBytes`` the thread allocates: its peak P is
/// the most that walk needs when nothing ever warns. The limit is P / 0.9 (the critical
/// fraction), rounded up to a MiB. Under it the same walk climbs as the first pass did until
/// pressure warns: a moderate warning at 78% of P, which the walk reaches (P is its own peak),
/// a low one at 89% (a critical one from 85% of the limit when a step needs a block larger
/// than what is left above it); every warning only lowers what the walk holds, so it never
/// needs more than P, and the stop line (97% of the limit, 8% above P) is out of a clean app's reach. A
/// screen that keeps what it could give is then named, as under any limit.
/// docs/MEMORY-LIMITS.md.
@MainActor
package enum AutomaticMemoryLimit {
    /// The first pass's length when the soak is longer (or runs for a duration).
    package static let maximumFirstPassOperations = 10_000
    /// How often the first pass reads resident memory: every 256 KiB its thread allocated.
    package static let readEveryBytes = 256 << 10
    /// The smallest limit it chooses (the smallest `--memory-limit-mb`).
    package static let minimumLimitBytes = 8 << 20
    /// The rule, as the results and the summary state it.
    package static let rule =
        "the first pass's peak / \(MemoryLimitSettings.criticalFraction) rounded up to a MiB: "
        + "warnings from \(Int((MemoryLimitSettings.moderateFraction / MemoryLimitSettings.criticalFraction * 100).rounded()))% of the peak, "
        + "the stop line \(Int((MemoryLimitSettings.survivalFraction / MemoryLimitSettings.criticalFraction * 100 - 100).rounded()))% above it"

    /// The limit for a first pass that peaked at `peakBytes`.
    package static func limitBytes(peakBytes: Int) -> Int {
        let mebibyte = 1 << 20
        let mebibytes = (Double(peakBytes) / MemoryLimitSettings.criticalFraction / Double(mebibyte)).rounded(.up)
        return max(minimumLimitBytes, Int(mebibytes) * mebibyte)
    }

    /// What the first pass found: the limit to soak under, or the pass's own outcome when it
    /// stopped (a budget, a failure, a signal), which is then the soak's.
    package enum FirstPass {
        case chose(limitBytes: Int, record: MemoryGuardResult.AutomaticLimit)
        case stopped(RunOutcome)
    }

    /// Runs the first pass of a soak with `options` (its limit ignored) and chooses the limit.
    package static func firstPass(
        scenario: Scenario, options: SoakOptions, environment: RunEnvironment,
        progress: ((Int, Int) -> Void)? = nil
    ) throws -> FirstPass {
        var pass = options
        pass.memoryLimitBytes = nil
        pass.warningsFromWalk = false
        pass.automaticLimit = nil
        pass.tracePath = nil
        pass.injectedLeakBytes = 0
        pass.durationSeconds = nil
        pass.operations = min(options.operations ?? maximumFirstPassOperations, maximumFirstPassOperations)
        pass.residentReadEveryBytes = readEveryBytes
        let runner = try SoakRunner(scenario: scenario, options: pass, environment: environment)
        runner.progress = progress
        let outcome = runner.run()
        if outcome.failure != nil || outcome.budgetExceeded != nil || outcome.interruptedBy != nil { return .stopped(outcome) }
        let peak = outcome.results.memoryGuard?.peakResidentBytes ?? 0
        let record = MemoryGuardResult.AutomaticLimit(
            firstPassOperations: outcome.results.soak?.operations ?? 0, firstPassPeakBytes: peak, rule: rule)
        return .chose(limitBytes: limitBytes(peakBytes: peak), record: record)
    }
}
