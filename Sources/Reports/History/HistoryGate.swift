import Foundation
package import Results

/// The statistics of the history gate for one timing metric: a prediction band over the
/// window's run locations (trimmed means), and a trend test across the window.
///
/// ## The band (one run against the window)
/// Each run of the window contributes its location ``location(_:)``, the 20% trimmed mean of
/// the logarithms of its samples; let `x_i` be these, oriented so that bigger is worse
/// (negated for bigger-is-better metrics), `mean` and `s` their mean and standard deviation
/// over the `W` runs, and `x` the current run's. The current run is
/// **regressed** when both
/// - `ratio = exp(x - mean) > 1 + t/2`: the change is big enough to matter, and
/// - `x > mean + q * s * sqrt(1 + 1/W)`, with `q` the `1 - alpha` quantile of Student's t
///   with `W - 1` degrees of freedom: the current run is outside the one-sided `1 - alpha`
///   prediction band of a new run from the window's distribution. `alpha` is
///   ``familyAlpha`` divided by the number of timing metrics gated (Bonferroni), so a run of
///   unchanged code passes the whole gate at least 99% of the time however many timings the
///   suite has; ``HistoryComparison`` passes it in.
///
/// The band uses the spread *between runs*, so it covers run-to-run noise (another runner,
/// another page cache, another CPU frequency) that a test pooling the samples of one run
/// against another cannot see; a window of `W` runs makes the centre `sqrt(W)` times less
/// noisy than one baseline, which is why the floor can be `t/2` instead of the pairwise gate's `t`.
/// **Improved** mirrors it. Fewer than ``minimumRuns`` runs with a positive median, or a
/// current run without samples: not gated. One sample per run is enough (the band is
/// between runs), so timings that a pairwise compare cannot gate (1 or 2 samples per run,
/// such as a scaling pass) are gated against history.
///
/// ## The trend (slow drift)
/// Over the window's runs and the current one, oldest first: the Theil-Sen slope of `x` per
/// run gives the drift across the window, `exp(slope * W) - 1`; the Mann-Kendall statistic
/// `z` says whether the runs rise steadily. **Drifted** (fails) when the drift is above `t`
/// and `z` is above the `1 - alpha` normal quantile: each step passed the band, but the
/// window as a whole moved by more than the threshold.
///
/// Cost: linear in the samples plus `W^2` for the trend; microseconds per metric.
public enum HistoryGate {
    /// The false-alarm rate of the timing gates of a whole comparison, shared among its
    /// timing metrics.
    package static let familyAlpha = 0.01
    /// The per-metric rate when nothing else is known (10 timing metrics).
    package static let alpha = 0.001
    /// Fewer runs than this in the window: a timing metric is reported, not gated.
    package static let minimumRuns = 3

    /// What the gate found for one timing metric.
    public struct Estimate: Sendable, Hashable, Codable {
        /// The runs of the window that had usable samples.
        public var runs: Int
        /// The median of the window's run medians, in the metric's unit.
        package var windowMedian: Double
        /// The oriented ratio of the current run's location to the window's mean location (`> 1` worse).
        public var ratio: Double
        /// The band's bound on the worse side, as an oriented ratio (`> 1`).
        package var bandRatio: Double
        /// The drift across the window from the trend fit (`0.06` is 6% worse), and the
        /// Mann-Kendall z (positive: getting worse).
        package var drift: Double
        package var trendZ: Double
        /// The z the trend must exceed (the `1 - alpha` normal quantile).
        package var zCritical: Double
    }

    /// The verdicts the history gate gives a timing metric.
    package enum Outcome: String, Sendable, Hashable, Codable {
        case unchanged, improved, regressed, drifted, insufficientHistory = "insufficient history"
    }

    /// Estimates one metric; nil when the window or the current run is too small.
    ///
    /// - Parameters:
    ///   - window: Each run's samples, oldest first.
    ///   - current: The current run's samples.
    ///   - direction: Which way is better.
    ///   - alpha: The one-sided false-alarm rate of the band and of the trend test.
    package static func estimate(window: [[Double]], current: [Double], direction: Metric.Direction, alpha: Double = alpha) -> Estimate? {
        let runs = window.filter { $0.count > 0 && $0.allSatisfy { $0 > 0 } }
        guard runs.count >= minimumRuns, !current.isEmpty, current.allSatisfy({ $0 > 0 }) else { return nil }
        let sign: Double = direction == .smallerIsBetter ? 1 : -1
        let xs = runs.map { sign * location($0) }, x = sign * location(current)
        let medians = runs.map { Statistics.median(of: $0) }
        let w = Double(xs.count)
        let mean = xs.reduce(0, +) / w
        let variance = xs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (w - 1)
        let q = StudentT.quantile(1 - alpha, degrees: w - 1)
        let band = q * variance.squareRoot() * (1 + 1 / w).squareRoot()
        let (slope, z) = trend(xs + [x])
        return Estimate(
            runs: xs.count, windowMedian: Statistics.median(of: medians), ratio: exp(x - mean),
            bandRatio: exp(band), drift: exp(slope * w) - 1, trendZ: z, zCritical: NormalQuantile.upper(alpha)
        )
    }

    /// Applies the decision rule to an estimate with relative threshold `t`.
    package static func outcome(for estimate: Estimate, relativeThreshold t: Double) -> Outcome {
        if estimate.ratio > 1 + t / 2, estimate.ratio > estimate.bandRatio { return .regressed }
        if estimate.drift > t, estimate.trendZ > estimate.zCritical { return .drifted }
        if estimate.ratio < 1 / (1 + t / 2), estimate.ratio < 1 / estimate.bandRatio { return .improved }
        return .unchanged
    }

    /// A run's location: the 20% trimmed mean of the logarithms of its samples (the mean of
    /// the middle 60%). As robust to a few preempted samples as the median, and about 1.4
    /// times as efficient with normal noise, so the band is narrower for the same runs.
    static func location(_ samples: [Double]) -> Double {
        let logs = samples.map { log($0) }.sorted()
        let trim = Int(Double(logs.count) * 0.2)
        let middle = logs[trim..<(logs.count - trim)]
        return middle.reduce(0, +) / Double(middle.count)
    }

    /// The Theil-Sen slope per step and the Mann-Kendall z of a series.
    static func trend(_ ys: [Double]) -> (slope: Double, z: Double) {
        let n = ys.count
        var slopes: [Double] = []
        slopes.reserveCapacity(n * (n - 1) / 2)
        var s = 0.0
        for i in 0..<n {
            for j in (i + 1)..<n {
                slopes.append((ys[j] - ys[i]) / Double(j - i))
                s += ys[j] > ys[i] ? 1 : (ys[j] < ys[i] ? -1 : 0)
            }
        }
        let slope = Statistics.median(of: slopes)
        let nn = Double(n)
        let variance = nn * (nn - 1) * (2 * nn + 5) / 18
        let z = s == 0 ? 0 : (s - (s > 0 ? 1 : -1)) / variance.squareRoot()
        return (slope, z)
    }
}
