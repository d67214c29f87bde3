import Foundation
@testable import Results

/// Deterministic bench results shaped like a real `viewpressure bench` run (the metric
/// names its workloads write, figures close to the README's), for the bench report tests.
enum BenchFixture {
    /// The standard suite's metrics; `ledgerOverhead` and the bare-cell reuse speed-up are
    /// parameters so that tests can move a target across its bound.
    static func metrics(ledgerOverhead: [Double] = [1.04, 1.07, 1.06, 1.09, 1.07, 1.05, 1.08], cellsCreated: Double = 20) -> [Metric] {
        let d = "deepNavigation", t = "largeTable.rows1000000", dev = "largeTable.device.rows20000"
        return [
            .timing("\(d).depth1000.pushNs", samples: [21_800, 21_500, 22_100, 21_900, 21_700, 22_000, 21_600], unit: "ns/op"),
            .timing("\(d).depth1000.popNs", samples: [6_900, 6_800, 7_000, 6_950, 6_850, 6_900, 6_920], unit: "ns/op"),
            .timing("\(d).depth1000.ledger.pushNs", samples: [23_300, 23_100, 23_500, 23_200, 23_400, 23_000, 23_600], unit: "ns/op"),
            .timing("\(d).ledgerOverhead", samples: ledgerOverhead, unit: "ratio"),
            .timing("\(d).profilerOverhead", samples: [1.08, 1.12, 1.10, 1.14, 1.11, 1.09, 1.13], unit: "ratio"),
            .exact("\(d).depth1000.pushAllocatedBytes", 52_531_200, unit: "B"),
            .exact("\(d).depth1000.viewLoads", 1_000, unit: "count"),
            .exact("\(d).depth1000.deallocated", 1_000, unit: "count", direction: .biggerIsBetter),
            .exact("\(d).leaks", 0, unit: "count"),
            .timing("\(d).steadyState.depth1000.pushNs", samples: [21_900, 21_700, 22_300], unit: "ns/op", informational: true),
            .timing("\(d).steadyState.depth1000.popNs", samples: [7_000, 6_900, 7_100], unit: "ns/op", informational: true),
            .timing("\(d).steadyState.depth10000.pushNs", samples: [22_100, 21_800, 22_400], unit: "ns/op", informational: true),
            .timing("\(d).steadyState.depth10000.popNs", samples: [7_050, 6_950, 7_100], unit: "ns/op", informational: true),
            .timing("\(d).steadyState.depth10000To1000.pushRatio", samples: [1.01, 1.00, 1.00], unit: "ratio"),
            .timing("\(d).steadyState.depth10000To1000.popRatio", samples: [1.01, 1.01, 1.00], unit: "ratio"),
            .timing("\(d).steadyState.depth100000.pushNs", samples: [22_800, 22_500, 23_100], unit: "ns/op", informational: true),
            .timing("\(d).steadyState.depth100000.popNs", samples: [7_200, 7_100, 7_300], unit: "ns/op", informational: true),
            .timing("\(d).steadyState.depth100000To1000.pushRatio", samples: [1.04, 1.04, 1.04], unit: "ratio"),
            .timing("\(d).steadyState.depth100000To1000.popRatio", samples: [1.03, 1.03, 1.03], unit: "ratio"),
            .exact("\(d).steadyState.liveControllersAfterTeardown", 0, unit: "count"),
            .exact("\(d).offscreenRelease.unloadedViews", 1_000, unit: "count", direction: .biggerIsBetter),
            .timing("\(d).offscreenRelease.residentReturnedShare", samples: [0.993], unit: "ratio", direction: .biggerIsBetter, informational: true),
            .timing("\(d).offscreenRelease.residentBeforeBytes", samples: [2_097_152], unit: "B", informational: true),
            .timing("\(d).offscreenRelease.residentLoadedBytes", samples: [62_704_435], unit: "B", informational: true),
            .timing("\(d).offscreenRelease.residentAfterBytes", samples: [2_521_539], unit: "B", informational: true),
            .timing("\(t).fixed.nsPerRow", samples: [580.6, 575.2, 590.1], unit: "ns/row"),
            .timing("\(t).variable.nsPerRow", samples: [805.6, 800.3, 812.9], unit: "ns/row"),
            .timing("\(t).variableToFixedRatio", samples: [1.39, 1.39, 1.38], unit: "ratio"),
            .exact("\(t).fixed.cellsCreated", cellsCreated, unit: "count"),
            .exact("\(t).fixed.maximumVisibleRows", 20, unit: "count"),
            .exact("\(t).fixed.steadyStateAllocatedBytes", 0, unit: "B"),
            .exact("\(t).variable.cellsCreated", 22, unit: "count"),
            .exact("\(t).variable.steadyStateAllocatedBytes", 0, unit: "B"),
            .timing("\(t).noReuse.nsPerRow", samples: [1_830, 1_790, 1_850], unit: "ns/row"),
            .timing("\(t).reuseSpeedup", samples: [3.1, 3.2, 3.1], unit: "ratio", direction: .biggerIsBetter),
            .exact("\(t).bytesSavedByReuse", 4_096_000_000, unit: "B", direction: .biggerIsBetter),
            .timing("largeTable.rows10000000.fixed.nsPerRow", samples: [581.0], unit: "ns/row", informational: true),
            .exact("largeTable.rows10000000.fixed.cellsCreated", 20, unit: "count"),
            .exact("largeTable.rows10000000.fixed.steadyStateAllocatedBytes", 0, unit: "B"),
            .timing("\(dev).reuse.nsPerRow", samples: [562.7], unit: "ns/row", informational: true),
            .timing("\(dev).noReuse.nsPerRow", samples: [46_100], unit: "ns/row", informational: true),
            .timing("\(dev).reuseSpeedup", samples: [81.9], unit: "ratio", direction: .biggerIsBetter, informational: true),
            .exact("\(dev).reuse.cellsCreated", 20, unit: "count"),
            .exact("\(dev).reuse.steadyStateAllocatedBytes", 0, unit: "B"),
            .exact("\(dev).bytesSavedByReuse", 2_147_483_648, unit: "B", direction: .biggerIsBetter),
            .timing("tabSwitching.switchNs", samples: [1_490, 1_480, 1_510, 1_500, 1_470], unit: "ns/op"),
            .exact("tabSwitching.viewLoads", 166, unit: "count"),
            .exact("tabSwitching.viewUnloads", 161, unit: "count"),
            .exact("tabSwitching.allocatedBytesPerSwitch", 312, unit: "B"),
            .exact("tabSwitching.deallocated", 5, unit: "count", direction: .biggerIsBetter),
            .timing("modalChains.presentNs", samples: [3_880, 3_850, 3_910], unit: "ns/op"),
            .timing("modalChains.dismissChainNs", samples: [13_700, 13_600, 13_900], unit: "ns/op"),
            .exact("modalChains.allocatedBytesPerChain", 48_640, unit: "B"),
            .exact("modalChains.survivors", 0, unit: "count"),
            .timing("leakWalk.checkLeaksNs", samples: [2_100_000, 2_050_000, 2_150_000], unit: "ns"),
            .exact("leakWalk.objects", 100_000, unit: "count"),
            .exact("leakWalk.candidatePaths", 1, unit: "count"),
        ].sorted { $0.name < $1.name }
    }

    /// The standard suite's results.
    static func results(name: String = "standard suite", ledgerOverhead: [Double]? = nil, cellsCreated: Double = 20) -> RunResults {
        var results = ReportsFixtures.results(
            name,
            metrics: ledgerOverhead.map { metrics(ledgerOverhead: $0, cellsCreated: cellsCreated) }
                ?? metrics(cellsCreated: cellsCreated))
        results.work = ["deepNavigation", "largeTable", "tabSwitching", "modalChains", "leakWalk"]
        return results
    }
}
