import MemoryProbe
import Results
import ViewRuntime

/// Modal chains: each controller presents the next, full screen, to depth D; then the root
/// dismisses the whole chain at once (rule P4), R times.
package struct ModalChainWorkload: Workload {
    package static let name = "modalChains"
    package static let summary = "present a full-screen chain of depth D, dismiss it from the root, R times"
    package static let parameters: [WorkloadParameter] = [
        .init("depth", "10", range: 1...10_000, "presentations per chain"),
        .init("chains", "500", quick: "50", range: 1...1_000_000, "chains per pass"),
        .init("subviews", "4", range: 0...1000, "subviews per presented view"),
        .init("rounds", "5", quick: "3", range: 1...1000, "passes (timing samples)"),
    ]

    let depth: Int, chains: Int, subviews: Int, rounds: Int

    package init(values: WorkloadValues, quick: Bool) throws {
        try values.validate(against: Self.parameters, workload: Self.name)
        let p = Self.parameters
        depth = max(1, try values.int("depth", in: p, quick: quick))
        chains = max(1, try values.int("chains", in: p, quick: quick))
        subviews = try values.int("subviews", in: p, quick: quick)
        rounds = max(1, try values.int("rounds", in: p, quick: quick))
    }

    package func run(_ context: WorkloadContext) throws -> WorkloadReport {
        var presentSamples: [Double] = [], dismissSamples: [Double] = []
        var allocatedPerChain: UInt64 = 0
        var survivors = 0
        for round in 0..<rounds {
            try context.stopIfRequested()
            let runtime = Runtime(screen: WorkloadSupport.screen)
            var presentTime: UInt64 = 0, dismissTime: UInt64 = 0
            try {
                let root = WorkloadController(runtime: runtime, subviews: subviews)
                let window = Window(runtime: runtime)
                window.rootViewController = root
                window.makeKeyAndVisible()
                for chain in 0..<chains {
                    // Up to 1M chains a round: SIGINT or SIGTERM is honoured between chains.
                    if chain & 63 == 63 { try context.stopIfRequested() }
                    let before = context.counters.read()
                    var top: ViewController = root
                    let start = AllocatorProbe.monotonicNanoseconds()
                    for _ in 0..<depth {
                        let next = WorkloadController(runtime: runtime, subviews: subviews)
                        next.modalPresentationStyle = .fullScreen
                        top.present(next, animated: false)
                        top = next
                    }
                    let middle = AllocatorProbe.monotonicNanoseconds()
                    root.dismiss(animated: false)
                    dismissTime &+= AllocatorProbe.monotonicNanoseconds() &- middle
                    presentTime &+= middle &- start
                    if chain == chains - 1 { allocatedPerChain = context.counters.read().since(before).allocatedBytes }
                }
                window.tearDown()
            }()
            survivors = runtime.liveControllerCount
            let operations = Double(chains * depth)
            presentSamples.append(Double(presentTime) / operations)
            dismissSamples.append(Double(dismissTime) / Double(chains))
            context.progress(round + 1, rounds)
        }
        let n = Self.name
        return WorkloadReport(
            metrics: [
                .timing("\(n).presentNs", samples: presentSamples, unit: "ns/op"),
                .timing("\(n).dismissChainNs", samples: dismissSamples, unit: "ns/op"),
                .exact("\(n).allocatedBytesPerChain", Double(allocatedPerChain), unit: "B"),
                .exact("\(n).survivors", Double(survivors), unit: "count"),
            ],
            lines: [
                "chains of \(depth): present \(Format.duration(nanoseconds: Statistics.median(of: presentSamples)))/op, "
                    + "dismiss a whole chain \(Format.duration(nanoseconds: Statistics.median(of: dismissSamples))), "
                    + "\(Format.bytes(Double(allocatedPerChain)))/chain, \(survivors) controllers alive after teardown"
            ]
        )
    }
}
