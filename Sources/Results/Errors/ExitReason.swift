/// The CLI's exit codes (the contract documented in the README): the one list that
/// ``RunVerdict``, the commands and the entry point use.
///
/// DESIGN.md fixes the codes at 0-6, so a table reuse failure shares 5 with the lifecycle
/// invariants (it breaks the table's reuse contract), as its own reason with its own message.
/// When several apply, the most serious wins (``severity``): interrupted, 1, 5, 4, 6, 5 (reuse), 3, 2.
public enum ExitReason: Sendable, Hashable {
    /// 0: nothing failed.
    case success
    /// 1: the run failed (an error, reported).
    case runFailed
    /// 2: invalid usage or input.
    case invalidUsage
    /// 3: a regression against the baseline (or a timing metric too short of samples to gate).
    case regression
    /// 4: a leak, or retained memory growing in a soak.
    case leak
    /// 5: a lifecycle invariant violated.
    case invariantViolated
    /// 6: a memory budget exceeded.
    case budgetExceeded
    /// 5 as well: a table reuse failure: the data source returned cells it never dequeued.
    case reuseFailed
    /// 128 + the signal: interrupted by SIGINT (130) or SIGTERM (143); results are partial.
    case interrupted(signal: Int32)

    /// The process exit code.
    public var code: Int32 {
        switch self {
        case .success: 0
        case .runFailed: 1
        case .invalidUsage: 2
        case .regression: 3
        case .leak: 4
        case .invariantViolated: 5
        case .budgetExceeded: 6
        case .reuseFailed: 5
        case .interrupted(let signal): 128 + signal
        }
    }

    /// The reason a process exit code stands for: codes above 128 are signals; a code outside
    /// the contract (say swift-argument-parser's 64) reads as ``runFailed``.
    public init(code: Int32) {
        switch code {
        case 0: self = .success
        case 1: self = .runFailed
        case 2: self = .invalidUsage
        case 3: self = .regression
        case 4: self = .leak
        case 5: self = .invariantViolated
        case 6: self = .budgetExceeded
        case 129...: self = .interrupted(signal: code - 128)
        default: self = .runFailed
        }
    }

    /// Rank when several reasons apply, most serious first (0): interrupted, run failed,
    /// invariant violated, leak, budget exceeded, reuse failure, regression, invalid usage; success last.
    package var severity: Int {
        switch self {
        case .interrupted: 0
        case .runFailed: 1
        case .invariantViolated: 2
        case .leak: 3
        case .budgetExceeded: 4
        case .reuseFailed: 5
        case .regression: 6
        case .invalidUsage: 7
        case .success: 8
        }
    }
}
