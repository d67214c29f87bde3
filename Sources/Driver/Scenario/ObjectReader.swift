/// Reads the members of one JSON object for the scenario parser: typed accessors that
/// throw ``DriverError`` with the member's JSON path, and a final check that rejects
/// keys nobody asked for (so a typo such as `"scnee"` is an error, not a silent default).
struct ObjectReader {
    let path: String
    let members: [(key: String, value: PositionedJSON)]
    let position: SourcePosition
    let file: String?
    private var used: Set<String> = []

    init(_ value: PositionedJSON, path: String, file: String?) throws(DriverError) {
        guard case .object(let members, let position) = value else {
            throw DriverError(file: file, path: path, message: "expected an object, found \(value.typeName)", position: value.position)
        }
        self.path = path
        self.members = members
        self.position = position
        self.file = file
    }

    func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func error(_ key: String?, _ message: String, at position: SourcePosition? = nil) -> DriverError {
        DriverError(file: file, path: key.map(childPath) ?? path, message: message, position: position ?? self.position)
    }

    mutating func value(_ key: String) -> PositionedJSON? {
        used.insert(key)
        return members.first { $0.key == key }?.value
    }

    mutating func required(_ key: String, _ expected: String) throws(DriverError) -> PositionedJSON {
        guard let value = value(key) else { throw error(key, "missing; expected \(expected)") }
        return value
    }

    mutating func string(_ key: String) throws(DriverError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text, _) = value else {
            throw error(key, "expected a string, found \(value.typeName)", at: value.position)
        }
        return text
    }

    mutating func requiredString(_ key: String) throws(DriverError) -> String {
        guard let text = try string(key) else { throw error(key, "missing; expected a string") }
        return text
    }

    mutating func bool(_ key: String) throws(DriverError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag, _) = value else {
            throw error(key, "expected true or false, found \(value.typeName)", at: value.position)
        }
        return flag
    }

    /// An integer member that must lie in `range`.
    mutating func int(_ key: String, in range: ClosedRange<Int>) throws(DriverError) -> Int? {
        guard let value = value(key) else { return nil }
        return try Self.integer(value, path: childPath(key), in: range, file: file)
    }

    mutating func requiredInt(_ key: String, in range: ClosedRange<Int>) throws(DriverError) -> Int {
        guard let number = try int(key, in: range) else {
            throw error(key, "missing; expected an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A number member that must lie in `range`.
    mutating func double(_ key: String, in range: ClosedRange<Double>) throws(DriverError) -> Double? {
        guard let value = value(key) else { return nil }
        guard case .number(let text, let position) = value, let number = Double(text), number.isFinite else {
            throw error(key, "expected a number, found \(value.typeName)", at: value.position)
        }
        guard range.contains(number) else {
            throw error(
                key, "expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), found \(text)", at: position)
        }
        return number
    }

    /// An enumerated string value: one of `choices`.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(DriverError) -> T?
    where T.RawValue == String {
        guard let text = try string(key) else { return nil }
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw error(key, "unknown value \"\(text)\"; expected one of \(names)", at: self.members.first { $0.key == key }?.value.position)
        }
        return value
    }

    /// An enumerated value named by its `description` (a type whose raw value is no name, such as
    /// `MemoryWarningLevel`): one of its cases.
    mutating func namedChoice<T: CaseIterable & CustomStringConvertible>(_ key: String, _ type: T.Type) throws(DriverError) -> T? {
        guard let text = try string(key) else { return nil }
        guard let value = T.allCases.first(where: { $0.description == text }) else {
            let names = T.allCases.map { "\"\($0.description)\"" }.joined(separator: ", ")
            throw error(key, "unknown value \"\(text)\"; expected one of \(names)", at: self.members.first { $0.key == key }?.value.position)
        }
        return value
    }

    /// A string from a fixed list.
    mutating func oneOf(_ key: String, _ choices: [String], default fallback: String) throws(DriverError) -> String {
        guard let text = try string(key) else { return fallback }
        guard choices.contains(text) else {
            let names = choices.map { "\"\($0)\"" }.joined(separator: ", ")
            throw error(key, "unknown value \"\(text)\"; expected one of \(names)", at: members.first { $0.key == key }?.value.position)
        }
        return text
    }

    /// Throws for the first key that no accessor asked for.
    func rejectUnknownKeys(allowed extra: Set<String> = []) throws(DriverError) {
        for member in members where !used.contains(member.key) && !extra.contains(member.key) {
            let known = used.union(extra).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw error(member.key, "unknown key; expected one of \(known)", at: member.value.position)
        }
    }

    /// An integer that must lie in `range`; the error names the range.
    static func integer(_ value: PositionedJSON, path: String, in range: ClosedRange<Int>, file: String?) throws(DriverError) -> Int {
        guard case .number(let text, let position) = value else {
            throw DriverError(file: file, path: path, message: "expected an integer, found \(value.typeName)", position: value.position)
        }
        let number = Int(text) ?? Double(text).flatMap { $0 == $0.rounded() && abs($0) < 9e15 ? Int($0) : nil }
        guard let number, range.contains(number) else {
            let expected = "an integer from \(range.lowerBound) to \(range.upperBound)"
            throw DriverError(file: file, path: path, message: "expected \(expected), found \(text)", position: position)
        }
        return number
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 9e15 ? String(Int(number)) : String(number)
    }
}
