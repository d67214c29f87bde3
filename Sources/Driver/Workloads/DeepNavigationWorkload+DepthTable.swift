import MemoryProbe
import ViewRuntime

/// The steady-state depth table (see ``SteadyStateDepthTable``): push and pop per operation at
/// each depth, interleaved round by round in one runtime.
extension DeepNavigationWorkload {
    /// Pre-grows one navigation stack per depth (the tabs of one tab bar controller, a critical
    /// warning every `warningEvery` pushes as in the main passes, and one more at the end so
    /// that no level below a top holds a view), runs one unmeasured chunk per depth, then
    /// `depthRounds` measured rounds, each depth once per round in a rotating order.
    ///
    /// No observer is installed. Controller creation is outside the timed calls; memory
    /// warnings and tab switches fall between chunks, never inside one. Synchronous.
    func depthTable(_ context: WorkloadContext, progress: (Int) -> Void) throws -> SteadyStateDepthTable {
        let depths = SteadyStateDepthTable.depths(from: depth, to: largeDepth)
        var settings = RuntimeSettings()
        settings.memoryWarningPolicy = .unloadViews
        let runtime = Runtime(screen: WorkloadSupport.screen, settings: settings)
        var rows = depths.map { SteadyStateDepthTable.Row(depth: $0) }
        try {
            let stacks = depths.map { _ in
                NavigationController(rootViewController: WorkloadController(runtime: runtime, subviews: subviews))
            }
            let tabs = TabBarController(runtime: runtime)
            tabs.setViewControllers(stacks)
            let window = Window(runtime: runtime)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            for (index, stack) in stacks.enumerated() {
                tabs.selectedIndex = index
                for level in 1...depths[index] {
                    stack.pushViewController(WorkloadController(runtime: runtime, subviews: subviews), animated: false)
                    if warningEvery > 0, level % warningEvery == 0 { runtime.simulateMemoryWarning(level: .critical) }
                }
                progress(depths[index])
            }
            runtime.simulateMemoryWarning(level: .critical)
            for round in -1..<depthRounds {
                try context.stopIfRequested()
                for step in 0..<stacks.count {
                    let index = (step + max(0, round)) % stacks.count
                    let switchStart = AllocatorProbe.monotonicNanoseconds()
                    tabs.selectedIndex = index
                    let switchNanoseconds = AllocatorProbe.monotonicNanoseconds() &- switchStart
                    // The tab switch (the navigation controller installs its top view, O(1) in
                    // the depth) is followed by a few unmeasured pushes and pops at every depth,
                    // so that each measured chunk starts with warm caches.
                    _ = try chunk(on: stacks[index], runtime: runtime, count: min(depthChunk, 20))
                    let timing = try chunk(on: stacks[index], runtime: runtime, count: depthChunk)
                    if round >= 0 {
                        rows[index].pushNanoseconds.append(timing.push)
                        rows[index].popNanoseconds.append(timing.pop)
                        rows[index].tabSwitchNanoseconds.append(Double(switchNanoseconds))
                    }
                }
            }
            window.tearDown()
        }()
        return SteadyStateDepthTable(
            rows: rows, chunk: depthChunk, rounds: depthRounds, liveControllersAfterTeardown: runtime.liveControllerCount)
    }

    /// Pushes `count` fresh controllers onto `stack` and pops them, timing each call alone.
    /// Returns nanoseconds per push and per pop.
    private func chunk(on stack: NavigationController, runtime: Runtime, count: Int) throws -> (push: Double, pop: Double) {
        var controllers: [WorkloadController] = []
        controllers.reserveCapacity(count)
        for _ in 0..<count { controllers.append(WorkloadController(runtime: runtime, subviews: subviews)) }
        var push: UInt64 = 0
        for controller in controllers {
            let start = AllocatorProbe.monotonicNanoseconds()
            stack.pushViewController(controller, animated: false)
            push &+= AllocatorProbe.monotonicNanoseconds() &- start
        }
        controllers.removeAll(keepingCapacity: true)  // the stack holds them now; pops free them
        var pop: UInt64 = 0
        for _ in 0..<count {
            let start = AllocatorProbe.monotonicNanoseconds()
            _ = stack.popViewController(animated: false)
            pop &+= AllocatorProbe.monotonicNanoseconds() &- start
        }
        return (Double(push) / Double(count), Double(pop) / Double(count))
    }
}
