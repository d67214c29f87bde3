import MemoryProbe
import ViewRuntime

/// The per-callback memory ledger: brackets every lifecycle callback with jemalloc's thread
/// counters and a monotonic clock, and computes bytes allocated and freed and elapsed time,
/// inclusive and exclusive of nested callbacks.
///
/// The ledger's own bookkeeping (stack pushes, dictionary growth, trace formatting) is
/// measured too and subtracted from the enclosing windows, so a callback is charged exactly
/// what the runtime and the user's code allocated in it.
///
/// Cost per callback: four counter reads, four clock reads (~20 ns each) and a few array
/// operations; no allocation in steady state.
struct CallbackLedger {
    let counters: ThreadCounters
    let runStart: UInt64
    private(set) var frames: [LedgerFrame] = []

    init(counters: ThreadCounters, runStart: UInt64) {
        self.counters = counters
        self.runStart = runStart
        frames.reserveCapacity(64)
    }

    /// The depth of open callbacks.
    var depth: Int { frames.count }

    @inline(__always)
    static func now() -> UInt64 { AllocatorProbe.monotonicNanoseconds() }

    /// Opens a callback window. `entry` is when the profiler's begin handler started, so the
    /// time and bytes since then are the handler's own overhead, charged to the parent frame.
    mutating func open(controller: Int, kindIndex: Int, entry: ThreadCounterReading, entryNanoseconds: UInt64, traceLine: Int?) {
        let start = counters.read()
        let startNanoseconds = Self.now()
        if !frames.isEmpty {
            frames[frames.count - 1].addOverhead(entry: entry, exit: start, nanoseconds: startNanoseconds &- entryNanoseconds)
        }
        frames.append(LedgerFrame(
            controller: controller, kindIndex: kindIndex, start: start, startNanoseconds: startNanoseconds,
            traceLine: traceLine, relativeStart: startNanoseconds &- runStart
        ))
    }

    /// Closes the innermost window at `entry` (read first thing in the end handler) and
    /// returns its frame and cost. Call ``finishClose(cost:frame:entry:entryNanoseconds:)``
    /// when the handler's bookkeeping is done.
    mutating func close(entry: ThreadCounterReading, entryNanoseconds: UInt64) -> (LedgerFrame, CallbackCost)? {
        guard let frame = frames.popLast() else { return nil }
        let raw = entry.since(frame.start)
        let inclusive = AllocationDelta(
            allocatedBytes: raw.allocatedBytes &- frame.overheadAllocated,
            freedBytes: raw.freedBytes &- frame.overheadFreed
        )
        let exclusive = AllocationDelta(
            allocatedBytes: inclusive.allocatedBytes &- frame.childAllocated,
            freedBytes: inclusive.freedBytes &- frame.childFreed
        )
        let inclusiveNanoseconds = (entryNanoseconds &- frame.startNanoseconds) &- frame.overheadNanoseconds
        let cost = CallbackCost(
            inclusive: inclusive, exclusive: exclusive, inclusiveNanoseconds: inclusiveNanoseconds,
            exclusiveNanoseconds: inclusiveNanoseconds &- frame.childNanoseconds
        )
        return (frame, cost)
    }

    /// Charges a closed callback to its parent: its inclusive cost as a child, and the
    /// profiler's overhead inside it and around it as overhead.
    mutating func finishClose(cost: CallbackCost, frame: LedgerFrame, entry: ThreadCounterReading, entryNanoseconds: UInt64) {
        guard !frames.isEmpty else { return }
        let exit = counters.read()
        let exitNanoseconds = Self.now()
        let index = frames.count - 1
        frames[index].childAllocated &+= cost.inclusive.allocatedBytes
        frames[index].childFreed &+= cost.inclusive.freedBytes
        frames[index].childNanoseconds &+= cost.inclusiveNanoseconds
        frames[index].overheadAllocated &+= frame.overheadAllocated
        frames[index].overheadFreed &+= frame.overheadFreed
        frames[index].overheadNanoseconds &+= frame.overheadNanoseconds
        frames[index].addOverhead(entry: entry, exit: exit, nanoseconds: exitNanoseconds &- entryNanoseconds)
    }

    /// Charges the profiler's handling of a runtime event (between `entry` and now) to the
    /// innermost open window, if any.
    mutating func chargeOverhead(entry: ThreadCounterReading, entryNanoseconds: UInt64) {
        guard !frames.isEmpty else { return }
        let exit = counters.read()
        frames[frames.count - 1].addOverhead(entry: entry, exit: exit, nanoseconds: Self.now() &- entryNanoseconds)
    }
}

extension LedgerFrame {
    mutating func addOverhead(entry: ThreadCounterReading, exit: ThreadCounterReading, nanoseconds: UInt64) {
        let delta = exit.since(entry)
        overheadAllocated &+= delta.allocatedBytes
        overheadFreed &+= delta.freedBytes
        overheadNanoseconds &+= nanoseconds
    }
}
