import MemoryProbe
package import Results

/// A short Markdown summary for a pull-request comment or `$GITHUB_STEP_SUMMARY`:
/// a headline, leaks, invariant violations, the key metrics and, when comparing, the
/// verdict of every gate that did not come out unchanged.
///
/// Called once per report by `viewpressure report --markdown` and `viewpressure compare
/// --markdown`; cost is linear in the results' size. All text from the results is escaped
/// (`|`, `<`, `>`, `&`, backticks), so names cannot break the tables or inject HTML.
public enum MarkdownRenderer {
    /// The footer line of both Markdown summaries: jemalloc, Swift, the machine, the tool.
    static func environmentFooter(_ env: RunEnvironment) -> String {
        "<sub>jemalloc \(escape(env.allocator.version)) · \(escape(env.swiftVersion)) \(escape(env.build)) · "
            + "\(escape(env.machine.cpu)), \(env.machine.cores) cores · viewpressure \(escape(env.toolVersion))</sub>\n"
    }

    /// The leaks table, one row per group of leaks with one fingerprint (``LeakGroup``); empty
    /// without leaks.
    static func leaksSection(_ results: RunResults) -> String {
        guard !results.leaks.isEmpty else { return "" }
        var out = "### Leaks\n\n| controller | class | departure | path |\n|---|---|---|---|\n"
        for group in LeakGroup.of(results.leaks) {
            let leak = group.first
            let more = group.count > 1 ? " and \(group.count - 1) more with the same path" : ""
            out += "| \(escape(leak.controller))\(more) | \(escape(leak.class)) | \(escape(leak.departure)) | \(leakPath(leak)) |\n"
        }
        return out + "\n"
    }

    /// A leak's path cell: each edge with its status (`strong`, or `unknown: reason`); "no
    /// proven path" and the candidates when none is proven; results written before edges
    /// were recorded show their labels.
    static func leakPath(_ leak: LeakResult) -> String {
        func chain(_ root: String, _ edges: [LeakEdgeResult]) -> String {
            ([escape(root)]
                + edges.map { "\(escape($0.from)).\(escape($0.field)) (\(escape($0.status))\($0.reason.map { ": " + escape($0) } ?? ""))" }
                + (edges.last.map { [escape($0.to)] } ?? [])).joined(separator: " → ")
        }
        let fingerprint = leak.fingerprint.map { "<br>fingerprint `\($0)`" } ?? ""
        switch leak.proven {
        case true?:
            let others = (leak.otherPaths ?? []).enumerated().map {
                "<br>also held (path \($0.offset + 2)): " + chain($0.element.root, $0.element.edges)
            }
            return "proven: " + chain(leak.path.first ?? "?", leak.edges ?? []) + others.joined() + fingerprint
        case false?:
            let candidates = (leak.candidates ?? []).enumerated().map {
                "<br>candidate \($0.offset + 1): " + chain($0.element.root, $0.element.edges)
            }
            return "**no proven path**" + (candidates.isEmpty ? " (no candidate)" : candidates.joined()) + fingerprint
        case nil:
            return leak.path.isEmpty ? "(no path from a root: a self-cycle)" : leak.path.map(escape).joined(separator: " → ")
        }
    }

    /// The summary of `results`, with the comparison's verdicts when there is one. A bench
    /// run gets the per-workload layout of ``MarkdownBenchRenderer``.
    package static func render(_ results: RunResults, comparison: BaselineComparison? = nil) -> String {
        if results.kind == .bench { return MarkdownBenchRenderer.render(results, comparison: comparison) }
        var out = "## ViewPressure: \(escape(results.name)) (\(results.kind.rawValue))\n\n"
        out += headline(results, comparison: comparison) + "\n\n"
        out += soakSection(results)
        out += leaksSection(results)
        if !results.invariantViolations.isEmpty {
            out += "### Invariant violations\n\n"
            for violation in results.invariantViolations {
                out +=
                    "- seq \(violation.seq) \(escape(violation.controller ?? "-")) `\(escape(violation.event))` (\(escape(violation.rule))): \(escape(violation.message))\n"
            }
            out += "\n"
        }
        if let comparison {
            out += comparisonSection(comparison)
        } else if !results.metrics.isEmpty {
            out += "### Key metrics\n\n| metric | value | samples |\n|---|---:|---:|\n"
            for metric in results.metrics {
                let samples = metric.kind == .timing ? String(metric.samples.count) : "exact"
                out += "| \(escape(metric.name)) | \(escape(Format.value(metric.value, unit: metric.unit))) | \(samples) |\n"
            }
            out += "\n"
        }
        out += StacksMarkdown.section(results)
        out += environmentFooter(results.environment)
        return out
    }

    static func headline(_ results: RunResults, comparison: BaselineComparison?) -> String {
        let verdict = RunVerdict(results: results, comparison: comparison)
        var text = verdict.passed ? "✅ **PASS**" : "❌ **FAIL**: " + escape(verdict.findings.map(\.summary).joined(separator: ", "))
        var facts = [
            "\(results.phases.count) phases", plural(MemoryWarningTally.of(results)?.total ?? 0, "memory warning"),
            "\(results.metrics.count) metrics",
        ]
        if let peak = RunFigures.peakResident(results) { facts.append("peak resident \(Format.bytes(Double(peak.bytes)))") }
        if let comparison { facts.append("\(comparison.entries.count) compared") }
        text += " · " + facts.joined(separator: " · ")
        return text
    }

    static func comparisonSection(_ comparison: BaselineComparison) -> String {
        var out = "### Compared with baseline \(escape(comparison.baselineName))\n\n"
        let shown = comparison.entries.filter { $0.verdict != .unchanged || $0.note != nil }
        if shown.isEmpty {
            out += "All \(comparison.entries.count) metrics unchanged.\n\n"
            return out
        }
        out += "| metric | baseline | current | change | verdict |\n|---|---:|---:|---:|---|\n"
        for entry in shown {
            let verdict = (entry.verdict.fails ? "❌ **regressed**" : entry.verdict.rawValue) + (entry.note.map { " (\(escape($0)))" } ?? "")
            var change = Format.change(entry.change, relative: entry.relativeChange, unit: entry.unit)
            if let estimate = entry.estimate { change += " · CI [\(Format.ratio(estimate.low)), \(Format.ratio(estimate.high))]" }
            out += "| \(escape(entry.name)) | \(escape(Format.value(entry.baseline, unit: entry.unit))) | "
            out += "\(escape(Format.value(entry.current, unit: entry.unit))) | \(escape(change)) | \(verdict) |\n"
        }
        let unchanged = comparison.count(.unchanged)
        if unchanged > 0 { out += "\n\(plural(unchanged, "other metric")) unchanged.\n" }
        return out + "\n"
    }

    /// Escapes text for a Markdown table cell.
    package static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "`": out += "\\`"
            case "\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
