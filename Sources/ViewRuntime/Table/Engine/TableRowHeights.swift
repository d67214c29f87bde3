import Foundation

/// The per-row heights of a table in variable-height mode, in one flat sequence over all sections,
/// with O(log n) prefix sums, offset lookup and point updates, and cheap insertion and removal.
///
/// ## Layout
/// Rows live in blocks of at most ``maxBlockSize`` rows. Each block keeps its heights, their running
/// (block-local, inclusive) sums and a "measured" flag per row (used by estimated heights, TV2).
/// Two Fenwick trees over the blocks hold each block's height sum and row count. A
/// ``TableRowBlockIndex`` (flat prefix arrays over the blocks) serves reads in O(1) while the
/// store is not edited: it is built with the store and dropped by any edit until
/// ``buildIndex()`` runs again (variable-height geometries rebuild it; estimated heights,
/// edited while scrolling, read through the trees).
///
/// ## Costs (n rows, b = n / 64 to n / 128 blocks, B = ``maxBlockSize``)
/// - ``minY(ofRow:)``, ``height(ofRow:)``, ``span(ofRow:)``: O(log b); O(1) with the index after a
///   fresh build (uniform blocks), O(log b) by binary search over flat arrays after edits.
/// - ``firstRow(withMaxYGreaterThan:)``: O(log b + log B).
/// - ``setHeight(_:measured:ofRow:)``: O(log b + B).
/// - ``insert(_:measured:at:)`` and ``remove(at:)``: O(log b + B) amortized; a block split or merge
///   rebuilds the block trees in O(b), which happens at most once every B/2 edits of a block.
/// - Building from n heights: O(n).
/// Scrolling only reads; nothing here allocates on a read.
///
/// Heights are `Double` and sums are computed in different orders by different queries; with
/// heights that are multiples of a power of two (whole points, halves, quarters) results are exact.
struct TableRowHeights: Sendable {
    /// The most rows one block holds before it splits in two.
    static let maxBlockSize = 128
    /// Rows per block when building from scratch: half full, so inserts rarely split at once.
    static let buildBlockSize = 64
    /// A block with fewer rows than this merges with its successor when the pair fits.
    static let mergeThreshold = 16

    struct Block: Sendable {
        var heights: [Double] = []
        /// `ends[j]` = heights[0] + ... + heights[j].
        var ends: [Double] = []
        var measured: [Bool] = []

        var sum: Double { ends.last ?? 0 }

        mutating func recomputeEnds(from start: Int) {
            var running = start == 0 ? 0 : ends[start - 1]
            for j in start..<heights.count {
                running += heights[j]
                ends[j] = running
            }
        }
    }

    /// Where a row is: its block and its index in the block.
    struct Position: Sendable, Equatable {
        var block: Int
        var local: Int
    }

    private(set) var blocks: [Block] = []
    private var blockSums = TableFenwickTree<Double>()
    private var blockCounts = TableFenwickTree<Int>()
    /// Flat prefix arrays over the blocks for reads; nil after an edit until ``buildIndex()``.
    private(set) var index: TableRowBlockIndex?
    /// The number of rows.
    private(set) var count = 0

    /// An empty store.
    init() {}

    /// Builds the store from `heights`, all flagged `measured`. O(n).
    init<S: Sequence>(_ heights: S, measured: Bool) where S.Element == Double {
        self.init(heights.lazy.map { ($0, measured) })
    }

    /// Builds the store from (height, measured) pairs. O(n).
    init<S: Sequence>(_ rows: S) where S.Element == (Double, Bool) {
        var current = Block()
        for (height, measured) in rows {
            if current.heights.count == Self.buildBlockSize {
                blocks.append(current)
                current = Block()
            }
            current.heights.append(height)
            current.ends.append((current.ends.last ?? 0) + height)
            current.measured.append(measured)
            count += 1
        }
        if !current.heights.isEmpty { blocks.append(current) }
        rebuildBlockTrees()
        buildIndex()
    }

    /// Builds the read index over the current blocks. O(b). Any edit drops it again.
    mutating func buildIndex() {
        index = TableRowBlockIndex(blocks)
    }

