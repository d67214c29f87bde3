public import Results

/// Decides whether memory retained per soak cycle is flat or growing, and says why.
///
/// The samples are exact (jemalloc's per-thread counters of the runtime's thread), so the
/// only "noise" is real: pools, capped records, dictionaries and caches that fill during the
/// first cycles, and collections that step up at their doubling points now and then. The
/// rule is built for that:
///
/// 1. **Warm-up.** The first ``warmupCycles(of:)`` cycles (a fifth of them, at least 2) are
///    left out of the fit: whatever fills once fills there.
/// 2. **Robust slope.** Theil-Sen over the remaining cycles, with Sen's 95% interval: one step
///    or scattered outliers cannot move the median pairwise slope; steps that keep coming are
///    growth.
/// 3. **Minimum effect.** Growing means the whole interval lies above
///    ``minimumEffectBytesPerCycle`` (16 B per cycle: smaller than any Swift object that
///    could leak with its payload, larger than the amortized cost of the geometric steps of
///    a clean walk). A leak of one 48-byte object per cycle is found from 10 to 13 cycles on,
///    depending on the screens' per-cycle noise (measured in docs/SOAK.md).
/// 4. **Too little data.** Fewer than ``minimumFittedCycles`` cycles after the warm-up is
///    "undecided", which does not fail a run.
///
/// Cost: O(n^2 log n) for n cycles (Theil-Sen), at the end of the soak only.
package struct GrowthVerdict: Sendable, Hashable {
    package var verdict: SoakResult.Verdict
    /// The fit over the cycles after the warm-up, when there were enough.
    package var fit: TheilSen?
    /// Cycles left out at the start.
    package var warmupCycles: Int
    /// One sentence: what was fitted and why the verdict follows.
    package var reason: String

    /// Growth below this many bytes per cycle is never called growing.
    package static let minimumEffectBytesPerCycle = 16.0
    /// The fewest cycles after the warm-up that give a verdict.
    package static let minimumFittedCycles = 5

    /// Cycles left out at the start of `cycles`: a fifth, at least 2, at most 200.
    package static func warmupCycles(of cycles: Int) -> Int {
        min(200, max(2, cycles / 5))
    }

    /// The verdict for `retained` bytes after each cycle (index = cycle).
    package static func assess(retained: [Int]) -> GrowthVerdict {
        let warmup = min(retained.count, warmupCycles(of: retained.count))
        let fitted = retained.count - warmup
        let effect = Format.number(minimumEffectBytesPerCycle)
        guard fitted >= minimumFittedCycles else {
            return GrowthVerdict(
                verdict: .undecided, fit: nil, warmupCycles: warmup,
                reason: "\(retained.count) cycles leave \(fitted) after the \(warmup)-cycle warm-up; "
                    + "at least \(minimumFittedCycles) are needed to judge growth (run more operations)")
        }
        let xs = (warmup..<retained.count).map(Double.init)
        let ys = retained[warmup...].map(Double.init)
        guard let fit = TheilSen.fit(xs: xs, ys: ys) else {
            return GrowthVerdict(verdict: .undecided, fit: nil, warmupCycles: warmup, reason: "no slope could be fitted")
        }
        let interval =
            "slope \(Format.slope(fit.slope)) B/cycle, 95% CI \(Format.slope(fit.low)) to \(Format.slope(fit.high)) B/cycle, "
            + "over cycles \(warmup)-\(retained.count - 1) after a \(warmup)-cycle warm-up"
        if fit.low > minimumEffectBytesPerCycle {
            return GrowthVerdict(
                verdict: .growing, fit: fit, warmupCycles: warmup,
                reason: "\(interval): the whole interval is above the \(effect) B/cycle minimum effect")
        }
        let why =
            fit.high <= minimumEffectBytesPerCycle
            ? "the whole interval is at or below the \(effect) B/cycle minimum effect"
            : "the interval reaches below the \(effect) B/cycle minimum effect, so growth is not established"
        return GrowthVerdict(verdict: .flat, fit: fit, warmupCycles: warmup, reason: "\(interval): \(why)")
    }
}
