/// The statistics shared by the gates, the soak verdict, the renderers and the workloads: one
/// definition of each (median, quantile, percentile interval, rate), so that a figure printed
/// by a workload and the one gated by `compare` agree. MemoryProbe cannot import this module
/// (Results depends on it); `ProbeBenchmark` keeps its own order statistic for that reason.
package enum Statistics {
    /// The median of values already sorted ascending: the middle one, or the mean of the
    /// middle two for an even count; 0 for none.
    ///
    /// Sorting is the caller's, so that a bootstrap that sorts its buffer in place does not
    /// sort twice. Cost: constant, no allocation.
    package static func median(ofSorted sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median of `samples` in any order, as ``median(ofSorted:)``. Cost O(n log n).
    package static func median(of samples: [Double]) -> Double {
        median(ofSorted: samples.sorted())
    }

    /// The `q` quantile (0...1) of values sorted ascending, interpolated linearly between the
    /// two order statistics around position `q * (n - 1)`; the only value for one, 0 for none.
    package static func quantile(ofSorted sorted: [Double], _ q: Double) -> Double {
        guard sorted.count > 1 else { return sorted.first ?? 0 }
        let position = min(max(q, 0), 1) * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down)), upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    /// The percentile interval of bootstrap estimates sorted ascending, at `confidence`: with
    /// `alpha = (1 - confidence) / 2` and `n` estimates, the order statistics at
    /// `floor(alpha * n)` and `ceil((1 - alpha) * n) - 1`, so that as many estimates lie below the
    /// low end as above the high end (50 each of 2,000 at 95%). The one index rule of every
    /// bootstrap here. Precondition: `sorted` is not empty.
    package static func percentileInterval(ofSorted sorted: [Double], confidence: Double) -> (low: Double, high: Double) {
        let n = Double(sorted.count), alpha = (1 - confidence) / 2
        let lowIndex = min(sorted.count - 1, Int((alpha * n).rounded(.down)))
        let highIndex = max(lowIndex, min(sorted.count - 1, Int(((1 - alpha) * n).rounded(.up)) - 1))
        return (sorted[lowIndex], sorted[highIndex])
    }

    /// `count` over `total` as a fraction, or nil when nothing was tried (`total` is 0).
    package static func rate(_ count: Int, of total: Int) -> Double? {
        total == 0 ? nil : Double(count) / Double(total)
    }
}
