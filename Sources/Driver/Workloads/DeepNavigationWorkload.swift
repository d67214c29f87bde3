import MemoryProbe
import Profiler
import Results
import ViewRuntime

/// Deep navigation: push to depth D with memory warnings every K pushes, then pop back to
/// the root one controller at a time.
///
/// Measures, side by side in one process: per-operation push and pop cost at depth D, the
/// steady-state depth table (push and pop per operation at D, 10 D, ... up to a large depth L,
/// interleaved in one runtime: see ``SteadyStateDepthTable``), bytes per push, the
/// Profiler's ledger overhead (the same passes with the full per-callback ledger installed
/// and with no observer, alternated), and how much of the resident memory of off-screen
/// levels a critical warning under `unloadViews` gives back.
public struct DeepNavigationWorkload: Workload {
    public static let name = "deepNavigation"
    public static let summary = "push to depth D with warnings every K pushes, pop back to root; scaling, ledger overhead, warning release"
    public static let parameters: [WorkloadParameter] = [
        .init("depth", "1000", range: 1...1_000_000, "stack depth of the main passes"),
        .init(
            "largeDepth", "100000", quick: "10000", range: 0...1_000_000,
            "deepest depth of the steady-state depth table: D, 10 D, ... up to it (0 skips the table)"),
        .init("depthChunk", "200", quick: "100", range: 1...100_000, "pushes, then pops, per measured chunk of the depth table"),
        .init("depthRounds", "15", quick: "5", range: 1...1000, "measured rounds of the depth table (each depth once per round, interleaved)"),
        .init("warningEvery", "1000", range: 0...1_000_000, "a critical memory warning every K pushes (0: none)"),
        .init("rounds", "7", quick: "3", range: 1...1000, "passes at depth D per configuration (timing samples)"),
        .init("subviews", "4", range: 0...1000, "subviews per level (each gets a backing store when drawn)"),
        .init("releaseDepth", "1000", quick: "300", range: 1...100_000, "levels pushed before the off-screen release measurement"),
    ]

    let depth: Int, largeDepth: Int, warningEvery: Int, rounds: Int, subviews: Int, releaseDepth: Int
    let depthChunk: Int, depthRounds: Int

    public init(values: WorkloadValues, quick: Bool) throws {
        try values.validate(against: Self.parameters, workload: Self.name)
        let p = Self.parameters
        depth = max(1, try values.int("depth", in: p, quick: quick))
        largeDepth = try values.int("largeDepth", in: p, quick: quick)
        warningEvery = try values.int("warningEvery", in: p, quick: quick)
        rounds = max(1, try values.int("rounds", in: p, quick: quick))
        subviews = try values.int("subviews", in: p, quick: quick)
        releaseDepth = max(1, try values.int("releaseDepth", in: p, quick: quick))
        depthChunk = max(1, try values.int("depthChunk", in: p, quick: quick))
        depthRounds = max(1, try values.int("depthRounds", in: p, quick: quick))
    }

    /// What one pass (push to a depth, pop back to the root) measured.
    public struct Pass: Sendable {
        /// Total time in `pushViewController` and in `popViewController` over the pass.
        package var pushNanoseconds: UInt64 = 0
        package var popNanoseconds: UInt64 = 0
        /// Bytes (jemalloc size classes) allocated on this thread inside `pushViewController`,
        /// summed over the pass: controller creation is outside, view loading and appearance inside.
        public var pushAllocatedBytes: UInt64 = 0
        /// Views loaded by the pushed controllers (reloads after warnings included).
        public var viewLoads = 0
        /// Pushed controllers deallocated after the window was torn down (the depth, when nothing leaks).
        public var deallocated = 0
        /// Controllers the Profiler's leak oracle reported (0 with no observer).
        public var leaked = 0
        /// Callbacks the ledger measured over the pass (0 with no observer).
        public var callbacks = 0
        /// The thread's CPU time over the pushes and pops (controller creation included):
        /// beside the wall time, without what other processes took from the thread.
        package var cpuNanoseconds: UInt64 = 0
        /// Minor page faults over the pushes and pops: the kernel's share of the pass (fresh
        /// pages for backing stores; jemalloc maps new extents rather than split a large free one).
        package var minorFaults = 0
    }

    public func run(_ context: WorkloadContext) throws -> WorkloadReport {
        let tableDepths = largeDepth > 0 ? SteadyStateDepthTable.depths(from: depth, to: largeDepth) : []
        let total = 5 * rounds * depth + tableDepths.reduce(0, +) + releaseDepth
        var done = 0
        func progress(_ count: Int) { done += count; context.progress(done, total) }

        var plain: [Pass] = [], ledger: [Pass] = [], full: [Pass] = []
        var barePlain: [Pass] = [], bareLedger: [Pass] = []
        for _ in 0..<rounds {
            try context.stopIfRequested()
            plain.append(try plainPass(context))
            progress(depth)
            ledger.append(try ledgerPass(context))
            progress(depth)
            full.append(try profilerPass(context))
            progress(depth)
            // The same passes with backing stores off: no page faults from fresh pixels, so
            // the ledger's own cost is not drowned by the kernel's.
            barePlain.append(try barePlainPass(context))
            progress(depth)
            bareLedger.append(try pass(depth: depth, observer: .ledger, backingStores: false, context))
            progress(depth)
        }
        try context.stopIfRequested()
        let table = largeDepth > 0 ? try depthTable(context, progress: progress) : nil
        try context.stopIfRequested()
        let release = try offscreenRelease(context)
        progress(releaseDepth)
        var built = report(plain: plain, ledger: ledger, full: full, table: table, release: release)
        built.add(overhead: OverheadPasses(plain: plain, ledger: ledger, full: full, barePlain: barePlain, bareLedger: bareLedger), name: Self.name)
        return built
    }

