/// A named figure that `viewpressure compare` gates on.
///
/// Deterministic metrics (bytes, counts, cells created, loads, leaks) have one value that
/// does not change from run to run, and are gated exactly or with an absolute tolerance.
/// Timing metrics carry several samples and are gated statistically.
public struct Metric: Sendable, Hashable, Codable {
    /// A dotted name, e.g. `deepNavigation.depth1000.pushAllocatedBytes`.
    public var name: String
    /// `B`, `count`, `ns`, `ns/op`, `B/op`, `ratio`...
    public var unit: String
    public var kind: Kind
    public var direction: Direction
    /// The metric's value: for timings, the median of the samples.
    public var value: Double
    /// Every sample, for timings (empty for deterministic metrics).
    public var samples: [Double]
    /// True for a figure that is reported but never gated: a timing measured once by design
    /// (one pass at a huge depth, a ratio of two chunks of one pass), which no statistical
    /// gate can judge. Absent (gated) in results of older versions.
    package var informational: Bool?

    /// Whether `compare` gates this metric.
    package var isGated: Bool { informational != true }

    public enum Kind: String, Sendable, Hashable, Codable {
        case deterministic, timing
    }

    public enum Direction: String, Sendable, Hashable, Codable {
        case smallerIsBetter, biggerIsBetter
    }

    public init(name: String, unit: String, kind: Kind, direction: Direction = .smallerIsBetter, value: Double, samples: [Double] = []) {
        self.name = name
        self.unit = unit
        self.kind = kind
        self.direction = direction
        self.value = value
        self.samples = samples
    }

    /// A deterministic metric.
    public static func exact(_ name: String, _ value: Double, unit: String, direction: Direction = .smallerIsBetter) -> Metric {
        Metric(name: name, unit: unit, kind: .deterministic, direction: direction, value: value)
    }

    /// A timing metric from its samples; the value is their median.
    ///
    /// - Parameter informational: reported, never gated (see ``informational``).
    public static func timing(
        _ name: String, samples: [Double], unit: String = "ns", direction: Direction = .smallerIsBetter,
        informational: Bool = false
    ) -> Metric {
        let median = Statistics.median(of: samples)
        var metric = Metric(name: name, unit: unit, kind: .timing, direction: direction, value: median, samples: samples)
        if informational { metric.informational = true }
        return metric
    }
}
