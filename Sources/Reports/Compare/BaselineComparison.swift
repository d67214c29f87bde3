import MemoryProbe
public import Results

/// A comparison of a run against a baseline: every metric of either run, gated.
///
/// Built by ``compare(baseline:current:thresholds:)``, which `viewpressure compare` calls
/// once; rendered by ``CompareRenderer`` (terminal) and ``MarkdownRenderer``. Cost: one
/// bootstrap per timing metric (about 1 ms each for 30 samples in release), linear otherwise.
public struct BaselineComparison: Sendable {
    package var baselineName: String
    package var currentName: String
    /// One entry per metric name in either run, sorted by name.
    package var entries: [MetricComparison]
    /// The thresholds the gates used.
    public var thresholds: Thresholds
    /// How the comparison was asked to treat metrics it cannot gate.
    package var options = Options()

    /// How to treat what cannot be gated.
    public struct Options: Sendable, Hashable {
        /// When true, timing metrics with too few samples to gate are reported as a warning;
        /// when false (the default), they fail the comparison: a gate that silently gates
        /// nothing is worse than a failing one.
        package var allowInsufficientSamples = false

        public init(allowInsufficientSamples: Bool = false) {
            self.allowInsufficientSamples = allowInsufficientSamples
        }
    }

    /// Whether the comparison fails (the CLI exits 3): a regression, or a metric that should
    /// have been gated but had too few samples (unless allowed).
    package var hasRegression: Bool {
        entries.contains { $0.verdict.fails || (!options.allowInsufficientSamples && $0.verdict == .insufficientSamples) }
    }

    /// The metrics that were not gated, each with the reason.
    package var ungated: [(name: String, reason: String)] {
        entries.filter { !$0.verdict.wasGated }.map { entry in
            let reason: String
            switch entry.verdict {
            case .added: reason = "only in the current run"
            case .removed: reason = "only in the baseline"
            case .informational: reason = "informational: measured once by design"
            default:
                reason = "\(entry.baselineSamples) and \(entry.currentSamples) samples; the gate needs \(StatisticalGate.minimumSamples) per side"
            }
            return (entry.name, reason)
        }
    }

    /// How many metrics got each verdict.
    public func count(_ verdict: Verdict) -> Int { entries.count { $0.verdict == verdict } }

    /// Compares `current` against `baseline`.
    ///
    /// Deterministic metrics: `d` is the worsening (current - baseline, negated for
    /// bigger-is-better). `d == 0` is unchanged, `d < 0` improved, `0 < d <= tolerance`
    /// within tolerance, `d > tolerance` regressed. Timing metrics go through
    /// ``StatisticalGate``. The current run's kind and direction are used when the runs disagree.
    ///
    /// - Throws: ``ReportsError`` (the CLI exits 2 with its message) when the comparison would
    ///   gate nothing real: files of different kinds (a bench against a scenario run), a quick
    ///   suite against a full one, allocator configurations that differ
    ///   (``AllocatorEnvironment/incompatibility(with:)``), or no metric both runs share that a gate
    ///   could judge. A gate that passes because it gated nothing fails open; this one fails closed.
    public static func compare(
        baseline: RunResults, current: RunResults, thresholds: Thresholds = Thresholds(),
        options: Options = Options()
    ) throws(ReportsError) -> BaselineComparison {
        if baseline.kind != current.kind {
            throw ReportsError(
                .comparison,
                "refusing to compare a \(baseline.kind.rawValue) results file ('\(baseline.name)') with a \(current.kind.rawValue) one ('\(current.name)'): their metrics measure different things; compare two files of the same kind"
            )
        }
        if baseline.kind == .bench, baseline.name.hasSuffix("(quick)") != current.name.hasSuffix("(quick)") {
            throw ReportsError(
                .comparison,
                "refusing to compare different suites: the baseline is '\(baseline.name)', the current run '\(current.name)'; --quick runs smaller sizes under the same metric names, so compare two --quick runs or two full ones"
            )
        }
        if let reason = baseline.environment.allocator.incompatibility(with: current.environment.allocator) {
            throw ReportsError(.comparison, "refusing to compare runs with different allocator configurations: \(reason)")
        }
        var old: [String: Metric] = [:], new: [String: Metric] = [:]
        for metric in baseline.metrics where old[metric.name] == nil { old[metric.name] = metric }
        for metric in current.metrics where new[metric.name] == nil { new[metric.name] = metric }
        let names = Set(old.keys).union(new.keys).sorted()
        var entries = names.map { name in entry(name, baseline: old[name], current: new[name], thresholds: thresholds) }
        if !entries.isEmpty, !entries.contains(where: { $0.verdict.wasGated || $0.verdict == .insufficientSamples }) {
            throw ReportsError(
                .comparison,
                "refusing to pass a gate that gated nothing: 0 of \(entries.count) metrics could be gated (\(old.count) in the baseline, \(new.count) in the current run, none shared and gateable: are they runs of the same scenario or suite?)"
            )
        }
        judgeCellsCreated(&entries)
        return BaselineComparison(
            baselineName: baseline.name, currentName: current.name, entries: entries, thresholds: thresholds,
            options: options)
    }

