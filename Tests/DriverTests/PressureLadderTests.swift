import Foundation
import Testing
import ViewRuntime

@testable import Driver

/// The levels a real memory limit raises (docs/MEMORY-LIMITS.md): thresholds, order,
/// hysteresis, repeated criticals, the survival line, the hungriest step and PSI.
@Suite("Memory limits: the pressure ladder")
struct PressureLadderTests {
    static let limit = 100 << 20
    static func mib(_ value: Double) -> Int { Int(value * 1_048_576) }
    static func ladder() -> PressureLadder {
        PressureLadder(limit: limit, stopBytes: Int(Double(limit) * MemoryLimitSettings.survivalFraction))
    }

    @Test("rising memory raises moderate at 70%, low at 80%, critical at 90%, each once")
    func gradedInOrder() {
        var ladder = Self.ladder()
        var raised: [MemoryWarningLevel] = []
        for used in [60.0, 71, 72, 81, 82, 91] {
            if let level = ladder.warning(resident: Self.mib(used), hungriestStep: 0, stall: nil) {
                raised.append(level)
                ladder.delivered(level, residentAfter: Self.mib(used))
            }
        }
        #expect(raised == [.moderate, .low, .critical])
    }

    @Test("a level is raised again only after memory fell 5% of the limit below its threshold")
    func hysteresis() {
        var ladder = Self.ladder()
        ladder.delivered(.moderate, residentAfter: Self.mib(72))
        #expect(ladder.warning(resident: Self.mib(72), hungriestStep: 0, stall: nil) == nil)
        #expect(ladder.warning(resident: Self.mib(66), hungriestStep: 0, stall: nil) == nil)
        #expect(ladder.armedAbove == .moderate)
        #expect(ladder.warning(resident: Self.mib(64), hungriestStep: 0, stall: nil) == nil)
        #expect(ladder.armedAbove == nil)
        #expect(ladder.warning(resident: Self.mib(71), hungriestStep: 0, stall: nil) == .moderate)
    }

    @Test("above the critical line a critical warning repeats after 1% of growth; above 97% always")
    func repeatedCritical() {
        var ladder = Self.ladder()
        ladder.delivered(.critical, residentAfter: Self.mib(91))
        #expect(ladder.warning(resident: Self.mib(91.5), hungriestStep: 0, stall: nil) == nil)
        #expect(ladder.warning(resident: Self.mib(92.1), hungriestStep: 0, stall: nil) == .critical)
        ladder.delivered(.critical, residentAfter: Self.mib(97.5))
        #expect(ladder.warning(resident: Self.mib(97.5), hungriestStep: 0, stall: nil) == .critical)
        #expect(!ladder.survives(resident: Self.mib(97.5)))
        #expect(ladder.survives(resident: Self.mib(96.9)))
    }

    @Test("the hungriest step brings critical forward, to 85% at the earliest; PSI raises at least its level")
    func hungriestStepAndStall() {
        let ladder = Self.ladder()
        #expect(ladder.level(resident: Self.mib(86), hungriestStep: 0, stall: nil) == .low)
        #expect(ladder.level(resident: Self.mib(86), hungriestStep: Self.mib(10), stall: nil) == .low)  // 97 - 10 = 87
        #expect(ladder.level(resident: Self.mib(86), hungriestStep: Self.mib(12), stall: nil) == .critical)  // 97 - 12 = 85
        #expect(ladder.level(resident: Self.mib(84), hungriestStep: Self.mib(50), stall: nil) == .low)
        #expect(ladder.level(resident: Self.mib(10), hungriestStep: 0, stall: 12) == .moderate)
        #expect(ladder.level(resident: Self.mib(10), hungriestStep: 0, stall: 45) == .low)
        #expect(ladder.level(resident: Self.mib(91), hungriestStep: 0, stall: 45) == .critical)
        #expect(ladder.level(resident: Self.mib(10), hungriestStep: 0, stall: 1) == nil)
    }
}
