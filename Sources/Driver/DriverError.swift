/// What went wrong in the Driver: a scenario file that cannot be run (with its file, JSON path
/// and position), a custom scene's parameter (with its key), a workload parameter, a scene class
/// or its configuration, a scenario that failed while a workload ran it, a run too large for its
/// memory budget, or a ``ProfilingSession`` step the screen cannot take.
///
/// The module's one error type, in the manner of swift-subprocess's error: a ``code`` to branch
/// on, a ``message`` to show, and the context the code has. Codes are static members of an
/// extensible struct, so a new code breaks no `switch`. ``description`` composes the context
/// with the message; the CLI prints it and exits 2.
public struct DriverError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed.
    public let code: Code
    /// What is wrong and what to do, in one line.
    public let message: String
    /// The scenario file, for an error in a scenario that came from one.
    public let file: String?
    /// The JSON path of the offending value in a scenario, e.g. `steps[3].scene` (empty for the
    /// document); nil for an error that is not about a scenario's text.
    public let path: String?
    /// Where in the scenario's text, when known.
    public let position: SourcePosition?
    /// The custom scene's parameter a factory rejected; nil for the parameters as a whole and
    /// for other errors.
    public let key: String?

    package init(_ code: Code, _ message: String) {
        self.init(code, message, file: nil, path: nil, position: nil, key: nil)
    }

    /// A scenario's error at `path` (``Code/invalidScenario`` unless `code` says otherwise).
    init(_ code: Code = .invalidScenario, file: String?, path: String, message: String, position: SourcePosition? = nil) {
        self.init(code, message, file: file, path: path, position: position, key: nil)
    }

    private init(_ code: Code, _ message: String, file: String?, path: String?, position: SourcePosition?, key: String?) {
        self.code = code
        self.message = message
        self.file = file
        self.path = path
        self.position = position
        self.key = key
    }

    /// A custom scene's parameter that its factory rejects: the parameter's name (nil for the
    /// parameters as a whole) and what was expected. The code is ``Code/sceneParameter``.
    ///
    /// ```swift
    /// guard count.isMultiple(of: 2) else { throw DriverError.sceneParameter(key: "count", message: "expected an even number") }
    /// ```
    public static func sceneParameter(key: String?, message: String) -> DriverError {
        DriverError(.sceneParameter, message, file: nil, path: nil, position: nil, key: key)
    }

    /// For a scenario's error, `FILE:LINE:COLUMN: PATH: MESSAGE` (the shape compilers use, so
    /// editors can jump to it; `<scenario>` when there is no file); for a scene parameter,
    /// `KEY: MESSAGE`; otherwise the message.
    public var description: String {
        if let path {
            var prefix = file ?? "<scenario>"
            if let position { prefix += ":\(position.line):\(position.column)" }
            return path.isEmpty ? "\(prefix): \(message)" : "\(prefix): \(path): \(message)"
        }
        return key.map { "\($0): \(message)" } ?? message
    }
}
