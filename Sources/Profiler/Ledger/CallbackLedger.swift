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
/// and a frame push and pop; no allocation in steady state. The frame stack is a raw buffer
/// (no uniqueness or bounds checks per access; `scripts/instructions` measures the path),
/// allocated in `init` and freed in `deinit`: the ledger is non-copyable, so it has one owner
/// (the profiler's core) and frees its stack once. Whether a closing callback is
/// nested in another of its kind is read from a per-kind count of open frames, so closing
/// scans the stack only in that rare case.
struct CallbackLedger: ~Copyable {
    let counters: ThreadCounters
    let clock: CycleClock
    /// The run's start, in clock ticks.
    let runStart: UInt64
    /// The open frames, innermost last: `frames[0..<depth]`.
    private(set) var frames: UnsafeMutablePointer<LedgerFrame>
    /// The depth of open callbacks.
    private(set) var depth = 0
    private var capacity: Int
    /// Whether a window can open without growing the frame stack.
    var hasRoom: Bool { depth < capacity }
    /// How many frames of each callback kind are open, by kind index.
    private let openByKind: UnsafeMutablePointer<Int>

    init(counters: ThreadCounters, clock: CycleClock, kinds: Int) {
        self.counters = counters
        self.clock = clock
        runStart = clock.now()
        capacity = 64
        frames = HeapMemory.allocate(byteCount: 64 * MemoryLayout<LedgerFrame>.stride).bindMemory(to: LedgerFrame.self, capacity: 64)
        openByKind = HeapMemory.allocate(byteCount: kinds * MemoryLayout<Int>.stride).bindMemory(to: Int.self, capacity: kinds)
        openByKind.initialize(repeating: 0, count: kinds)
    }

    deinit {
        HeapMemory.deallocate(frames)
        HeapMemory.deallocate(openByKind)
    }

    @inline(__always)
    func now() -> UInt64 { clock.now() }

    /// Nanoseconds since the run started.
    func relativeNanoseconds(_ ticks: UInt64) -> UInt64 { clock.nanoseconds(ticks &- runStart) }

    /// Doubles the frame stack (callbacks nested more than 64 deep); called before the new
    /// window's counters are read, so the allocation is the profiler's overhead.
    @inline(never)
    mutating func grow() {
        let larger = HeapMemory.allocate(byteCount: 2 * capacity * MemoryLayout<LedgerFrame>.stride)
            .bindMemory(to: LedgerFrame.self, capacity: 2 * capacity)
        larger.moveInitialize(from: frames, count: depth)
        HeapMemory.deallocate(frames)
        frames = larger
        capacity *= 2
    }

    /// Opens a callback window at this reading, with nothing of the profiler's to charge before
    /// it (the caller did not allocate or free since the window's parent last read).
    @inline(__always)
    mutating func open(slot: Int, kindIndex: Int) {
        if depth == capacity { growCharged() }
        let start = counters.read()
        let startTicks = clock.now()
        (frames + depth).initialize(to: LedgerFrame(controller: slot, kindIndex: kindIndex, start: start, startTicks: startTicks, traceLine: nil))
        openByKind[kindIndex] &+= 1
        depth &+= 1
    }

    /// ``open(slot:kindIndex:)`` for a caller that checked ``hasRoom`` and that the clock
    /// uses the time-stamp counter: no call at all, so the fast beginning needs no stack frame.
    @inline(__always)
    mutating func openWithTimeStampCounter(slot: Int, kindIndex: Int) {
        let start = counters.read()
        let startTicks = CycleClock.timeStampCounter()
        (frames + depth).initialize(to: LedgerFrame(controller: slot, kindIndex: kindIndex, start: start, startTicks: startTicks, traceLine: nil))
        openByKind[kindIndex] &+= 1
        depth &+= 1
    }

    /// Grows the frame stack and charges the growth to the innermost open window as overhead.
    @inline(never)
    mutating func growCharged() {
        let entry = counters.read()
        let entryTicks = clock.now()
        grow()
        chargeOverhead(entry: entry, entryTicks: entryTicks)
    }

    /// Opens a callback window. `entry` is when the profiler's begin handler started, so the
    /// time and bytes since then are the handler's own overhead, charged to the parent frame.
    @inline(__always)
    mutating func open(slot: Int, kindIndex: Int, entry: ThreadCounterReading, entryTicks: UInt64, traceLine: Int?) {
        if depth == capacity { growCharged() }
        let start = counters.read()
        let startTicks = clock.now()
        if depth > 0 {
            frames[depth &- 1].addOverhead(entry: entry, exit: start, ticks: startTicks &- entryTicks)
        }
        (frames + depth).initialize(
            to: LedgerFrame(controller: slot, kindIndex: kindIndex, start: start, startTicks: startTicks, traceLine: traceLine))
        openByKind[kindIndex] &+= 1
        depth &+= 1
    }

    /// Closes the innermost window at `entry` (read first thing in the end handler) and
    /// returns its frame and cost. The frame is read in place: it stays valid until the next
    /// ``open(slot:kindIndex:entry:entryTicks:traceLine:)``. Call
    /// ``finishClose(cost:frame:entry:entryTicks:)`` when the handler's bookkeeping is done.
    @inline(__always)
    mutating func close(entry: ThreadCounterReading, entryTicks: UInt64) -> (UnsafeMutablePointer<LedgerFrame>, CallbackCost)? {
        guard depth > 0 else { return nil }
        depth &-= 1
        let frame = frames + depth
        openByKind[frame.pointee.kindIndex] &-= 1
        return (frame, Self.cost(of: frame, entry: entry, entryTicks: entryTicks))
    }

