public import Benchmark

/// The custom metrics ViewPressure reports into package-benchmark, next to its own.
///
/// Each comes from a named layer, and the layers count differently:
///
/// - **jemalloc** (``jemallocAllocatedBytes``, ``jemallocFreedBytes``, ``retainedBytesAfterWarning``,
///   ``bytesReleasedByWarning``, ``steadyStateScrollBytes``): MemoryProbe's reads of jemalloc's per-thread counters
///   (`thread.allocated`, `thread.deallocated`), in jemalloc size classes. Under
///   `swift package benchmark` the plugin preloads package-benchmark's malloc interposer,
///   which adds a 16-byte header to every allocation before jemalloc sees it, so these bytes
///   include the header (a 64-byte request is charged 80). `viewpressure bench` runs without
///   the interposer and reports the bytes the program asked for, in size classes.
/// - **runtime** (``cellsCreated``, ``viewLoads``): counts ViewRuntime keeps; no allocator involved.
/// - **Profiler** (``ledgerBytesInViewDidLoad``, ``leakedControllers``): what the per-callback ledger charged to a
///   callback kind, from the same jemalloc counters, minus the Profiler's own bookkeeping.
///
/// package-benchmark's own `.mallocCountTotal` comes from its interposer (a count of
/// `malloc`-family calls, with no header effect); its `.peakMemoryResident` from the kernel.
///
/// Byte and count metrics that scale with the operation count are recorded as totals per
/// iteration and use the scaling factor, so package-benchmark's scaled output (marked `*`) shows
/// them per operation, as it does `.mallocCountTotal`.
public enum ViewPressureMetric {
    /// Bytes allocated on the measuring thread inside the measured window (jemalloc layer).
    public static let jemallocAllocatedBytes = BenchmarkMetric.custom("jemalloc allocated bytes")
    /// Bytes freed on the measuring thread inside the measured window (jemalloc layer).
    public static let jemallocFreedBytes = BenchmarkMetric.custom("jemalloc freed bytes")
    /// Bytes a fixture still holds after a memory warning: allocated minus freed on the
    /// measuring thread since the fixture was built (jemalloc layer). One value per iteration.
    public static let retainedBytesAfterWarning = BenchmarkMetric.custom(
        "jemalloc bytes retained after warning", useScalingFactor: false)
    /// Bytes a memory warning freed (jemalloc layer). One value per iteration.
    public static let bytesReleasedByWarning = BenchmarkMetric.custom(
        "jemalloc bytes released by warning", polarity: .prefersLarger, useScalingFactor: false)
    /// Bytes a table scroll allocated once the first screenful was on screen: DESIGN.md's
    /// "0 bytes per row in steady state" (jemalloc layer). One value per iteration.
    public static let steadyStateScrollBytes = BenchmarkMetric.custom(
        "jemalloc steady-state scroll bytes", useScalingFactor: false)
    /// Table cells created in the window (runtime layer). One value per iteration.
    public static let cellsCreated = BenchmarkMetric.custom("cells created", useScalingFactor: false)
    /// Views loaded in the window, reloads included (runtime layer).
    public static let viewLoads = BenchmarkMetric.custom("view loads")
    /// Bytes the Profiler's ledger charged to `viewDidLoad`, exclusive of nested callbacks
    /// (Profiler layer).
    public static let ledgerBytesInViewDidLoad = BenchmarkMetric.custom("ledger bytes in viewDidLoad")
    /// Controllers the Profiler's leak oracle reported (Profiler layer). One value per iteration.
    public static let leakedControllers = BenchmarkMetric.custom("leaked controllers", useScalingFactor: false)
}
