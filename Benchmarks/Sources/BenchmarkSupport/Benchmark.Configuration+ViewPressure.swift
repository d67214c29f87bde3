public import Benchmark

/// The configurations the ViewPressure suites share.
///
/// Metrics fall in two kinds, and only the first is gated by the checked-in thresholds
/// (`Benchmarks/Thresholds/`, see the package's README):
/// - deterministic: every ``ViewPressureMetric`` and, on the hot paths, package-benchmark's
///   `.mallocCountTotal`; the same code gives the same value on every run, so the tolerance is zero.
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
            thresholds: tolerances(for: all)
        )
    }

    /// Zero tolerance for deterministic metrics; 25 % at the median for timings and resident memory.
    ///
    /// `.mallocCountTotal` counts every thread's mallocs. Over a hot path's window (about a
    /// millisecond) it is exact; over a stress workload's (up to half a second) the harness's own
    /// threads add some (seen: 482 to 486, and +60 on a busy machine), so the stress workloads'
    /// threshold files leave it out (scripts/package-benchmarks update-thresholds).
    static func tolerances(for metrics: [BenchmarkMetric]) -> [BenchmarkMetric: BenchmarkThresholds] {
        var result: [BenchmarkMetric: BenchmarkThresholds] = [:]
        for metric in metrics {
            switch metric {
            case .wallClock, .throughput, .cpuTotal, .cpuUser, .cpuSystem, .peakMemoryResident:
                result[metric] = BenchmarkThresholds(relative: [.p50: 25.0], absolute: [:])
            default:
                result[metric] = BenchmarkThresholds(relative: [:], absolute: [.p90: 0])
            }
        }
        return result
    }
}
