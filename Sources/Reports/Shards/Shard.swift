import Foundation

/// One shard of a suite split over several CI jobs: `K/N`, shard K (1-based) of N.
///
/// The split is deterministic and needs no coordination: the work items, in the suite's
/// fixed order, are dealt round-robin, so item `i` (0-based) belongs to shard `i % N + 1`.
/// Every item belongs to exactly one shard, and the N shards together are the whole suite.
/// `viewpressure bench --shard` deals the workloads; `viewpressure soak --seeds A..B --shard`
/// deals the seeds. Cost: constant per item.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    /// A shard; `index` must be in `1...count`.
    public init(index: Int, count: Int) throws(ReportsError) {
        guard count >= 1, (1...count).contains(index) else {
            throw ReportsError(.shard, "shard \(index)/\(count): expected K/N with 1 <= K <= N")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, e.g. `2/4`.
    public init(parsing text: String) throws(ReportsError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ReportsError(.shard, "--shard \(text): expected K/N, e.g. 1/2")
        }
        try self.init(index: index, count: count)
    }

    /// Whether the item at `position` (0-based, in the suite's order) is this shard's.
    package func owns(position: Int) -> Bool { position % count == index - 1 }

    /// This shard's items, in their order.
    package func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { owns(position: $0.offset) }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}

/// A closed range of soak seeds, `A..B` (or one seed, `A`).
public struct SeedRange: Sendable, Hashable, CustomStringConvertible {
    package var lower: UInt64
    package var upper: UInt64

    /// Parses `A..B` (inclusive) or `A`.
    public init(parsing text: String) throws(ReportsError) {
        let parts = text.components(separatedBy: "..")
        guard (1...2).contains(parts.count), let lower = UInt64(parts[0]), let upper = UInt64(parts[parts.count - 1]), lower <= upper else {
            throw ReportsError(.shard, "--seeds \(text): expected A..B with A <= B, e.g. 1..20")
        }
        guard upper - lower < 1_000_000 else { throw ReportsError(.shard, "--seeds \(text): at most 1,000,000 seeds") }
        self.lower = lower
        self.upper = upper
    }

    /// Every seed, in order.
    public var seeds: [UInt64] { Array(lower...upper) }

    public var description: String { "\(lower)..\(upper)" }
}
