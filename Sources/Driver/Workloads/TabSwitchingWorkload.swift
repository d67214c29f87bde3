import MemoryProbe
import Results
import ViewRuntime

/// Tab switching: user taps cycling through T tabs, with a memory warning every K taps, so
/// hidden tabs unload under `unloadViews` and reload when selected again (rule TB2, M2).
package struct TabSwitchingWorkload: Workload {
    package static let name = "tabSwitching"
    package static let summary = "user taps cycling through T tabs, a warning every K taps; reloads of hidden tabs"
    package static let parameters: [WorkloadParameter] = [
        .init("tabs", "5", range: 2...100, "number of tabs (6 or more adds the More tab)"),
        .init("switches", "20000", quick: "2000", range: 1...100_000_000, "user taps"),
        .init("warningEvery", "500", range: 0...100_000_000, "a critical memory warning every K taps (0: none)"),
        .init("subviews", "8", range: 0...1000, "subviews per tab's view"),
        .init("rounds", "5", quick: "3", range: 1...1000, "passes (timing samples)"),
    ]

    let tabs: Int, switches: Int, warningEvery: Int, subviews: Int, rounds: Int

    package init(values: WorkloadValues, quick: Bool) throws {
        try values.validate(against: Self.parameters, workload: Self.name)
        let p = Self.parameters
        tabs = max(2, try values.int("tabs", in: p, quick: quick))
        switches = max(1, try values.int("switches", in: p, quick: quick))
        warningEvery = try values.int("warningEvery", in: p, quick: quick)
        subviews = try values.int("subviews", in: p, quick: quick)
        rounds = max(1, try values.int("rounds", in: p, quick: quick))
    }

    package func run(_ context: WorkloadContext) throws -> WorkloadReport {
        var samples: [Double] = []
        var loads = 0, unloads = 0, allocated: UInt64 = 0, deallocated = 0
        for round in 0..<rounds {
            try context.stopIfRequested()
            var settings = RuntimeSettings()
            settings.memoryWarningPolicy = .unloadViews
            let runtime = Runtime(screen: WorkloadSupport.screen, settings: settings)
            try {
                let controllers = (0..<tabs).map { _ in WorkloadController(runtime: runtime, subviews: subviews) }
                let weak = controllers.map(WeakWorkloadController.init)
                let tabBar = TabBarController(runtime: runtime)
                tabBar.setViewControllers(controllers)
                let window = Window(runtime: runtime)
                window.rootViewController = tabBar
                window.makeKeyAndVisible()
                let before = context.counters.read()
                var elapsed: UInt64 = 0
                for index in 1...switches {
                    // A round of up to 100M taps: SIGINT or SIGTERM is honoured inside it too.
                    if index & 1023 == 0 { try context.stopIfRequested() }
                    let start = AllocatorProbe.monotonicNanoseconds()
                    _ = tabBar.userTapTab(at: index % tabs)
                    elapsed &+= AllocatorProbe.monotonicNanoseconds() &- start
                    if warningEvery > 0, index % warningEvery == 0 { runtime.simulateMemoryWarning(level: .critical) }
                }
                allocated = context.counters.read().since(before).allocatedBytes
                samples.append(Double(elapsed) / Double(switches))
                loads = controllers.reduce(0) { $0 + $1.viewLoadCount }
                unloads = controllers.reduce(0) { $0 + $1.viewUnloadCount }
                window.tearDown()
                _ = weak
            }()
            deallocated = runtime.liveControllerCount == 0 ? tabs + 1 : 0
            context.progress((round + 1) * switches, rounds * switches)
        }
        let n = Self.name
        return WorkloadReport(
            metrics: [
                .timing("\(n).switchNs", samples: samples, unit: "ns/op"),
                .exact("\(n).viewLoads", Double(loads), unit: "count"),
                .exact("\(n).viewUnloads", Double(unloads), unit: "count"),
                .exact("\(n).allocatedBytesPerSwitch", (Double(allocated) / Double(switches)).rounded(), unit: "B"),
                .exact("\(n).deallocated", Double(deallocated), unit: "count", direction: .biggerIsBetter),
            ],
            lines: [
                "\(tabs) tabs, \(switches) taps: \(Format.duration(nanoseconds: Statistics.median(of: samples)))/tap, "
                    + "\(loads) view loads and \(unloads) unloads (warnings every \(warningEvery)), "
                    + "\(Format.bytes(Double(allocated) / Double(switches)))/tap, "
                    + "\(deallocated)/\(tabs + 1) controllers deallocated after teardown"
            ]
        )
    }
}
