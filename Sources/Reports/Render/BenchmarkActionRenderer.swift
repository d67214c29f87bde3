public import Foundation
public import Results

/// Output for github-action-benchmark's custom tools, `customSmallerIsBetter` and
/// `customBiggerIsBetter`: JSON arrays of `{"name", "unit", "value", "range"?, "extra"?}`.
///
/// The action takes one tool (one direction) per file, so ``write(_:to:)`` writes two:
/// `FILE` holds the smaller-is-better metrics (always written, possibly `[]`), and `FILE`
/// with `-bigger` before its extension (`bench.json` -> `bench-bigger.json`) holds the
/// bigger-is-better ones, written only when there are some. Timing metrics carry a
/// `range` of `± half the interquartile range` and their sample count in `extra`.
/// Cost: linear in the metrics; called once per report.
public enum BenchmarkActionRenderer {
    /// One benchmark entry of the action's custom format.
    public struct Entry: Sendable, Hashable, Codable {
        public var name: String
        public var unit: String
        public var value: Double
        package var range: String?
        package var extra: String?
    }

    /// The entries for the metrics of one direction, in the results' order.
    package static func entries(_ results: RunResults, direction: Metric.Direction) -> [Entry] {
        results.metrics.filter { $0.direction == direction }.map { metric in
            guard metric.kind == .timing, !metric.samples.isEmpty else {
                return Entry(name: metric.name, unit: metric.unit, value: metric.value, range: nil, extra: "deterministic")
            }
            let sorted = metric.samples.sorted()
            let iqr = Statistics.quantile(ofSorted: sorted, 0.75) - Statistics.quantile(ofSorted: sorted, 0.25)
            return Entry(
                name: metric.name, unit: metric.unit, value: metric.value, range: "± \(Format.number((iqr / 2 * 1000).rounded() / 1000))",
                extra: "median of \(sorted.count) samples; min \(Format.number(sorted.first!)), max \(Format.number(sorted.last!))"
            )
        }
    }

    /// The JSON text of some entries.
    public static func encode(_ entries: [Entry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(entries)
        data.append(0x0A)
        return data
    }

    /// The path of the bigger-is-better file for `path`: `-bigger` before the extension.
    package static func biggerPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        let name = ext.isEmpty ? "\(stem)-bigger" : "\(stem)-bigger.\(ext)"
        return url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Writes `path` (smaller is better) and, when there are bigger-is-better metrics,
    /// ``biggerPath(for:)``, atomically. Returns the paths written.
    @discardableResult
    public static func write(_ results: RunResults, to path: String) throws -> [String] {
        try ResultsWriter.writeAtomically(encode(entries(results, direction: .smallerIsBetter)), to: path)
        let bigger = entries(results, direction: .biggerIsBetter)
        guard !bigger.isEmpty else { return [path] }
        let other = biggerPath(for: path)
        try ResultsWriter.writeAtomically(encode(bigger), to: other)
        return [path, other]
    }
}
