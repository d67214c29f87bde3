import Foundation
import MemoryProbe
package import Results

/// Each metric of a history store over its runs, with the band the history gate would have
/// drawn for each run from the runs before it: the data of the trend page
/// (`viewpressure report --history STORE --html FILE`).
///
/// For a timing metric, run `i`'s point is its location (``HistoryGate/location(_:)``: the
/// 20% trimmed geometric mean of its samples, what the gate compares), and its band is the
/// gate's two-sided prediction band from the `window` runs before it (same suite, build and
/// allocator configuration, as `compare --history` takes them): `exp(mean ± q·s·sqrt(1 + 1/W))`,
/// with `alpha` shared among the run's timing metrics. The gate's verdict for the run
/// (``HistoryGate/outcome(for:relativeThreshold:)`` with the default 5% threshold) colours
/// the point. Exact metrics have their values and no band (their gate is equality against
/// the last run). Runs before ``HistoryGate/minimumRuns`` have no band.
///
/// Cost: O(runs · window · samples) per metric; only the last ``maximumRuns`` runs of a
/// suite are drawn, so the page stays bounded however long the store grows.
package struct HistoryTrend: Sendable {
    /// The most runs of a suite drawn.
    package static let maximumRuns = 200

    package struct Point: Sendable, Hashable {
        package var run: Int
        package var value: Double
        /// The gate's band from the runs before, in the metric's unit.
        package var band: ClosedRange<Double>?
        package var outcome: HistoryGate.Outcome?
    }

    package struct Series: Sendable, Hashable {
        package var name: String
        package var unit: String
        package var kind: Metric.Kind
        package var direction: Metric.Direction
        package var points: [Point]
    }

    /// One suite (name and kind of run) of the store.
    package struct Suite: Sendable, Hashable {
        package var name: String
        package var kind: RunResults.Kind
        /// The drawn runs, oldest first.
        package var runs: [HistoryComparison.WindowRun]
        /// Runs of the store before the drawn ones.
        package var omitted: Int
        package var series: [Series]
    }

    package var suites: [Suite]

    package init(records: [HistoryRecord], window: Int = 10) {
        var order: [String] = [], groups: [String: [HistoryRecord]] = [:]
        for record in records {
            let key = "\(record.kind.rawValue)\u{1}\(record.name)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(record)
        }
        suites = order.map { key in Self.suite(groups[key]!, window: max(window, 1)) }
    }

    static func suite(_ all: [HistoryRecord], window: Int) -> Suite {
        let records = Array(all.suffix(maximumRuns))
        let offset = all.count - records.count
        var names: [String] = []
        for record in records { for metric in record.metrics where !names.contains(metric.name) { names.append(metric.name) } }
        let series = names.sorted().compactMap { name -> Series? in
            var points: [Point] = []
            var shape: Metric?
            for (index, record) in records.enumerated() {
                guard let metric = record.metrics.first(where: { $0.name == name }) else { continue }
                shape = shape ?? metric
                points.append(point(metric, run: index, record: record, before: Array(all[..<(offset + index)]), window: window))
            }
            guard let shape else { return nil }
            return Series(name: name, unit: shape.unit, kind: shape.kind, direction: shape.direction, points: points)
        }
        return Suite(
            name: all[0].name, kind: all[0].kind, runs: records.map { .init(commit: $0.commit, branch: $0.branch, time: $0.time) },
            omitted: offset, series: series)
    }

    static func point(_ metric: Metric, run: Int, record: HistoryRecord, before: [HistoryRecord], window: Int) -> Point {
        let samples = metric.samples.filter { $0 > 0 }
        guard metric.kind == .timing, !samples.isEmpty else { return Point(run: run, value: metric.value, band: nil, outcome: nil) }
        let comparable = before.filter {
            $0.environment.build == record.environment.build && $0.environment.allocator.incompatibility(with: record.environment.allocator) == nil
        }
        let past = comparable.suffix(window).compactMap { $0.metrics.first { $0.name == metric.name }?.samples }
            .filter { !$0.isEmpty && $0.allSatisfy { $0 > 0 } }
        let value = exp(HistoryGate.location(samples))
        guard past.count >= HistoryGate.minimumRuns else { return Point(run: run, value: value, band: nil, outcome: nil) }
        let timings = max(1, record.metrics.count { $0.kind == .timing })
        let alpha = HistoryGate.familyAlpha / Double(timings)
        let xs = past.map(HistoryGate.location)
        let w = Double(xs.count)
        let mean = xs.reduce(0, +) / w
        let variance = xs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (w - 1)
        let half = StudentT.quantile(1 - alpha, degrees: w - 1) * variance.squareRoot() * (1 + 1 / w).squareRoot()
        let outcome = HistoryGate.estimate(window: past, current: samples, direction: metric.direction, alpha: alpha)
            .map { HistoryGate.outcome(for: $0, relativeThreshold: Threshold.timingDefault.relative ?? 0.05) }
        return Point(run: run, value: value, band: exp(mean - half)...exp(mean + half), outcome: outcome)
    }
}
