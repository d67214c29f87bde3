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
    /// Set when reading for `viewpressure list`: every accessor records its parameter and
    /// returns its default (or a placeholder for a required one) instead of throwing.
    private let discovery: Discovery?

    /// The parameters a factory reads, in the order it reads them (``SceneRegistry/parameters(of:)``).
    final class Discovery: @unchecked Sendable, Hashable {
        static func == (lhs: Discovery, rhs: Discovery) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
        // Only touched by the one discovery call that owns it.
        var found: [SceneParameterInfo] = []
        func note(_ key: String, _ kind: String, _ fallback: String?) {
            if !found.contains(where: { $0.name == key }) { found.append(SceneParameterInfo(name: key, kind: kind, defaultValue: fallback)) }
        }
    }

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
        self.discovery = nil
    }

    init(discovering discovery: Discovery) {
        value = .object([])
        read = ReadKeys()
        self.discovery = discovery
    }

    /// The raw value of `key`, if present (marks it as read).
    public func value(_ key: String) -> JSONValue? {
        read.keys.insert(key)
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// An integer in `range`, or `fallback` when absent (`nil` fallback: required).
    public func int(_ key: String, in range: ClosedRange<Int>, default fallback: Int? = nil) throws(DriverError) -> Int {
        if let discovery {
            discovery.note(key, "integer \(range.lowerBound)...\(range.upperBound)", fallback.map(String.init))
            return fallback ?? range.lowerBound
        }
        guard let raw = value(key) else { return try require(fallback, key, "an integer from \(range.lowerBound) to \(range.upperBound)") }
        guard case .number(let text) = raw,
            let number = Int(text) ?? Double(text).flatMap({ $0 == $0.rounded() && abs($0) < 9e15 ? Int($0) : nil }),
            range.contains(number)
        else {
            throw DriverError.sceneParameter(
                key: key, message: "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(Self.describe(raw))")
        }
        return number
    }

    /// A number in `range`, or `fallback` when absent.
    package func double(_ key: String, in range: ClosedRange<Double>, default fallback: Double? = nil) throws(DriverError) -> Double {
        if let discovery {
            discovery.note(key, "number \(range.lowerBound)...\(range.upperBound)", fallback.map { "\($0)" })
            return fallback ?? range.lowerBound
        }
        guard let raw = value(key) else { return try require(fallback, key, "a number from \(range.lowerBound) to \(range.upperBound)") }
        guard case .number(let text) = raw, let number = Double(text), number.isFinite, range.contains(number) else {
            throw DriverError.sceneParameter(
                key: key, message: "expected a number from \(range.lowerBound) to \(range.upperBound), found \(Self.describe(raw))")
        }
        return number
    }

    /// `true` or `false`, or `fallback` when absent.
    public func bool(_ key: String, default fallback: Bool? = nil) throws(DriverError) -> Bool {
        if let discovery {
            discovery.note(key, "true or false", fallback.map(String.init))
            return fallback ?? false
        }
        guard let raw = value(key) else { return try require(fallback, key, "true or false") }
        guard case .bool(let flag) = raw else {
            throw DriverError.sceneParameter(key: key, message: "expected true or false, found \(Self.describe(raw))")
        }
        return flag
    }

    /// A string (one of `choices`, when given), or `fallback` when absent.
    public func string(_ key: String, oneOf choices: [String]? = nil, default fallback: String? = nil) throws(DriverError) -> String {
        if let discovery {
            discovery.note(
                key, choices.map { "one of " + $0.map { "\"\($0)\"" }.joined(separator: ", ") } ?? "a string", fallback.map { "\"\($0)\"" })
            return fallback ?? choices?.first ?? ""
        }
        guard let raw = value(key) else { return try require(fallback, key, "a string") }
        guard case .string(let text) = raw else {
            throw DriverError.sceneParameter(key: key, message: "expected a string, found \(Self.describe(raw))")
        }
        if let choices, !choices.contains(text) {
            throw DriverError.sceneParameter(
                key: key, message: "unknown value \"\(text)\"; expected one of " + choices.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        return text
    }

    /// Throws for the first key nobody read: called by the parser after `configure`.
    func rejectUnreadKeys() throws(DriverError) {
        guard case .object(let members) = value else { return }
        for member in members where !read.keys.contains(member.key) {
            let known = read.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw DriverError.sceneParameter(key: member.key, message: "unknown parameter; expected " + (known.isEmpty ? "none" : "one of \(known)"))
        }
    }

    private func require<T>(_ fallback: T?, _ key: String, _ expected: String) throws(DriverError) -> T {
        guard let fallback else { throw DriverError.sceneParameter(key: key, message: "missing; expected \(expected)") }
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

/// One parameter a custom scene's factory reads, as `viewpressure list` prints it.
public struct SceneParameterInfo: Sendable, Hashable {
    public var name: String
    /// "integer 0...100000", "true or false", "one of "a", "b"", "a string".
    public var kind: String
    /// The default as JSON would write it, or nil when the parameter is required.
    package var defaultValue: String?
}
