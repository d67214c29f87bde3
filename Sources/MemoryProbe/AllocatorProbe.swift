#if canImport(Glibc)
import Glibc
#endif

/// The Swift face of jemalloc's `mallctl` interface: heap snapshots, exact allocation
/// counts, per-thread peaks, purges and heap profiles.
///
/// ## Loading
/// Create one probe per process (or per test) with ``init()``. It resolves every mallctl
/// name it will need into a cached MIB once, and opens `/proc/self/statm` and
/// `/proc/self/status` once, so that none of its reads allocate afterwards. Call
/// ``verifyActiveAllocator()`` at start: it proves that jemalloc, not glibc, serves the
/// process's `malloc` calls.
///
/// ## Typical use
/// ```swift
/// let probe = try AllocatorProbe()
/// try probe.requireActiveAllocator()
/// let counters = try ThreadCounters.forCurrentThread()
/// let before = counters.read()
/// runCallback()                               // synchronous: no await in the window
/// let bytes = counters.read().since(before)   // exact size-class bytes
/// let phase = try probe.heapSnapshot()        // at phase boundaries only
/// ```
///
/// A window's process peak is a separate pair: ``resetProcessResidentPeak()`` when it
/// opens and ``processResidentPeakBytes()`` when it closes (the Profiler's phases do this).
///
/// ## Performance
/// | operation | cost | allocates |
/// |---|---|---|
/// | ``ThreadCounters/read()`` | ~1.4 ns | never |
/// | ``heapSnapshot()`` | ~9.5 us idle: epoch refresh ~7.8 us + `/proc/self/statm` ~1.2 us + 6 MIB reads | never |
/// | ``processResidentPeakBytes()`` | ~8.7 us: `/proc/self/status`, which the kernel formats whole | never |
/// | ``allocationCounts()`` | ~11 us (tcache flush + epoch + 4 MIB reads) | never |
/// | ``threadPeakBytes()`` / ``resetThreadPeak()`` | ~20 ns | never |
/// | ``purge()`` | ~10 ms per 200 MB released | never |
/// | ``AllocatorEnvironment/current()`` | ~50 us | yes (slow path) |
///
/// The probe is `Sendable`: its MIBs are plain integers and its reads are re-entrant.
/// Thread-specific mallctls (`thread.*`) act on the calling thread.
public final class AllocatorProbe: Sendable {
    let epoch: MIB
    let allocated: MIB, active: MIB, metadata: MIB, resident: MIB, mapped: MIB, retained: MIB
    let smallRequests: MIB, largeRequests: MIB
    let tcacheFlush: MIB, peakRead: MIB, peakReset: MIB, purgeAll: MIB
    let procStatm: ProcStatm
    let procStatus: ProcStatus

    /// Resolves every mallctl name the probe reads into a cached MIB.
    ///
    /// - Throws: ``ProbeError`` naming the first mallctl this jemalloc build does not know,
    ///   or `/proc/self/statm` or `/proc/self/status` if it cannot be opened.
    public init() throws(ProbeError) {
        epoch = try MIB("epoch")
        allocated = try MIB("stats.allocated")
        active = try MIB("stats.active")
        metadata = try MIB("stats.metadata")
        resident = try MIB("stats.resident")
        mapped = try MIB("stats.mapped")
        retained = try MIB("stats.retained")
        smallRequests = try MIB("stats.arenas.4096.small.nrequests")
        largeRequests = try MIB("stats.arenas.4096.large.nrequests")
        tcacheFlush = try MIB("thread.tcache.flush")
        peakRead = try MIB("thread.peak.read")
        peakReset = try MIB("thread.peak.reset")
        purgeAll = try MIB("arena.4096.purge")
        procStatm = try ProcStatm()
        procStatus = try ProcStatus()
    }

    deinit {
        close(procStatm.descriptor)
        close(procStatus.descriptor)
    }

    // MARK: Snapshots