    /// The sum of all heights. O(log b).
    var totalHeight: Double { blockSums.total }

    // MARK: Reading

    /// The block and local index of `row`. O(log b). `row` must be in `0..<count`.
    func position(ofRow row: Int) -> Position {
        if let index {
            let block = index.block(containingRow: row)
            return Position(block: block, local: row - index.firstRow(ofBlock: block))
        }
        // Blocks are never empty, so the first block whose running count exceeds `row` holds it.
        let block = blockCounts.count(whilePrefixAtMost: row)
        return Position(block: block, local: row - blockCounts.prefix(block))
    }

    /// The height of the row at `position`. O(1).
    func height(at position: Position) -> Double { blocks[position.block].heights[position.local] }

    /// Moves `position` to the next row. O(1). Past the last row, `block` becomes `blocks.count`.
    func advance(_ position: inout Position) {
        position.local += 1
        if position.local == blocks[position.block].heights.count {
            position.block += 1
            position.local = 0
        }
    }

    /// The height of `row`. O(log b).
    func height(ofRow row: Int) -> Double { height(at: position(ofRow: row)) }

    /// Whether `row`'s height was measured (asked) rather than estimated. O(log b).
    func isMeasured(row: Int) -> Bool {
        let p = position(ofRow: row)
        return blocks[p.block].measured[p.local]
    }

    /// The top and height of `row` with one position look-up (the scroll path's rect). O(log b).
    func span(ofRow row: Int) -> (minY: Double, height: Double) {
        let p = position(ofRow: row)
        let local = p.local
        let minY = blockTop(p.block) + (local == 0 ? 0 : blocks[p.block].ends[local - 1])
        return (minY, blocks[p.block].heights[local])
    }

    /// The sum of the heights of rows `0..<row`. O(log b). `row` may equal `count`.
    func minY(ofRow row: Int) -> Double {
        if row == 0 { return 0 }
        if row >= count { return totalHeight }
        let p = position(ofRow: row)
        return blockTop(p.block) + (p.local == 0 ? 0 : blocks[p.block].ends[p.local - 1])
    }

    /// The sum of the heights of blocks `0..<block`: O(1) with the index, O(log b) without.
    @inline(__always)
    private func blockTop(_ block: Int) -> Double {
        if let index { return index.top(ofBlock: block) }
        return blockSums.prefix(block)
    }

    /// The number of rows in blocks `0..<block`: O(1) with the index, O(log b) without.
    @inline(__always)
    private func blockFirstRow(_ block: Int) -> Int {
        if let index { return index.firstRow(ofBlock: block) }
        return blockCounts.prefix(block)
    }

    /// The first row whose bottom edge (`minY + height`) is greater than `y`, or `count` if none.
    ///
    /// Zero-height rows are never returned unless followed by nothing taller: the row returned is the
    /// one that contains `y`. O(log b + log B).
    func firstRow(withMaxYGreaterThan y: Double) -> Int {
        if y < 0 { return 0 }
        let block = index?.block(containingY: y) ?? blockSums.count(whilePrefixAtMost: y)
        if block >= blocks.count { return count }
        let local = y - blockTop(block)
        let ends = blocks[block].ends
        var low = 0
        var high = ends.count
        while low < high {
            let mid = (low + high) / 2
            if ends[mid] > local { high = mid } else { low = mid + 1 }
        }
        if low == ends.count { return blockFirstRow(block + 1) }  // rounding guard
        return blockFirstRow(block) + low
    }

    // MARK: Editing

    /// Sets the height of `row`. O(log b + B).
    mutating func setHeight(_ height: Double, measured: Bool, ofRow row: Int) {
        let p = position(ofRow: row)
        index = nil
        let delta = height - blocks[p.block].heights[p.local]
        blocks[p.block].heights[p.local] = height
        blocks[p.block].measured[p.local] = measured
        if delta != 0 {
            blocks[p.block].recomputeEnds(from: p.local)
            blockSums.add(delta, at: p.block)
        }
    }

