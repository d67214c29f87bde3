/// Measures what each probe operation costs and what the probe itself allocates.
///
/// Used by `viewpressure probe bench`. Each operation runs for several rounds; the best
/// round (the least disturbed by other processes on a shared machine) and the median are
/// reported. Meaningful only in a release build.
public struct ProbeBenchmark: Sendable {
    /// Rounds per operation; the best and median round are reported.
    public var rounds: Int
    /// Thread-counter reads per round.
    public var counterReads: Int
    /// Heap snapshots, allocation counts, peak reads and their parts per round.
    public var sampledReads: Int

    public init(rounds: Int = 5, counterReads: Int = 20_000_000, sampledReads: Int = 5_000) {
        self.rounds = max(1, rounds)
        self.counterReads = max(1, counterReads)
        self.sampledReads = max(1, sampledReads)
    }

    /// Runs every measurement on the calling thread.
    public func run(probe: AllocatorProbe) throws(ProbeError) -> ProbeBenchmarkResult {
        let counters = try ThreadCounters.forCurrentThread()
        // Warm every path once (first uses of some mallctls allocate inside jemalloc).
        _ = try probe.heapSnapshot()
        _ = try probe.allocationCounts()
        _ = try probe.threadPeakBytes()
        try probe.resetThreadPeak()
        _ = try probe.processResidentPeakBytes()

        // Per-round timings live in fixed-size buffers allocated before the window.
        let timings = UnsafeMutableBufferPointer<Double>.allocate(capacity: rounds * 8)
        let sink = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
        sink.initialize(to: 0)
        defer { timings.deallocate(); blackHole(sink.pointee); sink.deallocate() }
        let before = counters.read()
        for round in 0..<rounds {
            timings[round] = Self.time(1) { readCounters(counters, times: counterReads, into: sink) } / Double(counterReads)
            timings[rounds + round] = try Self.time(sampledReads) { () throws(ProbeError) in
                blackHole(UInt64(try probe.heapSnapshot().residentBytes))
            }
            timings[2 * rounds + round] = try Self.time(sampledReads) { () throws(ProbeError) in
                blackHole(try probe.allocationCounts().allocations)
            }
            timings[3 * rounds + round] = try Self.time(sampledReads) { () throws(ProbeError) in
                blackHole(try probe.threadPeakBytes())
            }
            timings[4 * rounds + round] = try Self.time(sampledReads) { () throws(ProbeError) in
                try probe.resetThreadPeak()
            }
            // The snapshot's two costly parts alone: where its time goes.
            timings[5 * rounds + round] = try Self.time(sampledReads) { () throws(ProbeError) in
                try Mallctl.refreshEpoch(probe.epoch)
            }
            timings[6 * rounds + round] = try Self.time(sampledReads) { () throws(ProbeError) in
                blackHole(UInt64(try probe.procStatm.residentBytes()))
            }
            // Not part of the snapshot: the phase-boundary peak read (`/proc/self/status`).
            timings[7 * rounds + round] = try Self.time(sampledReads) { () throws(ProbeError) in
                blackHole(UInt64(try probe.processResidentPeakBytes()))
            }
        }
        let traffic = counters.read().since(before)

        func summary(_ index: Int) -> ProbeBenchmarkResult.Timing {
            let values = Array(timings[(index * rounds)..<((index + 1) * rounds)]).sorted()
            return .init(bestNs: values[0], medianNs: values[values.count / 2])
        }
        return ProbeBenchmarkResult(
            threadCountersRead: summary(0), heapSnapshot: summary(1), allocationCount: summary(2),
            threadPeakRead: summary(3), threadPeakReset: summary(4),
            epochRefresh: summary(5), processStatmRead: summary(6), processPeakRead: summary(7),
            probeAllocatedBytes: traffic.allocatedBytes, probeFreedBytes: traffic.freedBytes,
            rounds: rounds, counterReads: counterReads, sampledReads: sampledReads
        )
    }

    /// Nanoseconds per iteration of `body`, over `iterations` runs.
    @inline(__always)
    static func time<E: Error>(_ iterations: Int, _ body: () throws(E) -> Void) throws(E) -> Double {
        let start = AllocatorProbe.monotonicNanoseconds()
        for _ in 0..<iterations { try body() }
        let elapsed = AllocatorProbe.monotonicNanoseconds() &- start
        return Double(elapsed) / Double(iterations)
    }
}

/// Reads both counters `times` times, as the Profiler does around a callback, and adds
/// the readings into `sink` so that they are used.
///
/// ``ThreadCounters/read()`` loads through volatile pointers, so each iteration really
/// performs both loads (the optimizer may neither hoist nor merge them).
@inline(never)
func readCounters(_ counters: ThreadCounters, times: Int, into sink: UnsafeMutablePointer<UInt64>) {
    var sum: UInt64 = 0
    for _ in 0..<times {
        let reading = counters.read()
        sum &+= reading.allocatedBytes &+ reading.deallocatedBytes
    }
    sink.pointee &+= sum
}

@inline(never)
func blackHole(_ value: UInt64) {
    blackHoleSink &+= value
}

nonisolated(unsafe) private var blackHoleSink: UInt64 = 0

/// The figures `viewpressure probe bench --json` prints.
public struct ProbeBenchmarkResult: Sendable, Hashable, Codable {
    /// Best and median nanoseconds per operation over the rounds.
    public struct Timing: Sendable, Hashable, Codable {
        public var bestNs: Double
        public var medianNs: Double
    }

    public var threadCountersRead: Timing
    public var heapSnapshot: Timing
    public var allocationCount: Timing
    public var threadPeakRead: Timing
    public var threadPeakReset: Timing
    /// The heap snapshot's first part alone: jemalloc's `epoch` refresh, which merges every
    /// arena's statistics (needed for exact `stats.*`: without it they are stale).
    public var epochRefresh: Timing
    /// The heap snapshot's second part alone: one read of `/proc/self/statm` (the resident set),
    /// seven numbers the kernel formats on every read.
    public var processStatmRead: Timing
    /// ``AllocatorProbe/processResidentPeakBytes()``: one read of `/proc/self/status` (`VmHWM`),
    /// which the kernel formats in full on every read. Not part of the snapshot: the Profiler
    /// pays it once per phase end.
    public var processPeakRead: Timing
    /// Bytes allocated on this thread over the whole benchmark (all reads of all rounds).
    public var probeAllocatedBytes: UInt64
    /// Bytes freed on this thread over the whole benchmark.
    public var probeFreedBytes: UInt64
    public var rounds: Int
    public var counterReads: Int
    public var sampledReads: Int
}
