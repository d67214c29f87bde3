import Results

/// The bench report's charts, per workload; each is left out when its metrics are absent.
extension HTMLBenchReportRenderer {
    static func charts(_ workload: BenchReportModel.Workload) -> String {
        let metrics = workload.metrics
        switch workload.info.name {
        case "deepNavigation":
            return captioned("Time per operation against stack depth (flat means linear scaling)", depthChart(metrics))
                + captioned("Overhead per pass against no observer: passes (dots), median (bar) and its interval", overheadChart(metrics))
                + captioned("Resident memory around the critical warning over the off-screen levels", releaseChart(metrics))
        case "largeTable":
            return captioned("Time per scrolled row, per table configuration", tableCostChart(metrics))
                + captioned("Cells created per configuration, and the most rows visible at once", cellsChart(metrics))
        default: return ""
        }
    }

    /// Time per push and pop at each measured depth: flat bars mean linear scaling. From the
    /// steady-state depth table when the run has one, else from the per-depth pass figures.
    static func depthChart(_ metrics: [Metric]) -> String {
        let steady = metrics.contains { $0.name.hasPrefix("deepNavigation.steadyState.depth") }
        let prefix = steady ? "deepNavigation.steadyState.depth*" : "deepNavigation.depth*"
        var rows: [(label: String, value: Double, depth: Double)] = []
        for metric in metrics {
            for (suffix, verb) in [(".pushNs", "push"), (".popNs", "pop")] {
                if let capture = BenchTarget.capture(prefix + suffix, in: metric.name), let depth = Double(capture) {
                    rows.append(("\(verb) · depth \(Format.number(depth))", metric.value, depth))
                }
            }
        }
        guard !rows.isEmpty else { return "" }
        rows.sort { ($0.label.hasPrefix("push") ? 0 : 1, $0.depth) < ($1.label.hasPrefix("push") ? 0 : 1, $1.depth) }
        return SVGChart.bars(
            id: "chart-depth",
            title: steady
                ? "Time per operation against stack depth (steady state, no observer)" : "Time per operation against stack depth (no observer)",
            rows: rows.map { ($0.label, $0.value) }, format: { Format.duration(nanoseconds: $0) })
    }

    /// Resident before the off-screen levels, with them loaded, and after the critical
    /// warning and purge.
    static func releaseChart(_ metrics: [Metric]) -> String {
        let rows = [("before the levels", "Before"), ("levels loaded", "Loaded"), ("after the warning", "After")].compactMap { label, key in
            metrics.first { $0.name == "deepNavigation.offscreenRelease.resident\(key)Bytes" }.map { (label, $0.value) }
        }
        guard rows.count == 3 else { return "" }
        return SVGChart.bars(
            id: "chart-release", title: "Resident bytes before and after the critical warning",
            rows: rows, format: { Format.bytes($0) }, cssClass: "bar retained")
    }

    /// Per-row scroll cost of each table configuration.
    static func tableCostChart(_ metrics: [Metric]) -> String {
        let rows = metrics.compactMap { metric in
            BenchTarget.capture("largeTable.*.nsPerRow", in: metric.name).map { (BenchReportModel.label($0), metric.value) }
        }
        guard !rows.isEmpty else { return "" }
        return SVGChart.bars(
            id: "chart-table-cost", title: "Time per scrolled row, per table configuration", rows: rows, format: { Format.duration(nanoseconds: $0) })
    }

    /// Cells created per configuration, next to the most rows visible at once.
    static func cellsChart(_ metrics: [Metric]) -> String {
        var rows: [(String, Double)] = []
        for metric in metrics {
            if let capture = BenchTarget.capture("largeTable.*.cellsCreated", in: metric.name) {
                rows.append((BenchReportModel.label(capture), metric.value))
            } else if let capture = BenchTarget.capture("largeTable.*.maximumVisibleRows", in: metric.name) {
                rows.append(("visible rows · " + BenchReportModel.label(capture), metric.value))
            }
        }
        guard !rows.isEmpty else { return "" }
        return SVGChart.bars(
            id: "chart-cells", title: "Cells created per table configuration (and rows visible at once)",
            rows: rows, format: { Format.number($0) }, cssClass: "bar cells")
    }

