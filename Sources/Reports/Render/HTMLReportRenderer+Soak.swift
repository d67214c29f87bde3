import Foundation
import Results

/// The HTML report's verdict block, soak section, seeds and warnings summary.
extension HTMLReportRenderer {
    /// The most seeds drawn with a chart of their own; the summary table lists every seed.
    static let seedChartLimit = 8

    /// The badge's text: "PASS", or "FAIL: " and each finding's short form (a failure's or a
    /// budget's message is in the verdict block below, not in the badge).
    static func badgeText(_ verdict: RunVerdict) -> String {
        guard !verdict.passed else { return "PASS" }
        return "FAIL: "
            + verdict.findings.map { finding in
                switch finding.reason {
                case .runFailed: "run failed"
                case .budgetExceeded:
                    ["memory budget exceeded", "memory limit not survived"].first { finding.summary.hasPrefix($0) } ?? finding.summary
                default: finding.summary
                }
            }.joined(separator: ", ")
    }

    /// The verdict and its reason, first thing under the title: for a soak, what the retained
    /// memory did and why; for a failing run, each finding in full.
    static func verdictBlock(_ results: RunResults, _ verdict: RunVerdict) -> String {
        var lines: [String] = []
        if let soak = results.soak {
            let reason =
                soak.reason
                ?? "slope \(Format.slope(soak.slopeBytesPerCycle)) B/cycle (95% CI \(Format.slope(soak.slopeLow)) to \(Format.slope(soak.slopeHigh)))"
            lines.append("Retained memory <b>\(soak.verdict.rawValue)</b>: \(HTML.escape(reason)).")
        } else if let seeds = results.soakSeeds, !seeds.isEmpty {
            let growing = seeds.filter { $0.soak.verdict == .growing }.map { String($0.seed) }
            lines.append(
                growing.isEmpty
                    ? "Retained memory <b>flat</b> or undecided in all \(seeds.count) seeds."
                    : "Retained memory <b>growing</b> in \(growing.count) of \(seeds.count) seeds: \(HTML.escape(growing.joined(separator: ", "))).")
        }
        for finding in verdict.findings where finding.summary != "retained memory growing" {
            lines.append(HTML.escape(finding.summary.prefix(1).uppercased() + finding.summary.dropFirst()) + ".")
        }
        guard !lines.isEmpty else { return "" }
        return "<div class=\"verdict \(verdict.passed ? "pass" : "fail")\">" + lines.map { "<p>\($0)</p>" }.joined() + "</div>"
    }

    static func soakSection(_ soak: SoakResult, _ results: RunResults) -> String {
        let fitted = soak.cycles - (soak.warmupCycles ?? 0)
        return SoakChart.render(id: "chart-soak", soak)
            + "<p class=\"summary\">\(Format.number(Double(soak.cycles))) cycles of \(Format.number(Double(soak.operations))) operations; "
            + "slope \(Format.slope(soak.slopeBytesPerCycle)) B/cycle (95% interval \(Format.slope(soak.slopeLow)) to \(Format.slope(soak.slopeHigh))) "
            + "over the \(Format.number(Double(max(fitted, 0)))) cycles after the warm-up; growing means the whole interval is above "
            + "\(Format.number(soak.minimumEffectBytesPerCycle ?? 16)) B/cycle.</p>"
    }

    /// The seeds' summary table, then a chart for each of the first ``seedChartLimit`` seeds
    /// (failing ones first).
    static func seedsSection(_ seeds: [SoakSeedResult]) -> String {
        let rows = seeds.map { seed in
            [
                String(seed.seed), seed.passed ? "PASS" : "FAIL", seed.soak.verdict.rawValue,
                "\(Format.slope(seed.soak.slopeBytesPerCycle)) (\(Format.slope(seed.soak.slopeLow)) to \(Format.slope(seed.soak.slopeHigh)))",
                Format.number(Double(seed.soak.cycles)), Format.number(Double(seed.soak.operations)), String(seed.leaks),
                Format.number(Double(seed.memoryWarnings)),
                seed.peakResidentBytes.map { Format.bytes(Double($0)) + (seed.peakResidentIsExact == false ? " (largest sample)" : "") }
                    ?? "not measured",
            ]
        }
        var html =
            "<p class=\"summary\">\(seeds.count) seeds, \(seeds.filter(\.passed).count) passed. Peak resident is each seed's process high-water mark.</p>"
        html += table(
            ["seed", "verdict", "retained", "slope B/cycle (95% interval)", "cycles", "operations", "leaks", "warnings", "peak resident"],
            rows, numeric: [0, 4, 5, 6, 7, 8])
        let drawn = (seeds.filter { !$0.passed } + seeds.filter(\.passed)).prefix(seedChartLimit)
        for seed in drawn {
            let failing = seed.passed ? "" : " <span class=\"badge fail\">FAIL</span>"
            html += "<h3 id=\"seed-\(seed.seed)\">Seed \(seed.seed)\(failing)</h3>"
            html +=
                "<p class=\"summary\">\(HTML.escape(seed.passed ? "" : seed.headline + ". "))Retained memory <b>\(seed.soak.verdict.rawValue)</b>: \(HTML.escape(seed.soak.reason ?? ""))</p>"
            html += SoakChart.render(id: "chart-soak-seed\(seed.seed)", seed.soak, height: 240)
        }
        if seeds.count > drawn.count {
            html +=
                "<p class=\"none\">\(seeds.count - drawn.count) more seeds are in the table above (charts for the first \(seedChartLimit), failing first).</p>"
        }
        return html
    }

    /// Warnings one by one (few, not a soak), or by window and level with totals.
    static func warningsSection(_ results: RunResults) -> String {
        guard WarningWindows.summarized(results) else { return warningsTable(results) }
        guard MemoryWarningTally.of(results) != nil else { return "<h3>Memory warnings</h3><p class=\"none\">None.</p>" }
        return WarningWindows.chart(results) + WarningWindows.table(results)
    }
}
