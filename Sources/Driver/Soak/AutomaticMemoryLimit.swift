public import Reports

/// `soak --memory-limit-mb auto`: a limit chosen for the scenario, so that a soak raises
/// warnings by pressure without starving the screens a clean app keeps on display.
///
/// A first pass runs the same walk (same seed, the soak's operations up to
/// ``maximumFirstPassOperations``) without a limit, with the walk's own warnings, reading
/// resident memory every ``readEveryBytes`` the thread allocates: its peak is the most the
/// scenario needed at once when warnings came often. The limit is that peak divided by the
/// critical fraction (0.9), rounded up to a MiB: a critical warning comes where the first pass
/// peaked, a moderate one at 78% of the peak (the walk under a limit sends no warnings of its
/// own, so it reaches that), and the stop line (97% of the limit) is 8% above the peak, which
/// a walk whose screens give back what they can never needs. A screen that keeps what it could
/// give is then named, as under any limit. docs/MEMORY-LIMITS.md.
@MainActor
public enum AutomaticMemoryLimit {
    /// The first pass's length when the soak is longer (or runs for a duration).
    public static let maximumFirstPassOperations = 10_000
    /// How often the first pass reads resident memory: every 256 KiB its thread allocated.
    public static let readEveryBytes = 256 << 10
    /// The smallest limit it chooses (the smallest `--memory-limit-mb`).
    public static let minimumLimitBytes = 8 << 20
    /// The rule, as the results and the summary state it.
    public static let rule = "the first pass's peak / \(MemoryLimitSettings.criticalFraction) rounded up to a MiB: "
        + "critical warnings from the peak, moderate from \(Int((MemoryLimitSettings.moderateFraction / MemoryLimitSettings.criticalFraction * 100).rounded()))% of it"

    /// The limit for a first pass that peaked at `peakBytes`.
    public static func limitBytes(peakBytes: Int) -> Int {
        let mebibyte = 1 << 20
        let mebibytes = (Double(peakBytes) / MemoryLimitSettings.criticalFraction / Double(mebibyte)).rounded(.up)
        return max(minimumLimitBytes, Int(mebibytes) * mebibyte)
    }

    /// What the first pass found: the limit to soak under, or the pass's own outcome when it
    /// stopped (a budget, a failure, a signal), which is then the soak's.
    public enum FirstPass {
        case chose(limitBytes: Int, record: MemoryGuardResult.AutomaticLimit)
        case stopped(RunOutcome)
    }

    /// Runs the first pass of a soak with `options` (its limit ignored) and chooses the limit.
    public static func firstPass(scenario: Scenario, options: SoakOptions, environment: RunEnvironment,
                                 progress: ((Int, Int) -> Void)? = nil) throws -> FirstPass {
        var pass = options
        pass.memoryLimitBytes = nil
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
