/// A distribution-free confidence interval for the median of a few samples: the order
/// statistics `x(k)` and `x(n-k+1)` with the largest `k` whose two-sided binomial tail stays
/// within 5%, and the coverage that interval actually has (for 7 samples, the minimum and
/// maximum, 98.4%). Used by the bench reports for overhead ratios measured over a handful
/// of passes; cost O(n log n).
package struct MedianInterval: Sendable, Hashable {
    package var median: Double
    package var low: Double
    package var high: Double
    /// The probability that the interval holds the true median (exact, binomial).
    package var coverage: Double
    package var samples: Int

    /// The interval of `samples`, or nil when there are none.
    package init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted(), n = sorted.count
        median = Statistics.median(ofSorted: sorted)
        self.samples = n
        // tail(j) = P(X <= j) for X ~ Binomial(n, 1/2).
        var choose = 1.0, cumulative = 0.0, k = 1
        var total = 1.0
        for _ in 0..<n { total *= 2 }
        var tails: [Double] = []
        for j in 0...n {
            cumulative += choose / total
            tails.append(cumulative)
            choose = choose * Double(n - j) / Double(j + 1)
        }
        // The largest k with P(X <= k - 1) <= 0.025; at least 1 (the min-max interval).
        while k < n / 2, tails[k] <= 0.025 { k += 1 }
        low = sorted[k - 1]
        high = sorted[n - k]
        coverage = n == 1 ? 0 : 1 - 2 * tails[k - 1]
    }
}
