import Profiler
import Results

extension SoakRunner {
    /// Gathers the soak's results: the profiler's, the leaks, and the growth analysis.
    func finish(cycles: Int, failure: String?, interruptedBy: Int32? = nil, budgetStop: String? = nil) -> RunOutcome {
        var results = RunResults(kind: .soak, name: scenario.name, environment: environment)
        results.seed = options.seed
        profiler.fill(&results)
        results.leaks = profiler.leakResults(leaks)
        let verdict = GrowthVerdict.assess(retained: retained)
        results.soak = SoakResult(
            operations: operationsDone, cycles: cycles, retainedBytesPerCycle: retained,
            slopeBytesPerCycle: verdict.fit?.slope ?? 0, slopeLow: verdict.fit?.low ?? 0, slopeHigh: verdict.fit?.high ?? 0,
            verdict: verdict.verdict, warmupCycles: verdict.warmupCycles,
            minimumEffectBytesPerCycle: GrowthVerdict.minimumEffectBytesPerCycle, reason: verdict.reason)
        results.metrics = [
            .exact("soak.operations", Double(operationsDone), unit: "count", direction: .biggerIsBetter),
            .exact("soak.cycles", Double(cycles), unit: "count", direction: .biggerIsBetter),
            .exact("soak.leaks", Double(results.leaks.count), unit: "count"),
            .exact("soak.slopeBytesPerCycle", (results.soak?.slopeBytesPerCycle ?? 0).rounded(), unit: "B"),
        ]
        results.memoryGuard = memory.finish()
        results.memoryGuard?.limit?.automatic = options.automaticLimit
        var traceFailure: String?
        do { try profiler.finish() } catch { traceFailure = "\(error)" }
        return RunOutcome(results: results, failure: failure ?? traceFailure, budgetExceeded: budgetStop, interruptedBy: interruptedBy)
    }
}
