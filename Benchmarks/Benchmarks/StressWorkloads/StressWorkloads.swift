import Benchmark
import BenchmarkSupport
import Driver
import MemoryProbe

/// The stress workloads of `viewpressure bench`, each at two sizes, one whole run per iteration:
/// the figures at the two sizes show how cost scales.
let benchmarks: @Sendable () -> Void = {
    for depth in [1_000, 10_000] {
        MainActorBenchmark.register(
            "deep-navigation-\(depth)",
            configuration: .stressWorkload(
                metrics: [ViewPressureMetric.viewLoads, ViewPressureMetric.leakedControllers], maxIterations: 20)
        ) { run in
            let workload = try DeepNavigationWorkload(
                values: WorkloadValues(["depth": "\(depth)", "warningEvery": "1000", "subviews": "4"]), quick: false)
            let context = try WorkloadContext(probe: SharedProbe.probe)
            var result: DeepNavigationWorkload.Pass?
            try run.measure {
                result = try workload.pass(depth: depth, observer: .none, context)
            }
            guard let pass = result else { return }
            run.record(ViewPressureMetric.viewLoads, pass.viewLoads)
            run.record(ViewPressureMetric.leakedControllers, depth - pass.deallocated)
        }
    }

    for rows in [100_000, 1_000_000] {
        MainActorBenchmark.register(
            "large-table-\(rows)",
            configuration: .stressWorkload(
                metrics: [ViewPressureMetric.cellsCreated, ViewPressureMetric.steadyStateScrollBytes],
                maxIterations: rows > 100_000 ? 5 : 20)
        ) { run in
            let workload = LargeTableWorkload(rows: rows)
            var measurement: LargeTableMeasurement?
            try run.measure {
                measurement = try workload.run(probe: SharedProbe.probe)
            }
            guard let measurement else { return }
            run.record(ViewPressureMetric.cellsCreated, measurement.cellsCreated)
            run.record(ViewPressureMetric.steadyStateScrollBytes, measurement.steadyStateAllocatedBytes)
        }
    }
}