    /// Refreshes jemalloc's statistics (`epoch`) and reads the global `stats.*` values and
    /// the process's resident set (`/proc/self/statm`). About 9.5 us on an idle machine, most
    /// of it the `epoch` refresh (exact `stats.*` need it; `probe bench` times it and the statm
    /// read alone); never allocates. Call it at phase boundaries and timeline samples, never
    /// per callback. The process's peak is not in it: ``processResidentPeakBytes()``.
    public func heapSnapshot() throws(ProbeError) -> HeapSnapshot {
        try Mallctl.refreshEpoch(epoch)
        return HeapSnapshot(
            allocatedBytes: try Mallctl.read(allocated, as: Int.self),
            activeBytes: try Mallctl.read(active, as: Int.self),
            metadataBytes: try Mallctl.read(metadata, as: Int.self),
            residentBytes: try Mallctl.read(resident, as: Int.self),
            mappedBytes: try Mallctl.read(mapped, as: Int.self),
            retainedBytes: try Mallctl.read(retained, as: Int.self),
            processResidentBytes: try procStatm.residentBytes()
        )
    }

    /// Exact process-wide allocation counts: flushes the calling thread's cache
    /// (`thread.tcache.flush`), refreshes `epoch`, then reads the merged arena request
    /// counters. About 5-11 us; never allocates.
    public func allocationCounts() throws(ProbeError) -> AllocationCounts {
        try Mallctl.run(tcacheFlush)
        try Mallctl.refreshEpoch(epoch)
        return AllocationCounts(
            smallAllocations: try Mallctl.read(smallRequests, as: UInt64.self),
            largeAllocations: try Mallctl.read(largeRequests, as: UInt64.self)
        )
    }

    // MARK: Peaks

    /// Starts a new peak window for the calling thread. The corresponding mallctl name is `thread.peak.reset`.
    public func resetThreadPeak() throws(ProbeError) {
        try Mallctl.run(peakReset)
    }

    /// The highest value of (allocated - freed) bytes on the calling thread since the last
    /// ``resetThreadPeak()``. The corresponding mallctl name is `thread.peak.read`.
    ///
    /// jemalloc updates the peak at its thread-event checkpoints and on this read, so a
    /// spike shorter than one checkpoint interval (64 KiB of allocation) can be missed
    /// by up to that much.
    public func threadPeakBytes() throws(ProbeError) -> UInt64 {
        try Mallctl.read(peakRead, as: UInt64.self)
    }

    /// Runs `body` in a fresh peak window and returns its result with the window's peak.
    public func measuringPeak<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> (result: R, peakBytes: UInt64) {
        try? resetThreadPeak()
        let result = try body()
        return (result, (try? threadPeakBytes()) ?? 0)
    }

    // MARK: Purge

    /// Flushes the calling thread's cache, then purges every arena's unused dirty pages
    /// (`arena.4096.purge`), so that resident memory really drops. Returns the heap before
    /// and after. Never allocates.
    public func purge() throws(ProbeError) -> PurgeResult {
        try Mallctl.run(tcacheFlush)
        let before = try heapSnapshot()
        let start = Self.monotonicNanoseconds()
        try Mallctl.run(purgeAll)
        let elapsed = Self.monotonicNanoseconds() &- start
        return PurgeResult(before: before, after: try heapSnapshot(), elapsedNanoseconds: elapsed)
    }

    /// Returns the calling thread's cached free blocks to their arenas. The corresponding mallctl name is `thread.tcache.flush`.
    public func flushThreadCache() throws(ProbeError) {
        try Mallctl.run(tcacheFlush)
    }

    // MARK: Reports

    /// jemalloc's full statistics as JSON (`malloc_stats_print` with option `"J"`).
    /// Heavy and allocating: report time only.
    public func statisticsJSON() -> String {
        Mallctl.statsText(options: "J")
    }

    /// A monotonic clock reading in nanoseconds, for the probe's own timings.
    public static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
