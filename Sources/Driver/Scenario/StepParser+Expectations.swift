import Foundation

/// A step's `"expect"` object: `{"error": NAME, "message": TEXT, "messageMatches": REGEX,
/// "diagnostic": CODE, "unchanged": BOOL}` (docs/SCENARIO-FORMAT.md, "Expected failures").
extension StepParser {
    /// The longest `error`, `message`, `messageMatches` or `diagnostic` string.
    static let maximumExpectationText = 1_000

    func expectation(_ reader: inout ObjectReader, op: String) throws(DriverError) -> StepExpectation? {
        guard let value = reader.value("expect") else { return nil }
        let path = reader.childPath("expect")
        guard op != "repeat" else {
            throw DriverError(
                file: file, path: path, message: "a repeat cannot expect a failure; put \"expect\" on the steps it repeats", position: value.position)
        }
        var object = try ObjectReader(value, path: path, file: file)
        let error = try boundedText(&object, "error")
        let diagnostic = try boundedText(&object, "diagnostic")
        let substring = try boundedText(&object, "message")
        let pattern = try boundedText(&object, "messageMatches")
        let unchanged = try object.bool("unchanged")
        try object.rejectUnknownKeys()
        guard error != nil || diagnostic != nil else {
            throw object.error(
                nil,
                "expected \"error\" (an exception name such as \"NSInternalInconsistencyException\") or \"diagnostic\" (a diagnostic code such as \"alreadyPresenting\")"
            )
        }
        var message: StepExpectation.MessagePattern?
        switch (substring, pattern) {
        case (.some, .some):
            throw object.error("messageMatches", "give \"message\" (a substring) or \"messageMatches\" (a regular expression), not both")
        case (.some(let part), nil):
            message = .contains(part)
        case (nil, .some(let regex)):
            do { _ = try MessagePatternMatcher(regex) } catch {
                throw object.error(
                    "messageMatches",
                    "not a regular expression this version matches: at character \(error.offset + 1) of \"\(regex)\": \(error.message)",
                    at: object.members.first { $0.key == "messageMatches" }?.value.position)
            }
            message = .matches(regex)
        case (nil, nil):
            break
        }
        return StepExpectation(error: error, message: message, diagnostic: diagnostic, unchanged: unchanged)
    }

    /// A non-empty string of at most ``maximumExpectationText`` characters.
    private func boundedText(_ reader: inout ObjectReader, _ key: String) throws(DriverError) -> String? {
        guard let text = try reader.string(key) else { return nil }
        let position = reader.members.first { $0.key == key }?.value.position
        guard !text.isEmpty else { throw reader.error(key, "expected a non-empty string", at: position) }
        guard text.count <= Self.maximumExpectationText else {
            throw reader.error(key, "expected at most \(Self.maximumExpectationText) characters, found \(text.count)", at: position)
        }
        return text
    }
}
