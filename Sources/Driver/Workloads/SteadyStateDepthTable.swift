import Results

/// Push and pop cost per operation at several stack depths, all measured in one steady state.
///
/// How ``DeepNavigationWorkload`` measures it: one navigation stack per depth, all in one
/// runtime (the tabs of one tab bar controller, in one window), each pre-grown to its depth
/// with the workload's memory warnings, so that the levels below the top hold no views. Then,
/// round after round, each depth in turn (the order rotates every round) pushes a chunk of
/// fresh controllers, each timed alone, and pops them again, each timed alone. One unmeasured
/// chunk per depth comes first, so every measured chunk draws its views into memory that
/// earlier chunks already touched: no depth pays for first-touch page faults that another
/// does not, and the machine's load falls on every depth alike. After each tab switch (which
/// walks the selected stack's children) a few unmeasured pushes and pops warm the push path
/// again before the measured chunk.
package struct SteadyStateDepthTable: Sendable, Hashable {
    /// One depth's figures.
    package struct Row: Sendable, Hashable {
        /// Controllers pushed onto the root before the measured chunks.
        package var depth: Int
        /// Nanoseconds per push, one sample per round (the mean over that round's chunk).
        package var pushNanoseconds: [Double]
        /// Nanoseconds per pop, one sample per round.
        package var popNanoseconds: [Double]
        /// Nanoseconds of the tab switch that shows this depth's stack before its chunk, one
        /// sample per round (unmeasured by the push and pop figures; O(1) in the depth: a
        /// switch that walked the stack would show here).
        package var tabSwitchNanoseconds: [Double]

        package init(depth: Int, pushNanoseconds: [Double] = [], popNanoseconds: [Double] = [], tabSwitchNanoseconds: [Double] = []) {
            self.depth = depth
            self.pushNanoseconds = pushNanoseconds
            self.popNanoseconds = popNanoseconds
            self.tabSwitchNanoseconds = tabSwitchNanoseconds
        }

        /// The median of the per-round push samples.
        package var medianPushNanoseconds: Double { Statistics.median(of: pushNanoseconds) }
        /// The median of the per-round pop samples.
        package var medianPopNanoseconds: Double { Statistics.median(of: popNanoseconds) }
        /// The median of the per-round tab switch samples.
        package var medianTabSwitchNanoseconds: Double { Statistics.median(of: tabSwitchNanoseconds) }
    }

    /// The rows, shallowest first.
    package var rows: [Row]
    /// Pushes (and pops) per measured chunk.
    package var chunk: Int
    /// Measured rounds (each depth once per round, after one unmeasured warm-up round).
    package var rounds: Int
    /// Controllers left alive after the window was torn down (0 when nothing leaks).
    package var liveControllersAfterTeardown: Int

    package init(rows: [Row], chunk: Int, rounds: Int, liveControllersAfterTeardown: Int) {
        self.rows = rows
        self.chunk = chunk
        self.rounds = rounds
        self.liveControllersAfterTeardown = liveControllersAfterTeardown
    }

    /// The depths to measure: `shallowest`, ten times it, a hundred times it... while below
    /// `deepest`, then `deepest` (1,000, 10,000 and 100,000 by default).
    package static func depths(from shallowest: Int, to deepest: Int) -> [Int] {
        guard deepest > shallowest else { return [shallowest] }
        var depths: [Int] = []
        var depth = shallowest
        while depth < deepest {
            depths.append(depth)
            depth *= 10
        }
        depths.append(deepest)
        return depths
    }

    /// Per-round ratios of `row`'s push cost to the shallowest row's, round by round (the chunks
    /// of one round ran side by side).
    package func pushRatios(of row: Row) -> [Double] { Self.ratios(row.pushNanoseconds, rows.first?.pushNanoseconds ?? []) }

    /// Per-round ratios of `row`'s pop cost to the shallowest row's.
    package func popRatios(of row: Row) -> [Double] { Self.ratios(row.popNanoseconds, rows.first?.popNanoseconds ?? []) }

    static func ratios(_ deep: [Double], _ shallow: [Double]) -> [Double] {
        zip(deep, shallow).map { $0 / max(1e-9, $1) }
    }
}
