import MemoryProbe
import Results

/// Phase boundaries: at each one a heap snapshot, exact allocation counts, the thread's peak,
/// the process's resident peak and the thread's traffic since the phase began. About 36 us
/// per phase, begin and end together (two allocation counts ~9 us each, a heap snapshot
/// ~9.5 us, a `/proc/self/status` peak read ~8.7 us), plus a `clear_refs` write; never per callback.
struct PhaseRecorder {
    struct Open {
        var label: String
        var index: Int
        var operations = 0
        var counts: AllocationCounts?
        var start: ThreadCounterReading?
        var startNanoseconds: UInt64
    }

    var open: Open?
    var finished: [PhaseResult] = []

    mutating func begin(_ label: String, probe: AllocatorProbe?, counters: ThreadCounters?) {
        let counts = try? probe?.allocationCounts()
        try? probe?.resetThreadPeak()
        // The phase's process high-water mark: VmHWM at its end is the peak since here.
        probe?.resetProcessResidentPeak()
        open = Open(
            label: label, index: finished.count, counts: counts, start: counters?.read(),
            startNanoseconds: AllocatorProbe.monotonicNanoseconds())
    }

    mutating func countOperation() { open?.operations += 1 }

    /// - Parameter peakOverride: the phase's peak when callback peaks reset `thread.peak` inside it.
    mutating func end(probe: AllocatorProbe?, counters: ThreadCounters?, liveControllers: Int, peakOverride: UInt64? = nil) {
        guard let phase = open else { return }
        open = nil
        let elapsed = AllocatorProbe.monotonicNanoseconds() &- phase.startNanoseconds
        let traffic = phase.start.flatMap { start in counters.map { $0.read().since(start) } } ?? .zero
        let peak = peakOverride ?? ((try? probe?.threadPeakBytes()) ?? 0)
        let counts = (try? probe?.allocationCounts()).flatMap { now in phase.counts.map { now.since($0) } }
        let snapshot =
            (try? probe?.heapSnapshot())
            ?? HeapSnapshot(
                allocatedBytes: 0, activeBytes: 0, metadataBytes: 0, residentBytes: 0, mappedBytes: 0,
                retainedBytes: 0, processResidentBytes: 0)
        // The phase's process high-water mark: VmHWM now is the peak since `begin` reset it.
        let processPeak = (try? probe?.processResidentPeakBytes()) ?? 0
        finished.append(
            PhaseResult(
                label: phase.label, index: phase.index, operations: phase.operations,
                allocatedBytes: traffic.allocatedBytes, freedBytes: traffic.freedBytes,
                allocations: counts?.allocations ?? 0, peakBytes: peak, end: snapshot,
                processResidentPeakBytes: processPeak, elapsedNanoseconds: elapsed, liveControllers: liveControllers
            ))
    }
}

/// A bounded memory timeline: at most ``capacity`` samples; when full, every other sample
/// is dropped and the sampling stride doubles, so a run of any length keeps an even picture
/// of itself and takes O(capacity x log(steps)) snapshots in all.
struct Timeline {
    static let capacity = 2048
    static let maximumStride = 1 << 40
    /// Reserved whole up front, so that filling it does not look like growth in a soak.
    var samples: [TimelineSample] = {
        var samples: [TimelineSample] = []; samples.reserveCapacity(Timeline.capacity); return samples
    }()
    var stride = 1
    var countdown = 0
    /// Steps between samples (`viewpressure run --snapshot-every N`); 0: samples at phase
    /// boundaries and memory warnings only. Each sample is a heap snapshot (~9.5 us: epoch ~7.8 us
    /// and a `/proc/self/statm` read ~1.2 us; about 194,000 user-space instructions per step
    /// under callgrind, almost all jemalloc's epoch), far more than a step's own bookkeeping.
    /// Samples use resident figures only, so they never read `/proc/self/status`.
    var snapshotEvery = 1
    var stepsUntilSnapshot = 0

    /// Whether the step starting now is due for a sample under ``snapshotEvery`` (before the
    /// stride's thinning applies).
    mutating func stepIsDue() -> Bool {
        guard snapshotEvery > 0 else { return false }
        if stepsUntilSnapshot > 0 { stepsUntilSnapshot -= 1; return false }
        stepsUntilSnapshot = snapshotEvery - 1
        return true
    }

    /// Whether the next step boundary should be sampled.
    mutating func shouldSample() -> Bool {
        if countdown > 0 { countdown -= 1; return false }
        countdown = stride - 1
        return true
    }

    /// Whether a forced sample (a phase boundary, a memory warning) is taken: always until the
    /// timeline first thins, then only as the stride says, like a step's. Forced samples that
    /// ignored the stride once filled a long soak's timeline (a warning every 5 operations) so
    /// fast that each thinning halved the older samples again: a million operations kept only
    /// the last few thousand steps and the first sample.
    mutating func admitsForced() -> Bool {
        stride == 1 || shouldSample()
    }

    mutating func append(_ sample: TimelineSample) {
        if samples.count >= Self.capacity {
            var kept = 0
            for index in Swift.stride(from: 0, to: samples.count, by: 2) {
                samples[kept] = samples[index]
                kept += 1
            }
            samples.removeLast(samples.count - kept)
            // Forced samples (one per memory warning) keep arriving whatever the stride, so
            // thinning can repeat without end in a long soak: the stride stops doubling at
            // 2^40 steps instead of overflowing.
            stride = min(stride * 2, Self.maximumStride)
        }
        samples.append(sample)
    }
}
