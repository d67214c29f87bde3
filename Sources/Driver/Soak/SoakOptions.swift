/// How `viewpressure soak` runs.
public struct SoakOptions: Sendable {
    /// Stop after this many random operations (all cycles together)...
    public var operations: Int?
    /// ...or after this many seconds of wall-clock time (the driver's own clock; the runtime
    /// itself stays on its virtual clock).
    public var durationSeconds: Double?
    /// The random walk's seed: the same seed gives the same operations and the same trace.
    public var seed: UInt64 = 1
    /// Random operations per cycle; each cycle ends with a critical warning, a teardown, a
    /// leak check, a purge and a retained-bytes sample.
    public var operationsPerCycle = 40
    /// The deepest navigation stack the walk builds.
    public var maximumDepth = 8
    /// Where to stream the trace, if anywhere.
    public var tracePath: String?
    /// Measure with jemalloc (off: no retained-bytes series, no verdict).
    public var measures = true

    public init() {}

    /// The default when neither a count nor a duration is given.
    public static let defaultOperations = 2000
}
