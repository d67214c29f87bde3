import Results

/// Renderings of a ``HistoryComparison``: the table `viewpressure compare --history` prints,
/// the failure lines that name each failing metric with the window's figures, and Markdown
/// for a CI step summary. Pure functions; linear in the metrics.
public enum HistoryRenderer {
    /// The window, a table of every metric and a summary line.
    public static func table(_ comparison: HistoryComparison) -> String {
        var out = windowLine(comparison) + "\n"
        var rows: [[String]] = [["metric", "window", "current", "change", "gate", "verdict"]]
        for entry in comparison.entries {
            rows.append([
                entry.name, Format.value(entry.last, unit: entry.unit), Format.value(entry.current, unit: entry.unit),
                entry.relativeChange.map(Format.signedPercent) ?? "", gateColumn(entry), verdictText(entry),
            ])
        }
        out += TextTable.render(rows, rightAligned: [1, 2, 3])
        for entry in comparison.entries where entry.fails { out += failure(entry) + "\n" }
        return out + summary(comparison) + "\n"
    }

    /// `window: 10 runs of "standard suite (quick)" on main, 1a2b3c..4d5e6f (2026-11-20T08:00:00Z to ...)`.
    package static func windowLine(_ comparison: HistoryComparison) -> String {
        guard let first = comparison.window.first, let last = comparison.window.last else {
            return "window: no earlier runs of \"\(comparison.currentName)\" in the history; nothing is gated"
                + (comparison.skipped > 0 ? " (\(comparison.skipped) runs skipped: other branch, build or allocator configuration)" : "")
        }
        var line =
            "window: \(comparison.window.count) runs of \"\(comparison.currentName)\", \(first.commit.prefix(12))..\(last.commit.prefix(12)) (\(first.time) to \(last.time))"
        if comparison.skipped > 0 { line += "; \(comparison.skipped) skipped (other branch, build or allocator configuration)" }
        return line
    }

    /// One failing metric, with the window's figures.
    public static func failure(_ entry: HistoryEntry) -> String {
        let current = Format.value(entry.current, unit: entry.unit)
        let last = Format.value(entry.last, unit: entry.unit)
        switch (entry.kind, entry.outcome) {
        case (.timing, .drifted?):
            let e = entry.estimate!
            return
                "DRIFTED \(entry.name): \(Format.signedPercent(e.drift)) across the window of \(e.runs) runs (Mann-Kendall z \(Format.number((e.trendZ * 100).rounded() / 100))); window median \(last), current \(current)"
        case (.timing, _):
            let e = entry.estimate!
            return
                "REGRESSED \(entry.name): \(current) vs window median \(last) over \(e.runs) runs; ratio \(Format.ratio(e.ratio)) > band \(Format.ratio(e.bandRatio)) and > \(Format.ratio(1 + (entry.threshold?.relative ?? 0) / 2))"
        case (.deterministic, _):
            return
                "REGRESSED \(entry.name): \(current) vs \(last) in the last run of the window (\(entry.lastCommit ?? "?")); allowed worsening \(Format.number(entry.threshold?.tolerance(baseline: entry.last ?? 0) ?? 0)) \(entry.unit)"
        }
    }

    /// `FAIL: 1 regressed, 40 unchanged (history window of 10 runs)`.
    public static func summary(_ comparison: HistoryComparison) -> String {
        let counts = Verdict.allCases.compactMap { verdict -> String? in
            let count = comparison.entries.count { $0.verdict == verdict }
            return count == 0 ? nil : "\(count) \(verdict.rawValue)"
        }
        let drifted = comparison.entries.count { $0.outcome == .drifted }
        let body = (counts.isEmpty ? "no metrics" : counts.joined(separator: ", ")) + (drifted > 0 ? " (\(drifted) of them drifted)" : "")
        return "\(comparison.hasRegression ? "FAIL" : "PASS"): \(body) (history window of \(comparison.window.count) runs)"
    }

    /// A Markdown section: the summary, the failures, and the table of gated metrics.
    public static func markdown(_ comparison: HistoryComparison) -> String {
        var out = "## Gate against history\n\n**\(summary(comparison))**\n\n\(windowLine(comparison))\n\n"
        let failures = comparison.entries.filter(\.fails)
        for entry in failures { out += "- \(failure(entry))\n" }
        if !failures.isEmpty { out += "\n" }
        out += "| metric | window | current | change | gate | verdict |\n|---|---:|---:|---:|---|---|\n"
        for entry in comparison.entries {
            out +=
                "| `\(entry.name)` | \(Format.value(entry.last, unit: entry.unit)) | \(Format.value(entry.current, unit: entry.unit)) | "
                + "\(entry.relativeChange.map(Format.signedPercent) ?? "") | \(gateColumn(entry)) | \(verdictText(entry)) |\n"
        }
        return out
    }

    /// Every gate of the comparison in words, for `compare --history --explain`.
    public static func explain(_ comparison: HistoryComparison) -> String {
        var out = windowLine(comparison) + "\n"
        out += "Thresholds: \(comparison.thresholds.file ?? "built-in defaults only")\n"
        for entry in comparison.entries {
            out += "\n\(entry.name) (\(entry.kind.rawValue), \(entry.unit))\n"
            let t = entry.threshold ?? Threshold()
            switch (entry.kind, entry.verdict) {
            case (_, .added): out += "  gate:   not gated: no run of the window has it\n"
            case (_, .removed): out += "  gate:   not gated: only in the window's last run\n"
            case (.deterministic, _):
                out +=
                    "  gate:   exact, against the last value in the window (\(entry.lastCommit ?? "?")): fails when worse by > \(Format.number(t.tolerance(baseline: entry.last ?? 0))) \(entry.unit)\n"
            case (.timing, _):
                let r = t.relative ?? 0
                out +=
                    "  gate:   history band: fails when ratio > \(Format.ratio(1 + r / 2)) and above the window's prediction band; "
                    + "drifted when the drift across the window > \(Format.percent(r)) and the Mann-Kendall z is significant\n"
                if let e = entry.estimate {
                    out +=
                        "  window: \(e.runs) runs, median \(Format.value(entry.last, unit: entry.unit)); ratio \(Format.ratio(e.ratio)), band \(Format.ratio(e.bandRatio)), "
                        + "drift \(Format.signedPercent(e.drift)), z \(Format.number((e.trendZ * 100).rounded() / 100)) (needs > \(Format.number((e.zCritical * 100).rounded() / 100)))\n"
                } else {
                    out += "  window: \(entry.runs) runs with samples; needs \(HistoryGate.minimumRuns)\n"
                }
            }
            if let note = entry.note { out += "  note:   \(note)\n" }
            out +=
                "  result: \(Format.value(entry.last, unit: entry.unit)) -> \(Format.value(entry.current, unit: entry.unit)): \(verdictText(entry))\n"
        }
        return out
    }

    static func gateColumn(_ entry: HistoryEntry) -> String {
        switch entry.verdict {
        case .added: return "new"
        case .removed: return "gone"
        default: break
        }
        if entry.kind == .deterministic { return "vs last" }
        guard let e = entry.estimate else { return "\(entry.runs) runs: too few" }
        return "ratio \(Format.ratio(e.ratio)), band \(Format.ratio(e.bandRatio)), drift \(Format.signedPercent(e.drift)), \(e.runs) runs"
    }

    static func verdictText(_ entry: HistoryEntry) -> String {
        if entry.outcome == .drifted { return "DRIFTED" }
        if entry.outcome == .insufficientHistory { return "insufficient history" }
        return entry.fails ? "REGRESSED" : entry.verdict.rawValue
    }
}
