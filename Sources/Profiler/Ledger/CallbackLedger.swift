import MemoryProbe
import ViewRuntime

/// The per-callback memory ledger: brackets every lifecycle callback with jemalloc's thread
/// counters and the cycle clock, and computes bytes allocated and freed and elapsed time,
/// inclusive and exclusive of nested callbacks.
///
/// The ledger's own bookkeeping (stack pushes, account updates, trace formatting) is
/// measured too and subtracted from the enclosing windows, so a callback is charged exactly
/// what the runtime and the user's code allocated in it.
///
/// Cost per callback: four counter reads (two loads each), four time-stamp reads (~7 ns)
/// and a few array operations; no allocation in steady state.
struct CallbackLedger {
    let counters: ThreadCounters
    let clock: CycleClock
    /// The run's start, in clock ticks.
    let runStart: UInt64
    private(set) var frames: [LedgerFrame] = []

    init(counters: ThreadCounters, clock: CycleClock) {
        self.counters = counters
        self.clock = clock
        runStart = clock.now()
        frames.reserveCapacity(64)
    }

    /// The depth of open callbacks.
    var depth: Int { frames.count }

    @inline(__always)
    func now() -> UInt64 { clock.now() }

    /// Nanoseconds since the run started.
    func relativeNanoseconds(_ ticks: UInt64) -> UInt64 { clock.nanoseconds(ticks &- runStart) }

    /// Opens a callback window. `entry` is when the profiler's begin handler started, so the
    /// time and bytes since then are the handler's own overhead, charged to the parent frame.
    @inline(__always)
    mutating func open(slot: Int, kindIndex: Int, entry: ThreadCounterReading, entryTicks: UInt64, traceLine: Int?) {
        let start = counters.read()
        let startTicks = clock.now()
        if !frames.isEmpty {
            frames[frames.count - 1].addOverhead(entry: entry, exit: start, ticks: startTicks &- entryTicks)
        }
        frames.append(LedgerFrame(controller: slot, kindIndex: kindIndex, start: start, startTicks: startTicks, traceLine: traceLine))
    }

    /// Closes the innermost window at `entry` (read first thing in the end handler) and
    /// returns its frame and cost. Call ``finishClose(cost:frame:entry:entryTicks:)`` when
    /// the handler's bookkeeping is done.
    @inline(__always)
    mutating func close(entry: ThreadCounterReading, entryTicks: UInt64) -> (LedgerFrame, CallbackCost)? {
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
        let inclusiveTicks = (entryTicks &- frame.startTicks) &- frame.overheadTicks
        let cost = CallbackCost(
            inclusive: inclusive, exclusive: exclusive, inclusiveTicks: inclusiveTicks,
            exclusiveTicks: inclusiveTicks &- frame.childTicks
        )
        return (frame, cost)
    }

    /// Whether an open callback of `kindIndex` (and, if given, of the controller in `slot`)
    /// encloses the innermost position: O(depth), a few frames.
    @inline(__always)
    func hasOpenFrame(kindIndex: Int, slot: Int? = nil) -> Bool {
        frames.contains { $0.kindIndex == kindIndex && (slot == nil || $0.controller == slot) }
    }

    /// Charges a closed callback to its parent: its inclusive cost as a child, and the
    /// profiler's overhead inside it and around it as overhead.
    @inline(__always)
    mutating func finishClose(cost: CallbackCost, frame: LedgerFrame, entry: ThreadCounterReading, entryTicks: UInt64) {
        guard !frames.isEmpty else { return }
        let exit = counters.read()
        let exitTicks = clock.now()
        let index = frames.count - 1
        frames[index].childAllocated &+= cost.inclusive.allocatedBytes
        frames[index].childFreed &+= cost.inclusive.freedBytes
        frames[index].childTicks &+= cost.inclusiveTicks
        frames[index].overheadAllocated &+= frame.overheadAllocated
        frames[index].overheadFreed &+= frame.overheadFreed
        frames[index].overheadTicks &+= frame.overheadTicks
        frames[index].addOverhead(entry: entry, exit: exit, ticks: exitTicks &- entryTicks)
    }

    /// Charges the profiler's handling of a runtime event (between `entry` and now) to the
    /// innermost open window, if any.
    mutating func chargeOverhead(entry: ThreadCounterReading, entryTicks: UInt64) {
        guard !frames.isEmpty else { return }
        let exit = counters.read()
        frames[frames.count - 1].addOverhead(entry: entry, exit: exit, ticks: clock.now() &- entryTicks)
    }
}

extension LedgerFrame {
    @inline(__always)
    mutating func addOverhead(entry: ThreadCounterReading, exit: ThreadCounterReading, ticks: UInt64) {
        let delta = exit.since(entry)
        overheadAllocated &+= delta.allocatedBytes
        overheadFreed &+= delta.freedBytes
        overheadTicks &+= ticks
    }
}
