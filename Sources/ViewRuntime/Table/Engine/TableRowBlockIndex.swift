import Foundation

/// A read accelerator for ``TableRowHeights``: the top and the first row of every block as flat
/// prefix arrays, so that the scroll path finds a row's block and its top in O(1) instead of
/// walking the two Fenwick trees (O(log b) each, several walks per row).
///
/// Built in O(b) from the blocks (b = rows / 64 after a fresh build) and dropped by any edit: a
/// variable-height table is read far more than it is edited (heights are asked once at reload;
/// a batch update rebuilds the index once, in `TableGeometry`), while an estimated-height table,
/// which stores a measured height on most scroll steps, keeps using the Fenwick trees.
///
/// Costs: ``block(containingRow:)`` O(1) while every block but the last holds the same number of
/// rows (a fresh build), O(log b) by binary search otherwise; ``top(ofBlock:)`` and
/// ``firstRow(ofBlock:)`` O(1); ``block(containingY:)`` O(log b). Nothing here allocates on a read.
struct TableRowBlockIndex: Sendable {
    /// `tops[k]` is the sum of the heights of blocks `0..<k`; `tops.count` is blocks + 1.
    private let tops: [Double]
    /// `firstRows[k]` is the number of rows in blocks `0..<k`; `firstRows.count` is blocks + 1.
    private let firstRows: [Int]
    /// log2 of the block size when every block but the last holds exactly that power of two of
    /// rows, else -1 (blocks split or merged by edits: binary search).
    private let uniformShift: Int

    /// Builds the index over `blocks`. O(b).
    init(_ blocks: [TableRowHeights.Block]) {
        var tops: [Double] = []
        var firstRows: [Int] = []
        tops.reserveCapacity(blocks.count + 1)
        firstRows.reserveCapacity(blocks.count + 1)
        var top = 0.0
        var row = 0
        tops.append(top)
        firstRows.append(row)
        for block in blocks {
            top += block.sum
            row += block.heights.count
            tops.append(top)
            firstRows.append(row)
        }
        self.tops = tops
        self.firstRows = firstRows
        self.uniformShift = Self.uniformShift(of: blocks)
    }

    /// log2 of the common block size if every block but the last has it and it is a power of two.
    private static func uniformShift(of blocks: [TableRowHeights.Block]) -> Int {
        guard let size = blocks.first?.heights.count, size > 0, size & (size - 1) == 0 else { return -1 }
        for block in blocks.dropLast() where block.heights.count != size { return -1 }
        if let last = blocks.last, last.heights.count > size { return -1 }
        return size.trailingZeroBitCount
    }

    /// The number of blocks.
    var blockCount: Int { firstRows.count - 1 }

    /// The sum of the heights of all rows above `block` (`block` may equal the block count). O(1).
    @inline(__always)
    func top(ofBlock block: Int) -> Double { tops[block] }

    /// The flat index of the first row of `block` (`block` may equal the block count). O(1).
    @inline(__always)
    func firstRow(ofBlock block: Int) -> Int { firstRows[block] }

    /// The block that holds `row` (`0..<rows`). O(1) for uniform blocks, else O(log b).
    @inline(__always)
    func block(containingRow row: Int) -> Int {
        if uniformShift >= 0 { return row &>> uniformShift }
        // The last block whose first row is at or before `row` (blocks are never empty).
        var low = 0
        var high = blockCount - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if firstRows[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The first block whose bottom edge is greater than `y` (`y >= 0`), or the block count if
    /// none: the block that contains `y`. O(log b).
    func block(containingY y: Double) -> Int {
        // The smallest k >= 1 with tops[k] > y, minus one.
        var low = 1
        var high = tops.count
        while low < high {
            let mid = (low + high) / 2
            if tops[mid] > y { high = mid } else { low = mid + 1 }
        }
        return low - 1
    }
}
