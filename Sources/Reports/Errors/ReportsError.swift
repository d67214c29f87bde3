/// Every error Reports throws, in the manner of swift-subprocess's `SubprocessError`: one type
/// with a ``code`` to branch on and a ``message`` in words; ``description`` is what the CLI
/// prints after `error: ` (it exits 2 for every one of them, DESIGN.md's "invalid input").
/// The results model, its file and the bounded input reader throw Results' `ResultsError`.
public struct ReportsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// A thresholds file that cannot be used (``Thresholds``).
        case thresholds
        /// Two runs that must not be compared (``BaselineComparison``).
        case comparison
        /// A history store that cannot be used, or a history gate that cannot run (``HistoryStore``).
        case history
        /// A `--shard` or `--seeds` value that cannot be used (``Shard``, ``SeedRange``).
        case shard
        /// Results files that cannot be merged (``ResultsMerger``).
        case merge
        /// A trace file that cannot be read or converted (``PerfettoTraceConverter``).
        case traceConversion
    }

    /// What failed.
    public var code: Code
    /// The file the error is about, when the message does not already name it.
    public var path: String?
    /// The line of ``path``, when one line is at fault.
    public var line: Int?
    /// What is wrong, in words.
    public var message: String

    public init(_ code: Code, _ message: String, path: String? = nil, line: Int? = nil) {
        self.code = code
        self.message = message
        self.path = path
        self.line = line
    }

    /// `PATH:LINE: MESSAGE`, `PATH: MESSAGE` or `MESSAGE`.
    public var description: String {
        guard let path else { return message }
        return line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)"
    }
}
