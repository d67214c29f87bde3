import Foundation
import Results

/// Inline SVG charts for the HTML report: no scripts, no fonts, no network.
///
/// Each chart is an `<svg>` with an `id` and the class `chart`, sized by its `viewBox` so it
/// scales with the page. Every label is escaped. Cost: linear in the points drawn.
enum SVGChart {
    static let width = 960.0

    /// A line chart of several series over a shared x axis, with vertical markers.
    static func lines(
        id: String, title: String, x: [Double], series: [(name: String, cssClass: String, values: [Double])],
        markers: [(x: Double, label: String)], yFormat: (Double) -> String, binary: Bool = true,
        limits: [(value: Double, label: String)] = []
    ) -> String {
        let height = 320.0, left = 80.0, right = 20.0, top = 30.0, bottom = 40.0
        guard let minX = x.min(), let maxX = x.max() else { return empty(id: id, title: title) }
        let step = niceStep(max(1, (series.flatMap(\.values) + limits.map(\.value)).max() ?? 1) / 4, binary: binary)
        let maxY = step * 4
        let spanX = max(maxX - minX, 1)
        func px(_ value: Double) -> Double { left + (value - minX) / spanX * (width - left - right) }
        func py(_ value: Double) -> Double { top + (1 - value / maxY) * (height - top - bottom) }
        var svg = open(id: id, title: title, height: height)
        for tick in 0...4 {
            let value = step * Double(tick)
            svg += "<line class=\"grid\" x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(py(value)))\" y2=\"\(f(py(value)))\"/>"
            svg += "<text class=\"axis\" x=\"\(f(left - 6))\" y=\"\(f(py(value) + 4))\" text-anchor=\"end\">\(HTML.escape(yFormat(value)))</text>"
        }
        for tick in 0...4 {
            let value = (minX + spanX * Double(tick) / 4).rounded()
            let anchor = tick == 0 ? "start" : (tick == 4 ? "end" : "middle")
            svg += "<text class=\"axis\" x=\"\(f(px(value)))\" y=\"\(f(height - 18))\" text-anchor=\"\(anchor)\">\(Format.number(value))</text>"
        }
        svg += "<text class=\"axis\" x=\"\(f((left + width - right) / 2))\" y=\"\(f(height - 2))\" text-anchor=\"middle\">trace seq</text>"
        for limit in limits {
            let ly = f(py(limit.value))
            svg += "<g class=\"target-line\"><line x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(ly)\" y2=\"\(ly)\"/>"
            svg += "<text x=\"\(f(width - right - 4))\" y=\"\(f(py(limit.value) - 4))\" text-anchor=\"end\">\(HTML.escape(limit.label))</text></g>"
        }
        for marker in markers {
            let mx = px(marker.x)
            svg += "<g class=\"warning-marker\"><line x1=\"\(f(mx))\" x2=\"\(f(mx))\" y1=\"\(f(top))\" y2=\"\(f(height - bottom))\"/>"
            svg += "<text x=\"\(f(mx + 4))\" y=\"\(f(top + 12))\">\(HTML.escape(marker.label))</text><title>\(HTML.escape(marker.label))</title></g>"
        }
        for (index, line) in series.enumerated() {
            let points = zip(x, line.values).map { "\(f(px($0))),\(f(py($1)))" }.joined(separator: " ")
            svg += "<polyline class=\"series \(line.cssClass)\" points=\"\(points)\"><title>\(HTML.escape(line.name))</title></polyline>"
            let lx = left + 10 + Double(index) * 170
            svg += "<rect class=\"\(line.cssClass) swatch\" x=\"\(f(lx))\" y=\"8\" width=\"12\" height=\"12\"/>"
            svg += "<text class=\"legend\" x=\"\(f(lx + 18))\" y=\"18\">\(HTML.escape(line.name))</text>"
        }
        return svg + "</svg>"
    }

