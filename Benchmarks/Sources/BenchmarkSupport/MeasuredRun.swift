public import Benchmark
public import MemoryProbe

/// One iteration of a ``MainActorBenchmark``: the measured window and the custom metrics.
///
/// Made by ``MainActorBenchmark/register(_:configuration:body:)`` for each iteration, on the
/// main actor. The window is synchronous, so jemalloc's per-thread counters read at its two
/// ends belong to one thread (an `await` inside it could move the task and make the delta
/// meaningless).
@MainActor
public struct MeasuredRun {
    /// package-benchmark's handle on the benchmark.
    public let benchmark: Benchmark
    /// The jemalloc counters of the thread running this iteration.
    ///
    /// Resolved per iteration: main-actor jobs run on whichever thread drains the main queue
    /// (on Linux, once `dispatch_main` has parked the main thread, a worker thread), and one
    /// thread's counters say nothing of another's.
    public let counters: ThreadCounters

    init(benchmark: Benchmark) throws {
        self.benchmark = benchmark
        counters = try ThreadCounters.forCurrentThread()
    }

    /// The operations one iteration performs: `0..<scalingFactor`. Scaled metrics (marked `*`
    /// in package-benchmark's output) are divided by this count.
    public var operations: Range<Int> { benchmark.scaledIterations }

    /// Runs `work` inside the measured window and records what jemalloc saw.
    ///
    /// Starts package-benchmark's measurement, runs `work`, stops the measurement, then records
    /// ``ViewPressureMetric/jemallocAllocatedBytes`` and ``ViewPressureMetric/jemallocFreedBytes``
    /// for the window (when the configuration lists them). Costs two counter reads (about 1 ns)
    /// beyond `work`; allocates nothing itself.
    /// - Returns: The window's jemalloc traffic.
    @discardableResult
    public func measure(_ work: () throws -> Void) rethrows -> AllocationDelta {
        benchmark.startMeasurement()
        let before = counters.read()
        try work()
        let after = counters.read()
        benchmark.stopMeasurement()
        let delta = after.since(before)
        record(ViewPressureMetric.jemallocAllocatedBytes, delta.allocatedBytes)
        record(ViewPressureMetric.jemallocFreedBytes, delta.freedBytes)
        return delta
    }

    /// Records `value` for a custom `metric`, if the configuration lists it (package-benchmark
    /// keeps one value per metric per iteration).
    public func record(_ metric: BenchmarkMetric, _ value: some BinaryInteger) {
        guard benchmark.configuration.metrics.contains(metric) else { return }
        benchmark.measurement(metric, Int(clamping: value))
    }

    /// The main thread's cumulative jemalloc counters now (for windows that span more than
    /// ``measure(_:)``, such as bytes retained since a fixture was built).
    public func countersNow() -> ThreadCounterReading {
        counters.read()
    }
}
