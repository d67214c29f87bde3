import Foundation
import MemoryProbe
import Results
import Testing

@testable import Driver

/// The deep-navigation workload's steady-state depth table: which depths, how ratios are
/// formed, and a small functional run (figures are measured by `viewpressure bench`, never
/// checked against time here).
@MainActor
@Suite("Steady-state depth table", .serialized)
struct SteadyStateDepthTableTests {
    @Test("depths go by decades from the shallowest and end at the deepest")
    func depths() {
        #expect(SteadyStateDepthTable.depths(from: 1_000, to: 100_000) == [1_000, 10_000, 100_000])
        #expect(SteadyStateDepthTable.depths(from: 1_000, to: 10_000) == [1_000, 10_000])
        #expect(SteadyStateDepthTable.depths(from: 50, to: 2_000) == [50, 500, 2_000])
        #expect(SteadyStateDepthTable.depths(from: 1_000, to: 1_000) == [1_000])
        #expect(SteadyStateDepthTable.depths(from: 1_000, to: 300) == [1_000])
    }

    @Test("ratios are per round against the shallowest row, and their median is what the report gives")
    func ratiosPerRound() {
        let table = SteadyStateDepthTable(
            rows: [
                .init(depth: 10, pushNanoseconds: [100, 200, 100], popNanoseconds: [50, 50, 40]),
                .init(depth: 100, pushNanoseconds: [110, 180, 130], popNanoseconds: [50, 60, 40]),
            ], chunk: 4, rounds: 3, liveControllersAfterTeardown: 0)
        #expect(table.pushRatios(of: table.rows[1]) == [1.1, 0.9, 1.3])
        #expect(table.popRatios(of: table.rows[1]) == [1.0, 1.2, 1.0])
        #expect(table.rows[1].medianPushNanoseconds == 130)
    }

    @Test("a small run measures every depth in every round and leaves no controller alive")
    func smallRun() throws {
        let values = WorkloadValues([
            "depth": "20", "largeDepth": "200", "depthChunk": "5", "depthRounds": "2", "warningEvery": "50",
            "subviews": "1",
        ])
        let workload = try DeepNavigationWorkload(values: values, quick: true)
        let context = try WorkloadContext(probe: AllocatorProbe())
        let table = try workload.depthTable(context, progress: { _ in })
        #expect(table.rows.map(\.depth) == [20, 200])
        for row in table.rows {
            #expect(row.pushNanoseconds.count == 2 && row.popNanoseconds.count == 2 && row.tabSwitchNanoseconds.count == 2)
            #expect(row.pushNanoseconds.allSatisfy { $0 > 0 } && row.popNanoseconds.allSatisfy { $0 > 0 })
        }
        #expect(table.liveControllersAfterTeardown == 0)
        var metrics: [Metric] = []
        var lines: [String] = []
        workload.add(table, to: &metrics, lines: &lines)
        let names = Set(metrics.map(\.name))
        #expect(names.contains("deepNavigation.steadyState.depth200To20.pushRatio"))
        #expect(names.contains("deepNavigation.steadyState.depth200To20.popRatio"))
        #expect(names.contains("deepNavigation.steadyState.depth20.pushNs"))
        #expect(names.contains("deepNavigation.steadyState.depth200.tabSwitchNs"))
        #expect(!names.contains { $0.hasPrefix("deepNavigation.steadyState.depth20To") })
    }
}
