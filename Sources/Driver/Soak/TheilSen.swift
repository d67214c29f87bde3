import Results

/// The Theil-Sen estimator: a line fit that ignores up to 29% of wild points, with Sen's
/// distribution-free confidence interval for the slope.
///
/// The slope is the median of the slopes of all pairs of points; the interval comes from
/// the normal approximation of Kendall's S (Sen 1968), so it assumes nothing about the
/// noise's distribution. O(n^2 log n) for n points: meant for per-cycle series (hundreds of
/// points), not per-operation ones.
package struct TheilSen: Sendable, Hashable {
    /// The median pairwise slope.
    package var slope: Double
    /// The median of `y - slope * x`.
    package var intercept: Double
    /// The lower and upper bounds of the slope's confidence interval.
    package var low: Double
    package var high: Double
    /// The number of points fitted.
    package var count: Int

    /// Fits `ys` against `xs`.
    ///
    /// - Parameters:
    ///   - confidence: 0.90, 0.95 (default) or 0.99.
    /// - Returns: nil when fewer than 2 points have distinct x values.
    package static func fit(xs: [Double], ys: [Double], confidence: Double = 0.95) -> TheilSen? {
        precondition(xs.count == ys.count, "xs and ys must have the same length")
        var slopes: [Double] = []
        slopes.reserveCapacity(xs.count * (xs.count - 1) / 2)
        for i in 0..<xs.count {
            for j in (i + 1)..<max(i + 1, xs.count) where xs[j] != xs[i] {
                slopes.append((ys[j] - ys[i]) / (xs[j] - xs[i]))
            }
        }
        guard !slopes.isEmpty else { return nil }
        slopes.sort()
        let slope = Statistics.median(ofSorted: slopes)
        let intercept = Statistics.median(of: zip(xs, ys).map { $1 - slope * $0 })

        // Sen's interval: ranks (N -/+ C) / 2 of the sorted slopes, C = z * sqrt(Var S).
        let n = Double(xs.count)
        let varianceS = n * (n - 1) * (2 * n + 5) / 18
        let c = z(confidence) * varianceS.squareRoot()
        let total = Double(slopes.count)
        let lowerRank = max(0, Int(((total - c) / 2).rounded(.down)))
        let upperRank = min(slopes.count - 1, Int(((total + c) / 2).rounded(.up)))
        return TheilSen(
            slope: slope, intercept: intercept, low: slopes[min(lowerRank, slopes.count - 1)],
            high: slopes[max(upperRank, 0)], count: xs.count)
    }

    /// Fits `ys` against 0, 1, 2, ...
    package static func fit(_ ys: [Double], confidence: Double = 0.95) -> TheilSen? {
        fit(xs: ys.indices.map(Double.init), ys: ys, confidence: confidence)
    }

    /// The two-sided standard-normal quantile for a confidence level.
    static func z(_ confidence: Double) -> Double {
        switch confidence {
        case ..<0.91: 1.645
        case ..<0.96: 1.960
        default: 2.576
        }
    }
}
