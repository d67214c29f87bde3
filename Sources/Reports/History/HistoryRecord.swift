public import Results

/// One run in a history store: where and when it ran, and every metric with its samples.
///
/// Made from a results file by ``init(results:commit:branch:time:)`` (`viewpressure history
/// add`); read back by ``HistoryStore/records()`` and gated against by ``HistoryComparison``.
/// About 30 bytes per sample and 150 per metric in the store.
public struct HistoryRecord: Sendable, Hashable, Codable {
    /// The commit measured (a SHA, or any label).
    public var commit: String
    /// The branch it was on; `compare --history --branch` filters on it.
    public var branch: String
    /// When it ran: ISO 8601, UTC.
    public var time: String
    /// The suite's or scenario's name and the kind of run; only runs of the same suite and
    /// kind form a window.
    public var name: String
    public var kind: RunResults.Kind
    public var environment: RunEnvironment
    /// The units of work the run held (``RunResults/work``).
    public var work: [String]?
    /// Every metric, timing samples included, sorted by name.
    public var metrics: [Metric]

    public init(results: RunResults, commit: String, branch: String, time: String) {
        self.commit = commit
        self.branch = branch
        self.time = time
        name = results.name
        kind = results.kind
        environment = results.environment
        work = results.work
        metrics = results.metrics.sorted { $0.name < $1.name }
    }

    /// The first 12 characters of ``commit``.
    package var shortCommit: String { String(commit.prefix(12)) }
}
