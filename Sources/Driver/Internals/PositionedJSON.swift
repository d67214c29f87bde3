/// A JSON value that remembers where it was written, so that scenario errors can name the
/// line and column as well as the JSON path.
///
/// Parsed by ``PositionedJSONParser``; numbers keep their source text so that integers are
/// never routed through `Double`.
indirect enum PositionedJSON: Sendable {
    case object([(key: String, value: PositionedJSON)], SourcePosition)
    case array([PositionedJSON], SourcePosition)
    case string(String, SourcePosition)
    case number(String, SourcePosition)
    case bool(Bool, SourcePosition)
    case null(SourcePosition)

    var position: SourcePosition {
        switch self {
        case .object(_, let p), .array(_, let p), .string(_, let p), .number(_, let p), .bool(_, let p), .null(let p): p
        }
    }

    /// The JSON type name used in error messages: ``JSONValue/typeName``'s ("object", "array",
    /// "string", "number", "boolean", "null"), one list. Error paths only: it converts the value.
    var typeName: String { JSONValue(self).typeName }
}

/// A 1-based line and column in a source file.
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    package var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column)" }
}

/// A strict RFC 8259 JSON parser that records positions. Errors name the line and column.
struct PositionedJSONParser {
    struct Failure: Error {
        var message: String
        var position: SourcePosition
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private static let maximumDepth = 512

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Parses one JSON document; trailing non-whitespace is an error.
    static func parse(_ text: String) throws(Failure) -> PositionedJSON {
        var parser = PositionedJSONParser(text)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    private var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

    private func failure(_ message: String) -> Failure { Failure(message: message, position: position) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws(Failure) -> PositionedJSON {
        guard index < bytes.count else { throw failure("unexpected end of input: expected a value") }
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(start)
        case UInt8(ascii: "["): return try parseArray(start)
        case UInt8(ascii: "\""): return .string(try parseString(), start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true, start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false, start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null(start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber(), start)
        default: throw failure("unexpected character '\(Character(Unicode.Scalar(bytes[index])))': expected a value")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(Failure) {
        let start = position
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                throw Failure(message: "invalid literal: expected '\(literal)'", position: start)
            }
            index += 1
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject(_ start: SourcePosition) throws(Failure) -> PositionedJSON {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: PositionedJSON)] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, start) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a string key") }
            let keyPosition = position
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw Failure(message: "duplicate key \"\(key)\"", position: keyPosition)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of input: expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, start) }
            throw failure("expected ',' or '}' in object")
        }
    }

    private mutating func parseArray(_ start: SourcePosition) throws(Failure) -> PositionedJSON {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [PositionedJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, start) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of input: expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, start) }
            throw failure("expected ',' or ']' in array")
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = [UInt8]()
        func flush() { if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run.removeAll() } }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("invalid UTF-16 surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            case 0..<0x20:
                throw failure("control character in string (escape it)")
            default:
                run.append(byte)
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { throw failure("invalid \\u escape") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(Failure) -> String {
        let start = index
        let startPosition = position
        func failure(_ message: String) -> Failure { Failure(message: message, position: startPosition) }
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits() > 0 else { throw failure("invalid number") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 { throw failure("invalid number: leading zero") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("invalid number: expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("invalid number: expected exponent digits") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
