import Foundation
import Results
import Testing

@testable import Driver

@Suite("Soak growth verdicts")
struct GrowthVerdictTests {
    @Test("Theil-Sen recovers an exact line, with a zero-width interval")
    func exactLine() throws {
        let fit = try #require(TheilSen.fit((0..<10).map { 100 + 3 * Double($0) }))
        #expect(fit.slope == 3)
        #expect(fit.intercept == 100)
        #expect(fit.low == 3)
        #expect(fit.high == 3)
    }

    @Test("Theil-Sen ignores a wild outlier that least squares would follow")
    func robustToOutliers() throws {
        var ys = (0..<20).map { 2 * Double($0) }
        ys[17] = 10_000
        let fit = try #require(TheilSen.fit(ys))
        #expect(abs(fit.slope - 2) < 0.01)
        #expect(fit.low <= 2 && fit.high >= 2)
    }

    @Test("a 1-object-per-cycle leak (64 B) is detected within 10 cycles")
    func leakDetectedWithinTenCycles() {
        let base = 5_000_000
        let retained = (0..<10).map { base + 64 * $0 }
        let result = GrowthVerdict.assess(retained: retained)
        #expect(result.verdict == .growing)
        #expect(result.fit?.slope == 64)
    }

    @Test("a leak is detected through allocator noise")
    func leakDetectedThroughNoise() {
        var random = SplitMix64(seed: 7)
        let retained = (0..<10).map { 5_000_000 + 64 * $0 + Int(random.next() % 3) * 16 }
        #expect(GrowthVerdict.assess(retained: retained).verdict == .growing)
    }

    @Test("a cache that fills then stays full is not flagged")
    func fillingCacheIsFlat() {
        // Fills by 64 KiB per cycle for 4 cycles, then stays full.
        let retained = (0..<10).map { 5_000_000 + 65_536 * min($0, 4) }
        let result = GrowthVerdict.assess(retained: retained)
        #expect(result.verdict == .flat, "\(result.reason)")
        #expect(result.warmupCycles == 2)
    }

    @Test("a flat series with sawtooth noise is flat", arguments: [10, 20, 50])
    func flatWithNoise(cycles: Int) {
        var random = SplitMix64(seed: UInt64(cycles))
        let retained = (0..<cycles).map { _ in 5_000_000 + Int(random.next() % 5) * 4096 }
        #expect(GrowthVerdict.assess(retained: retained).verdict == .flat)
    }

    @Test("too few cycles are undecided")
    func tooFewCycles() {
        #expect(GrowthVerdict.assess(retained: [1, 2, 3, 4]).verdict == .undecided)
    }

    @Test("the warm-up is left out: growth that stops in the first fifth of the cycles is flat")
    func warmupExcluded() {
        // 50 cycles; 600 B a cycle during the first 10 (pools filling), then flat.
        let retained = (0..<50).map { 6_000 + 600 * min($0, 10) }
        let result = GrowthVerdict.assess(retained: retained)
        #expect(result.warmupCycles == 10)
        #expect(result.verdict == .flat, "\(result.reason)")
        #expect(result.reason.contains("after a 10-cycle warm-up"))
    }

    @Test("growth below the 16 B/cycle minimum effect is flat, and the reason says so")
    func belowMinimumEffect() {
        let retained = (0..<60).map { 6_000 + 10 * $0 }
        let result = GrowthVerdict.assess(retained: retained)
        #expect(result.fit?.slope == 10)
        #expect(result.verdict == .flat)
        #expect(result.reason.contains("at or below the 16 B/cycle minimum effect"), "\(result.reason)")
    }

    @Test("a 48 B/cycle leak through real per-cycle noise is growing from 13 cycles")
    func leakThroughNoise() {
        // The increments of a measured soak: table-drilldown, seed 6, 520 operations,
        // --inject-leak 48 (docs/SOAK.md): the screens' own noise is about ±150 B a cycle.
        let increments = [80, 16, -80, 112, -16, 208, 48, 16, -16, 16, 144, 112]
        let retained = increments.reduce(into: [7_000]) { $0.append($0.last! + $1) }
        let result = GrowthVerdict.assess(retained: retained)
        #expect(result.verdict == .growing, "\(result.reason): \(retained)")
        #expect(result.reason.contains("above the 16 B/cycle minimum effect"))
        // Without the leak the same noise is flat.
        let clean = increments.map { $0 - 48 }.reduce(into: [7_000]) { $0.append($0.last! + $1) }
        #expect(GrowthVerdict.assess(retained: clean).verdict == .flat)
    }

    @Test("one late step (a cache reaching its size) does not make a flat walk growing")
    func lateStepIsFlat() {
        let retained = (0..<100).map { 8_000 + ($0 >= 40 ? 4_096 : 0) }
        let result = GrowthVerdict.assess(retained: retained)
        #expect(result.verdict == .flat, "\(result.reason)")
    }
}
