import Foundation
@testable import Results
import Testing

@testable import Reports

/// The history gate on seeded synthetic runs: deterministic.
@Suite("History gate")
struct HistoryGateTests {
    /// A run with an exact metric and a timing metric around `median` (3% noise, 20 samples).
    static func run(bytes: Double = 4096, median: Double = 1000, generator: inout SplitMix64, name: String = "suite") -> RunResults {
        let samples = ReportsFixtures.noisySamples(
            median: median * exp(0.01 * generator.nextGaussian()), sigma: 0.03, count: 20, generator: &generator)
        return ReportsFixtures.results(name, metrics: [.exact("a.bytes", bytes, unit: "B"), .timing("a.ns", samples: samples)])
    }

    static func window(_ count: Int, seed: UInt64, branch: String = "main", median: (Int) -> Double = { _ in 1000 }) -> [HistoryRecord] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { index in
            HistoryRecord(results: run(median: median(index), generator: &generator), commit: "c\(index)", branch: branch, time: "t\(index)")
        }
    }

    @Test("a run of the same code passes against a window of 10", arguments: 0..<10)
    func aaPasses(trial: Int) throws {
        let history = Self.window(10, seed: UInt64(100 + trial))
        var generator = SplitMix64(seed: UInt64(900 + trial))
        let comparison = try HistoryComparison.compare(history: history, current: Self.run(generator: &generator))
        #expect(!comparison.hasRegression, "\(HistoryRenderer.table(comparison))")
        #expect(comparison.window.count == 10)
    }

    @Test("a 10% slower run is regressed, naming the window's figures", arguments: 0..<5)
    func timingRegression(trial: Int) throws {
        let history = Self.window(10, seed: UInt64(200 + trial))
        var generator = SplitMix64(seed: UInt64(800 + trial))
        let comparison = try HistoryComparison.compare(history: history, current: Self.run(median: 1100, generator: &generator))
        let entry = try #require(comparison.entries.first { $0.name == "a.ns" })
        #expect(entry.outcome == .regressed)
        #expect(HistoryRenderer.table(comparison).contains("REGRESSED a.ns: "))
        #expect(HistoryRenderer.failure(entry).contains("over 10 runs"))
    }

    @Test("one more byte than the last run is regressed; one less is improved")
    func exactAgainstLast() throws {
        var history = Self.window(9, seed: 7)
        var generator = SplitMix64(seed: 8)
        history.append(HistoryRecord(results: Self.run(bytes: 5000, generator: &generator), commit: "last", branch: "main", time: "t"))
        let worse = try HistoryComparison.compare(history: history, current: Self.run(bytes: 5001, generator: &generator))
        let entry = try #require(worse.entries.first { $0.name == "a.bytes" })
        #expect(entry.verdict == .regressed)
        #expect(entry.last == 5000)
        #expect(HistoryRenderer.failure(entry).contains("5,001 B vs 5,000 B in the last run of the window (last)"))
        let better = try HistoryComparison.compare(history: history, current: Self.run(bytes: 4999, generator: &generator))
        #expect(better.entries.first { $0.name == "a.bytes" }?.verdict == .improved)
    }

    @Test("a slow drift of 1.2% per run passes each step's band but fails the trend")
    func drift() throws {
        let history = Self.window(10, seed: 11) { 1000 * pow(1.012, Double($0)) }
        var generator = SplitMix64(seed: 12)
        let comparison = try HistoryComparison.compare(history: history, current: Self.run(median: 1000 * pow(1.012, 10), generator: &generator))
        let entry = try #require(comparison.entries.first { $0.name == "a.ns" })
        #expect(entry.outcome == .drifted, "\(HistoryRenderer.table(comparison))")
        #expect(comparison.hasRegression)
        #expect(HistoryRenderer.failure(entry).hasPrefix("DRIFTED a.ns"))
    }

    @Test("the window takes the last N runs of the same suite on the branch; fewer than 3 runs gate no timing")
    func windowSelection() throws {
        var history = Self.window(6, seed: 3, branch: "main") + Self.window(4, seed: 4, branch: "feature")
        var generator = SplitMix64(seed: 5)
        history.append(HistoryRecord(results: Self.run(generator: &generator, name: "other suite"), commit: "x", branch: "main", time: "t"))
        let main = try HistoryComparison.compare(history: history, current: Self.run(generator: &generator), window: 4, branch: "main")
        #expect(main.window.map(\.commit) == ["c2", "c3", "c4", "c5"])
        #expect(main.skipped == 4)
        let two = try HistoryComparison.compare(history: history, current: Self.run(generator: &generator), window: 2, branch: "main")
        #expect(two.entries.first { $0.name == "a.ns" }?.outcome == .insufficientHistory)
        let none = try HistoryComparison.compare(history: [], current: Self.run(generator: &generator))
        #expect(!none.hasRegression)
        #expect(none.entries.allSatisfy { $0.verdict == .added })
        #expect(HistoryRenderer.windowLine(none).contains("nothing is gated"))
    }

    @Test("runs with another allocator configuration are left out of the window")
    func incompatibleSkipped() throws {
        var history = Self.window(5, seed: 9)
        history[4].environment = ReportsFixtures.environment(narenas: "2")
        var generator = SplitMix64(seed: 10)
        let comparison = try HistoryComparison.compare(history: history, current: Self.run(generator: &generator))
        #expect(comparison.window.count == 4)
        #expect(comparison.skipped == 1)
    }

    @Test("replaying a store of one commit: A/A passes, every 1-byte and 10% change is flagged")
    func replay() throws {
        let records = Self.window(14, seed: 21)
        let figures = try HistoryReplay.run(records, window: 10, regression: 0.10)
        #expect(figures.trials == 4)
        #expect(figures.aaPasses == 4)
        #expect(figures.exactTried == 4 && figures.exactFlagged == 4)
        #expect(figures.timingTried == 4 && figures.timingFlagged == 4)
        #expect(try HistoryReplay.run(records, window: 14).trials == 0)
    }

    @Test("Student's t quantiles match published tables")
    func studentT() {
        #expect(abs(StudentT.quantile(0.975, degrees: 2) - 4.303) < 0.001)
        #expect(abs(StudentT.quantile(0.999, degrees: 9) - 4.297) < 0.001)
        #expect(abs(StudentT.quantile(0.95, degrees: 30) - 1.697) < 0.001)
        #expect(abs(NormalQuantile.upper(0.001) - 3.0902) < 0.0001)
    }

    @Test("the seeded simulation meets the targets at 2% sample noise and 0.5% run noise, and not at 5% and 1%")
    func simulation() throws {
        var parameters = HistorySimulation.Parameters()
        parameters.trials = 100
        let figures = try HistorySimulation.run(parameters)
        #expect(figures.aaPasses >= 98)
        #expect(figures.regressionFlagged >= 90)
        #expect(figures.driftFlagged >= 90)
        #expect(figures.exactFlagged == 100)
        parameters.within = 0.05
        parameters.between = 0.01
        let noisy = try HistorySimulation.run(parameters)
        #expect(noisy.regressionFlagged < 50)
        #expect(noisy.exactFlagged == 100)
    }
}
