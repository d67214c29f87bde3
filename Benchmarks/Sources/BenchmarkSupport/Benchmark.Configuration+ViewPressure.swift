public import Benchmark

/// The configurations the ViewPressure suites share.
///
/// Metrics fall in two kinds, and only the first is gated by the checked-in thresholds
/// (`Benchmarks/Thresholds/`, see the package's README):
/// - deterministic: package-benchmark's `.mallocCountTotal` and every ``ViewPressureMetric``;
///   the same code gives the same value on every run, so the tolerance is zero.
/// - timings: `.wallClock`, `.throughput`, `.cpuTotal`, `.peakMemoryResident`; these machines are
///   shared and noisy, so they get a wide tolerance and no static threshold.
extension Benchmark.Configuration {
    /// The metrics every ViewPressure benchmark records.
    public static let viewPressureMetrics: [BenchmarkMetric] = [
        .wallClock, .throughput, .mallocCountTotal,
        ViewPressureMetric.jemallocAllocatedBytes, ViewPressureMetric.jemallocFreedBytes,
    ]

    /// A hot path: `scalingFactor` operations per iteration, as many iterations as fit in
    /// `maxDuration` (at most `maxIterations`).
    /// - Parameters:
    ///   - scalingFactor: Operations per iteration; scaled output shows figures per operation.
    ///   - metrics: Custom metrics the benchmark records on top of ``viewPressureMetrics``.
    public static func hotPath(
        scalingFactor: BenchmarkScalingFactor = .kilo,
        metrics: [BenchmarkMetric] = [],
        maxDuration: Duration = .seconds(1),
        maxIterations: Int = 10_000
    ) -> Benchmark.Configuration {
        let all = viewPressureMetrics + metrics
        return .init(
            metrics: all,
            warmupIterations: 3,
            scalingFactor: scalingFactor,
            maxDuration: maxDuration,
            maxIterations: maxIterations,
            thresholds: tolerances(for: all)
        )
    }

    /// A stress workload: one whole run per iteration, a handful of iterations.
    public static func stressWorkload(
        metrics: [BenchmarkMetric] = [],
        maxDuration: Duration = .seconds(10),
        maxIterations: Int = 10
    ) -> Benchmark.Configuration {
        let all = viewPressureMetrics + [.peakMemoryResident] + metrics
        return .init(
            metrics: all,
            warmupIterations: 1,
            scalingFactor: .one,
            maxDuration: maxDuration,
            maxIterations: maxIterations,
            thresholds: tolerances(for: all, processWideMallocSlack: 32)
        )
    }

    /// Zero tolerance for deterministic metrics; 25 % at the median for timings and resident memory.
    ///
    /// - Parameter processWideMallocSlack: allowed deviation of `.mallocCountTotal` at p90. The
    ///   interposer counts every thread's mallocs; over a window of a few hundred milliseconds the
    ///   harness's own threads add a handful (seen: 482 to 486 for the 100,000-row table). Hot
    ///   paths (windows of about a millisecond) use 0.
    static func tolerances(
        for metrics: [BenchmarkMetric], processWideMallocSlack: Int = 0
    ) -> [BenchmarkMetric: BenchmarkThresholds] {
        var result: [BenchmarkMetric: BenchmarkThresholds] = [:]
        for metric in metrics {
            switch metric {
            case .wallClock, .throughput, .cpuTotal, .cpuUser, .cpuSystem, .peakMemoryResident:
                result[metric] = BenchmarkThresholds(relative: [.p50: 25.0], absolute: [:])
            case .mallocCountTotal:
                result[metric] = BenchmarkThresholds(relative: [:], absolute: [.p90: processWideMallocSlack])
            default:
                result[metric] = BenchmarkThresholds(relative: [:], absolute: [.p90: 0])
            }
        }
        return result
    }
}
