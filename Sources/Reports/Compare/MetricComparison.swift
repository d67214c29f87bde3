public import Results

/// What a gate decided about one metric.
public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
    /// No change (deterministic), or within noise (timing).
    case unchanged
    /// Worse, but by no more than the metric's absolute or relative tolerance: passes.
    case withinTolerance = "within tolerance"
    /// Better beyond noise (timing), or any improvement (deterministic): passes.
    case improved
    /// Worse beyond the threshold: fails the comparison (exit 3).
    case regressed
    /// Only in the current run: reported, not gated.
    case added
    /// Only in the baseline: reported, not gated.
    case removed
    /// A timing metric with fewer than ``StatisticalGate/minimumSamples`` samples on a side
    /// (or a median that is not positive): it could not be gated. Fails the comparison
    /// unless it was run with ``BaselineComparison/Options/allowInsufficientSamples``.
    case insufficientSamples = "insufficient samples"
    /// A metric its workload marks informational (measured once by design): reported, not gated.
    case informational = "informational"

    /// Whether this verdict fails the comparison whatever the options (a regression).
    public var fails: Bool { self == .regressed }

    /// Whether the metric was judged by its gate (not added, removed, informational or short of samples).
    package var wasGated: Bool { ![.added, .removed, .insufficientSamples, .informational].contains(self) }
}

/// One metric of a comparison: both values, the change, the gate that judged it and why.
public struct MetricComparison: Sendable, Hashable {
    public var name: String
    public var unit: String
    public var kind: Metric.Kind
    public var direction: Metric.Direction
    /// The baseline's and current run's values (medians for timings); nil when absent.
    public var baseline: Double?
    public var current: Double?
    public var verdict: Verdict
    /// The threshold applied and where it came from (nil for added and removed metrics).
    public var threshold: Threshold?
    public var source: ThresholdSource?
    /// Patterns that matched the metric but lost to a more specific one.
    package var shadowed: [String] = []
    /// The bootstrap estimate, for gated timing metrics.
    package var estimate: StatisticalGate.Estimate?
    /// Samples on each side, for timing metrics.
    package var baselineSamples = 0
    package var currentSamples = 0
    /// Why the verdict is not the plain gate's (`cellsCreated` fell with the dequeues, say).
    public var note: String?

    /// `current - baseline`, when both exist.
    public var change: Double? {
        guard let baseline, let current else { return nil }
        return current - baseline
    }

    /// `(current - baseline) / baseline`, when both exist and the baseline is not 0.
    package var relativeChange: Double? {
        guard let baseline, let current, baseline != 0 else { return nil }
        return (current - baseline) / abs(baseline)
    }

    /// The gate in words, e.g. `exact: fails when worse by > 0 B` or
    /// `timing: fails when median ratio > 1.05 and 95% CI low > 1.025`.
    public var gate: String {
        switch verdict {
        case .added: return "not gated: only in the current run"
        case .removed: return "not gated: only in the baseline"
        case .informational: return "not gated: informational (measured once by design)"
        default: break
        }
        let better = direction == .smallerIsBetter ? "smaller is better" : "bigger is better"
        let threshold = threshold ?? Threshold()
        switch kind {
        case .deterministic:
            let tolerance = threshold.tolerance(baseline: baseline ?? 0)
            return "exact (\(better)): fails when worse by > \(Format.number(tolerance)) \(unit)"
        case .timing:
            let t = threshold.relative ?? 0
            var text =
                "bootstrap CI of median ratio (\(better)): fails when ratio > \(Format.ratio(1 + t)) and 95% CI low > \(Format.ratio(1 + t / 2))"
            if verdict == .insufficientSamples {
                text += "; needs >= \(StatisticalGate.minimumSamples) samples per side (has \(baselineSamples) and \(currentSamples))"
            }
            if threshold.absolute != nil { text += "; absolute ignored for timing" }
            return text
        }
    }
}
