/// One documented target (``BenchTarget``) judged against one figure of a bench run.
package struct BenchTargetResult: Sendable, Hashable {
    /// Met, missed, or not measured by this run.
    package enum Status: String, Sendable, Hashable {
        case met, missed
        /// The run has no metric the target reads (another command measures it, or the
        /// workload did not run).
        case notMeasured = "not measured"
    }

    package var target: BenchTarget
    package var status: Status
    /// The metric the figure comes from (the largest size's, for a scaling target).
    package var metric: String?
    /// The figure compared with the bound.
    package var value: Double?
    /// The bound the figure had to meet (for a reference rule: the reference plus offset).
    package var bound: Double?
    /// Which configuration the figure is of, when the pattern's `*` matched one
    /// (`1,000,000 rows · fixed`); nil for a single fixed metric.
    package var scope: String?
    /// The figure in words: "1.070x", "20 cells (18 visible)".
    package var figure: String
    /// The bound in words: "<= 1.1", ">= 95%".
    package var requirement: String

    /// Every target of ``BenchTarget/all`` evaluated against `metrics`: one result per
    /// matching metric, or one "not measured" result when none matches.
    package static func evaluate(_ metrics: [Metric], targets: [BenchTarget] = BenchTarget.all) -> [BenchTargetResult] {
        targets.flatMap { evaluate($0, metrics) }
    }

    /// `target` evaluated against `metrics`.
    package static func evaluate(_ target: BenchTarget, _ metrics: [Metric]) -> [BenchTargetResult] {
        func result(
            _ status: Status, _ metric: String?, _ value: Double?, _ bound: Double?, _ figure: String, _ requirement: String
        ) -> BenchTargetResult {
            // The configuration: the metric name between the workload and the figure's own name.
            var scope: String?
            if let metric, BenchTarget.capture(target.metric, in: metric).map({ !$0.isEmpty }) == true, status != .notMeasured {
                if case .scaling = target.rule {
                } else {
                    scope = configuration(metric.split(separator: ".").dropFirst().dropLast().joined(separator: "."))
                }
            }
            return BenchTargetResult(
                target: target, status: status, metric: metric, value: value, bound: bound, scope: scope,
                figure: figure, requirement: requirement)
        }
        let matches = metrics.compactMap { metric in BenchTarget.capture(target.metric, in: metric.name).map { (metric, $0) } }
        switch target.rule {
        case .notMeasuredByBench(let command):
            return [result(.notMeasured, nil, nil, nil, "not measured by bench", "see \(command)")]
        case .atMost(let bound), .atLeast(let bound):
            let atMost = if case .atMost = target.rule { true } else { false }
            let requirement = (atMost ? "<= " : ">= ") + figure(bound, unit: matches.first?.0.unit ?? "", name: target.metric)
            guard !matches.isEmpty else { return [result(.notMeasured, nil, nil, bound, "not in these results", requirement)] }
            return matches.map { metric, _ in
                let met = atMost ? metric.value <= bound : metric.value >= bound
                return result(
                    met ? .met : .missed, metric.name, metric.value, bound, figure(metric.value, unit: metric.unit, name: metric.name), requirement)
            }
        case .atMostReferencePlus(let offset):
            let pairs = matches.compactMap { metric, capture in
                metrics.first { $0.name == BenchTarget.substitute(target.reference ?? "", capture) }.map { (metric, $0) }
            }
            let requirement = "<= reference + \(Format.number(offset))"
            guard !pairs.isEmpty else { return [result(.notMeasured, nil, nil, nil, "not in these results", requirement)] }
            return pairs.map { metric, reference in
                let bound = reference.value + offset
                return result(
                    metric.value <= bound ? .met : .missed, metric.name, metric.value, bound,
                    "\(Format.number(metric.value)) (reference \(Format.number(reference.value)))",
                    "<= \(Format.number(bound))")
            }
        case .scaling(let bound):
            let sized = matches.compactMap { metric, capture in Double(capture).map { (size: $0, metric: metric) } }.sorted { $0.size < $1.size }
            let requirement = "<= \(Format.number(bound))x"
            guard let small = sized.first, let large = sized.last, sized.count >= 2, small.size < large.size else {
                return [result(.notMeasured, nil, nil, bound, "needs two sizes", requirement)]
            }
            let ratio = large.metric.value / max(small.metric.value, 1e-12)
            let text = "\(Format.ratio(ratio))x (\(Format.number(large.size)) vs \(Format.number(small.size)))"
            return [result(ratio <= bound ? .met : .missed, large.metric.name, ratio, bound, text, requirement)]
        }
    }

    /// A readable configuration from a metric name's middle: `rows1000000.fixed` ->
    /// `1,000,000 rows · fixed`, `device.rows20000.reuse` -> `device · 20,000 rows · reuse`.
    package static func configuration(_ parts: String) -> String {
        parts.split(separator: ".").map { part -> String in
            if part == "steadyState" { return "steady state" }
            // `depth100000To1000`: a depth against another (the steady-state depth table's ratios).
            if part.hasPrefix("depth"), let t = part.firstIndex(of: "T"), part[t...].hasPrefix("To"),
                let deep = Double(part.dropFirst(5)[..<t]), let shallow = Double(part[t...].dropFirst(2))
            {
                return "depth \(Format.number(deep)) vs \(Format.number(shallow))"
            }
            for prefix in ["rows", "depth"] where part.hasPrefix(prefix) {
                if let n = Double(part.dropFirst(prefix.count)) {
                    return prefix == "rows" ? "\(Format.number(n)) rows" : "depth \(Format.number(n))"
                }
            }
            return String(part)
        }.joined(separator: " · ")
    }

    /// The target's title with the configuration, when there is one.
    package var title: String { scope.map { "\(target.title) (\($0))" } ?? target.title }

    /// A bound or figure with its unit: shares (names ending in `Share`) as percentages,
    /// ratios as `1.07x`, bytes in binary units, anything else with its unit.
    package static func figure(_ value: Double, unit: String, name: String) -> String {
        if name.hasSuffix("Share") { return Format.percent(value) }
        if unit == "ns" || unit.hasPrefix("ns/") { return Format.duration(nanoseconds: value) + unit.dropFirst(2) }
        return switch unit {
        case "ratio": Format.number((value * 1000).rounded() / 1000) + "x"
        case "B": Format.bytes(value)
        default: Format.value(value, unit: unit)
        }
    }
}