    /// What observes a pass.
    public enum Observer: Sendable {
        /// No observer installed.
        case none
        /// The Profiler with the per-callback ledger only (invariant checker off).
        case ledger
        /// The whole Profiler: ledger, invariant checker and leak bookkeeping.
        case profiler
    }

    /// Pushes `depth` controllers (a critical warning every `warningEvery`), pops them one by
    /// one, tears down, and checks that every pushed controller was deallocated.
    ///
    /// Called once per pass by ``run(_:)``, and by the package-benchmark suites in `Benchmarks/`.
    /// Costs about 1 µs per level with no observer (release build), plus a stack of `depth`
    /// controllers in memory at the deepest point. Synchronous: the thread counters of `context`
    /// belong to the calling thread.
    public func pass(depth: Int, observer: Observer, backingStores: Bool = true, _ context: WorkloadContext) throws -> Pass {
        var settings = RuntimeSettings()
        settings.memoryWarningPolicy = .unloadViews
        settings.backingStoresEnabled = backingStores
        let runtime = Runtime(screen: WorkloadSupport.screen, settings: settings)
        var profiler: RuntimeProfiler?
        if observer != .none {
            profiler = try RuntimeProfiler(runtime: runtime, probe: context.probe)
            profiler?.keepsDeallocatedControllers = false
            profiler?.checksInvariants = observer == .profiler
            profiler?.install()
        }
        var result = Pass()
        let cpuStart = ThreadCPUTime.nanoseconds()
        let faultsStart = ThreadPageFaults.minor()
        ({
            let root = WorkloadController(runtime: runtime, subviews: subviews)
            let navigation = NavigationController(rootViewController: root)
            let window = Window(runtime: runtime)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            // No weak references to the pushed controllers: a weak reference gives its object a
            // side table, and every retain and release of it the slow path, which would be the
            // harness's cost in the runtime's figures. The deepest stack and the runtime's
            // registry of live controllers give the same counts.
            for index in 1...depth {
                let controller = WorkloadController(runtime: runtime, subviews: subviews)
                let before = context.counters.read()
                let start = AllocatorProbe.monotonicNanoseconds()
                navigation.pushViewController(controller, animated: false)
                result.pushNanoseconds &+= AllocatorProbe.monotonicNanoseconds() &- start
                result.pushAllocatedBytes &+= context.counters.read().since(before).allocatedBytes
                if warningEvery > 0, index % warningEvery == 0 { runtime.simulateMemoryWarning(level: .critical) }
            }
            let cpuPushed = ThreadCPUTime.nanoseconds()
            let faultsPushed = ThreadPageFaults.minor()
            for controller in navigation.viewControllers.dropFirst() { result.viewLoads += controller.viewLoadCount }
            let cpuPopStart = ThreadCPUTime.nanoseconds()
            let faultsPopStart = ThreadPageFaults.minor()
            while navigation.viewControllers.count > 1 {
                let start = AllocatorProbe.monotonicNanoseconds()
                _ = navigation.popViewController(animated: false)
                result.popNanoseconds &+= AllocatorProbe.monotonicNanoseconds() &- start
            }
            result.cpuNanoseconds = (cpuPushed &- cpuStart) &+ (ThreadCPUTime.nanoseconds() &- cpuPopStart)
            result.minorFaults = (faultsPushed - faultsStart) + (ThreadPageFaults.minor() - faultsPopStart)
            window.tearDown()
            result.deallocated = depth
            for controller in runtime.liveControllers where controller !== root && controller is WorkloadController {
                result.deallocated -= 1
            }
        })()
        // Outside the closure, once its locals (root, navigation, window) are gone.
        result.leaked = profiler?.checkLeaks().count ?? 0
        result.callbacks = profiler?.measuredCallbackCount ?? 0
        runtime.observer = nil
        return result
    }

    /// Pushes `releaseDepth` levels with no warning, then sends one critical warning under
    /// `unloadViews` and purges: how much of what the off-screen levels made resident comes back.
    func offscreenRelease(_ context: WorkloadContext) throws -> (before: HeapSnapshot, loaded: HeapSnapshot, after: HeapSnapshot, unloaded: Int) {
        var settings = RuntimeSettings()
        settings.memoryWarningPolicy = .unloadViews
        let runtime = Runtime(screen: WorkloadSupport.screen, settings: settings)
        let root = WorkloadController(runtime: runtime, subviews: subviews)
        let navigation = NavigationController(rootViewController: root)
        let window = Window(runtime: runtime)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let before = try context.probe.purge().after
        for _ in 0..<releaseDepth {
            navigation.pushViewController(WorkloadController(runtime: runtime, subviews: subviews), animated: false)
        }
        let loaded = try context.probe.heapSnapshot()
        let loadsBefore = navigation.viewControllers.reduce(0) { $0 + $1.viewUnloadCount }
        runtime.simulateMemoryWarning(level: .critical)
        let after = try context.probe.purge().after
        let unloaded = navigation.viewControllers.reduce(0) { $0 + $1.viewUnloadCount } - loadsBefore
        window.tearDown()
        return (before, loaded, after, unloaded)
    }
}

/// A weak reference to a workload controller.
struct WeakWorkloadController {
    weak var value: WorkloadController?
    init(_ value: WorkloadController) { self.value = value }
}
