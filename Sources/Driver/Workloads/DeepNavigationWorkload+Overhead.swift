import Results

/// The instrumentation overhead with its interval: per-pass ratios (each observed pass over the
/// plain pass run beside it, alternated), their median and a 95% bootstrap interval of the
/// median, in wall time and in the thread's CPU time, with backing stores written (realistic)
/// and off (no page-fault noise from fresh pixels).
struct OverheadPasses {
    var plain: [DeepNavigationWorkload.Pass]
    var ledger: [DeepNavigationWorkload.Pass]
    var full: [DeepNavigationWorkload.Pass]
    var barePlain: [DeepNavigationWorkload.Pass]
    var bareLedger: [DeepNavigationWorkload.Pass]

    static func wall(_ pass: DeepNavigationWorkload.Pass) -> Double { Double(pass.pushNanoseconds + pass.popNanoseconds) }
    static func cpu(_ pass: DeepNavigationWorkload.Pass) -> Double { Double(pass.cpuNanoseconds) }

    static func ratios(
        _ observed: [DeepNavigationWorkload.Pass], _ plain: [DeepNavigationWorkload.Pass],
        _ measure: (DeepNavigationWorkload.Pass) -> Double
    ) -> [Double] {
        zip(observed, plain).map { measure($0) / max(1, measure($1)) }
    }
}

extension WorkloadReport {
    /// Adds the overhead lines (after the existing overhead lines) and their informational metrics.
    mutating func add(overhead passes: OverheadPasses, name n: String) {
        typealias P = OverheadPasses
        let ledgerWall = P.ratios(passes.ledger, passes.plain, P.wall)
        let ledgerCPU = P.ratios(passes.ledger, passes.plain, P.cpu)
        let fullWall = P.ratios(passes.full, passes.plain, P.wall)
        let bareWall = P.ratios(passes.bareLedger, passes.barePlain, P.wall)
        let bareCPU = P.ratios(passes.bareLedger, passes.barePlain, P.cpu)
        let rows: [(String, [Double])] = [
            ("ledger, wall", ledgerWall), ("ledger, CPU", ledgerCPU), ("whole profiler, wall", fullWall),
            ("ledger, backing stores off, wall", bareWall), ("ledger, backing stores off, CPU", bareCPU),
        ]
        var added = [
            "overhead per pass (median of \(ledgerWall.count) alternated per-pass ratios, 95% bootstrap interval of the median; "
                + "target: ledger median <= 1.03x, upper bound <= 1.05x):"
        ]
        for (label, ratios) in rows {
            added.append("  \(label): \(OverheadInterval(ratios: ratios).description)")
        }
        let faults = [("plain", passes.plain), ("ledger", passes.ledger), ("backing stores off, plain", passes.barePlain)]
            .map { "\($0.0) \(Int(Statistics.median(of: $0.1.map { Double($0.minorFaults) })))" }
        added.append("  minor page faults per pass (median): " + faults.joined(separator: ", "))
        let at = Swift.min(3, lines.count)
        lines.insert(contentsOf: added, at: at)
        metrics += [
            .timing("\(n).ledgerOverheadCPU", samples: ledgerCPU, unit: "ratio", informational: true),
            .timing("\(n).bare.ledgerOverhead", samples: bareWall, unit: "ratio", informational: true),
            .timing("\(n).bare.ledgerOverheadCPU", samples: bareCPU, unit: "ratio", informational: true),
        ]
    }
}