    /// Fewer cells created is an improvement only when as many cells were asked for: when the
    /// sibling `cellsNotDequeued` rose (cells made in `cellForRowAt`, bypassing the pool) the
    /// fall is a regression; when `dequeues` fell as well (fewer rows shown) it is no change.
    static func judgeCellsCreated(_ entries: inout [MetricComparison]) {
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.name] = position }
        for position in entries.indices where entries[position].name.hasSuffix(".cellsCreated") && entries[position].verdict == .improved {
            let prefix = String(entries[position].name.dropLast("cellsCreated".count))
            if let sibling = index[prefix + "cellsNotDequeued"], let current = entries[sibling].current, current > (entries[sibling].baseline ?? 0) {
                entries[position].verdict = .regressed
                entries[position].note =
                    "fewer cells created because \(Format.number(current)) cells were returned without a dequeue (\(prefix)cellsNotDequeued)"
            } else if let sibling = index[prefix + "dequeues"], let before = entries[sibling].baseline, let after = entries[sibling].current,
                after < before
            {
                entries[position].verdict = .unchanged
                entries[position].note = "not an improvement: dequeues fell too (\(Format.number(before)) -> \(Format.number(after)))"
            }
        }
    }

    static func entry(_ name: String, baseline: Metric?, current: Metric?, thresholds: Thresholds) -> MetricComparison {
        let shape = current ?? baseline!
        var entry = MetricComparison(
            name: name, unit: shape.unit, kind: shape.kind, direction: shape.direction,
            baseline: baseline?.value, current: current?.value, verdict: .unchanged,
            baselineSamples: baseline?.samples.count ?? 0, currentSamples: current?.samples.count ?? 0
        )
        guard let baseline, let current else {
            entry.verdict = baseline == nil ? .added : .removed
            return entry
        }
        let resolved = thresholds.resolve(name, kind: shape.kind)
        entry.threshold = resolved.threshold
        entry.source = resolved.source
        entry.shadowed = resolved.shadowed
        switch shape.kind {
        case .deterministic:
            let worsening = shape.direction == .smallerIsBetter ? current.value - baseline.value : baseline.value - current.value
            if worsening == 0 {
                entry.verdict = .unchanged
            } else if worsening < 0 {
                entry.verdict = .improved
            } else {
                entry.verdict = worsening <= resolved.threshold.tolerance(baseline: baseline.value) ? .withinTolerance : .regressed
            }
        case .timing:
            guard baseline.isGated, current.isGated else {
                entry.verdict = .informational
                return entry
            }
            guard
                let estimate = StatisticalGate.estimate(baseline: baseline.samples, current: current.samples, direction: shape.direction, name: name)
            else {
                entry.verdict = .insufficientSamples
                return entry
            }
            entry.estimate = estimate
            entry.verdict = StatisticalGate.verdict(for: estimate, relativeThreshold: resolved.threshold.relative ?? 0)
        }
        return entry
    }
}
