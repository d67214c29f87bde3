import Foundation
@testable import Results
import Testing

@testable import Reports

/// The timing gate on synthetic lognormal samples from seeded generators: deterministic.
@Suite("Statistical gates")
struct StatisticalGateTests {
    static func verdict(baseline: [Double], current: [Double], direction: Metric.Direction = .smallerIsBetter, threshold: Double = 0.05) -> Verdict {
        let base = Metric.timing("op.ns", samples: baseline, direction: direction)
        let cur = Metric.timing("op.ns", samples: current, direction: direction)
        var thresholds = Thresholds()
        thresholds.timing = Threshold(relative: threshold)
        return BaselineComparison.entry("op.ns", baseline: base, current: cur, thresholds: thresholds).verdict
    }

    @Test("20 A/A comparisons of noisy samples (5-10% lognormal noise, 10-30 samples) all pass", arguments: 0..<20)
    func aaPasses(trial: Int) {
        var generator = SplitMix64(seed: UInt64(1000 + trial))
        let sigma = 0.05 + 0.05 * Double(trial % 5) / 4
        let count = 10 + trial
        let base = ReportsFixtures.noisySamples(median: 1000, sigma: sigma, count: count, generator: &generator)
        let cur = ReportsFixtures.noisySamples(median: 1000, sigma: sigma, count: count, generator: &generator)
        let verdict = Self.verdict(baseline: base, current: cur)
        #expect(!verdict.fails, "A/A trial \(trial) (sigma \(sigma), n \(count)) regressed")
    }

    @Test("a 10% slowdown with 5% noise and 20 samples is flagged", arguments: 0..<10)
    func regressionFlagged(trial: Int) {
        var generator = SplitMix64(seed: UInt64(2000 + trial))
        let base = ReportsFixtures.noisySamples(median: 1000, sigma: 0.05, count: 20, generator: &generator)
        let cur = ReportsFixtures.noisySamples(median: 1100, sigma: 0.05, count: 20, generator: &generator)
        #expect(Self.verdict(baseline: base, current: cur) == .regressed)
    }

    @Test("a 10% speed-up is improved, never regressed", arguments: 0..<10)
    func improvementIsNotRegression(trial: Int) {
        var generator = SplitMix64(seed: UInt64(3000 + trial))
        let base = ReportsFixtures.noisySamples(median: 1000, sigma: 0.05, count: 20, generator: &generator)
        let cur = ReportsFixtures.noisySamples(median: 900, sigma: 0.05, count: 20, generator: &generator)
        #expect(Self.verdict(baseline: base, current: cur) == .improved)
    }

    @Test("for bigger-is-better metrics a 10% drop regresses and a 10% rise improves")
    func biggerIsBetter() {
        var generator = SplitMix64(seed: 7)
        let base = ReportsFixtures.noisySamples(median: 1000, sigma: 0.05, count: 20, generator: &generator)
        let lower = ReportsFixtures.noisySamples(median: 900, sigma: 0.05, count: 20, generator: &generator)
        let higher = ReportsFixtures.noisySamples(median: 1100, sigma: 0.05, count: 20, generator: &generator)
        #expect(Self.verdict(baseline: base, current: lower, direction: .biggerIsBetter) == .regressed)
        #expect(Self.verdict(baseline: base, current: higher, direction: .biggerIsBetter) == .improved)
    }

    @Test("a 3% slowdown under a 5% threshold passes even when it is real")
    func smallChangeUnderThresholdPasses() {
        var generator = SplitMix64(seed: 11)
        let base = ReportsFixtures.noisySamples(median: 1000, sigma: 0.01, count: 30, generator: &generator)
        let cur = ReportsFixtures.noisySamples(median: 1030, sigma: 0.01, count: 30, generator: &generator)
        #expect(Self.verdict(baseline: base, current: cur) == .unchanged)
    }

    @Test("fewer than 3 samples on a side: insufficient samples, reported and not gated")
    func insufficientSamples() {
        #expect(Self.verdict(baseline: [1000, 1001], current: [5000, 5001, 5002]) == .insufficientSamples)
        #expect(Self.verdict(baseline: [1000, 1001, 999], current: []) == .insufficientSamples)
        #expect(!Verdict.insufficientSamples.fails)
    }

    @Test("the verdict and interval are the same on every call (fixed seed)")
    func deterministic() throws {
        var generator = SplitMix64(seed: 5)
        let base = ReportsFixtures.noisySamples(median: 1000, sigma: 0.1, count: 15, generator: &generator)
        let cur = ReportsFixtures.noisySamples(median: 1050, sigma: 0.1, count: 15, generator: &generator)
        let first = try #require(StatisticalGate.estimate(baseline: base, current: cur, direction: .smallerIsBetter, name: "x"))
        let second = try #require(StatisticalGate.estimate(baseline: base, current: cur, direction: .smallerIsBetter, name: "x"))
        #expect(first == second)
        #expect(first.low <= first.ratio && first.ratio <= first.high)
    }

    /// The error rates Gates.md documents for 5% lognormal noise and 30 samples a side, over 30
    /// seeded trials (the same seeds every run, so the counts are exact): no A/A comparison fails
    /// and every +10% regression is flagged (Gates.md's table: 0/200 and 200/200).
    @Test("error rates at 5% noise and 30 samples: no A/A false positive, every +10% regression flagged")
    func errorRates() {
        let trials = 30
        var falsePositives = 0, flagged10 = 0
        for trial in 0..<trials {
            var generator = SplitMix64(seed: UInt64(trial) &* 7919 &+ 30)
            let base = ReportsFixtures.noisySamples(median: 1000, sigma: 0.05, count: 30, generator: &generator)
            let same = ReportsFixtures.noisySamples(median: 1000, sigma: 0.05, count: 30, generator: &generator)
            let slower10 = ReportsFixtures.noisySamples(median: 1100, sigma: 0.05, count: 30, generator: &generator)
            if Self.verdict(baseline: base, current: same).fails { falsePositives += 1 }
            if Self.verdict(baseline: base, current: slower10).fails { flagged10 += 1 }
        }
        #expect(falsePositives == 0, "A/A false positives: \(falsePositives)/\(trials)")
        #expect(flagged10 == trials, "+10% flagged: \(flagged10)/\(trials)")
    }
}
