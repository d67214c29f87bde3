public import Testing
public import ViewRuntime
import Profiler
import Reports

/// Swift Testing expectations over a session's report. Each records an issue (the test
/// fails, the rest of it still runs) whose message carries what a developer needs to act:
/// the retain path and fingerprint of a leak, the ledger row of a budget.
extension ProfilingSession {
    /// Expects no leaked controller, apart from known leaks allowed by fingerprint.
    ///
    /// Checks for leaks first (after a pop, a dismissal or ``teardown()``). An allowed leak
    /// that no longer happens is reported too, so the allowance does not outlive the fix.
    @discardableResult
    public func expectNoLeaks(allowing allowed: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation) -> ProfileReport {
        reportRaisedExceptions(at: sourceLocation)
        let report = report(allowing: allowed)
        for leak in report.leaks {
            Issue.record("leak: \(leak.description)", sourceLocation: sourceLocation)
        }
        for fingerprint in allowed where !report.allowedLeaks.contains(where: { $0.fingerprint == fingerprint }) {
            Issue.record("allowed leak \"\(fingerprint)\" did not happen: remove it from the allowed list", sourceLocation: sourceLocation)
        }
        return report
    }

    /// Expects `controller` to have been deallocated (hold it weakly in the test).
    public func expectDeallocated(_ controller: ViewController?, _ what: String = "controller", sourceLocation: SourceLocation = #_sourceLocation) {
        reportRaisedExceptions(at: sourceLocation)
        runtime.runUntilIdle()
        guard let controller else { return }
        let leak = recordLeaks().first { $0.controller == controller.label }
        let path = leak.map { $0.proven ? ", held by " + $0.path.joined(separator: " -> ") : ": " + $0.explanation } ?? ""
        Issue.record("\(what) \(controller.label) (\(controller.className)) is still alive\(path)", sourceLocation: sourceLocation)
    }

    /// Expects the controllers of `type` together to have allocated at most `limit` bytes in
    /// callbacks of `kind` (exclusive of nested callbacks unless `inclusive`).
    public func expectAllocated(
        atMost limit: UInt64, in kind: CallbackKind, of type: ViewController.Type, inclusive: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        reportRaisedExceptions(at: sourceLocation)
        let report = report()
        let rows = report.controllers(of: type)
        guard !rows.isEmpty else {
            Issue.record("no controller of class \(type) was seen", sourceLocation: sourceLocation)
            return
        }
        let total = rows.reduce(0) { $0 + $1.allocatedBytes(in: kind, inclusive: inclusive) }
        guard total > limit else { return }
        let ledger = rows.map { row in
            let totals = row.callbacks[kind] ?? LedgerTotals()
            return "  \(row.label): \(kind) x\(totals.count), \(totals.exclusiveAllocatedBytes) B exclusive, \(totals.inclusiveAllocatedBytes) B inclusive"
        }.joined(separator: "\n")
        Issue.record("\(type) allocated \(total) B in \(kind)\(inclusive ? " (inclusive)" : ""), over the budget of \(limit) B:\n\(ledger)",
                     sourceLocation: sourceLocation)
    }

    /// Expects a scroll to allocate at most `bytesPerRow` (default 0) per row once the first
    /// screenful is on screen.
    public func expectSteadyScroll(_ scroll: ScrollMeasurement, atMost bytesPerRow: Double = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        reportRaisedExceptions(at: sourceLocation)
        guard scroll.bytesPerRow > bytesPerRow else { return }
        let message = "scrolling \(scroll.table) allocated \(scroll.steadyStateAllocatedBytes) B over \(scroll.rows) rows in steady state "
            + "(\(scroll.bytesPerRow) B/row, budget \(bytesPerRow)); \(scroll.cellsCreated) cells created"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Expects no lifecycle invariant violated so far.
    public func expectLifecycleHeld(sourceLocation: SourceLocation = #_sourceLocation) {
        reportRaisedExceptions(at: sourceLocation)
        for violation in report().invariantViolations {
            Issue.record("invariant \(violation.rule) violated at seq \(violation.seq): \(violation.controller ?? "").\(violation.event): \(violation.message)",
                         sourceLocation: sourceLocation)
        }
    }
}
