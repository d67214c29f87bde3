import Results

/// What the bench reports (HTML and Markdown) show, computed once from the results and an
/// optional baseline comparison, so that both renderers present the same figures, targets
/// and changes in the same order.
struct BenchReportModel {
    /// One figure (metric) of a workload, ready to print.
    struct Figure {
        var metric: Metric
        /// The name without the workload prefix: `depth1000.pushNs`.
        var shortName: String
        var value: String
        /// "exact", "median of 7", "1 sample, not gated".
        var samples: String
        /// The targets that read this metric.
        var targets: [BenchTargetResult]
        /// The change against the baseline ("+1.2 ns/op (+3.0%) · regressed"), when comparing.
        var change: String?
    }

    /// A workload with its figures and targets.
    struct Workload {
        var info: BenchWorkloadInfo
        var figures: [Figure]
        var targets: [BenchTargetResult]
        var metrics: [Metric] { figures.map(\.metric) }
    }

    var results: RunResults
    var comparison: BaselineComparison?
    var verdict: RunVerdict
    var targets: [BenchTargetResult]
    var workloads: [Workload]

    init(_ results: RunResults, comparison: BaselineComparison?) {
        self.results = results
        self.comparison = comparison
        verdict = RunVerdict(results: results, comparison: comparison)
        let targets = BenchTargetResult.evaluate(results.metrics)
        self.targets = targets
        workloads = BenchWorkloadInfo.present(in: results).map { info in
            let figures = BenchWorkloadInfo.metrics(of: info.name, in: results.metrics).map { metric in
                Figure(
                    metric: metric, shortName: String(metric.name.dropFirst(info.name.count + 1)),
                    value: BenchTargetResult.figure(metric.value, unit: metric.unit, name: metric.name), samples: Self.samples(metric),
                    targets: targets.filter { $0.metric == metric.name },
                    change: comparison.map { Self.change(metric.name, in: $0) })
            }
            return Workload(info: info, figures: figures, targets: targets.filter { $0.target.workload == info.name })
        }
    }

    /// Targets this run measured (met or missed).
    var measuredTargets: [BenchTargetResult] { targets.filter { $0.status != .notMeasured } }
    var metTargets: Int { targets.count { $0.status == .met } }

    /// "met 7 of 9 targets".
    var targetsSummary: String { "\(metTargets) of \(measuredTargets.count) targets met" }
    var missedTargets: Int { targets.count { $0.status == .missed } }

    /// The report's headline: the run's verdict (the exit code's), and the missed targets
    /// beside it, so that a PASS never sits above a missed target unsaid. Targets do not
    /// change the exit code (they are the documented goals, not gates; `compare` gates).
    var headline: String {
        guard missedTargets > 0 else { return verdict.headline }
        let missed = "\(missedTargets) of \(measuredTargets.count) targets missed"
        return verdict.passed ? "PASS (exit 0) · \(missed)" : "\(verdict.headline) · \(missed)"
    }

    /// The HTML badge's class: pass, attention (passed, targets missed) or fail.
    var badgeClass: String { !verdict.passed ? "fail" : missedTargets > 0 ? "attention" : "pass" }

    static func samples(_ metric: Metric) -> String {
        if metric.kind == .deterministic { return "exact" }
        let count = metric.samples.count
        if !metric.isGated { return "\(count) sample\(count == 1 ? "" : "s"), not gated" }
        return count == 1 ? "1 sample" : "median of \(count)"
    }

    /// The change of `name` against the baseline, with the gate's verdict when it is not
    /// "unchanged"; "new" when the baseline does not have it.
    static func change(_ name: String, in comparison: BaselineComparison) -> String {
        guard let entry = comparison.entries.first(where: { $0.name == name }) else { return "-" }
        if entry.baseline == nil { return "new" }
        let change = Format.change(entry.change, relative: entry.relativeChange, unit: entry.unit)
        return entry.verdict == .unchanged ? change : "\(change) · \(entry.verdict.rawValue)"
    }

    /// A readable label for a metric's configuration (``BenchTargetResult/configuration(_:)``).
    static func label(_ parts: String) -> String { BenchTargetResult.configuration(parts) }
}
