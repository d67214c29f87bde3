public import Foundation
public import Results

/// How much a metric may change before its gate fails.
///
/// For a deterministic metric the allowed worsening is the larger of `absolute` (in the
/// metric's unit) and `relative x |baseline|`; with neither set it is 0 (exact).
/// For a timing metric only `relative` is used (the statistical gate's `t`); `absolute` is
/// ignored, and `--explain` says so.
public struct Threshold: Sendable, Hashable, Codable {
    public var absolute: Double?
    public var relative: Double?

    public init(absolute: Double? = nil, relative: Double? = nil) {
        self.absolute = absolute
        self.relative = relative
    }

    /// The built-in default for deterministic metrics: exact.
    package static let deterministicDefault = Threshold(absolute: 0)
    /// The built-in default for timing metrics: 5%.
    package static let timingDefault = Threshold(relative: 0.05)

    /// The worsening a deterministic metric with this baseline may show and still pass.
    public func tolerance(baseline: Double) -> Double {
        max(absolute ?? 0, (relative ?? 0) * abs(baseline))
    }

    /// `absolute 0`, `relative 10%`, `absolute 64, relative 1%`.
    public var description: String {
        var parts: [String] = []
        if let absolute { parts.append("absolute \(Format.number(absolute))") }
        if let relative { parts.append("relative \(Format.percent(relative))") }
        return parts.isEmpty ? "exact" : parts.joined(separator: ", ")
    }
}

/// Where a metric's threshold came from, for `viewpressure compare --explain`.
public enum ThresholdSource: Sendable, Hashable, CustomStringConvertible {
    /// viewpressure's built-in default for the metric's kind.
    case builtInDefault(Metric.Kind)
    /// The `defaults` entry for the kind in a thresholds file.
    case fileDefault(Metric.Kind, file: String)
    /// A pattern under `metrics` in a thresholds file.
    case pattern(String, file: String)

    public var description: String {
        switch self {
        case .builtInDefault(let kind): "built-in default (\(kind.rawValue))"
        case .fileDefault(let kind, let file): "defaults.\(kind.rawValue) in \(file)"
        case .pattern(let pattern, let file): "pattern \"\(pattern)\" in \(file)"
        }
    }
}

/// The thresholds of a comparison: defaults per metric kind and glob patterns per metric,
/// from built-in defaults and, optionally, a thresholds file (format 1).
///
/// ```json
/// {"format": 1,
///  "defaults": {"deterministic": {"absolute": 0}, "timing": {"relative": 0.05}},
///  "metrics": {"deepNavigation.*.pushNs": {"relative": 0.10},
///              "table.*.bytesPerRow": {"absolute": 0}}}
/// ```
/// Patterns use `*` (any run of characters, dots included) and `?` (one character). When
/// several patterns match a metric, the one with the most literal characters wins (ties:
/// the lexicographically smallest pattern); the winning entry replaces the default whole.
public struct Thresholds: Sendable {
    public var deterministic: Threshold = .deterministicDefault
    public var timing: Threshold = .timingDefault
    package var deterministicSource: ThresholdSource = .builtInDefault(.deterministic)
    package var timingSource: ThresholdSource = .builtInDefault(.timing)
    /// Patterns and their thresholds, sorted most specific first.
    package private(set) var patterns: [(pattern: String, threshold: Threshold)] = []
    /// The file the thresholds came from, if any.
    public var file: String?

    /// The built-in defaults: deterministic exact, timing 5%.
    public init() {}

    /// A metric's threshold, where it came from, and other patterns that matched but lost.
    public struct Resolved: Sendable, Hashable {
        public var threshold: Threshold
        public var source: ThresholdSource
        package var shadowed: [String]
    }

    /// Resolves the threshold of one metric. Cost: one glob match per pattern.
    package func resolve(_ name: String, kind: Metric.Kind) -> Resolved {
        let matching = patterns.filter { Glob.matches($0.pattern, name) }
        if let best = matching.first, let file {
            return Resolved(threshold: best.threshold, source: .pattern(best.pattern, file: file), shadowed: matching.dropFirst().map(\.pattern))
        }
        switch kind {
        case .deterministic: return Resolved(threshold: deterministic, source: deterministicSource, shadowed: [])
        case .timing: return Resolved(threshold: timing, source: timingSource, shadowed: [])
        }
    }

    /// Reads a thresholds file.
    ///
    /// - Throws: ``ReportsError`` naming the file and the JSON path of what is wrong.
    public static func load(from path: String) throws(ReportsError) -> Thresholds {
        let data: Data
        do { data = try BoundedInput.read(path, kind: .thresholds) } catch {
            throw ReportsError(.thresholds, error.message, path: path)
        }
        return try parse(data, file: path)
    }

    /// Parses the text of a thresholds file; `file` names it in errors and sources.
    public static func parse(_ data: Data, file: String) throws(ReportsError) -> Thresholds {
        func fail(_ message: String) -> ReportsError { ReportsError(.thresholds, message, path: file) }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw fail("not a JSON object")
        }
        if let unknown = Set(root.keys).subtracting(["format", "defaults", "metrics"]).sorted().first {
            throw fail("unknown key \"\(unknown)\" (expected format, defaults, metrics)")
        }
        guard (root["format"] as? NSNumber)?.intValue == 1 else { throw fail("format: expected 1") }
        var thresholds = Thresholds()
        thresholds.file = file
        if let defaults = root["defaults"] {
            guard let defaults = defaults as? [String: Any] else { throw fail("defaults: expected an object") }
            for (key, value) in defaults {
                guard let kind = Metric.Kind(rawValue: key) else {
                    throw fail("defaults.\(key): unknown metric kind (expected deterministic or timing)")
                }
                let threshold = try parseThreshold(value, path: "defaults.\(key)", file: file)
                switch kind {
                case .deterministic: (thresholds.deterministic, thresholds.deterministicSource) = (threshold, .fileDefault(kind, file: file))
                case .timing: (thresholds.timing, thresholds.timingSource) = (threshold, .fileDefault(kind, file: file))
                }
            }
        }
        if let metrics = root["metrics"] {
            guard let metrics = metrics as? [String: Any] else { throw fail("metrics: expected an object") }
            for (pattern, value) in metrics {
                thresholds.patterns.append((pattern, try parseThreshold(value, path: "metrics.\"\(pattern)\"", file: file)))
            }
        }
        thresholds.patterns.sort { a, b in
            let (la, lb) = (Glob.literalCount(a.pattern), Glob.literalCount(b.pattern))
            return la != lb ? la > lb : a.pattern < b.pattern
        }
        return thresholds
    }

    private static func parseThreshold(_ value: Any, path: String, file: String) throws(ReportsError) -> Threshold {
        guard let object = value as? [String: Any] else { throw ReportsError(.thresholds, "\(path): expected an object", path: file) }
        var threshold = Threshold()
        for (key, raw) in object {
            guard let number = raw as? NSNumber, String(cString: number.objCType) != "c", number.doubleValue.isFinite, number.doubleValue >= 0 else {
                throw ReportsError(.thresholds, "\(path).\(key): expected a non-negative number", path: file)
            }
            switch key {
            case "absolute": threshold.absolute = number.doubleValue
            case "relative": threshold.relative = number.doubleValue
            default: throw ReportsError(.thresholds, "\(path): unknown key \"\(key)\" (expected absolute, relative)", path: file)
            }
        }
        return threshold
    }
}
