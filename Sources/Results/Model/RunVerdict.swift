/// The verdict of a run, and the exit code that goes with it: the one definition that the
/// CLI's exit code, its terminal summary, the Markdown and the HTML reports all use, so that
/// they can never disagree.
///
/// Exit codes are ``ExitReason``'s (3, a regression, only when a comparison is given). When
/// several apply, the most serious wins: interrupted, 1, 5, 4, 6, 5 (a reuse failure), 3.
///
/// Cost: a pass over the results' findings; no allocation beyond the finding strings.
public struct RunVerdict: Sendable, Hashable {
    /// One reason the run did not pass, with the exit code it implies.
    public struct Finding: Sendable, Hashable {
        public var reason: ExitReason
        /// The reason's process exit code.
        package var exitCode: Int32 { reason.code }
        /// Short, for headlines: "2 leaks", "retained memory growing".
        public var summary: String
    }

    /// Every reason, most serious first; empty when the run passed.
    public var findings: [Finding]

    /// The verdict of `results` alone (Reports' `init(results:comparison:)` adds a comparison's
    /// regressions).
    public init(results: RunResults) {
        self.init(results: results, regressions: nil)
    }

    /// The verdict of `results`, with `regressions` regressed metrics of a comparison with a
    /// baseline when it has any (exit 3).
    package init(results: RunResults, regressions: Int?) {
        var findings: [Finding] = []
        let status = results.status
        if let signal = status?.interruptedBy {
            findings.append(Finding(reason: .interrupted(signal: signal), summary: "interrupted by \(Self.signalName(signal)); results are partial"))
        }
        if let failure = status?.failure { findings.append(Finding(reason: .runFailed, summary: "failed: \(failure)")) }
        if !results.invariantViolations.isEmpty {
            findings.append(Finding(reason: .invariantViolated, summary: Self.plural(results.invariantViolations.count, "invariant violation")))
        }
        if !results.leaks.isEmpty { findings.append(Finding(reason: .leak, summary: Self.plural(results.leaks.count, "leak"))) }
        if results.soak?.verdict == .growing { findings.append(Finding(reason: .leak, summary: "retained memory growing")) }
        if let budget = status?.budgetExceeded {
            findings.append(Finding(reason: .budgetExceeded, summary: "\(results.memoryGuard?.stopTitle ?? "memory budget exceeded"): \(budget)"))
        }
        for failure in results.memoryGuard?.failures ?? [] { findings.append(Finding(reason: .budgetExceeded, summary: failure)) }
        let notDequeued = results.tables.reduce(0) { $0 + ($1.cellsNotDequeued ?? 0) }
        if notDequeued > 0 {
            findings.append(
                Finding(
                    reason: .reuseFailed,
                    summary: "\(Self.plural(notDequeued, "cell")) returned that \(notDequeued == 1 ? "was" : "were") never dequeued"))
        }
        if let regressions { findings.append(Finding(reason: .regression, summary: Self.plural(regressions, "regression"))) }
        self.findings = findings
    }

    /// Whether nothing failed.
    public var passed: Bool { findings.isEmpty }

    /// The most serious finding's reason, else ``ExitReason/success``.
    public var reason: ExitReason { findings.first?.reason ?? .success }

    /// The process exit code: the first (most serious) finding's, else 0.
    package var exitCode: Int32 { reason.code }

    /// "PASS", or "FAIL: " and the findings.
    package var headline: String {
        passed ? "PASS" : "FAIL: " + findings.map(\.summary).joined(separator: ", ")
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 2: "SIGINT"
        case 15: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}

/// How a run ended, besides its findings: an error that stopped it, a budget crossed, a
/// signal. Absent from results written by versions before it (read as "completed").
public struct RunStatus: Sendable, Hashable, Codable {
    /// The error that stopped the run (exit 1).
    public var failure: String?
    /// What crossed the memory budget, where, and the budget (exit 6).
    package var budgetExceeded: String?
    /// The signal that stopped the run early (SIGINT 2, SIGTERM 15): the results hold what
    /// was measured until then.
    package var interruptedBy: Int32?

    public init(failure: String? = nil, budgetExceeded: String? = nil, interruptedBy: Int32? = nil) {
        self.failure = failure
        self.budgetExceeded = budgetExceeded
        self.interruptedBy = interruptedBy
    }
}
