import Results

/// The HTML report of a bench run (``RunResults/Kind/bench``), laid out by workload: a
/// header with the verdict and summary cards, the documented targets (``BenchTarget``)
/// met or missed, then one section per workload (`id="workload-NAME"`) with what it does,
/// its targets, its charts and its figures (value, samples and, with a baseline, the change).
///
/// Charts: `chart-depth` (time per push and pop against stack depth), `chart-overhead`
/// (ledger and whole-profiler overhead per pass, median and its interval, the target),
/// `chart-release` (resident before and after the critical warning),
/// `chart-table-cost` (ns per scrolled row per table configuration) and `chart-cells`
/// (cells created per configuration). A section or chart with nothing to show is left out.
/// Self-contained like ``HTMLReportRenderer``: inline CSS and SVG, no scripts, all text escaped.
enum HTMLBenchReportRenderer {
    static func render(_ results: RunResults, comparison: BaselineComparison?) -> String {
        let model = BenchReportModel(results, comparison: comparison)
        var body = header(model)
        body += HTMLReportRenderer.section("Targets", id: "targets", targetsTable(model.targets))
        for workload in model.workloads {
            body += HTMLReportRenderer.section(
                workload.info.title, id: "workload-\(workload.info.name)", workloadBody(workload, comparing: comparison != nil))
        }
        // Run-style panels, only when a bench results file carries their data.
        if !results.timeline.isEmpty {
            let warnings = results.memoryWarnings.isEmpty ? "" : HTMLReportRenderer.warningsTable(results)
            body += HTMLReportRenderer.section("Memory over the run", id: "memory", HTMLReportRenderer.memoryChart(results) + warnings)
        }
        if !results.callbacks.isEmpty {
            body += HTMLReportRenderer.section(
                "Bytes per lifecycle callback", id: "callbacks",
                HTMLReportRenderer.callbacksChart(results) + HTMLReportRenderer.callbacksTable(results))
        }
        if !results.controllers.isEmpty {
            body += HTMLReportRenderer.section("Top controllers by retained bytes", id: "controllers", HTMLReportRenderer.controllersChart(results))
        }
        if !results.phases.isEmpty { body += HTMLReportRenderer.section("Phases", id: "phases", HTMLReportRenderer.phasesTable(results)) }
        if !results.tables.isEmpty {
            body += HTMLReportRenderer.section(
                "Table cell reuse", id: "reuse", HTMLReportRenderer.reuseChart(results) + HTMLReportRenderer.reuseTable(results))
        }
        if !results.leaks.isEmpty { body += HTMLReportRenderer.section("Leaks", id: "leaks", HTMLReportRenderer.leaksList(results)) }
        if !results.invariantViolations.isEmpty {
            body += HTMLReportRenderer.section("Invariant violations", id: "violations", HTMLReportRenderer.violationsList(results))
        }
        if !results.diagnostics.isEmpty {
            body += HTMLReportRenderer.section("Diagnostics", id: "diagnostics", HTMLReportRenderer.diagnosticsList(results))
        }
        body += HTMLReportRenderer.section("Environment", id: "environment", HTMLReportRenderer.environmentTable(results))
        return HTMLReportRenderer.page(results, body: body)
    }

    static func header(_ model: BenchReportModel) -> String {
        let results = model.results
        let status = "<span class=\"badge \(model.badgeClass)\">\(HTML.escape(model.headline))</span>"
        var cards: [(String, String)] = [
            ("Workloads", String(model.workloads.count)),
            ("Targets met", "\(model.metTargets) / \(model.measuredTargets.count)"),
            ("Leaks", String(results.leaks.count)),
            ("Metrics", String(results.metrics.count)),
        ]
        if let comparison = model.comparison { cards.append(("Regressions", String(comparison.count(.regressed)))) }
        if !results.phases.isEmpty {
            cards.append(("Wall time", Format.number(Double(results.phases.reduce(0) { $0 + $1.elapsedNanoseconds }) / 1e9) + " s"))
        }
        if let peak = RunFigures.peakResident(results) { cards.append(("Peak resident", Format.bytes(Double(peak.bytes)))) }
        var html = "<header><h1>\(HTML.escape(results.name))</h1><p class=\"sub\">bench · \(status)"
        if let comparison = model.comparison { html += " · compared with \(HTML.escape(comparison.baselineName))" }
        html += "</p><div class=\"cards\">"
        for (label, value) in cards {
            html += "<div class=\"card\"><div class=\"v\">\(HTML.escape(value))</div><div class=\"l\">\(label)</div></div>"
        }
        return html + "</div></header>"
    }

    /// A status badge: met, missed, not measured.
    static func badge(_ status: BenchTargetResult.Status) -> String {
        let cls = status == .notMeasured ? "nm" : status.rawValue
        return "<span class=\"status \(cls)\">\(status == .met ? "✓ " : status == .missed ? "✗ " : "")\(status.rawValue)</span>"
    }

    static func targetsTable(_ targets: [BenchTargetResult]) -> String {
        let rows = targets.map { t in
            [HTML.escape(t.title), badge(t.status), HTML.escape(t.figure), HTML.escape(t.requirement), HTML.escape(t.target.measuredAs)]
        }
        return rawTable(["target", "status", "measured", "bound", "measured as"], rows, wrap: [0, 4])
    }

    static func workloadBody(_ workload: BenchReportModel.Workload, comparing: Bool) -> String {
        var html = workload.info.summary.isEmpty ? "" : "<p class=\"summary\">\(HTML.escape(workload.info.summary))</p>"
        let measured = workload.targets.filter { $0.status != .notMeasured }
        if !measured.isEmpty {
            html +=
                "<ul class=\"targets\">"
                + measured.map { "<li>\(badge($0.status)) \(HTML.escape($0.title)): <b>\(HTML.escape($0.figure))</b></li>" }.joined() + "</ul>"
        }
        html += charts(workload)
        var header = ["figure", "value", "samples", "target"]
        if comparing { header.append("change vs baseline") }
        let rows = workload.figures.map { f in
            var row = [
                "<code>\(HTML.escape(f.shortName))</code>", HTML.escape(f.value), HTML.escape(f.samples),
                f.targets.map { badge($0.status) }.joined(separator: " "),
            ]
            if comparing { row.append(HTML.escape(f.change ?? "-")) }
            return row
        }
        return html + "<h3>Figures</h3>" + rawTable(header, rows, numeric: [1])
    }

    /// A table whose cells are already HTML (escaped by the caller).
    static func rawTable(_ header: [String], _ rows: [[String]], numeric: Set<Int> = [], wrap: Set<Int> = []) -> String {
        var html = "<div class=\"scroll\"><table><thead><tr>"
        for (index, cell) in header.enumerated() { html += "<th\(numeric.contains(index) ? " class=\"n\"" : "")>\(HTML.escape(cell))</th>" }
        html += "</tr></thead><tbody>"
        for row in rows {
            html +=
                "<tr>"
                + row.enumerated().map { index, cell in
                    let cls = numeric.contains(index) ? " class=\"n\"" : (wrap.contains(index) ? " class=\"wrap\"" : "")
                    return "<td\(cls)>\(cell)</td>"
                }.joined() + "</tr>"
        }
        return html + "</tbody></table></div>"
    }
}
