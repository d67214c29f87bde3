import BenchmarkSupport
import Driver
import MemoryProbe
import Profiler
import ViewRuntime

/// Controllers made but not yet loaded, outside any window: the measured work is the lazy
/// load alone (`loadView`, `viewDidLoad` adding four subviews), not creation or release.
///
/// Built once per iteration, outside the window (about 1 KB per controller).
@MainActor
final class LazyLoadFixture {
    let runtime = BenchmarkScreen.makeRuntime()
    private(set) var profiler: RuntimeProfiler?
    private var controllers: [WorkloadController] = []

    /// Makes `count` controllers; with `profiled`, installs a Profiler (ledger on, invariant
    /// checker on, accounts of deallocated controllers folded) before the first is made.
    init(count: Int, profiled: Bool = false) throws {
        if profiled {
            let profiler = try RuntimeProfiler(runtime: runtime, probe: SharedProbe.probe)
            profiler.keepsDeallocatedControllers = false
            profiler.install()
            self.profiler = profiler
        }
        controllers.reserveCapacity(count)
        for _ in 0..<count {
            controllers.append(WorkloadController(runtime: runtime, subviews: 4))
        }
    }

    /// Touches every controller's `view`, which loads it (rule L1).
    func loadViews() {
        for controller in controllers { _ = controller.view }
    }

    /// Views loaded so far, over every controller.
    var viewLoads: Int { controllers.reduce(0) { $0 + $1.viewLoadCount } }
}
