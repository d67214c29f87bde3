public import Benchmark

/// Registers package-benchmark benchmarks whose bodies run on the main actor.
///
/// ViewRuntime is main-actor isolated, as UIKit is, but package-benchmark calls benchmark
/// closures on a thread of the cooperative pool. Each iteration therefore hops to the main
/// actor once and runs the body there; the body brackets its measured work with
/// ``MeasuredRun/measure(_:)``, so the hop (and the task it needs) stays outside the window.
///
/// ## Typical use
/// ```swift
/// MainActorBenchmark.register("push-pop", configuration: .hotPath()) { run in
///     let fixture = try NavigationFixture()
///     try run.measure {
///         for _ in run.operations { try fixture.pushAndPop() }
///     }
/// }
/// ```
public enum MainActorBenchmark {
    /// Registers a benchmark named `name`.
    ///
    /// Called from a suite's `benchmarks` closure, once per benchmark. An error thrown by
    /// `body` fails the benchmark with the error's description.
    ///
    /// - Parameters:
    ///   - name: The benchmark's name (also its key in baselines and threshold files). Use no
    ///     spaces: package-benchmark 1.38.1 writes a threshold file with spaces replaced by `_`
    ///     but looks it up with the spaces kept, so a name with a space is never checked.
    ///   - configuration: package-benchmark's configuration; its metrics must list every custom
    ///     metric the body records (``MeasuredRun/measure(_:)`` records
    ///     ``ViewPressureMetric/jemallocAllocatedBytes`` and ``ViewPressureMetric/jemallocFreedBytes``
    ///     when listed).
    ///   - body: One iteration, on the main actor.
    public static func register(
        _ name: String,
        configuration: Benchmark.Configuration,
        body: @escaping @MainActor (MeasuredRun) throws -> Void
    ) {
        precondition(
            !name.contains(" ") && !name.contains("/"),
            "benchmark name '\(name)' has a space or a slash: its threshold file would never be found")
        Benchmark(name, configuration: configuration) { benchmark async throws in
            let handle = BenchmarkHandle(benchmark)
            try await MainActor.run {
                try body(try MeasuredRun(benchmark: handle.benchmark))
            }
        }
    }
}

/// Carries package-benchmark's `Benchmark` (a class that is not `Sendable`) across the hop to
/// the main actor. Safe because the iteration's own task is suspended, waiting, while the
/// main actor uses it: the two never touch it at the same time.
struct BenchmarkHandle: @unchecked Sendable {
    let benchmark: Benchmark
    init(_ benchmark: Benchmark) { self.benchmark = benchmark }
}
