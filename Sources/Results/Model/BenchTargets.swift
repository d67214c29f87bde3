/// The documented performance targets (DESIGN.md, README's "DESIGN.md's targets") that a
/// bench run can be judged against: the one place that says which metric each target reads
/// and what bound it must meet. The bench reports (Reports' `HTMLBenchReportRenderer`,
/// `MarkdownBenchRenderer`) evaluate them with ``BenchTargetResult/evaluate(_:)``.
///
/// Metric patterns hold at most one `*`, which matches a non-empty run of characters (dots
/// included) and is *captured*: a `reference` pattern has the capture put back in place of
/// its own `*`, so `largeTable.rows*.fixed.cellsCreated` is compared with the
/// `maximumVisibleRows` of the same table size. A target matched by several metrics yields
/// one result per metric (e.g. steady-state bytes for each table configuration).
package struct BenchTarget: Sendable, Hashable {
    /// How a target's figure is judged.
    package enum Rule: Sendable, Hashable {
        /// The metric's value is at most the bound.
        case atMost(Double)
        /// The metric's value is at least the bound.
        case atLeast(Double)
        /// The metric is at most the `reference` metric plus this offset.
        case atMostReferencePlus(Double)
        /// Among the metrics the pattern matches, the one with the largest numeric capture
        /// divided by the one with the smallest is at most the bound (linear scaling).
        case scaling(Double)
        /// Measured by another command (`viewpressure probe bench`), not by `bench`.
        case notMeasuredByBench(String)
    }

    /// A stable identifier, e.g. `ledgerOverhead`.
    package var id: String
    /// The target as the README states it: "ledger on vs no observer <= 1.10x".
    package var title: String
    /// The workload whose metrics it reads (empty for targets bench does not measure).
    package var workload: String
    /// The metric name pattern (see the type's documentation).
    package var metric: String
    /// For ``Rule/atMostReferencePlus(_:)``: the pattern of the metric compared with.
    package var reference: String?
    package var rule: Rule
    /// How the figure is measured, in a few words.
    package var measuredAs: String

    package init(id: String, title: String, workload: String, metric: String, reference: String? = nil, rule: Rule, measuredAs: String) {
        self.id = id
        self.title = title
        self.workload = workload
        self.metric = metric
        self.reference = reference
        self.rule = rule
        self.measuredAs = measuredAs
    }

    /// Every documented target, in the README's order.
    package static let all: [BenchTarget] = [
        BenchTarget(
            id: "threadCounterRead", title: "thread-counter read <= 2 ns", workload: "", metric: "",
            rule: .notMeasuredByBench("viewpressure probe bench"), measuredAs: "time per read"),
        BenchTarget(
            id: "heapSnapshot", title: "heap snapshot <= 15 us", workload: "", metric: "",
            rule: .notMeasuredByBench("viewpressure probe bench"), measuredAs: "time per snapshot"),
        BenchTarget(
            id: "ledgerOverhead", title: "ledger on vs no observer <= 1.10x", workload: "deepNavigation",
            metric: "deepNavigation.ledgerOverhead", rule: .atMost(1.10),
            measuredAs: "median of per-pass ratios, ledger / plain push+pop time"),
        BenchTarget(
            id: "deepPushRatio", title: "push per op, deep vs shallow <= 1.2", workload: "deepNavigation",
            metric: "deepNavigation.steadyState.depth*.pushRatio", rule: .atMost(1.2),
            measuredAs: "steady-state depth table: median of per-round ratios, interleaved chunks at each depth"),
        BenchTarget(
            id: "deepPopRatio", title: "pop per op, deep vs shallow <= 1.2", workload: "deepNavigation",
            metric: "deepNavigation.steadyState.depth*.popRatio", rule: .atMost(1.2),
            measuredAs: "steady-state depth table: median of per-round ratios, interleaved chunks at each depth"),
        BenchTarget(
            id: "residentDrop", title: "resident drop after a critical warning >= 95%", workload: "deepNavigation",
            metric: "deepNavigation.offscreenRelease.residentReturnedShare", rule: .atLeast(0.95),
            measuredAs: "(resident added - resident left) / resident added"),
        BenchTarget(
            id: "cellsCreated", title: "cells created <= visible + 2", workload: "largeTable",
            metric: "largeTable.rows*.fixed.cellsCreated", reference: "largeTable.rows*.fixed.maximumVisibleRows",
            rule: .atMostReferencePlus(2), measuredAs: "cells created / most rows visible at once"),
        BenchTarget(
            id: "steadyStateBytes", title: "0 B per scrolled row in steady state", workload: "largeTable",
            metric: "largeTable.*.steadyStateAllocatedBytes", rule: .atMost(0),
            measuredAs: "bytes allocated after the first screenful"),
        BenchTarget(
            id: "variableHeights", title: "variable heights <= 1.5x fixed per row", workload: "largeTable",
            metric: "largeTable.rows*.variableToFixedRatio", rule: .atMost(1.5),
            measuredAs: "ns/row variable / fixed, same run"),
        BenchTarget(
            id: "reuseSpeedup", title: "reuse >= 10x faster than no reuse", workload: "largeTable",
            metric: "largeTable.*reuseSpeedup", rule: .atLeast(10),
            measuredAs: "ns/row no reuse / reuse, same run"),
        BenchTarget(
            id: "linearScaling", title: "scales linearly: ns/row at the largest size <= 1.2x the smallest",
            workload: "largeTable", metric: "largeTable.rows*.fixed.nsPerRow", rule: .scaling(1.2),
            measuredAs: "ns/row, largest table / smallest table"),
    ]

    /// The text `*` matched when `name` matches `pattern`: `""` for a pattern without a
    /// star that equals `name`, nil when it does not match.
    package static func capture(_ pattern: String, in name: String) -> String? {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == name ? "" : nil }
        let prefix = pattern[..<star], suffix = pattern[pattern.index(after: star)...]
        guard name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        return String(name.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// `pattern` with its `*` replaced by `capture`.
    package static func substitute(_ pattern: String, _ capture: String) -> String {
        pattern.split(separator: "*", omittingEmptySubsequences: false).joined(separator: capture)
    }
}
