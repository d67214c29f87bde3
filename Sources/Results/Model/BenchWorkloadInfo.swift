/// What each built-in bench workload does, for the bench reports: the results file holds
/// only metrics, whose names start with the workload's name (`deepNavigation.…`).
///
/// The summaries repeat each `Workload` type's `summary` in the Driver module (Results does
/// not depend on Driver); a Driver test checks that the two agree.
package struct BenchWorkloadInfo: Sendable, Hashable {
    /// The workload's name, the prefix of its metrics.
    package var name: String
    /// A title for its report section.
    package var title: String
    /// One line that says what it does (the workload's `summary`).
    package var summary: String

    /// The built-in workloads, in `viewpressure list` order.
    package static let all: [BenchWorkloadInfo] = [
        BenchWorkloadInfo(
            name: "deepNavigation", title: "Deep navigation",
            summary: "push to depth D with warnings every K pushes, pop back to root; scaling, ledger overhead, warning release"),
        BenchWorkloadInfo(
            name: "largeTable", title: "Large table",
            summary:
                "scroll tables top to bottom, one row a step: fixed heights, variable heights and no reuse, then fixed at ten times the rows (1M and 10M rows; 100k and 1M with --quick)"
        ),
        BenchWorkloadInfo(
            name: "tabSwitching", title: "Tab switching",
            summary: "user taps cycling through T tabs, a warning every K taps; reloads of hidden tabs"),
        BenchWorkloadInfo(
            name: "modalChains", title: "Modal chains",
            summary: "present a full-screen chain of depth D, dismiss it from the root, R times"),
        BenchWorkloadInfo(
            name: "leakWalk", title: "Leak walk",
            summary: "explain one leak held only through an Unmanaged deep in an N-object graph (the retain-path walk's worst case)"),
        BenchWorkloadInfo(
            name: "layout", title: "Auto Layout passes",
            summary:
                "re-lay out a screen of V views with 4V constraints (constants unchanged, one changed) and a cell of S constrained labels per reuse"),
    ]

    /// The metrics of `workload` (names starting with `workload.`), in their order.
    package static func metrics(of workload: String, in metrics: [Metric]) -> [Metric] {
        metrics.filter { $0.name.hasPrefix(workload + ".") }
    }

    /// The workloads that have metrics in `results`: the known ones in their order, then any
    /// other name prefix (a workload this version does not describe) with an empty summary.
    package static func present(in results: RunResults) -> [BenchWorkloadInfo] {
        var prefixes: [String] = []
        for metric in results.metrics {
            let prefix = String(metric.name.prefix { $0 != "." })
            if !prefixes.contains(prefix) { prefixes.append(prefix) }
        }
        let known = all.filter { prefixes.contains($0.name) }
        let unknown = prefixes.filter { prefix in !all.contains { $0.name == prefix } }
            .map { BenchWorkloadInfo(name: $0, title: $0, summary: "") }
        return known + unknown
    }
}
