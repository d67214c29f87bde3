import Foundation
import Results

/// The soak's retained-bytes-per-cycle chart: the cycles (thinned to a bounded envelope), the
/// warm-up the verdict leaves out shaded, the Theil-Sen line fitted after it with its 95%
/// interval as a band, and the minimum effect (16 B/cycle) drawn from the fit's start so a
/// reader sees how steep "growing" would have to be.
///
/// The fit's intercept is Theil-Sen's (the median of `y - slope·x` over the fitted cycles);
/// the band pivots on the fitted cycles' middle, spanning the slopes of the interval. Cost:
/// O(n log n) for n cycles; the SVG holds a bounded number of elements at any n.
enum SoakChart {
    static func render(id: String, _ soak: SoakResult, height: Double = 320) -> String {
        let values = soak.retainedBytesPerCycle.map(Double.init)
        let title = "Retained bytes after each soak cycle"
        guard !values.isEmpty else {
            return SVGChart.open(id: id, title: title, height: 40)
                + "<text class=\"axis\" x=\"10\" y=\"24\">no data: the soak finished no cycle</text></svg>"
        }
        let last = Double(values.count - 1)
        let warmup = min(soak.warmupCycles ?? 0, values.count)
        let fit = fitLine(values, warmup: warmup, soak: soak)
        let effect = soak.minimumEffectBytesPerCycle ?? 16
        var lows = [values.min() ?? 0], highs = [values.max() ?? 0]
        if let fit {
            for x in [fit.startX, last] {
                lows.append(fit.y(x, slope: soak.slopeLow))
                highs.append(fit.y(x, slope: soak.slopeHigh))
            }
            highs.append(fit.y(fit.startX, slope: soak.slopeBytesPerCycle) + effect * (last - fit.startX))
        }
        let axes = SVGAxes(height: height, x: 0...max(last, 1), y: (lows.min() ?? 0)...(highs.max() ?? 1), includeZero: false)
        var svg = SVGChart.open(id: id, title: title, height: height)
        if warmup > 0 {
            let x0 = axes.px(0), x1 = axes.px(Double(warmup))
            svg +=
                "<g class=\"warmup\"><rect x=\"\(SVGChart.f(x0))\" y=\"\(SVGChart.f(axes.top))\" width=\"\(SVGChart.f(max(x1 - x0, 1)))\" height=\"\(SVGChart.f(axes.plotBottom - axes.top))\"/>"
            svg += "<text x=\"\(SVGChart.f(x0 + 4))\" y=\"\(SVGChart.f(axes.top + 14))\">warm-up (\(warmup) cycles, not fitted)</text></g>"
        }
        svg += axes.draw(
            xTitle: "cycle", yTitle: "retained bytes (net since start)", yFormat: { Format.bytes($0) }, xFormat: { Format.number($0.rounded()) })
        if let fit {
            let band = [
                (fit.startX, fit.y(fit.startX, slope: soak.slopeHigh)), (last, fit.y(last, slope: soak.slopeHigh)),
                (last, fit.y(last, slope: soak.slopeLow)), (fit.startX, fit.y(fit.startX, slope: soak.slopeLow)),
            ]
            svg +=
                "<polygon class=\"fit-band\" points=\"\(axes.points(band))\"><title>95% interval of the slope: \(Format.slope(soak.slopeLow)) to \(Format.slope(soak.slopeHigh)) B/cycle</title></polygon>"
        }
        svg +=
            "<polyline class=\"series allocated\" points=\"\(axes.points(SeriesThinning.envelope(values)))\"><title>retained after each cycle</title></polyline>"
        if let fit {
            let start = fit.y(fit.startX, slope: soak.slopeBytesPerCycle)
            let line = [(fit.startX, start), (last, fit.y(last, slope: soak.slopeBytesPerCycle))]
            svg +=
                "<polyline class=\"fit-line\" points=\"\(axes.points(line))\"><title>Theil-Sen fit: \(Format.slope(soak.slopeBytesPerCycle)) B/cycle</title></polyline>"
            let effectLine = [(fit.startX, start), (last, start + effect * (last - fit.startX))]
            svg +=
                "<polyline class=\"effect-line\" points=\"\(axes.points(effectLine))\"><title>the minimum effect: \(Format.number(effect)) B/cycle from the fit's start</title></polyline>"
        }
        var legend = [("retained after cycle", "allocated")]
        if fit != nil {
            legend += [
                ("Theil-Sen fit \(Format.slope(soak.slopeBytesPerCycle)) B/cycle", "fit-line"),
                ("95% interval \(Format.slope(soak.slopeLow)) to \(Format.slope(soak.slopeHigh))", "fit-band"),
                ("minimum effect \(Format.slope(effect)) B/cycle", "effect-line"),
            ]
        }
        svg += axes.legends(legend)
        return svg + "</svg>"
    }

    /// A slope for a label: three significant digits below 100, whole numbers above.
    /// The fitted line: through (`pivotX`, `pivotY`), the fitted cycles' middle on the fit.
    struct Fit {
        var startX: Double, pivotX: Double, pivotY: Double
        func y(_ x: Double, slope: Double) -> Double { pivotY + slope * (x - pivotX) }
    }

    /// Nil when the verdict fitted nothing (undecided, or too few cycles after the warm-up).
    static func fitLine(_ values: [Double], warmup: Int, soak: SoakResult) -> Fit? {
        guard soak.verdict != .undecided, warmup < values.count - 1 else { return nil }
        let slope = soak.slopeBytesPerCycle
        let intercepts = (warmup..<values.count).map { values[$0] - slope * Double($0) }.sorted()
        let intercept = Statistics.median(ofSorted: intercepts)
        let pivotX = (Double(warmup) + Double(values.count - 1)) / 2
        return Fit(startX: Double(warmup), pivotX: pivotX, pivotY: intercept + slope * pivotX)
    }
}
