import Foundation
import Results
import Testing

@Suite("Exit reasons: the CLI's exit-code contract in one place")
struct ExitReasonTests {
    @Test("each reason has the documented code and is read back from it")
    func codesRoundTrip() {
        let expected: [(ExitReason, Int32)] = [
            (.success, 0), (.runFailed, 1), (.invalidUsage, 2), (.regression, 3), (.leak, 4),
            (.invariantViolated, 5), (.budgetExceeded, 6), (.reuseFailed, 5), (.interrupted(signal: 2), 130), (.interrupted(signal: 15), 143),
        ]
        for (reason, code) in expected {
            #expect(reason.code == code)
            // A reuse failure shares 5 with the invariants (DESIGN.md fixes 0-6); 5 reads back as an invariant.
            #expect(ExitReason(code: code) == (reason == .reuseFailed ? .invariantViolated : reason))
        }
    }

    @Test("the most serious reason first: interrupted, 1, 5, 4, 6, 5 (reuse), 3, 2, 0")
    func severityOrder() {
        let order: [ExitReason] = [
            .interrupted(signal: 15), .runFailed, .invariantViolated, .leak, .budgetExceeded, .reuseFailed, .regression, .invalidUsage, .success,
        ]
        #expect(order.map(\.severity) == Array(0..<9))
    }
}