    /// Closes the only open window (depth 1, checked by the caller) at `entry`: nothing
    /// encloses it, so it is nested in nothing and has no parent to charge (no
    /// ``finishClose(cost:frame:entry:entryTicks:)``). Returns its slot, kind and cost.
    @inline(__always)
    mutating func closeOutermost(entry: ThreadCounterReading, entryTicks: UInt64) -> (slot: Int, kindIndex: Int, cost: CallbackCost) {
        depth = 0
        let kindIndex = frames.pointee.kindIndex
        openByKind[kindIndex] &-= 1
        return (frames.pointee.controller, kindIndex, Self.cost(of: frames, entry: entry, entryTicks: entryTicks))
    }

    /// What the window of `frame` cost, closed at `entry`: inclusive less the profiler's
    /// overhead inside it, exclusive less its children too.
    @inline(__always)
    static func cost(of frame: UnsafeMutablePointer<LedgerFrame>, entry: ThreadCounterReading, entryTicks: UInt64) -> CallbackCost {
        let raw = entry.since(frame.pointee.start)
        let inclusive = AllocationDelta(
            allocatedBytes: raw.allocatedBytes &- frame.pointee.overheadAllocated,
            freedBytes: raw.freedBytes &- frame.pointee.overheadFreed
        )
        let exclusive = AllocationDelta(
            allocatedBytes: inclusive.allocatedBytes &- frame.pointee.childAllocated,
            freedBytes: inclusive.freedBytes &- frame.pointee.childFreed
        )
        let inclusiveTicks = (entryTicks &- frame.pointee.startTicks) &- frame.pointee.overheadTicks
        return CallbackCost(
            inclusive: inclusive, exclusive: exclusive, inclusiveTicks: inclusiveTicks,
            exclusiveTicks: inclusiveTicks &- frame.pointee.childTicks
        )
    }

    /// Whether an open callback of `kindIndex` on the controller in `slot` encloses the
    /// innermost position: O(depth), a few frames.
    private func hasOpenFrame(kindIndex: Int, slot: Int) -> Bool {
        for index in 0..<depth where frames[index].kindIndex == kindIndex && frames[index].controller == slot {
            return true
        }
        return false
    }

    /// Whether an open callback of `kindIndex` encloses the innermost position, and whether
    /// one of that kind on the controller in `slot` does: a count read, and a scan of the
    /// stack only when one of the kind is open (a `viewDidLoad` inside a `viewDidLoad`).
    @inline(__always)
    func openFrames(kindIndex: Int, slot: Int) -> (kind: Bool, controller: Bool) {
        guard openByKind[kindIndex] > 0 else { return (false, false) }
        return (true, hasOpenFrame(kindIndex: kindIndex, slot: slot))
    }

    /// Charges a closed callback to its parent: its inclusive cost as a child, and the
    /// profiler's overhead inside it and around it (read again now) as overhead.
    @inline(__always)
    mutating func finishClose(cost: CallbackCost, frame: UnsafeMutablePointer<LedgerFrame>, entry: ThreadCounterReading, entryTicks: UInt64) {
        guard depth > 0 else { return }
        let exit = counters.read()
        let exitTicks = clock.now()
        chargeToParent(cost: cost, frame: frame)
        frames[depth &- 1].addOverhead(entry: entry, exit: exit, ticks: exitTicks &- entryTicks)
    }

    /// Charges a closed callback to its parent as ``finishClose(cost:frame:entry:entryTicks:)``
    /// does, without a second reading: for an end handler that neither allocated nor freed
    /// since its first reading (it only did arithmetic on the ledger's tables), so the bytes
    /// are exact and its few instructions count as the parent's time, as the fast beginning's do.
    @inline(__always)
    mutating func finishCloseWithoutReading(cost: CallbackCost, frame: UnsafeMutablePointer<LedgerFrame>) {
        guard depth > 0 else { return }
        chargeToParent(cost: cost, frame: frame)
    }

    /// Adds a closed callback's inclusive cost and its overhead to the innermost open frame.
    @inline(__always)
    private mutating func chargeToParent(cost: CallbackCost, frame: UnsafeMutablePointer<LedgerFrame>) {
        let parent = frames + (depth &- 1)
        parent.pointee.childAllocated &+= cost.inclusive.allocatedBytes
        parent.pointee.childFreed &+= cost.inclusive.freedBytes
        parent.pointee.childTicks &+= cost.inclusiveTicks
        parent.pointee.overheadAllocated &+= frame.pointee.overheadAllocated
        parent.pointee.overheadFreed &+= frame.pointee.overheadFreed
        parent.pointee.overheadTicks &+= frame.pointee.overheadTicks
    }

    /// Charges the profiler's handling of a runtime event (between `entry` and now) to the
    /// innermost open window, if any.
    mutating func chargeOverhead(entry: ThreadCounterReading, entryTicks: UInt64) {
        guard depth > 0 else { return }
        let exit = counters.read()
        frames[depth - 1].addOverhead(entry: entry, exit: exit, ticks: clock.now() &- entryTicks)
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
