public import Testing
public import ViewRuntime
import MemoryProbe
import Profiler
public import Results

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
        let leak = recordLeaks().first { $0.controller == controller.traceLabel }
        let path = leak.map { $0.proven ? ", held by " + $0.path.joined(separator: " -> ") : ": " + $0.explanation } ?? ""
        Issue.record("\(what) \(controller.traceLabel) (\(controller.traceClassName)) is still alive\(path)", sourceLocation: sourceLocation)
    }

    /// Expects the controllers of `type` **together, over every call** to have allocated at
    /// most `limit` bytes in callbacks of `kind` (exclusive of nested callbacks unless
    /// `inclusive`): a total. For a bound on one screen use
    /// ``expectAllocatedPerInstance(atMost:in:of:inclusive:sourceLocation:)``, on one callback
    /// ``expectAllocatedPerCall(atMost:in:of:inclusive:sourceLocation:)``.
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
            return
                "  \(row.label): \(kind) x\(totals.count), \(totals.exclusiveAllocatedBytes) B exclusive, \(totals.inclusiveAllocatedBytes) B inclusive"
        }.joined(separator: "\n")
        let calls = rows.reduce(0) { $0 + ($1.callbacks[kind]?.count ?? 0) }
        Issue.record(
            Comment(
                rawValue:
                    "\(type) allocated \(total) B in \(kind)\(inclusive ? " (inclusive)" : "") in total over \(rows.count) instance\(rows.count == 1 ? "" : "s") "
                    + "and \(calls) call\(calls == 1 ? "" : "s"), over the total budget of \(limit) B:\n\(ledger)"),
            sourceLocation: sourceLocation)
    }

    /// Expects **each controller** of `type` to have allocated at most `limit` bytes in its
    /// callbacks of `kind`, all its calls together (a screen's cost, however many were made).
    public func expectAllocatedPerInstance(
        atMost limit: UInt64, in kind: CallbackKind, of type: ViewController.Type, inclusive: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let rows = report().controllers(of: type)
        guard !rows.isEmpty else {
            Issue.record("no controller of class \(type) was seen", sourceLocation: sourceLocation)
            return
        }
        for row in rows where row.allocatedBytes(in: kind, inclusive: inclusive) > limit {
            let calls = row.callbacks[kind]?.count ?? 0
            Issue.record(
                Comment(
                    rawValue:
                        "\(row.label) (\(type)) allocated \(row.allocatedBytes(in: kind, inclusive: inclusive)) B in \(kind)\(inclusive ? " (inclusive)" : "") "
                        + "over its \(calls) call\(calls == 1 ? "" : "s"), over the per-instance budget of \(limit) B"),
                sourceLocation: sourceLocation)
        }
    }

    /// Expects **every single call** of `kind` on a controller of `type` to have allocated at
    /// most `limit` bytes (the largest call is checked, from the session's callback records).
    public func expectAllocatedPerCall(
        atMost limit: UInt64, in kind: CallbackKind, of type: ViewController.Type, inclusive: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ledgers = profiler.ledgerByController().filter { $0.className == String(describing: type) }
        guard !ledgers.isEmpty else {
            Issue.record("no controller of class \(type) was seen", sourceLocation: sourceLocation)
            return
        }
        let labels = Dictionary(ledgers.map { ($0.instanceID, $0.label) }, uniquingKeysWith: { first, _ in first })
        var largest: (bytes: UInt64, label: String)?
        var calls = 0
        for record in profiler.callbackRecords where record.kind == kind {
            guard let label = labels[record.controller] else { continue }
            calls += 1
            let bytes = inclusive ? record.inclusive.allocatedBytes : record.exclusive.allocatedBytes
            if bytes > (largest?.bytes ?? 0) { largest = (bytes, label) }
        }
        guard let largest, largest.bytes > limit else { return }
        Issue.record(
            Comment(
                rawValue: "one call of \(kind) on \(largest.label) (\(type)) allocated \(largest.bytes) B\(inclusive ? " (inclusive)" : ""), "
                    + "over the per-call budget of \(limit) B (the largest of \(calls) call\(calls == 1 ? "" : "s"))"), sourceLocation: sourceLocation
        )
    }

    /// Expects `controller` to have given back at least `bytes`, or at least `share` (0...1)
    /// of what its callbacks held before, in the warning whose result is `result` (from
    /// ``memoryWarning(_:)``): the check that a screen off screen answers warnings. Pass either
    /// or both.
    public func expectReclaimed(
        atLeast bytes: Int = 0, share: Double? = nil, by controller: ViewController, in result: MemoryWarningResult,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let response = result.screens?.first(where: { $0.controller == controller.traceLabel }) else {
            Issue.record(
                "\(controller.traceLabel) (\(controller.traceClassName)) did not receive the warning (not alive, or the result is not this session's)",
                sourceLocation: sourceLocation)
            return
        }
        let needed = max(bytes, share.map { Int((Double(response.heldBytesBefore) * $0).rounded(.up)) } ?? 0)
        guard response.reclaimedBytes < needed else { return }
        Issue.record(
            Comment(
                rawValue:
                    "\(controller.traceLabel) (\(controller.traceClassName)) reclaimed \(response.reclaimedBytes) B on a \(result.level) memory warning, "
                    + "expected at least \(needed) B (its callbacks held \(response.heldBytesBefore) B before; view unloaded: \(response.viewUnloaded))"
            ),
            sourceLocation: sourceLocation)
    }

    /// Expects a scroll to allocate at most `bytesPerRow` (default 0) per row once the first
    /// screenful is on screen, beyond what the runtime itself allocates per row in this build
    /// (``ScrollMeasurement/runtimeBytesPerRow``, measured on a bare table: 0 in release, the
    /// unspecialized table path's boxes in debug, about 12 KB per row), within 1% of that figure. So the verdict on your code is the same in
    /// `swift test`'s debug build as in release. Cells returned without a dequeue fail it too.
    public func expectSteadyScroll(_ scroll: ScrollMeasurement, atMost bytesPerRow: Double = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        reportRaisedExceptions(at: sourceLocation)
        if scroll.cellsNotDequeued > 0 { recordReuseFailure(scroll, sourceLocation: sourceLocation) }
        // The two scrolls' figures are compared within 1% of the runtime's own (0 in release):
        // the baseline is measured once, on other rows.
        let noise = scroll.runtimeBytesPerRow * Self.runtimeBaselineTolerance
        guard scroll.ownBytesPerRow > bytesPerRow + noise else { return }
        let message =
            "scrolling \(scroll.table) allocated \(scroll.steadyStateAllocatedBytes) B over \(scroll.rows) rows in steady state "
            + "(\(scroll.ownBytesPerRow) B/row beyond the runtime's own \(scroll.runtimeBytesPerRow) B/row in this build, budget \(bytesPerRow)); "
            + "\(scroll.cellsCreated) cells created"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// The share of the runtime's own bytes per row that ``expectSteadyScroll(_:atMost:sourceLocation:)``
    /// allows as noise between the bare table's scroll and the tested one (1%; 0 B in release).
    public static let runtimeBaselineTolerance = 0.01

    /// Expects the scroll to have reused its cells: every cell the data source returned came
    /// from a dequeue, and at most `created` cells were created (nil: no limit). A data source
    /// that makes its cells in `cellForRowAt` creates none through the pool, so checking
    /// ``ScrollMeasurement/cellsCreated`` alone would pass it; this fails it with
    /// "returned N cells that were never dequeued".
    public func expectCellsReused(_ scroll: ScrollMeasurement, atMost created: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        if scroll.cellsNotDequeued > 0 { recordReuseFailure(scroll, sourceLocation: sourceLocation) }
        if let created, scroll.cellsCreated > created {
            Issue.record(
                Comment(
                    rawValue: "scrolling \(scroll.table) created \(scroll.cellsCreated) cells over \(scroll.rows) rows, expected at most \(created)"),
                sourceLocation: sourceLocation)
        }
    }

    private func recordReuseFailure(_ scroll: ScrollMeasurement, sourceLocation: SourceLocation) {
        let count = scroll.cellsNotDequeued
        Issue.record(
            Comment(
                rawValue:
                    "scrolling \(scroll.table): the data source returned \(count) cell\(count == 1 ? "" : "s") that \(count == 1 ? "was" : "were") never dequeued "
                    + "(\(scroll.dequeues) dequeues over \(scroll.rows) rows): make cells with dequeueReusableCell(withIdentifier:for:)"),
            sourceLocation: sourceLocation)
    }

    /// Expects no lifecycle invariant violated so far.
    public func expectLifecycleHeld(sourceLocation: SourceLocation = #_sourceLocation) {
        reportRaisedExceptions(at: sourceLocation)
        for violation in report().invariantViolations {
            Issue.record(
                "invariant \(violation.rule) violated at seq \(violation.seq): \(violation.controller ?? "").\(violation.event): \(violation.message)",
                sourceLocation: sourceLocation)
        }
    }
}
