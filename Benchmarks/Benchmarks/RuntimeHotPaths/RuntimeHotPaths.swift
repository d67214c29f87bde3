import Benchmark
import BenchmarkSupport
import Driver
import MemoryProbe
import Profiler
import Results
import ViewRuntime

/// The runtime's hot paths, a thousand operations per iteration (one warning per iteration for
/// the deep stack). Fixtures are built outside the measured window; see each fixture's type.
let benchmarks: @Sendable () -> Void = {
    MainActorBenchmark.register(
        "lazy-view-load",
        configuration: .hotPath(metrics: [ViewPressureMetric.viewLoads])
    ) { run in
        let fixture = try LazyLoadFixture(count: run.operations.count)
        run.measure { fixture.loadViews() }
        run.record(ViewPressureMetric.viewLoads, fixture.viewLoads)
    }

    MainActorBenchmark.register(
        "lazy-view-load-profiled",
        configuration: .hotPath(metrics: [ViewPressureMetric.viewLoads, ViewPressureMetric.ledgerBytesInViewDidLoad])
    ) { run in
        let fixture = try LazyLoadFixture(count: run.operations.count, profiled: true)
        guard let profiler = fixture.profiler else { return }
        let ledgerBefore = profiler.ledgerTotals(for: .viewDidLoad).exclusiveAllocatedBytes
        run.measure { fixture.loadViews() }
        let ledgerAfter = profiler.ledgerTotals(for: .viewDidLoad).exclusiveAllocatedBytes
        run.record(ViewPressureMetric.viewLoads, fixture.viewLoads)
        run.record(ViewPressureMetric.ledgerBytesInViewDidLoad, ledgerAfter - ledgerBefore)
    }

    MainActorBenchmark.register(
        "push-pop",
        configuration: .hotPath(metrics: [ViewPressureMetric.viewLoads])
    ) { run in
        let fixture = NavigationFixture()
        try run.measure {
            for _ in run.operations { try fixture.pushAndPop() }
        }
        run.record(ViewPressureMetric.viewLoads, fixture.viewLoads)
        fixture.tearDown()
    }

    MainActorBenchmark.register(
        "present-dismiss-full-screen",
        configuration: .hotPath(metrics: [ViewPressureMetric.viewLoads])
    ) { run in
        let fixture = PresentationFixture()
        try run.measure {
            for _ in run.operations { try fixture.presentAndDismiss() }
        }
        run.record(ViewPressureMetric.viewLoads, fixture.viewLoads)
        fixture.tearDown()
    }

    MainActorBenchmark.register(
        "dequeue-configure",
        configuration: .hotPath(metrics: [ViewPressureMetric.cellsCreated])
    ) { run in
        let fixture = TableFixture.shared
        fixture.rewindIfNeeded(rows: run.operations.count)
        let cellsBefore = fixture.cellsCreated
        run.measure {
            for _ in run.operations { fixture.scrollOneRow() }
        }
        run.record(ViewPressureMetric.cellsCreated, fixture.cellsCreated - cellsBefore)
    }

    MainActorBenchmark.register(
        "memory-warning-deep-stack",
        configuration: .hotPath(
            scalingFactor: .one,
            metrics: [ViewPressureMetric.bytesReleasedByWarning, ViewPressureMetric.retainedBytesAfterWarning],
            maxDuration: .seconds(2), maxIterations: 200)
    ) { run in
        let start = run.countersNow()
        let fixture = try DeepStackFixture(depth: 1_000)
        let window = run.measure { fixture.sendCriticalWarning() }
        let retained = run.countersNow().since(start)
        run.record(ViewPressureMetric.bytesReleasedByWarning, window.freedBytes)
        run.record(ViewPressureMetric.retainedBytesAfterWarning, retained.allocatedBytes &- retained.freedBytes)
        try fixture.checkUnloaded()
        fixture.tearDown()
    }
}
