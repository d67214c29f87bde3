import Profiler
import Results

/// Where in the scenario file a step was written, for run-time errors, diagnostics and expected
/// failures: `FILE:LINE:COLUMN: PATH (op)`, the shape of parse errors (``DriverError``), so
/// editors can jump to it.
extension ScenarioRunner {
    /// `FILE:LINE:COLUMN: PATH (op)`; `<scenario>` for text without a file name, and no line or
    /// column for a step not parsed from text (a soak's).
    func site(of step: Step) -> String {
        StepFailure.site(file: scenario.file, position: step.position, path: step.path, op: step.opName)
    }

    /// Notes the step during which the diagnostics recorded since the last call were recorded, for
    /// the ones the results keep. O(1) when the step recorded none (one comparison).
    func noteDiagnosticSites(of step: Step) {
        let count = profiler.diagnosticCount
        guard count != diagnosticsSeen else { return }
        let kept = min(count, profiler.diagnosticsKept)
        if diagnosticsSeen < kept {
            let site = site(of: step)
            for index in diagnosticsSeen..<kept { diagnosticSites[index] = site }
        }
        diagnosticsSeen = count
    }

    /// Prefixes each kept diagnostic of `results` with the site of the step that recorded it.
    func locateDiagnostics(in results: inout RunResults) {
        for (index, site) in diagnosticSites where index < results.diagnostics.count {
            results.diagnostics[index] = "\(site): \(results.diagnostics[index])"
        }
    }
}

extension StepFailure {
    /// `FILE:LINE:COLUMN: PATH (op)`, or `PATH (op)` without a position.
    static func site(file: String?, position: SourcePosition?, path: String, op: String) -> String {
        guard let position else { return "\(path) (\(op))" }
        return "\(file ?? "<scenario>"):\(position.line):\(position.column): \(path) (\(op))"
    }
}
