/// A scenario file that cannot be run: malformed JSON (with line and column) or a value
/// that is missing, of the wrong type, or refers to nothing (with its JSON path).
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, when the scenario came from one.
    public var file: String?
    /// The JSON path of the offending value, e.g. `steps[3].scene`; empty for the document.
    public var path: String
    /// What is wrong and what was expected.
    public var message: String
    /// Where in the file, when known.
    public var position: SourcePosition?

    public init(file: String? = nil, path: String, message: String, position: SourcePosition? = nil) {
        self.file = file
        self.path = path
        self.message = message
        self.position = position
    }

    /// `FILE:LINE:COLUMN: PATH: MESSAGE`, the shape compilers use, so editors can jump to it.
    public var description: String {
        var prefix = file ?? "<scenario>"
        if let position { prefix += ":\(position.line):\(position.column)" }
        return path.isEmpty ? "\(prefix): \(message)" : "\(prefix): \(path): \(message)"
    }
}
