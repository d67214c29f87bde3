/// Every memory warning of a run counted, however many there are: totals per level and counts
/// per window of trace sequence numbers. ``RunResults/memoryWarnings`` keeps the first 1,000
/// warnings in detail; a soak of a million operations sends hundreds of thousands, and the
/// tally is what its report's warning chart, table and card count.
///
/// Bounded: at most ``maximumWindows`` windows of ``windowSpan`` sequence numbers from 0; a
/// warning past the last window merges neighbouring windows pairwise and doubles the span, so
/// the windows always cover the run evenly. Its storage is reserved when made, so recording
/// does not show up as growth in a soak. Cost per warning: constant (a merge is 64 additions
/// and happens log2(run length) times in a run).
package struct MemoryWarningTally: Sendable, Hashable, Codable {
    /// One level's totals.
    package struct Level: Sendable, Hashable, Codable {
        /// `moderate`, `low` or `critical`.
        package var level: String
        package var count = 0
        /// How many the memory guard raised under `--memory-limit-mb` (``MemoryWarningResult/trigger``).
        package var raisedByPressure = 0
        package var firstSeq: Int
        package var lastSeq: Int
        package var viewsUnloaded = 0
        package var backingStoreBytesFreed = 0
        /// Heap bytes the warning and the purge after it returned (allocated before minus after, when positive).
        package var heapReclaimedBytes = 0

        package init(level: String, firstSeq: Int) {
            self.level = level
            self.firstSeq = firstSeq
            lastSeq = firstSeq
        }
    }

    /// The most windows kept.
    package static let maximumWindows = 64
    /// Level slots per window: the three UIKit levels and one for any other name.
    static let levelSlots = 4
    /// The levels in order of first appearance.
    package private(set) var levels: [Level] = []
    /// Sequence numbers per window; window `i` covers `i * windowSpan ..< (i + 1) * windowSpan`.
    package private(set) var windowSpan = 1
    /// The counts, ``levelSlots`` per window, allocated whole when the tally is made: recording
    /// never allocates (a soak reads its retained bytes between warnings).
    var counts: [Int]
    /// Windows in use (the last holds the latest warning).
    var windowsUsed = 0

    package init() {
        levels.reserveCapacity(Self.levelSlots)
        counts = Array(repeating: 0, count: Self.maximumWindows * Self.levelSlots)
    }

    /// Per window, the count of each level (indexed as ``levels``); trailing empty windows are absent.
    package var windowCounts: [[Int]] {
        (0..<windowsUsed).map { window in (0..<min(levels.count, Self.levelSlots)).map { counts[window * Self.levelSlots + $0] } }
    }

    /// Every warning counted.
    package var total: Int { levels.reduce(0) { $0 + $1.count } }

    /// `results`' tally: its own or, in files written before the tally existed, one made from
    /// the warnings they kept. Nil when the run had no warning.
    package static func of(_ results: RunResults) -> MemoryWarningTally? {
        if let tally = results.memoryWarningTally { return tally }
        guard !results.memoryWarnings.isEmpty else { return nil }
        var tally = MemoryWarningTally()
        for warning in results.memoryWarnings { tally.record(warning) }
        return tally
    }

    /// Counts one warning.
    package mutating func record(_ warning: MemoryWarningResult) {
        let index = levelIndex(warning.level, seq: warning.seq)
        levels[index].count += 1
        levels[index].firstSeq = min(levels[index].firstSeq, warning.seq)
        levels[index].lastSeq = max(levels[index].lastSeq, warning.seq)
        levels[index].viewsUnloaded += warning.viewsUnloaded
        levels[index].backingStoreBytesFreed += warning.backingStoreBytesFreed
        levels[index].heapReclaimedBytes += max(warning.allocatedBefore - warning.allocatedAfter, 0)
        if warning.trigger == "pressure" { levels[index].raisedByPressure += 1 }
        let window = self.window(for: max(warning.seq, 0))
        windowsUsed = max(windowsUsed, window + 1)
        counts[window * Self.levelSlots + min(index, Self.levelSlots - 1)] += 1
    }

    /// Adds `other`'s counts (another seed of a soak: its windows are laid over these, by trace position).
    package mutating func add(_ other: MemoryWarningTally) {
        for level in other.levels {
            let index = levelIndex(level.level, seq: level.firstSeq)
            levels[index].count += level.count
            levels[index].raisedByPressure += level.raisedByPressure
            levels[index].firstSeq = min(levels[index].firstSeq, level.firstSeq)
            levels[index].lastSeq = max(levels[index].lastSeq, level.lastSeq)
            levels[index].viewsUnloaded += level.viewsUnloaded
            levels[index].backingStoreBytesFreed += level.backingStoreBytesFreed
            levels[index].heapReclaimedBytes += level.heapReclaimedBytes
        }
        var theirs = other
        while theirs.windowSpan < windowSpan { theirs.halveWindows() }
        while windowSpan < theirs.windowSpan { halveWindows() }
        for window in 0..<theirs.windowsUsed {
            for (theirIndex, level) in other.levels.prefix(Self.levelSlots).enumerated() {
                let index = min(levelIndex(level.level, seq: 0), Self.levelSlots - 1)
                counts[window * Self.levelSlots + index] += theirs.counts[window * Self.levelSlots + theirIndex]
            }
        }
        windowsUsed = max(windowsUsed, theirs.windowsUsed)
    }

    mutating func levelIndex(_ level: String, seq: Int) -> Int {
        if let index = levels.firstIndex(where: { $0.level == level }) { return index }
        levels.append(Level(level: level, firstSeq: seq))
        return levels.count - 1
    }

    /// The window of `seq`, merging windows first if it lies past the last one.
    mutating func window(for seq: Int) -> Int {
        while seq / windowSpan >= Self.maximumWindows { halveWindows() }
        return seq / windowSpan
    }

    /// Merges windows pairwise (0+1, 2+3, ...) and doubles the span, in place.
    mutating func halveWindows() {
        for window in 0..<Self.maximumWindows {
            for slot in 0..<Self.levelSlots {
                let first = 2 * window < Self.maximumWindows ? counts[2 * window * Self.levelSlots + slot] : 0
                let second = 2 * window + 1 < Self.maximumWindows ? counts[(2 * window + 1) * Self.levelSlots + slot] : 0
                counts[window * Self.levelSlots + slot] = first + second
            }
        }
        windowsUsed = (windowsUsed + 1) / 2
        windowSpan *= 2
    }

    enum CodingKeys: String, CodingKey { case levels, windowSpan, windowCounts }

    package init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        levels = try container.decode([Level].self, forKey: .levels)
        windowSpan = max(try container.decode(Int.self, forKey: .windowSpan), 1)
        let windows = try container.decode([[Int]].self, forKey: .windowCounts).prefix(Self.maximumWindows)
        for (window, row) in windows.enumerated() {
            for (slot, count) in row.prefix(Self.levelSlots).enumerated() { counts[window * Self.levelSlots + slot] = count }
        }
        windowsUsed = windows.count
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(levels, forKey: .levels)
        try container.encode(windowSpan, forKey: .windowSpan)
        try container.encode(windowCounts, forKey: .windowCounts)
    }
}
