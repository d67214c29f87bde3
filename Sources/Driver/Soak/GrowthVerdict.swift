/// Decides whether memory retained per soak cycle is flat or growing.
///
/// The fit uses the trailing window of cycles (the last half, at least ``minimumWindow``),
/// so that a cache that fills during the first cycles and then stays full is not flagged,
/// while a leak, which grows in every cycle, is. Growth is declared when the whole 95%
/// confidence interval of the Theil-Sen slope lies above ``toleranceBytesPerCycle``.
public struct GrowthVerdict: Sendable, Hashable {
    public enum Verdict: String, Sendable, Hashable {
        case flat, growing, undecided
    }

    public var verdict: Verdict
    /// The fit over the trailing window, when there were enough cycles.
    public var fit: TheilSen?
    /// The first cycle of the window fitted.
    public var windowStart: Int

    /// Fewer cycles than this in the window give ``Verdict/undecided``.
    public static let minimumWindow = 5
    /// Slopes at or below this many bytes per cycle count as flat (allocator rounding noise).
    public static let toleranceBytesPerCycle = 0.5

    /// The verdict for `retained` bytes after each cycle (index = cycle).
    public static func assess(retained: [Int]) -> GrowthVerdict {
        let window = max(minimumWindow, retained.count / 2)
        guard retained.count >= minimumWindow else {
            return GrowthVerdict(verdict: .undecided, fit: nil, windowStart: 0)
        }
        let start = max(0, retained.count - window)
        let xs = (start..<retained.count).map(Double.init)
        let ys = retained[start...].map(Double.init)
        guard let fit = TheilSen.fit(xs: xs, ys: ys) else {
            return GrowthVerdict(verdict: .undecided, fit: nil, windowStart: start)
        }
        let growing = fit.low > toleranceBytesPerCycle && fit.slope > toleranceBytesPerCycle
        return GrowthVerdict(verdict: growing ? .growing : .flat, fit: fit, windowStart: start)
    }
}
