/// The `"parameters"` of a custom scene, read by the scene's factory with typed accessors.
///
/// Every accessor names the parameter in its error; the scenario parser turns the error into
/// exit 2 with the JSON path (`scenes.inbox.parameters.messages`) and the line and column.
/// After the factory's `configure` closure returns, a parameter it never asked for is an
/// error too, so a typo is never silently ignored.
///
/// ```swift
/// let messages = try parameters.int("messages", in: 0...1_000_000, default: 1000)
/// let leaky = try parameters.bool("leaky", default: false)
/// ```
///
/// Cost: a linear search of the object's members per read; parameters are read once per
/// scene at parse time and once per instance.
public struct SceneParameters: Sendable, Hashable {
    /// The object the file wrote (`.object([])` when the scene has no `"parameters"`).
    public let value: JSONValue
    private let read: ReadKeys

    /// The keys the factory asked for, so that the rest can be rejected.
    final class ReadKeys: @unchecked Sendable, Hashable {
        // Only touched by the one parse or instantiation that owns these parameters.
        var keys: Set<String> = []
        static func == (lhs: ReadKeys, rhs: ReadKeys) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    public init(_ value: JSONValue = .object([])) {
        self.value = value
        self.read = ReadKeys()
    }

    /// The raw value of `key`, if present (marks it as read).
    public func value(_ key: String) -> JSONValue? {
        read.keys.insert(key)
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// An integer in `range`, or `fallback` when absent (`nil` fallback: required).
    public func int(_ key: String, in range: ClosedRange<Int>, default fallback: Int? = nil) throws(SceneParameterError) -> Int {
        guard let raw = value(key) else { return try require(fallback, key, "an integer from \(range.lowerBound) to \(range.upperBound)") }
        guard case .number(let text) = raw,
              let number = Int(text) ?? Double(text).flatMap({ $0 == $0.rounded() && abs($0) < 9e15 ? Int($0) : nil }),
              range.contains(number)
        else { throw SceneParameterError(key: key, message: "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(Self.describe(raw))") }
        return number
    }

    /// A number in `range`, or `fallback` when absent.
    public func double(_ key: String, in range: ClosedRange<Double>, default fallback: Double? = nil) throws(SceneParameterError) -> Double {
        guard let raw = value(key) else { return try require(fallback, key, "a number from \(range.lowerBound) to \(range.upperBound)") }
        guard case .number(let text) = raw, let number = Double(text), number.isFinite, range.contains(number) else {
            throw SceneParameterError(key: key, message: "expected a number from \(range.lowerBound) to \(range.upperBound), found \(Self.describe(raw))")
        }
        return number
    }

    /// `true` or `false`, or `fallback` when absent.
    public func bool(_ key: String, default fallback: Bool? = nil) throws(SceneParameterError) -> Bool {
        guard let raw = value(key) else { return try require(fallback, key, "true or false") }
        guard case .bool(let flag) = raw else { throw SceneParameterError(key: key, message: "expected true or false, found \(Self.describe(raw))") }
        return flag
    }

    /// A string (one of `choices`, when given), or `fallback` when absent.
    public func string(_ key: String, oneOf choices: [String]? = nil, default fallback: String? = nil) throws(SceneParameterError) -> String {
        guard let raw = value(key) else { return try require(fallback, key, "a string") }
        guard case .string(let text) = raw else { throw SceneParameterError(key: key, message: "expected a string, found \(Self.describe(raw))") }
        if let choices, !choices.contains(text) {
            throw SceneParameterError(key: key, message: "unknown value \"\(text)\"; expected one of " + choices.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        return text
    }

    /// Throws for the first key nobody read: called by the parser after `configure`.
    func rejectUnreadKeys() throws(SceneParameterError) {
        guard case .object(let members) = value else { return }
        for member in members where !read.keys.contains(member.key) {
            let known = read.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw SceneParameterError(key: member.key, message: "unknown parameter; expected " + (known.isEmpty ? "none" : "one of \(known)"))
        }
    }

    private func require<T>(_ fallback: T?, _ key: String, _ expected: String) throws(SceneParameterError) -> T {
        guard let fallback else { throw SceneParameterError(key: key, message: "missing; expected \(expected)") }
        return fallback
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .number(let text): text
        case .string(let text): "\"\(text)\""
        case .bool(let flag): String(flag)
        default: value.typeName
        }
    }
}

/// A custom scene's parameter that its factory rejected: the parameter's name (nil for the
/// parameters as a whole) and what was expected.
public struct SceneParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    public var key: String?
    public var message: String

    public init(key: String?, message: String) {
        self.key = key
        self.message = message
    }

    public var description: String { key.map { "\($0): \(message)" } ?? message }
}
