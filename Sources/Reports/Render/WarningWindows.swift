import Foundation

/// Memory warnings summarized for long runs: counts per level per window of the run (a
/// stacked bar per window, not a marker per warning) and a table by level with totals (not a
/// row per warning), so a soak of a million operations with thousands of warnings draws a
/// bounded chart and a table of at most a row per level and one of totals.
///
/// A run with few warnings (``detailLimit`` or fewer, not a soak) keeps its markers on the
/// memory chart and its row per warning. Cost: linear in the warnings.
enum WarningWindows {
    /// The most warnings drawn one by one.
    static let detailLimit = 12
    /// How many windows the run is cut into.
    static let windows = 40

    /// Whether `results` shows warnings by window and level rather than one by one.
    static func summarized(_ results: RunResults) -> Bool {
        results.kind == .soak || results.memoryWarnings.count > detailLimit
    }

    /// Levels in order of severity, then any other in order of appearance.
    static func levels(_ warnings: [MemoryWarningResult]) -> [String] {
        var seen = ["moderate", "low", "critical"].filter { level in warnings.contains { $0.level == level } }
        for warning in warnings where !seen.contains(warning.level) { seen.append(warning.level) }
        return seen
    }

    /// The stacked-bar chart of warnings per window of trace sequence numbers.
    static func chart(_ results: RunResults) -> String {
        let warnings = results.memoryWarnings
        let title = "Memory warnings per window of the run, by level"
        guard let earliest = warnings.map(\.seq).min(), let latest = warnings.map(\.seq).max() else { return "" }
        let firstSeq = min(results.timeline.first?.seq ?? earliest, earliest)
        let lastSeq = max(results.timeline.last?.seq ?? latest, latest)
        let span = max(lastSeq - firstSeq + 1, 1)
        let count = min(windows, span)
        let levels = levels(warnings)
        var counts = Array(repeating: Array(repeating: 0, count: levels.count), count: count)
        for warning in warnings {
            let window = min(count - 1, (warning.seq - firstSeq) * count / span)
            counts[window][levels.firstIndex(of: warning.level) ?? 0] += 1
        }
        let highest = Double(counts.map { $0.reduce(0, +) }.max() ?? 1)
        let axes = SVGAxes(height: 220, x: Double(firstSeq)...Double(firstSeq + span), y: 0...highest, binaryY: false)
        var svg = SVGChart.open(id: "chart-warnings", title: title, height: 220)
        svg += axes.draw(xTitle: "trace seq (\(count) windows of \(Format.number(Double(span) / Double(count))))", yTitle: "warnings",
                         yFormat: { Format.number($0) }, xFormat: { Format.number($0.rounded()) })
        let barWidth = (axes.plotRight - axes.left) / Double(count)
        for (window, row) in counts.enumerated() where row.contains(where: { $0 > 0 }) {
            var stacked = 0
            let x = axes.left + Double(window) * barWidth
            let from = firstSeq + window * span / count, to = firstSeq + (window + 1) * span / count - 1
            for (index, level) in levels.enumerated() where row[index] > 0 {
                let y0 = axes.py(Double(stacked)), y1 = axes.py(Double(stacked + row[index]))
                svg += "<rect class=\"level \(cssClass(level))\" x=\"\(SVGChart.f(x + 1))\" y=\"\(SVGChart.f(y1))\" width=\"\(SVGChart.f(max(barWidth - 2, 1)))\" height=\"\(SVGChart.f(max(y0 - y1, 1)))\">"
                svg += "<title>\(row[index]) \(HTML.escape(level)) at seq \(from)-\(to)</title></rect>"
                stacked += row[index]
            }
        }
        svg += axes.legends(levels.map { ($0, "level \(cssClass($0))") })
        return svg + "</svg>"
    }

    /// One row per level (count, first and last seq, views unloaded, bytes reclaimed) and totals.
    static func table(_ results: RunResults) -> String {
        let warnings = results.memoryWarnings
        func row(_ name: String, _ group: [MemoryWarningResult]) -> [String] {
            let reclaimed = group.reduce(0) { $0 + max($1.allocatedBefore - $1.allocatedAfter, 0) }
            let pressure = group.filter { $0.trigger == "pressure" }.count
            return [name, Format.number(Double(group.count)), Format.number(Double(pressure)),
                    group.map(\.seq).min().map(String.init) ?? "-", group.map(\.seq).max().map(String.init) ?? "-",
                    Format.number(Double(group.reduce(0) { $0 + $1.viewsUnloaded })),
                    Format.bytes(Double(group.reduce(0) { $0 + $1.backingStoreBytesFreed })), Format.bytes(Double(reclaimed))]
        }
        var rows = levels(warnings).map { level in row(level, warnings.filter { $0.level == level }) }
        rows.append(row("total", warnings))
        return "<h3>Memory warnings by level</h3>" + HTMLReportRenderer.table(
            ["level", "warnings", "raised by pressure", "first seq", "last seq", "views unloaded", "backing stores freed", "heap reclaimed"],
            rows, numeric: [1, 2, 3, 4, 5, 6, 7], cssClass: "totals")
    }

    static func cssClass(_ level: String) -> String {
        switch level {
        case "moderate", "low", "critical": return level
        default: return "other"
        }
    }
}
