public import Foundation
public import Results

/// Output in Bencher Metric Format (BMF) JSON, for `bencher run --adapter json --file FILE`:
/// an object keyed by benchmark name, each an object keyed by measure slug, each
/// `{"value": number, "lower_value"?: number, "upper_value"?: number}`.
///
/// Each metric is one benchmark (its full dotted name) with one measure named after its unit
/// (``measureSlug(for:)``): nanoseconds go to Bencher's built-in `latency` measure, bytes to
/// `bytes`, counts to `count`, and so on; Bencher creates a measure the first time it sees
/// its slug. A measure holds metrics of one unit and one direction only, because Bencher's
/// thresholds are set per measure with an upper or a lower boundary: a bigger-is-better metric
/// (a reuse ratio, a speedup) gets its unit's slug with `-higher-is-better` appended, so it
/// never shares a measure with the smaller-is-better metrics of its unit (an overhead ratio). Timing metrics give their median as `value` and their 25th and 75th percentiles
/// as `lower_value` and `upper_value`; exact metrics give `value` only. Bencher's own
/// thresholds then track history in its dashboard. Cost: linear in the metrics; called once
/// per report.
public enum BencherRenderer {
    /// One BMF metric.
    package struct Value: Sendable, Hashable, Codable {
        public var value: Double
        package var lowerValue: Double?
        package var upperValue: Double?

        enum CodingKeys: String, CodingKey {
            case value, lowerValue = "lower_value", upperValue = "upper_value"
        }
    }

    /// The BMF document of a run: benchmark name -> measure slug -> value.
    package static func document(_ results: RunResults) -> [String: [String: Value]] {
        var document: [String: [String: Value]] = [:]
        for metric in results.metrics where metric.value.isFinite {
            var value = Value(value: metric.value)
            if metric.kind == .timing, metric.samples.count > 1 {
                let sorted = metric.samples.sorted()
                value.lowerValue = Statistics.quantile(ofSorted: sorted, 0.25)
                value.upperValue = Statistics.quantile(ofSorted: sorted, 0.75)
            }
            document[metric.name, default: [:]][measureSlug(for: metric.unit, direction: metric.direction)] = value
        }
        return document
    }

    /// The measure slug of a unit: `ns`, `ns/op` and `ns/row` -> `latency`, `B` -> `bytes`,
    /// `B/op` -> `bytes-per-op`, `count` -> `count`; others lower-cased, with runs of other
    /// characters turned into `-` and `/` read as `per` (at most 64 characters).
    package static func measureSlug(for unit: String, direction: Metric.Direction) -> String {
        let slug = measureSlug(for: unit)
        return direction == .biggerIsBetter ? String(slug.prefix(64 - 17)) + "-higher-is-better" : slug
    }

    /// The measure slug of a smaller-is-better unit (see ``measureSlug(for:direction:)``).
    package static func measureSlug(for unit: String) -> String {
        if unit == "ns" || unit.hasPrefix("ns/") { return "latency" }
        if unit == "B" { return "bytes" }
        if unit.isEmpty { return "value" }
        var slug = ""
        for character in unit.lowercased().replacingOccurrences(of: "/", with: " per ").replacingOccurrences(of: "b ", with: "bytes ") {
            if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "value" : String(slug.prefix(64))
    }

    /// The JSON text of a run's BMF document (keys sorted).
    public static func encode(_ results: RunResults) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(document(results))
        data.append(0x0A)
        return data
    }

    /// Writes the BMF file atomically.
    public static func write(_ results: RunResults, to path: String) throws {
        try ResultsWriter.writeAtomically(encode(results), to: path)
    }
}
