import Results

/// The history gate replayed over real runs of the same code: each run from the
/// `window + 1`-th on is gated against the `window` runs before it (A/A), then again with
/// its timing samples of one metric made slower by `regression` (for each timing metric in
/// turn), and with one exact metric 1 byte bigger (for each in turn).
///
/// `viewpressure history replay` prints it over a store filled by repeated `bench` runs of
/// one commit; docs/CI.md quotes its figures. Cost: `runs x metrics` history comparisons.
public enum HistoryReplay {
    /// Counts: ``aaPasses`` of ``trials``; flagged timing and exact regressions out of the
    /// (run, metric) pairs tried.
    public struct Figures: Sendable {
        public var trials = 0
        package var aaPasses = 0
        package var aaTimingFalseAlarms = 0
        package var aaExactFalseAlarms = 0
        package var timingTried = 0
        package var timingFlagged = 0
        package var exactTried = 0
        package var exactFlagged = 0
        /// Per timing metric: flagged out of tried, for the metrics that were gated.
        package var perMetric: [String: (flagged: Int, tried: Int)] = [:]
    }

    /// Replays `records` (oldest first, one suite, one commit) with a rolling `window`.
    public static func run(
        _ records: [HistoryRecord], window: Int, regression: Double = 0.05,
        thresholds: Thresholds = Thresholds()
    ) throws(ReportsError) -> Figures {
        var figures = Figures()
        guard records.count > window else { return figures }
        for index in window..<records.count {
            try StopRequest.check(.history)
            let past = Array(records[(index - window)..<index])
            let record = records[index]
            func results(_ metrics: [Metric]) -> RunResults {
                var results = RunResults(kind: record.kind, name: record.name, environment: record.environment)
                results.metrics = metrics
                return results
            }
            let same = try HistoryComparison.compare(history: past, current: results(record.metrics), window: window, thresholds: thresholds)
            figures.trials += 1
            if !same.hasRegression { figures.aaPasses += 1 }
            figures.aaTimingFalseAlarms += same.entries.count { $0.kind == .timing && $0.fails }
            figures.aaExactFalseAlarms += same.entries.count { $0.kind == .deterministic && $0.fails }
            for (position, metric) in record.metrics.enumerated() {
                var changed = record.metrics
                switch metric.kind {
                case .timing:
                    let factor = metric.direction == .smallerIsBetter ? 1 + regression : 1 / (1 + regression)
                    changed[position] = .timing(
                        metric.name, samples: metric.samples.map { $0 * factor }, unit: metric.unit, direction: metric.direction)
                case .deterministic:
                    changed[position].value += metric.direction == .smallerIsBetter ? 1 : -1
                }
                let comparison = try HistoryComparison.compare(history: past, current: results(changed), window: window, thresholds: thresholds)
                guard let entry = comparison.entries.first(where: { $0.name == metric.name }), entry.outcome != .insufficientHistory else { continue }
                let flagged = entry.fails
                if metric.kind == .timing {
                    figures.timingTried += 1
                    if flagged { figures.timingFlagged += 1 }
                    figures.perMetric[metric.name, default: (0, 0)].tried += 1
                    if flagged { figures.perMetric[metric.name, default: (0, 0)].flagged += 1 }
                } else {
                    figures.exactTried += 1
                    if flagged { figures.exactFlagged += 1 }
                }
            }
        }
        return figures
    }
}
