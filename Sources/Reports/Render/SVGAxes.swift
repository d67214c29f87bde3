import Foundation
import Results

/// The plot area of an SVG chart with linear x and y scales: maps values to coordinates and
/// draws the grid, the tick labels and both axis titles, so that no chart goes without units.
///
/// Used by the soak chart, the warnings-per-window chart and the trend page. Cost: constant
/// per call (five ticks a side).
struct SVGAxes {
    var width = SVGChart.width
    var height: Double
    var left = 84.0, right = 24.0, top = 34.0, bottom = 44.0
    var minX: Double, maxX: Double
    var minY: Double, maxY: Double

    /// Axes over `x` and `y` ranges; y's range is widened to round ticks (binary for bytes).
    /// Without `includeZero`, the y axis starts at a round value just below the lowest `y`,
    /// so small changes on a large level (retained bytes per cycle) stay visible.
    init(height: Double = 320, x: ClosedRange<Double>, y: ClosedRange<Double>, binaryY: Bool = true, includeZero: Bool = true) {
        self.height = height
        minX = x.lowerBound
        maxX = x.upperBound > x.lowerBound ? x.upperBound : x.lowerBound + 1
        let bottom = includeZero ? min(y.lowerBound, 0) : y.lowerBound
        let span = max(y.upperBound - bottom, 1)
        yStep = SVGChart.niceStep(span / 4, binary: binaryY)
        minY = includeZero && y.lowerBound >= 0 ? 0 : (bottom / yStep).rounded(.down) * yStep
        maxY = max((y.upperBound / yStep).rounded(.up) * yStep, minY + yStep)
    }

    /// The distance between two y ticks.
    let yStep: Double

    var plotRight: Double { width - right }
    var plotBottom: Double { height - bottom }

    func px(_ value: Double) -> Double { left + (value - minX) / (maxX - minX) * (plotRight - left) }
    func py(_ value: Double) -> Double { top + (1 - (value - minY) / (maxY - minY)) * (plotBottom - top) }

    /// Grid lines and labels on round y values, labels on five x values, and the axis titles.
    func draw(xTitle: String, yTitle: String, yFormat: (Double) -> String, xFormat: (Double) -> String = { Format.number($0) }) -> String {
        var svg = ""
        var value = minY
        while value <= maxY + yStep / 2 {
            let y = SVGChart.f(py(value))
            svg += "<line class=\"grid\" x1=\"\(SVGChart.f(left))\" x2=\"\(SVGChart.f(plotRight))\" y1=\"\(y)\" y2=\"\(y)\"/>"
            svg +=
                "<text class=\"axis\" x=\"\(SVGChart.f(left - 6))\" y=\"\(SVGChart.f(py(value) + 4))\" text-anchor=\"end\">\(HTML.escape(yFormat(value)))</text>"
            value += yStep
        }
        for tick in 0...4 {
            let x = minX + (maxX - minX) * Double(tick) / 4
            let anchor = tick == 0 ? "start" : (tick == 4 ? "end" : "middle")
            svg +=
                "<text class=\"axis\" x=\"\(SVGChart.f(px(x)))\" y=\"\(SVGChart.f(height - 22))\" text-anchor=\"\(anchor)\">\(HTML.escape(xFormat(x)))</text>"
        }
        svg +=
            "<text class=\"axis title\" x=\"\(SVGChart.f((left + plotRight) / 2))\" y=\"\(SVGChart.f(height - 4))\" text-anchor=\"middle\">\(HTML.escape(xTitle))</text>"
        let middle = SVGChart.f((top + plotBottom) / 2)
        svg +=
            "<text class=\"axis title\" x=\"14\" y=\"\(middle)\" text-anchor=\"middle\" transform=\"rotate(-90 14 \(middle))\">\(HTML.escape(yTitle))</text>"
        return svg
    }

    /// The width a legend entry takes: its swatch and about 7 px a character at 12 px.
    static func legendWidth(_ name: String) -> Double { 18 + Double(name.count) * 7 + 22 }

    /// Legend entries in a row, each after the previous one.
    func legends(_ entries: [(name: String, cssClass: String)]) -> String {
        var offset = 0.0, svg = ""
        for entry in entries {
            svg += legend(at: offset, entry.name, cssClass: entry.cssClass)
            offset += Self.legendWidth(entry.name)
        }
        return svg
    }

    /// A polyline's `points` attribute.
    func points(_ xy: [(Double, Double)]) -> String {
        xy.map { "\(SVGChart.f(px($0.0))),\(SVGChart.f(py($0.1)))" }.joined(separator: " ")
    }

    /// A legend entry in the row above the plot, `at` pixels right of the plot's left edge
    /// (``legendWidth(_:)`` of the entries before it).
    func legend(at offset: Double, _ name: String, cssClass: String) -> String {
        let x = left + offset
        return "<rect class=\"\(cssClass) swatch\" x=\"\(SVGChart.f(x))\" y=\"10\" width=\"12\" height=\"12\"/>"
            + "<text class=\"legend\" x=\"\(SVGChart.f(x + 18))\" y=\"20\">\(HTML.escape(name))</text>"
    }
}

/// Thins a long series for drawing: at most `buckets` buckets, each drawn by its lowest and
/// highest value in order, so spikes stay visible and the SVG stays small at any length.
enum SeriesThinning {
    static func envelope(_ values: [Double], x: (Int) -> Double = { Double($0) }, buckets: Int = 480) -> [(Double, Double)] {
        guard values.count > buckets * 2 else { return values.indices.map { (x($0), values[$0]) } }
        var out: [(Double, Double)] = []
        out.reserveCapacity(buckets * 2)
        for bucket in 0..<buckets {
            let start = bucket * values.count / buckets, end = (bucket + 1) * values.count / buckets
            guard start < end else { continue }
            var low = start, high = start
            for index in start..<end {
                if values[index] < values[low] { low = index }
                if values[index] > values[high] { high = index }
            }
            for index in [min(low, high), max(low, high)] { out.append((x(index), values[index])) }
        }
        return out
    }
}
