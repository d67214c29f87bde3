import Foundation

/// How a step is expected to fail (`"expect"` on a step, docs/SCENARIO-FORMAT.md, "Expected
/// failures"): UIKit raises an exception of a name, with a message matching a pattern, or logs a
/// diagnostic of a code; the state on screen stays as it was. The run checks it and goes on; a step
/// that does not fail that way stops the run (exit 1) naming the step and what differed.
package struct StepExpectation: Sendable, Hashable {
    /// The exception's name UIKit must raise (`NSInternalInconsistencyException`...), if any.
    package var error: String?
    /// What the exception's reason (or, without `error`, the diagnostic's message) must match.
    package var message: MessagePattern?
    /// The code of a diagnostic the step must record (`alreadyPresenting`...), if any.
    package var diagnostic: String?
    /// Whether the step must leave the controllers on screen and every table as they were
    /// (default: true when an exception is expected, false for a diagnostic alone).
    package var unchanged: Bool

    package init(error: String? = nil, message: MessagePattern? = nil, diagnostic: String? = nil, unchanged: Bool? = nil) {
        self.error = error
        self.message = message
        self.diagnostic = diagnostic
        self.unchanged = unchanged ?? (error != nil)
    }

    /// A pattern on a message: a substring (`"message"`) or a regular expression (`"messageMatches"`,
    /// a subset of NSRegularExpression's syntax matched in linear time by
    /// ``MessagePatternMatcher``, searched anywhere in the message).
    package enum MessagePattern: Sendable, Hashable, CustomStringConvertible {
        case contains(String)
        case matches(String)

        /// Whether `text` matches. A pattern that does not compile matches nothing (the parser
        /// refuses such patterns, so a parsed scenario never has one).
        package func matches(_ text: String) -> Bool {
            switch self {
            case .contains(let part):
                return text.contains(part)
            case .matches(let pattern):
                guard let matcher = try? MessagePatternMatcher(pattern) else { return false }
                return matcher.matches(text)
            }
        }

        package var description: String {
            switch self {
            case .contains(let part): "containing \"\(part)\""
            case .matches(let pattern): "matching /\(pattern)/"
            }
        }
    }

    /// What the step was expected to do, for messages: `NSInternalInconsistencyException
    /// containing "Invalid update"`, `a diagnostic alreadyPresenting`.
    package var summary: String {
        var parts: [String] = []
        if let error { parts.append(error + (message.map { " \($0)" } ?? "")) }
        if let diagnostic { parts.append("a diagnostic \(diagnostic)" + (error == nil ? message.map { " \($0)" } ?? "" : "")) }
        return parts.joined(separator: " and ")
    }
}
