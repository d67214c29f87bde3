import MemoryProbe
public import Results

/// A run gated against a rolling baseline: the last N runs of the same suite in a history store.
///
/// Exact metrics are gated against the last value in the window, like a pairwise compare
/// (any worsening beyond the tolerance fails). Timing metrics are gated by ``HistoryGate``
/// against the whole window: a prediction band over the runs' medians, and a trend test for
/// slow drift. Built by ``compare(history:current:window:branch:thresholds:)``, which
/// `viewpressure compare --history` calls once; rendered by ``HistoryRenderer``.
/// Cost: linear in the window's samples.
public struct HistoryComparison: Sendable {
    package var currentName: String
    /// The runs gated against, oldest first.
    public var window: [WindowRun]
    /// Runs of the same suite left out: on another branch, or with an incompatible
    /// allocator configuration or build.
    package var skipped: Int
    /// One entry per metric of the current run or of the window's last run, sorted by name.
    package var entries: [HistoryEntry]
    public var thresholds: Thresholds
    /// The branch the window was restricted to, if any.
    public var branch: String?

    /// A run of the window, without its metrics.
    public struct WindowRun: Sendable, Hashable {
        public var commit: String
        public var branch: String
        public var time: String
    }

    /// Whether any gate failed (the CLI exits 3).
    package var hasRegression: Bool { entries.contains { $0.fails } }

    /// Why this comparison cannot stand as a gate, or nil: an empty window gates nothing, so
    /// `compare --history` refuses it (exit 2) rather than pass. Replays and simulations,
    /// which start from an empty history on purpose, do not ask.
    package var refusal: String? {
        guard window.isEmpty else { return nil }
        let others = skipped > 0 ? "; \(skipped) run(s) of it were left out (another branch, build or allocator configuration)" : ""
        return
            "refusing to gate against an empty history window: the store has no run of '\(currentName)'\(branchClause) to compare with\(others). Add main's runs with `viewpressure history add` first"
    }

    var branchClause: String { branch.map { " on branch '\($0)'" } ?? "" }

    /// Gates `current` against the last `window` runs of `history` of the same suite and
    /// kind (on `branch`, when given), with compatible allocator configurations and the same
    /// build. With no such run, every metric is `added` and nothing fails.
    ///
    /// - Throws: ``ReportsError`` when `window` is not positive.
    public static func compare(
        history: [HistoryRecord], current: RunResults, window: Int = 10, branch: String? = nil,
        thresholds: Thresholds = Thresholds()
    ) throws(ReportsError) -> HistoryComparison {
        guard window >= 1 else { throw ReportsError(.history, "--window must be at least 1") }
        let suite = history.filter { $0.name == current.name && $0.kind == current.kind }
        let usable = suite.filter { record in
            (branch == nil || record.branch == branch)
                && record.environment.build == current.environment.build
                && record.environment.allocator.incompatibility(with: current.environment.allocator) == nil
        }
        let runs = Array(usable.suffix(window))
        var names = Set(current.metrics.map(\.name))
        if let last = runs.last { names.formUnion(last.metrics.map(\.name)) }
        var now: [String: Metric] = [:]
        for metric in current.metrics where now[metric.name] == nil { now[metric.name] = metric }
        let timings = names.count { name in now[name]?.kind == .timing }
        let alpha = HistoryGate.familyAlpha / Double(max(1, timings))
        let entries = names.sorted().map { name in
            entry(name, current: now[name], window: runs, thresholds: thresholds, alpha: alpha)
        }
        return HistoryComparison(
            currentName: current.name,
            window: runs.map { WindowRun(commit: $0.commit, branch: $0.branch, time: $0.time) },
            skipped: suite.count - usable.count,
            entries: entries, thresholds: thresholds, branch: branch
        )
    }

    static func entry(_ name: String, current: Metric?, window: [HistoryRecord], thresholds: Thresholds, alpha: Double) -> HistoryEntry {
        let past = window.compactMap { record in record.metrics.first { $0.name == name }.map { (record, $0) } }
        let lastRecordHasIt = window.last.map { $0.metrics.contains { $0.name == name } } ?? false
        let last = past.last
        let shape = current ?? last!.1
        var entry = HistoryEntry(
            name: name, unit: shape.unit, kind: shape.kind, direction: shape.direction,
            current: current?.value, verdict: .unchanged)
        entry.last = last?.1.value
        entry.lastCommit = last?.0.shortCommit
        guard let current, let last else {
            entry.verdict = current == nil ? .removed : .added
            return entry
        }
        if !lastRecordHasIt { entry.note = "absent from the last run; last seen at \(last.0.shortCommit)" }
        let resolved = thresholds.resolve(name, kind: shape.kind)
        entry.threshold = resolved.threshold
        switch shape.kind {
        case .deterministic:
            let pairwise = BaselineComparison.entry(name, baseline: last.1, current: current, thresholds: thresholds)
            entry.verdict = pairwise.verdict
        case .timing:
            entry.runs = past.count
            guard
                let estimate = HistoryGate.estimate(window: past.map(\.1.samples), current: current.samples, direction: shape.direction, alpha: alpha)
            else {
                entry.verdict = .insufficientSamples
                entry.outcome = .insufficientHistory
                return entry
            }
            entry.estimate = estimate
            entry.last = estimate.windowMedian
            let outcome = HistoryGate.outcome(for: estimate, relativeThreshold: resolved.threshold.relative ?? 0)
            entry.outcome = outcome
            switch outcome {
            case .regressed, .drifted: entry.verdict = .regressed
            case .improved: entry.verdict = .improved
            case .unchanged: entry.verdict = .unchanged
            case .insufficientHistory: entry.verdict = .insufficientSamples
            }
        }
        return entry
    }
}

/// One metric of a history comparison.
public struct HistoryEntry: Sendable, Hashable {
    public var name: String
    public var unit: String
    public var kind: Metric.Kind
    public var direction: Metric.Direction
    public var current: Double?
    /// Exact metrics: the last value in the window. Timing metrics: the median of the
    /// window's run medians.
    public var last: Double?
    /// The commit ``last`` came from (exact metrics).
    package var lastCommit: String?
    public var verdict: Verdict
    /// The timing gate's own outcome (it tells `drifted` from `regressed`).
    package var outcome: HistoryGate.Outcome?
    package var estimate: HistoryGate.Estimate?
    /// Runs of the window that had the metric (timing metrics).
    public var runs = 0
    public var threshold: Threshold?
    public var note: String?

    /// Whether this metric fails the history gate: only a regression (or a drift) does. A
    /// metric the history cannot gate yet (too few runs) never fails, whatever a pairwise
    /// compare does with too few samples.
    public var fails: Bool { verdict == .regressed }

    /// `(current - last) / last`, when both exist and `last` is not 0.
    package var relativeChange: Double? {
        guard let last, let current, last != 0 else { return nil }
        return (current - last) / abs(last)
    }
}
