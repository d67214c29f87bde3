import Foundation
import Testing

@testable import Driver

/// The signal handler's logic, with chosen times: a second signal within the grace period is
/// the same request; a third, or a second after it, ends the process.
@Suite("Run interruption", .serialized)
struct RunInterruptionTests {
    @Test("first: stop; second within 2 s: the same request; third: end now")
    func repeatedWithinGrace() {
        RunInterruption.reset()
        defer { RunInterruption.reset() }
        #expect(RunInterruption.receive(SIGINT, at: 1_000_000_000) == .stop)
        #expect(RunInterruption.requested == SIGINT)
        #expect(RunInterruption.receive(SIGINT, at: 1_020_000_000) == .sameRequest)
        #expect(RunInterruption.requested == SIGINT)
        #expect(RunInterruption.receive(SIGINT, at: 1_030_000_000) == .endNow)
    }

    @Test("a second signal after the grace period ends the process; a different second signal within it is the same request")
    func afterGrace() {
        RunInterruption.reset()
        defer { RunInterruption.reset() }
        #expect(RunInterruption.receive(SIGTERM, at: 5) == .stop)
        #expect(RunInterruption.receive(SIGINT, at: 5 + RunInterruption.gracePeriodNanoseconds + 1) == .endNow)
        RunInterruption.reset()
        #expect(RunInterruption.receive(SIGTERM, at: 5) == .stop)
        #expect(RunInterruption.receive(SIGINT, at: 5 + RunInterruption.gracePeriodNanoseconds) == .sameRequest)
        #expect(RunInterruption.requested == SIGTERM)
    }
}
