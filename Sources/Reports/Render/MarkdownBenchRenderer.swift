import MemoryProbe
import Results

/// The Markdown summary of a bench run, for a CI job summary: the verdict, the documented
/// targets met or missed, then one section per workload with what it does and its figures
/// (and, with a baseline, each figure's change). The same structure as
/// ``HTMLBenchReportRenderer``, from the same ``BenchReportModel``. All text is escaped.
enum MarkdownBenchRenderer {
    static func render(_ results: RunResults, comparison: BaselineComparison?) -> String {
        let model = BenchReportModel(results, comparison: comparison)
        let escape = MarkdownRenderer.escape
        var out = "## ViewPressure: \(escape(results.name)) (bench)\n\n"
        let verdict = model.verdict
        out += verdict.passed ? "✅ **PASS**" : "❌ **FAIL**: " + escape(verdict.findings.map(\.summary).joined(separator: ", "))
        if model.missedTargets > 0 { out += " · ⚠️ **\(model.missedTargets) of \(model.measuredTargets.count) targets missed**" }
        var facts = [MarkdownRenderer.plural(model.workloads.count, "workload"), model.targetsSummary, "\(results.metrics.count) metrics"]
        if let comparison { facts.append("\(comparison.entries.count) compared with \(escape(comparison.baselineName))") }
        out += " · " + facts.joined(separator: " · ") + "\n\n"
        out += "### Targets\n\n| target | status | measured | bound |\n|---|---|---:|---|\n"
        for target in model.targets {
            out += "| \(escape(target.title)) | \(status(target.status)) | \(escape(target.figure)) | \(escape(target.requirement)) |\n"
        }
        out += "\n"
        for workload in model.workloads {
            out += "### \(escape(workload.info.title)) (`\(workload.info.name)`)\n\n"
            if !workload.info.summary.isEmpty { out += "_\(escape(workload.info.summary))_\n\n" }
            out += "| figure | value | samples | target |\(comparison == nil ? "" : " change |")\n"
            out += "|---|---:|---|---|\(comparison == nil ? "" : "---|")\n"
            for figure in workload.figures {
                let targets = figure.targets.map { status($0.status) }.joined(separator: " ")
                out += "| \(escape(figure.shortName)) | \(escape(figure.value)) | \(escape(figure.samples)) | \(targets) |"
                out += comparison == nil ? "\n" : " \(escape(figure.change ?? "-")) |\n"
            }
            out += "\n"
        }
        // `compare --markdown` and `report --baseline`: the gate's verdicts, with intervals.
        if let comparison { out += MarkdownRenderer.comparisonSection(comparison) }
        out += MarkdownRenderer.leaksSection(results)
        out += MarkdownRenderer.environmentFooter(results.environment)
        return out
    }

    static func status(_ status: BenchTargetResult.Status) -> String {
        switch status {
        case .met: "✅ met"
        case .missed: "❌ missed"
        case .notMeasured: "not measured"
        }
    }
}