    /// Inserts a row of `height` before `row` (`row == count` appends). O(log b + B) amortized.
    mutating func insert(_ height: Double, measured: Bool, at row: Int) {
        precondition(row >= 0 && row <= count, "TableRowHeights.insert: row out of range")
        index = nil
        if blocks.isEmpty {
            blocks.append(Block(heights: [height], ends: [height], measured: [measured]))
            count = 1
            rebuildBlockTrees()
            return
        }
        let p =
            row == count
            ? Position(block: blocks.count - 1, local: blocks[blocks.count - 1].heights.count)
            : position(ofRow: row)
        blocks[p.block].heights.insert(height, at: p.local)
        blocks[p.block].ends.insert(0, at: p.local)
        blocks[p.block].measured.insert(measured, at: p.local)
        blocks[p.block].recomputeEnds(from: p.local)
        count += 1
        if blocks[p.block].heights.count > Self.maxBlockSize {
            split(p.block)
        } else {
            blockSums.add(height, at: p.block)
            blockCounts.add(1, at: p.block)
        }
    }

    /// Removes `row` and returns its height and measured flag. O(log b + B) amortized.
    @discardableResult
    mutating func remove(at row: Int) -> (height: Double, measured: Bool) {
        precondition(row >= 0 && row < count, "TableRowHeights.remove: row out of range")
        let p = position(ofRow: row)
        index = nil
        let height = blocks[p.block].heights.remove(at: p.local)
        let measured = blocks[p.block].measured.remove(at: p.local)
        blocks[p.block].ends.remove(at: p.local)
        if p.local < blocks[p.block].heights.count { blocks[p.block].recomputeEnds(from: p.local) }
        count -= 1
        let size = blocks[p.block].heights.count
        if size == 0 {
            blocks.remove(at: p.block)
            rebuildBlockTrees()
        } else if size < Self.mergeThreshold, p.block + 1 < blocks.count,
            size + blocks[p.block + 1].heights.count <= Self.maxBlockSize
        {
            let next = blocks.remove(at: p.block + 1)
            let start = blocks[p.block].heights.count
            blocks[p.block].heights.append(contentsOf: next.heights)
            blocks[p.block].measured.append(contentsOf: next.measured)
            blocks[p.block].ends.append(contentsOf: next.ends)
            blocks[p.block].recomputeEnds(from: start)
            rebuildBlockTrees()
        } else {
            blockSums.add(-height, at: p.block)
            blockCounts.add(-1, at: p.block)
        }
        return (height, measured)
    }

    private mutating func split(_ index: Int) {
        let block = blocks[index]
        let half = block.heights.count / 2
        var first = Block(
            heights: Array(block.heights[..<half]), ends: Array(block.ends[..<half]),
            measured: Array(block.measured[..<half]))
        var second = Block(
            heights: Array(block.heights[half...]), ends: Array(block.ends[half...]),
            measured: Array(block.measured[half...]))
        first.recomputeEnds(from: 0)
        second.recomputeEnds(from: 0)
        blocks[index] = first
        blocks.insert(second, at: index + 1)
        rebuildBlockTrees()
    }

    private mutating func rebuildBlockTrees() {
        blockSums = TableFenwickTree(blocks.lazy.map(\.sum))
        blockCounts = TableFenwickTree(blocks.lazy.map(\.heights.count))
    }

    /// Checks the internal invariants (tests only). O(n).
    func checkInvariants() -> Bool {
        var total = 0
        for (i, block) in blocks.enumerated() {
            if block.heights.isEmpty || block.heights.count > Self.maxBlockSize { return false }
            if block.ends.count != block.heights.count || block.measured.count != block.heights.count {
                return false
            }
            var running = 0.0
            for j in block.heights.indices {
                running += block.heights[j]
                if block.ends[j] != running { return false }
            }
            if blockSums.value(at: i) != block.sum || blockCounts.value(at: i) != block.heights.count {
                return false
            }
            // The index sums in another order than the tree: equal up to rounding.
            if let index,
                abs(index.top(ofBlock: i) - blockSums.prefix(i)) > 1e-9 * max(1, abs(index.top(ofBlock: i)))
                    || index.firstRow(ofBlock: i) != blockCounts.prefix(i)
            {
                return false
            }
            total += block.heights.count
        }
        if let index, index.blockCount != blocks.count { return false }
        return total == count
    }
}
