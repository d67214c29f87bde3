import Results

/// Plain-text renderings of a ``BaselineComparison`` for the terminal: the table that
/// `viewpressure compare` always prints, and the `--explain` listing of every gate.
///
/// Pure functions of the comparison; cost is linear in the number of metrics.
public enum CompareRenderer {
    /// A table of every metric: baseline, current, change, the timing interval and the verdict,
    /// followed by a one-line summary.
    public static func table(_ comparison: BaselineComparison) -> String {
        var rows: [[String]] = [["metric", "baseline", "current", "change", "ratio 95% CI", "verdict"]]
        for entry in comparison.entries {
            rows.append([
                entry.name,
                Format.value(entry.baseline, unit: entry.unit),
                Format.value(entry.current, unit: entry.unit),
                Format.change(entry.change, relative: entry.relativeChange, unit: entry.unit),
                entry.estimate.map { "\(Format.ratio($0.ratio)) [\(Format.ratio($0.low)), \(Format.ratio($0.high))]" } ?? "",
                entry.verdict.fails ? "REGRESSED" : entry.verdict.rawValue,
            ])
        }
        let notes = comparison.entries.compactMap { entry in entry.note.map { "note: \(entry.name): \($0)\n" } }.joined()
        return TextTable.render(rows, rightAligned: [1, 2, 3]) + (notes.isEmpty ? "" : "\n" + notes) + notGated(comparison) + summary(comparison)
            + "\n"
    }

    /// The metrics that were not gated and why, and threshold patterns that matched no
    /// metric (a typo there silently gates with the defaults); empty when there is neither.
    package static func notGated(_ comparison: BaselineComparison) -> String {
        var out = ""
        for (pattern, _) in comparison.thresholds.patterns where !comparison.entries.contains(where: { Glob.matches(pattern, $0.name) }) {
            out += "warning: threshold pattern \"\(pattern)\" matches no metric\n"
        }
        let ungated = comparison.ungated
        guard !ungated.isEmpty else { return out.isEmpty ? "" : "\n" + out }
        let short = comparison.entries.count { $0.verdict == .insufficientSamples }
        out += "\nNot gated (\(ungated.count) of \(comparison.entries.count)):\n"
        for (name, reason) in ungated { out += "  \(name): \(reason)\n" }
        if short > 0 {
            out +=
                comparison.options.allowInsufficientSamples
                ? "warning: \(short) timing metric\(short == 1 ? "" : "s") could not be gated (--allow-insufficient-samples)\n"
                : "error: \(short) timing metric\(short == 1 ? "" : "s") could not be gated: run more rounds, mark them informational, or pass --allow-insufficient-samples\n"
        }
        return out + "\n"
    }

    /// `FAIL: 1 regressed, 2 improved, 40 unchanged, ... (baseline "a", current "b")`.
    public static func summary(_ comparison: BaselineComparison) -> String {
        let counts = Verdict.allCases.compactMap { verdict -> String? in
            let count = comparison.count(verdict)
            return count == 0 ? nil : "\(count) \(verdict.rawValue)"
        }
        let head = comparison.hasRegression ? "FAIL" : "PASS"
        let gated = comparison.entries.count { $0.verdict.wasGated }
        let body = counts.isEmpty ? "no metrics" : counts.joined(separator: ", ")
        return
            "\(head): \(body); \(gated) of \(comparison.entries.count) metrics gated (baseline \"\(comparison.baselineName)\", current \"\(comparison.currentName)\")"
    }

    /// Every gate: the rule, the threshold and where it came from, and the result.
    public static func explain(_ comparison: BaselineComparison) -> String {
        var out = "Thresholds: \(comparison.thresholds.file ?? "built-in defaults only")\n"
        out += "  deterministic default: \(comparison.thresholds.deterministic.description) from \(comparison.thresholds.deterministicSource)\n"
        out += "  timing default:        \(comparison.thresholds.timing.description) from \(comparison.thresholds.timingSource)\n"
        for (pattern, threshold) in comparison.thresholds.patterns {
            out += "  pattern \"\(pattern)\": \(threshold.description)\n"
        }
        for entry in comparison.entries {
            out += "\n\(entry.name) (\(entry.kind.rawValue), \(entry.unit))\n"
            out += "  gate:      \(entry.gate)\n"
            if let threshold = entry.threshold, let source = entry.source {
                var line = "  threshold: \(threshold.description) from \(source)"
                if !entry.shadowed.isEmpty {
                    line += " (also matched: " + entry.shadowed.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
                }
                out += line + "\n"
            }
            var result = "  result:    \(Format.value(entry.baseline, unit: entry.unit)) -> \(Format.value(entry.current, unit: entry.unit))"
            if let estimate = entry.estimate {
                result += ", ratio \(Format.ratio(estimate.ratio)), 95% CI [\(Format.ratio(estimate.low)), \(Format.ratio(estimate.high))]"
                result += ", n = \(estimate.baselineSamples) vs \(estimate.currentSamples)"
            }
            out += result + ": \(entry.verdict.rawValue)\n"
        }
        return out
    }
}

/// Column-aligned plain text tables.
enum TextTable {
    /// Renders rows (the first is the header) with two spaces between columns and a rule
    /// under the header. Columns listed in `rightAligned` are padded on the left.
    static func render(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        guard let header = rows.first else { return "" }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ row: [String]) -> String {
            var cells: [String] = []
            for (index, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                cells.append(rightAligned.contains(index) ? pad + cell : cell + pad)
            }
            var text = cells.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        var out = line(header) + "\n" + line(widths.map { String(repeating: "-", count: $0) }) + "\n"
        for row in rows.dropFirst() { out += line(row) + "\n" }
        return out
    }
}
