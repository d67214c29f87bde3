import MemoryProbe

/// One open callback on the ledger's stack: where its window started and what nested
/// callbacks and the profiler's own bookkeeping consumed inside it.
struct LedgerFrame {
    var controller: Int
    var kindIndex: Int
    /// Counters when the callback's window opened (after the profiler's own work).
    var start: ThreadCounterReading
    var startTicks: UInt64
    /// Inclusive bytes and time (clock ticks) of the nested callbacks.
    var childAllocated: UInt64 = 0
    var childFreed: UInt64 = 0
    var childTicks: UInt64 = 0
    /// The profiler's own allocations and time inside this window (bookkeeping of nested
    /// callbacks and events), subtracted so the ledger charges only the user's and the
    /// runtime's work.
    var overheadAllocated: UInt64 = 0
    var overheadFreed: UInt64 = 0
    var overheadTicks: UInt64 = 0
    /// The trace line this callback wrote, to fill in its measurements at the end.
    var traceLine: Int?
}

/// What one finished callback cost.
struct CallbackCost {
    var inclusive: AllocationDelta
    var exclusive: AllocationDelta
    /// Clock ticks (see ``CycleClock``); converted to nanoseconds when reported.
    var inclusiveTicks: UInt64
    var exclusiveTicks: UInt64
}

/// Mutable ledger totals, converted to the results' `LedgerTotals` at the end.
struct LedgerTotalsAccumulator {
    var count = 0
    var exclusiveAllocated: UInt64 = 0
    var exclusiveFreed: UInt64 = 0
    var inclusiveAllocated: UInt64 = 0
    var inclusiveFreed: UInt64 = 0
    /// Clock ticks; converted to nanoseconds when reported.
    var exclusiveTicks: UInt64 = 0

    /// Adds one callback. `nested` says that an enclosing callback is still open whose
    /// inclusive figures will already contain this one's (the same kind, for kind totals), so
    /// its inclusive bytes are not added again: inclusive counts each outermost callback once.
    @inline(__always)
    mutating func add(_ cost: CallbackCost, nested: Bool = false) {
        count &+= 1
        exclusiveAllocated &+= cost.exclusive.allocatedBytes
        exclusiveFreed &+= cost.exclusive.freedBytes
        if !nested {
            inclusiveAllocated &+= cost.inclusive.allocatedBytes
            inclusiveFreed &+= cost.inclusive.freedBytes
        }
        exclusiveTicks &+= cost.exclusiveTicks
    }

    mutating func merge(_ other: LedgerTotalsAccumulator) {
        count += other.count
        exclusiveAllocated &+= other.exclusiveAllocated
        exclusiveFreed &+= other.exclusiveFreed
        inclusiveAllocated &+= other.inclusiveAllocated
        inclusiveFreed &+= other.inclusiveFreed
        exclusiveTicks &+= other.exclusiveTicks
    }
}
