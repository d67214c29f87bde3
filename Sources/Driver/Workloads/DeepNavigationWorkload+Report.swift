import Foundation
import MemoryProbe
import Results

extension DeepNavigationWorkload {
    func report(
        plain: [Pass], ledger: [Pass], full: [Pass],
        table: SteadyStateDepthTable?, release: (before: HeapSnapshot, loaded: HeapSnapshot, after: HeapSnapshot, unloaded: Int)
    ) -> WorkloadReport {
        let n = Self.name
        let d = Double(depth)
        let pushPlain = plain.map { Double($0.pushNanoseconds) / d }
        let popPlain = plain.map { Double($0.popNanoseconds) / d }
        let pushLedger = ledger.map { Double($0.pushNanoseconds) / d }
        let passPlain = plain.map { Double($0.pushNanoseconds + $0.popNanoseconds) }
        let passLedger = ledger.map { Double($0.pushNanoseconds + $0.popNanoseconds) }
        let passFull = full.map { Double($0.pushNanoseconds + $0.popNanoseconds) }
        // One definition, used by the line below, the results and every report: the median of
        // the per-pass ratios (each ledger pass against the plain pass run next to it).
        let overheadMetric = Metric.timing("\(n).ledgerOverhead", samples: zip(passLedger, passPlain).map { $0 / max(1, $1) }, unit: "ratio")
        let fullOverheadMetric = Metric.timing("\(n).profilerOverhead", samples: zip(passFull, passPlain).map { $0 / max(1, $1) }, unit: "ratio")
        let overhead = overheadMetric.value, fullOverhead = fullOverheadMetric.value
        var metrics: [Metric] = [
            .timing("\(n).depth\(depth).pushNs", samples: pushPlain, unit: "ns/op"),
            .timing("\(n).depth\(depth).popNs", samples: popPlain, unit: "ns/op"),
            .timing("\(n).depth\(depth).ledger.pushNs", samples: pushLedger, unit: "ns/op"),
            overheadMetric,
            fullOverheadMetric,
            .exact("\(n).depth\(depth).pushAllocatedBytes", Double(plain.last?.pushAllocatedBytes ?? 0), unit: "B"),
            .exact("\(n).depth\(depth).viewLoads", Double(plain.last?.viewLoads ?? 0), unit: "count"),
            .exact("\(n).depth\(depth).deallocated", Double(plain.last?.deallocated ?? 0), unit: "count", direction: .biggerIsBetter),
            .exact("\(n).leaks", Double(full.reduce(0) { $0 + $1.leaked }), unit: "count"),
        ]
        var lines = [
            "depth \(depth): push \(Format.duration(nanoseconds: Statistics.median(of: pushPlain)))/op, "
                + "pop \(Format.duration(nanoseconds: Statistics.median(of: popPlain)))/op, "
                + "\(Format.bytes(Double(plain.last?.pushAllocatedBytes ?? 0) / d))/push "
                + "(median of \(rounds) passes)",
            "ledger overhead: \(Format.factor(overhead, decimals: 3)) (per-callback ledger: bytes and time of every callback, "
                + "vs no observer; median of \(rounds) per-pass ratios, alternated passes; target <= 1.10, goal 1.05)",
            "whole-profiler overhead: \(Format.factor(fullOverhead, decimals: 3)) (ledger + invariant checker + leak bookkeeping, same passes and definition)",
            "callbacks measured per ledger pass: \(ledger.last?.callbacks ?? 0)",
        ]
        if let table { add(table, to: &metrics, lines: &lines) }
        let added = Double(release.loaded.residentBytes - release.before.residentBytes)
        let returned = Double(release.loaded.residentBytes - release.after.residentBytes)
        let share = added > 0 ? returned / added : 0
        metrics += [
            .exact("\(n).offscreenRelease.unloadedViews", Double(release.unloaded), unit: "count", direction: .biggerIsBetter),
            .timing("\(n).offscreenRelease.residentReturnedShare", samples: [share], unit: "ratio", direction: .biggerIsBetter, informational: true),
            // Resident before the levels were pushed, with them loaded, and after the warning
            // and purge: one reading each, reported for the bench report's chart, never gated.
            .timing("\(n).offscreenRelease.residentBeforeBytes", samples: [Double(release.before.residentBytes)], unit: "B", informational: true),
            .timing("\(n).offscreenRelease.residentLoadedBytes", samples: [Double(release.loaded.residentBytes)], unit: "B", informational: true),
            .timing("\(n).offscreenRelease.residentAfterBytes", samples: [Double(release.after.residentBytes)], unit: "B", informational: true),
        ]
        lines.append(
            "critical warning over \(releaseDepth) off-screen levels (unloadViews): \(release.unloaded) views unloaded, "
                + "resident \(Format.bytes(Double(release.loaded.residentBytes))) -> "
                + "\(Format.bytes(Double(release.after.residentBytes))), "
                + "\(Format.fixed(share * 100, decimals: 1))% of what the levels added returned (target >= 95%)")
        return WorkloadReport(metrics: metrics, lines: lines)
    }
}