    /// Horizontal bars, one per row, labelled with the row's name and formatted value.
    static func bars(
        id: String, title: String, rows: [(label: String, value: Double)], format: (Double) -> String, cssClass: String = "bar"
    ) -> String {
        guard !rows.isEmpty else { return empty(id: id, title: title) }
        let rowHeight = 26.0, labelWidth = 240.0, valueWidth = 110.0
        let height = Double(rows.count) * rowHeight + 12
        let maxValue = max(rows.map { abs($0.value) }.max() ?? 1, 1)
        var svg = open(id: id, title: title, height: height)
        for (index, row) in rows.enumerated() {
            let y = 6 + Double(index) * rowHeight
            let length = abs(row.value) / maxValue * (width - labelWidth - valueWidth - 20)
            svg +=
                "<text class=\"label\" x=\"\(f(labelWidth - 8))\" y=\"\(f(y + 16))\" text-anchor=\"end\">\(HTML.escape(truncate(row.label)))</text>"
            svg +=
                "<rect class=\"\(cssClass)\(row.value < 0 ? " negative" : "")\" x=\"\(f(labelWidth))\" y=\"\(f(y + 3))\" width=\"\(f(max(length, 1)))\" height=\"\(f(rowHeight - 8))\"><title>\(HTML.escape(row.label)): \(HTML.escape(format(row.value)))</title></rect>"
            svg += "<text class=\"value\" x=\"\(f(labelWidth + length + 6))\" y=\"\(f(y + 16))\">\(HTML.escape(format(row.value)))</text>"
        }
        return svg + "</svg>"
    }

    /// One 100% bar per row split into two parts (e.g. cells created vs reused).
    static func split(id: String, title: String, rows: [(label: String, first: Double, second: Double)], names: (String, String)) -> String {
        guard !rows.isEmpty else { return empty(id: id, title: title) }
        let rowHeight = 30.0, labelWidth = 240.0, barWidth = width - labelWidth - 20
        let height = Double(rows.count) * rowHeight + 36
        var svg = open(id: id, title: title, height: height)
        svg +=
            "<rect class=\"created swatch\" x=\"\(f(labelWidth))\" y=\"6\" width=\"12\" height=\"12\"/><text class=\"legend\" x=\"\(f(labelWidth + 18))\" y=\"16\">\(HTML.escape(names.0))</text>"
        svg +=
            "<rect class=\"reused swatch\" x=\"\(f(labelWidth + 160))\" y=\"6\" width=\"12\" height=\"12\"/><text class=\"legend\" x=\"\(f(labelWidth + 178))\" y=\"16\">\(HTML.escape(names.1))</text>"
        for (index, row) in rows.enumerated() {
            let y = 28 + Double(index) * rowHeight
            let total = max(row.first + row.second, 1)
            let firstWidth = max(row.first / total * barWidth, row.first > 0 ? 2 : 0)
            let share = row.second / total
            let shareText = Format.share(share)
            let text = "\(Format.number(row.first)) \(names.0), \(Format.number(row.second)) \(names.1) (\(shareText) \(names.1))"
            svg +=
                "<text class=\"label\" x=\"\(f(labelWidth - 8))\" y=\"\(f(y + 15))\" text-anchor=\"end\">\(HTML.escape(truncate(row.label)))</text>"
            svg += "<rect class=\"reused\" x=\"\(f(labelWidth))\" y=\"\(f(y))\" width=\"\(f(barWidth))\" height=\"22\"/>"
            svg += "<rect class=\"created\" x=\"\(f(labelWidth))\" y=\"\(f(y))\" width=\"\(f(firstWidth))\" height=\"22\"/>"
            svg += "<text class=\"inbar\" x=\"\(f(labelWidth + max(firstWidth, 0) + 8))\" y=\"\(f(y + 15))\">\(HTML.escape(text))</text>"
        }
        return svg + "</svg>"
    }

    /// The smallest round step (1, 2, 2.5 or 5 times a power of ten) that is at least `raw`.
    /// With `binary`, the step is round in the largest power of 1024 below `raw` (KiB, MiB...).
    static func niceStep(_ raw: Double, binary: Bool = false) -> Double {
        if binary {
            var unit = 1.0
            while raw / unit >= 1024 { unit *= 1024 }
            return niceStep(raw / unit) * unit
        }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2.0, 2.5, 5.0, 10.0] where factor * magnitude >= raw { return factor * magnitude }
        return 10 * magnitude
    }

    static func open(id: String, title: String, height: Double) -> String {
        "<svg id=\"\(id)\" class=\"chart\" role=\"img\" viewBox=\"0 0 \(f(width)) \(f(height))\" xmlns=\"http://www.w3.org/2000/svg\"><title>\(HTML.escape(title))</title>"
    }

    static func empty(id: String, title: String) -> String {
        open(id: id, title: title, height: 40) + "<text class=\"axis\" x=\"10\" y=\"24\">no data</text></svg>"
    }

    private static func truncate(_ text: String, to limit: Int = 34) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// A coordinate with at most one decimal.
    static func f(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// HTML text escaping.
enum HTML {
    /// Escapes `&`, `<`, `>`, `"` and `'` for text and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
