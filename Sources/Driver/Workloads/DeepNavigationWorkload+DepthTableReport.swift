import Foundation
import Results

/// The depth table's metrics and lines: per depth, push and pop per operation and the tab
/// switch before each chunk (informational), and per deeper depth the ratios to the shallowest that the `deepPushRatio` and
/// `deepPopRatio` targets read.
extension DeepNavigationWorkload {
    func add(_ table: SteadyStateDepthTable, to metrics: inout [Metric], lines: inout [String]) {
        let n = "\(Self.name).steadyState"
        guard let shallowest = table.rows.first else { return }
        lines.append(
            "steady-state depth table (no observer; \(table.rounds) interleaved rounds of \(table.chunk) pushes "
                + "then \(table.chunk) pops per depth, after one warm-up round; median per op):")
        lines.append(
            "  depth        push/op     pop/op   push vs \(Format.number(Double(shallowest.depth)))   pop vs \(Format.number(Double(shallowest.depth)))"
                + "   tab switch")
        for row in table.rows {
            let d = "\(n).depth\(row.depth)"
            metrics += [
                .timing("\(d).pushNs", samples: row.pushNanoseconds, unit: "ns/op", informational: true),
                .timing("\(d).popNs", samples: row.popNanoseconds, unit: "ns/op", informational: true),
                .timing("\(d).tabSwitchNs", samples: row.tabSwitchNanoseconds, unit: "ns", informational: true),
            ]
            var pushRatio = "", popRatio = ""
            if row.depth != shallowest.depth {
                let push = Metric.timing("\(n).depth\(row.depth)To\(shallowest.depth).pushRatio", samples: table.pushRatios(of: row), unit: "ratio")
                let pop = Metric.timing("\(n).depth\(row.depth)To\(shallowest.depth).popRatio", samples: table.popRatios(of: row), unit: "ratio")
                metrics += [push, pop]
                pushRatio = Format.factor(push.value, decimals: 2)
                popRatio = Format.factor(pop.value, decimals: 2)
            }
            lines.append(
                "  " + pad(Format.number(Double(row.depth)), 9)
                    + pad(Format.duration(nanoseconds: row.medianPushNanoseconds), 11, left: true)
                    + pad(Format.duration(nanoseconds: row.medianPopNanoseconds), 11, left: true)
                    + pad(pushRatio, 15, left: true) + pad(popRatio, 13, left: true)
                    + pad(Format.duration(nanoseconds: row.medianTabSwitchNanoseconds), 13, left: true))
        }
        lines.append(
            "  ratios: median of the per-round ratios (each round's chunks ran side by side); target <= 1.2x; "
                + "\(table.liveControllersAfterTeardown) controllers alive after teardown")
        metrics.append(.exact("\(n).liveControllersAfterTeardown", Double(table.liveControllersAfterTeardown), unit: "count"))
    }

    private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return left ? fill + text : text + fill
    }
}
