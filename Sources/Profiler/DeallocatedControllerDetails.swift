/// The per-instance detail a long run keeps of its deallocated controllers: the last `limit`
/// to die and the `limit` largest by ledger bytes (their callbacks' exclusive bytes
/// allocated), at most `2 * limit` accounts whatever the run's length. Every other
/// deallocated controller lives on only in its scene's totals, and is counted in ``folded``.
///
/// "Largest" ranks by exclusive bytes allocated, ties going to the controller created first;
/// without a probe every controller has 0 bytes, so the largest are the first `limit` to die.
///
/// Cost per deallocation: O(1) for the last `limit` (a ring), O(log limit) for the largest (a
/// min-heap); nothing is allocated once both are full, except when a kept account's label
/// is formed at report time.
struct DeallocatedControllerDetails {
    /// How many of the last and of the largest are kept (each).
    let limit: Int
    /// The last `limit` deallocated, oldest at `recentHead` once the ring is full.
    private var recent: [ControllerAccount] = []
    private var recentHead = 0
    /// The `limit` largest, a min-heap: the smallest kept at index 0.
    private var largest: [ControllerAccount] = []
    /// Every deallocated controller offered, kept or not.
    private(set) var deallocated = 0

    init(limit: Int) {
        self.limit = max(0, limit)
        // Room for the default (and a little more) at once; a huge limit grows as it fills.
        recent.reserveCapacity(min(self.limit, 256))
        largest.reserveCapacity(min(self.limit, 256))
    }

    /// Offers a controller that just died (its account already folded into its scene).
    /// Inlined, so that with `limit` 0 (soak, the benches) the account is not even copied.
    @inline(__always)
    mutating func add(_ account: @autoclosure () -> ControllerAccount) {
        deallocated &+= 1
        if limit > 0 { keep(account()) }
    }

    private mutating func keep(_ account: ControllerAccount) {
        if recent.count < limit {
            recent.append(account)
        } else {
            recent[recentHead] = account
            recentHead = (recentHead + 1) % limit
        }
        if largest.count < limit {
            largest.append(account)
            siftUp(largest.count - 1)
        } else if Self.ranksBelow(largest[0], account) {
            largest[0] = account
            siftDown(0)
        }
    }

    /// The kept accounts, each once, in creation order (instance ID).
    var kept: [ControllerAccount] {
        var seen = Set<Int>()
        return (recent + largest).filter { seen.insert($0.instanceID).inserted }.sorted { $0.instanceID < $1.instanceID }
    }

    /// Deallocated controllers whose detail was not kept (their scene's totals hold them).
    var folded: Int { deallocated - kept.count }

    /// Whether `a` ranks below `b`: fewer bytes, or as many and created later.
    static func ranksBelow(_ a: ControllerAccount, _ b: ControllerAccount) -> Bool {
        let bytesA = a.totals.exclusiveAllocated
        let bytesB = b.totals.exclusiveAllocated
        return bytesA != bytesB ? bytesA < bytesB : a.instanceID > b.instanceID
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.ranksBelow(largest[child], largest[parent]) else { return }
            largest.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            var lowest = parent
            let left = 2 * parent + 1
            if left < largest.count, Self.ranksBelow(largest[left], largest[lowest]) { lowest = left }
            if left + 1 < largest.count, Self.ranksBelow(largest[left + 1], largest[lowest]) { lowest = left + 1 }
            guard lowest != parent else { return }
            largest.swapAt(parent, lowest)
            parent = lowest
        }
    }
}