    /// Ledger and whole-profiler overhead: each pass's ratio as a dot, the median as a bar
    /// with its distribution-free interval, and the 1.10x target as a dashed line.
    static func overheadChart(_ metrics: [Metric]) -> String {
        let series = [("ledger", "deepNavigation.ledgerOverhead"), ("whole profiler", "deepNavigation.profilerOverhead")]
            .compactMap { label, name in metrics.first { $0.name == name && !$0.samples.isEmpty }.map { (label, $0.samples) } }
        guard !series.isEmpty else { return "" }
        let target = BenchTarget.all.first { $0.id == "ledgerOverhead" }.flatMap { if case .atMost(let b) = $0.rule { b } else { nil } } ?? 1.1
        let all = series.flatMap(\.1) + [1, target]
        let step = SVGChart.niceStep(max((all.max()! - all.min()!) / 5, 0.001))
        let minX = (all.min()! / step).rounded(.down) * step, maxX = (all.max()! / step).rounded(.up) * step
        let left = 150.0, right = 330.0, rowHeight = 46.0, top = 12.0
        let height = top + Double(series.count) * rowHeight + 30
        func px(_ v: Double) -> Double { left + (v - minX) / max(maxX - minX, 1e-9) * (SVGChart.width - left - right) }
        let f = SVGChart.f
        var svg = SVGChart.open(id: "chart-overhead", title: "Overhead per pass against no observer (ratio)", height: height)
        var tick = minX
        while tick <= maxX + step / 2 {
            svg += "<line class=\"grid\" x1=\"\(f(px(tick)))\" x2=\"\(f(px(tick)))\" y1=\"\(f(top))\" y2=\"\(f(height - 24))\"/>"
            svg +=
                "<text class=\"axis\" x=\"\(f(px(tick)))\" y=\"\(f(height - 8))\" text-anchor=\"middle\">\(Format.number((tick * 1000).rounded() / 1000))x</text>"
            tick += step
        }
        svg += "<g class=\"target-line\"><line x1=\"\(f(px(target)))\" x2=\"\(f(px(target)))\" y1=\"\(f(top))\" y2=\"\(f(height - 24))\"/>"
        svg += "<text x=\"\(f(px(target) + 4))\" y=\"\(f(top + 10))\">target \(Format.number(target))x</text></g>"
        for (index, (label, samples)) in series.enumerated() {
            guard let interval = MedianInterval(samples) else { continue }
            let y = top + Double(index) * rowHeight + rowHeight / 2
            svg += "<text class=\"label\" x=\"\(f(left - 10))\" y=\"\(f(y + 4))\" text-anchor=\"end\">\(HTML.escape(label))</text>"
            svg +=
                "<rect class=\"interval\" x=\"\(f(px(interval.low)))\" y=\"\(f(y - 7))\" width=\"\(f(max(px(interval.high) - px(interval.low), 1)))\" height=\"14\"/>"
            for sample in samples {
                svg += "<circle class=\"dot\" cx=\"\(f(px(sample)))\" cy=\"\(f(y))\" r=\"4\"><title>\(Format.ratio(sample))x</title></circle>"
            }
            svg +=
                "<line class=\"median\" x1=\"\(f(px(interval.median)))\" x2=\"\(f(px(interval.median)))\" y1=\"\(f(y - 12))\" y2=\"\(f(y + 12))\"/>"
            let text =
                "median \(Format.ratio(interval.median))x, \(Format.percent(interval.coverage)) CI "
                + "[\(Format.ratio(interval.low)), \(Format.ratio(interval.high))], \(interval.samples) passes"
            svg += "<text class=\"value\" x=\"\(f(SVGChart.width - right + 12))\" y=\"\(f(y + 4))\">\(HTML.escape(text))</text>"
        }
        return svg + "</svg>"
    }

    /// A chart with its caption (chart titles are hidden in the page).
    static func captioned(_ caption: String, _ chart: String) -> String {
        chart.isEmpty ? "" : "<h3>\(HTML.escape(caption))</h3>" + chart
    }
}
