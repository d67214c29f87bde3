import Profiler
import Driver
public import Results
public import ViewRuntime

/// What a ``ProfilingSession`` measured, keyed by the controllers' labels and classes.
///
/// Made by ``ProfilingSession/report(allowing:)``: cheap for a test's few hundred callbacks.
public struct ProfileReport: Sendable {
    /// One controller: its lifecycle counts and its ledger by callback kind.
    public struct Controller: Sendable, Hashable {
        public var label: String
        public var className: String
        public var viewLoads: Int
        public var viewUnloads: Int
        public var deallocated: Bool
        /// Per callback kind: count, exclusive and inclusive bytes, exclusive time.
        public var callbacks: [CallbackKind: LedgerTotals]

        /// Bytes allocated inside callbacks of `kind`, nested callbacks excluded (or included).
        public func allocatedBytes(in kind: CallbackKind, inclusive: Bool = false) -> UInt64 {
            guard let totals = callbacks[kind] else { return 0 }
            return inclusive ? totals.inclusiveAllocatedBytes : totals.exclusiveAllocatedBytes
        }
    }

    /// A leak, with its retain path and fingerprint.
    public struct Leak: Sendable, Hashable {
        public var controller: String
        public var className: String
        /// How it left the hierarchy (`pop`, `dismiss`, `teardown`...).
        public var departure: String
        /// The shortest proven retain path, each edge with its status; empty when none was proven.
        public var path: [String]
        /// Whether ``path`` is proven; when not, ``explanation`` lists the candidates.
        public var proven: Bool
        /// The oracle's explanation (the candidates, when no path was proven).
        public var explanation: String
        /// Stable across runs and unrelated code changes (the class and the path's holders,
        /// fields and statuses, hashed): allow a known leak by it.
        public var fingerprint: String

        /// One line (or a few) for a failure message.
        public var description: String {
            "\(controller) (\(className)) still alive after \(departure)"
                + (proven ? ", held by " + path.joined(separator: " -> ") : ": \(explanation)")
                + " [fingerprint \(fingerprint)]"
        }
    }

    /// Every controller the session saw, in creation order.
    public var controllers: [Controller]
    /// Leaks not covered by an allowed fingerprint.
    public var leaks: [Leak]
    /// Leaks the caller allowed (known, being fixed), listed apart.
    public var allowedLeaks: [Leak]
    public var invariantViolations: [InvariantViolationResult]
    /// Per table and reuse identifier: cells created, dequeues, reuses.
    public var tables: [TableResult]
    public var phases: [PhaseResult]
    /// Every scroll measured with ``ProfilingSession/scroll(toRow:by:)``.
    public var scrolls: [ScrollMeasurement]

    /// The controller labelled `label`.
    public func controller(_ label: String) -> Controller? { controllers.first { $0.label == label } }

    /// Every controller of `type`.
    public func controllers(of type: ViewController.Type) -> [Controller] {
        let name = String(describing: type)
        return controllers.filter { $0.className == name }
    }

    /// Bytes allocated in callbacks of `kind` by every controller of `type` together.
    public func allocatedBytes(in kind: CallbackKind, of type: ViewController.Type, inclusive: Bool = false) -> UInt64 {
        controllers(of: type).reduce(0) { $0 + $1.allocatedBytes(in: kind, inclusive: inclusive) }
    }
}

extension ProfilingSession {
    /// The report of everything so far. Checks for leaks first.
    ///
    /// - Parameter allowed: fingerprints of known leaks, listed in ``ProfileReport/allowedLeaks``.
    public func report(allowing allowed: Set<String> = []) -> ProfileReport {
        recordLeaks()
        var results = RunResults(kind: .run, name: "session", environment: environment)
        profiler.fill(&results)
        let lifecycle = Dictionary(results.controllers.map { ($0.controller, $0) }, uniquingKeysWith: { first, _ in first })
        let controllers = profiler.ledgerByController().map { ledger in
            let counts = lifecycle[ledger.label]
            return ProfileReport.Controller(
                label: ledger.label, className: ledger.className, viewLoads: counts?.viewLoads ?? 0,
                viewUnloads: counts?.viewUnloads ?? 0, deallocated: counts?.deallocated ?? false, callbacks: ledger.byKind)
        }
        let leaks = leaksSeen.map { finding in
            ProfileReport.Leak(
                controller: finding.controller, className: finding.className, departure: finding.departure,
                path: finding.path, proven: finding.proven, explanation: finding.explanation,
                fingerprint: finding.fingerprint)
        }
        let tables = ScenarioRunner.tableResults(of: runtime)
        return ProfileReport(
            controllers: controllers, leaks: leaks.filter { !allowed.contains($0.fingerprint) },
            allowedLeaks: leaks.filter { allowed.contains($0.fingerprint) }, invariantViolations: results.invariantViolations,
            tables: tables, phases: results.phases, scrolls: scrolls)
    }

}
