import Foundation
import Results

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
        results.kind == .soak || (MemoryWarningTally.of(results)?.total ?? 0) > detailLimit
    }

    /// Levels in order of severity, then any other in order of appearance.
    static func levels(_ tally: MemoryWarningTally) -> [String] {
        let seen = tally.levels.map(\.level)
        return ["moderate", "low", "critical"].filter(seen.contains) + seen.filter { !["moderate", "low", "critical"].contains($0) }
    }

    /// The stacked-bar chart of every warning (``MemoryWarningTally``) per window of trace
    /// sequence numbers, over the whole run.
    static func chart(_ results: RunResults) -> String {
        guard let tally = MemoryWarningTally.of(results), !tally.windowCounts.isEmpty else { return "" }
        let title = "Memory warnings per window of the run, by level"
        let levels = levels(tally)
        let order = levels.map { level in tally.levels.firstIndex { $0.level == level } ?? 0 }
        let lastSeq = max(results.timeline.last?.seq ?? 0, tally.levels.map(\.lastSeq).max() ?? 0)
        let count = max(tally.windowCounts.count, min(MemoryWarningTally.maximumWindows, lastSeq / tally.windowSpan + 1))
        let span = tally.windowSpan
        let counts = (0..<count).map { window in
            order.map { index in window < tally.windowCounts.count && index < tally.windowCounts[window].count ? tally.windowCounts[window][index] : 0
            }
        }
        let highest = Double(max(counts.map { $0.reduce(0, +) }.max() ?? 1, 1))
        let axes = SVGAxes(height: 220, x: 0...Double(count * span), y: 0...highest, binaryY: false)
        var svg = SVGChart.open(id: "chart-warnings", title: title, height: 220)
        svg += axes.draw(
            xTitle: "trace seq (\(count) windows of \(Format.number(Double(span))))", yTitle: "warnings per window",
            yFormat: { Format.number($0) }, xFormat: { Format.number($0.rounded()) })
        let barWidth = (axes.plotRight - axes.left) / Double(count)
        for (window, row) in counts.enumerated() where row.contains(where: { $0 > 0 }) {
            var stacked = 0
            let x = axes.left + Double(window) * barWidth
            let from = window * span, to = (window + 1) * span - 1
            for (index, level) in levels.enumerated() where row[index] > 0 {
                let y0 = axes.py(Double(stacked)), y1 = axes.py(Double(stacked + row[index]))
                svg +=
                    "<rect class=\"level \(cssClass(level))\" x=\"\(SVGChart.f(x + 1))\" y=\"\(SVGChart.f(y1))\" width=\"\(SVGChart.f(max(barWidth - 2, 1)))\" height=\"\(SVGChart.f(max(y0 - y1, 1)))\">"
                svg += "<title>\(Format.number(Double(row[index]))) \(HTML.escape(level)) at seq \(from)-\(to)</title></rect>"
                stacked += row[index]
            }
        }
        svg += axes.legends(levels.map { ($0, "level \(cssClass($0))") })
        return svg + "</svg>"
    }

    /// One row per level (count, first and last seq, views unloaded, bytes reclaimed) and totals, over every warning.
    static func table(_ results: RunResults) -> String {
        guard let tally = MemoryWarningTally.of(results) else { return "" }
        func row(_ name: String, _ group: [MemoryWarningTally.Level]) -> [String] {
            [
                name, Format.number(Double(group.reduce(0) { $0 + $1.count })), Format.number(Double(group.reduce(0) { $0 + $1.raisedByPressure })),
                group.map(\.firstSeq).min().map(String.init) ?? "-", group.map(\.lastSeq).max().map(String.init) ?? "-",
                Format.number(Double(group.reduce(0) { $0 + $1.viewsUnloaded })),
                Format.bytes(Double(group.reduce(0) { $0 + $1.backingStoreBytesFreed })),
                Format.bytes(Double(group.reduce(0) { $0 + $1.heapReclaimedBytes })),
            ]
        }
        var rows = levels(tally).compactMap { level in tally.levels.first { $0.level == level }.map { row(level, [$0]) } }
        rows.append(row("total", tally.levels))
        let kept =
            results.memoryWarnings.count < tally.total
            ? "<p class=\"summary\">Every warning is counted here; the results keep the first \(Format.number(Double(results.memoryWarnings.count))) in detail.</p>"
            : ""
        return "<h3>Memory warnings by level</h3>"
            + HTMLReportRenderer.table(
                ["level", "warnings", "raised by pressure", "first seq", "last seq", "views unloaded", "backing stores freed", "heap reclaimed"],
                rows, numeric: [1, 2, 3, 4, 5, 6, 7], cssClass: "totals") + kept
    }

    static func cssClass(_ level: String) -> String {
        switch level {
        case "moderate", "low", "critical": return level
        default: return "other"
        }
    }
}
