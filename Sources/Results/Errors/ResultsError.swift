/// Every error Results throws, in the manner of swift-subprocess's `SubprocessError`: one type
/// with a ``code`` to branch on and a ``message`` in words; ``description`` is what the CLI
/// prints after `error: ` (it exits 2 for every one of them, DESIGN.md's "invalid input").
public struct ResultsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// A results file that cannot be read or written (``ResultsWriter``).
        case results
        /// An input that cannot be read: missing, not a regular file, too large for the memory
        /// budget, not UTF-8 (the bounded reader every file input goes through).
        case input
        /// A stacks file that cannot be read.
        case stacks
        /// A run's trace that cannot be written (`cannot write trace PATH: ...`).
        case traceRecording
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

    /// `PATH:LINE: MESSAGE`, `PATH: MESSAGE` or `MESSAGE`; a trace that cannot be written says
    /// `cannot write trace PATH: MESSAGE`.
    public var description: String {
        guard let path else { return message }
        if code == .traceRecording { return "cannot write trace \(path): \(message)" }
        return line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)"
    }
}
