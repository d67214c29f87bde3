import Foundation

/// A Fenwick (binary indexed) tree of non-negative values: prefix sums and "how many leading
/// elements fit under a bound" in O(log n), point updates in O(log n).
///
/// The table engine keeps two of these per geometry: one over section heights and one over section
/// row counts, and the row-height store keeps two over its blocks. It cannot insert in the middle;
/// callers rebuild it (O(n)) when the number of elements changes, which happens only on structural
/// edits (a batch update, a block split), never while scrolling.
///
/// Values must be non-negative for ``count(whilePrefixAtMost:)`` to be meaningful.
struct TableFenwickTree<Value: AdditiveArithmetic & Comparable & Sendable>: Sendable {
    /// 1-based implicit tree; `tree[0]` is unused.
    private var tree: [Value]
    /// The highest power of two not above `count`, for the descent.
    private var topBit: Int

    /// The number of elements.
    var count: Int { tree.count - 1 }

    /// Builds the tree over `values` in O(n).
    init<C: Collection>(_ values: C) where C.Element == Value {
        var tree = [Value.zero]
        tree.reserveCapacity(values.count + 1)
        tree.append(contentsOf: values)
        let n = tree.count - 1
        if n > 0 {
            for i in 1...n {
                let parent = i + (i & -i)
                if parent <= n { tree[parent] += tree[i] }
            }
        }
        self.tree = tree
        self.topBit = n == 0 ? 0 : 1 << (Int.bitWidth - 1 - n.leadingZeroBitCount)
    }

    /// An empty tree.
    init() { self.init(EmptyCollection<Value>()) }

    /// Adds `delta` to element `index` (0-based). O(log n).
    mutating func add(_ delta: Value, at index: Int) {
        var i = index + 1
        let n = count
        while i <= n {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the first `length` elements. O(log n).
    func prefix(_ length: Int) -> Value {
        var sum = Value.zero
        var i = length
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The sum of all elements. O(log n).
    var total: Value { prefix(count) }

    /// The value of element `index`. O(log n).
    func value(at index: Int) -> Value { prefix(index + 1) - prefix(index) }

    /// The largest `k` such that the sum of the first `k` elements is at most `bound`. O(log n).
    ///
    /// With non-negative values this is the index of the first element whose running sum exceeds
    /// `bound`, which is how the engine finds "the section (or block) containing offset y".
    func count(whilePrefixAtMost bound: Value) -> Int {
        var position = 0
        var remaining = bound
        var step = topBit
        let n = count
        while step > 0 {
            let next = position + step
            if next <= n && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step >>= 1
        }
        return position
    }
}
