import Profiler
import Reports

extension SoakRunner {
    /// Gathers the soak's results: the profiler's, the leaks, and the growth analysis.
    func finish(cycles: Int, failure: String?) -> RunOutcome {
        var results = RunResults(kind: .soak, name: scenario.name, environment: environment)
        results.seed = options.seed
        profiler.fill(&results)
        results.leaks = profiler.leakResults(leaks)
        let verdict = GrowthVerdict.assess(retained: retained)
        if let fit = verdict.fit {
            results.soak = SoakResult(
                operations: operationsDone, cycles: cycles, retainedBytesPerCycle: retained,
                slopeBytesPerCycle: fit.slope, slopeLow: fit.low, slopeHigh: fit.high, verdict: verdict.verdict.rawValue)
        } else {
            results.soak = SoakResult(
                operations: operationsDone, cycles: cycles, retainedBytesPerCycle: retained,
                slopeBytesPerCycle: 0, slopeLow: 0, slopeHigh: 0, verdict: verdict.verdict.rawValue)
        }
        results.metrics = [
            .exact("soak.operations", Double(operationsDone), unit: "count", direction: .biggerIsBetter),
            .exact("soak.cycles", Double(cycles), unit: "count", direction: .biggerIsBetter),
            .exact("soak.leaks", Double(results.leaks.count), unit: "count"),
            .exact("soak.slopeBytesPerCycle", (results.soak?.slopeBytesPerCycle ?? 0).rounded(), unit: "B"),
        ]
        var traceFailure: String?
        do { try profiler.finish() } catch { traceFailure = "\(error)" }
        return RunOutcome(results: results, failure: failure ?? traceFailure, budgetExceeded: false)
    }
}
