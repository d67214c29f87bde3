import Profiler
import ViewRuntime

/// Expected failures (`"expect"` on a step, docs/SCENARIO-FORMAT.md): the step must raise UIKit's
/// exception, or record a diagnostic, as declared, and (for an exception, by default) leave the
/// controllers on screen and every table as they were. Then the run goes on; the expected failure
/// is traced (`expectedFailure`) and listed in the results. Anything else stops the run (exit 1)
/// naming the step and what differed.
extension ScenarioRunner {
    /// The most expected failures the results list (a `repeat` can run one a billion times; all
    /// are counted in ``expectedFailureCount``).
    static let maximumExpectedFailuresKept = 1_000

    func perform(_ step: Step, expecting expectation: StepExpectation) throws {
        let before = expectation.unchanged ? ScreenState(root: window?.rootViewController, runtime: runtime) : nil
        var mark = runtime.diagnostics.count
        if mark >= Runtime.maximumDiagnosticsKept {
            runtime.clearDiagnostics()  // the results keep the profiler's copy; room for this step's
            mark = 0
        }
        var failure: StepFailure?
        do {
            try performAndSettle(step)
        } catch let error as StepFailure {
            failure = error
            if !advancesClock { runtime.runUntilIdle() }
            runtime.runPendingLayoutPasses()
            _ = runtime.drainRaisedExceptions()
        }
        let diagnostics = runtime.diagnostics.count >= mark ? Array(runtime.diagnostics[mark...]) : []
        if let mismatch = Self.mismatch(expectation, failure: failure, diagnostics: diagnostics) {
            throw StepFailure(step: step, message: "expected \(expectation.summary), but \(mismatch)")
        }
        if let before {
            let changes = before.differences(to: ScreenState(root: window?.rootViewController, runtime: runtime))
            if !changes.isEmpty {
                let what = failure?.raised.map { "UIKit raised \($0.name.rawValue) as expected" } ?? "the step failed as expected"
                throw StepFailure(step: step, message: "\(what), but it changed the state: \(changes.prefix(5).joined(separator: "; "))")
            }
        }
        let outcome =
            failure?.message ?? diagnostics.first { $0.code.rawValue == expectation.diagnostic }.map {
                "diagnostic \($0.code.rawValue): \($0.message)"
            } ?? ""
        let record = "\(site(of: step)): \(outcome)"
        expectedFailureCount += 1
        if expectedFailures.count < Self.maximumExpectedFailuresKept { expectedFailures.append(record) }
        profiler.recordExpectedFailure(record)
    }

    /// Why the step's outcome does not meet `expectation`, or nil when it does.
    static func mismatch(_ expectation: StepExpectation, failure: StepFailure?, diagnostics: [Diagnostic]) -> String? {
        if let name = expectation.error {
            guard let failure else { return "the step succeeded" }
            guard let raised = failure.raised else { return "the step failed otherwise: \(failure.message)" }
            guard raised.name.rawValue == name else { return "UIKit raised \(raised)" }
            if let pattern = expectation.message, !pattern.matches(raised.reason) {
                return "the reason is not \(pattern): \"\(raised.reason)\""
            }
        } else if let failure {
            return "the step failed: \(failure.message)"
        }
        if let code = expectation.diagnostic {
            let matching = diagnostics.filter { $0.code.rawValue == code }
            guard !matching.isEmpty else {
                let seen = diagnostics.map(\.code.rawValue)
                return "no \(code) diagnostic was recorded (recorded: \(seen.isEmpty ? "none" : seen.joined(separator: ", ")))"
            }
            if expectation.error == nil, let pattern = expectation.message, !matching.contains(where: { pattern.matches($0.message) }) {
                return "no \(code) diagnostic's message is \(pattern): \(matching.map { "\"\($0.message)\"" }.joined(separator: ", "))"
            }
        }
        return nil
    }
}
