/// One line of a trace file (format 1, JSON Lines, keys ``TraceSchema/Key``), parsed
/// without Foundation.
///
/// The parser reads a flat JSON object (string, number, boolean and null values; nested
/// values are skipped) from a byte buffer and keeps only the keys the renderers use. It is
/// called once per line by Reports' `PerfettoTraceConverter`; it allocates only the few small
/// strings it keeps and runs in about a microsecond per line in release builds.
package struct TraceLine: Sendable, Hashable {
    package var seq: Int?
    package var controller: String?
    package var event: String = ""
    /// Begin time, nanoseconds since the run started (probe on).
    package var ts: Int64?
    /// Inclusive duration in nanoseconds (probe on; absent for `init` and `deinit`).
    package var dur: Int64?
    package var allocatedBytes: Int64?
    package var freedBytes: Int64?
    /// Exclusive nanoseconds.
    package var ns: Int64?
    /// `memoryWarning`'s level, `step`'s op, `diagnostic`'s message, `didMoveToParent`'s parent.
    package var level: String?
    package var op: String?
    package var index: Int?
    package var message: String?
    /// The phase's name (`launch`, each `checkpoint`), on `phase` lines.
    package var label: String?
    package var parent: String?
    /// A header line's `format` (`{"format": 1, ...}`), if the line is one.
    package var format: Int?

    package init() {}

    /// Parses one line; nil when it is not a JSON object.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> TraceLine? {
        var parser = FlatJSONParser(bytes: bytes)
        var line = TraceLine()
        guard parser.object({ key, value in line.assign(key, value) }) else { return nil }
        return line
    }

    /// Parses one line of text (tests and small inputs).
    package static func parse(_ text: String) -> TraceLine? {
        var copy = text
        return copy.withUTF8 { parse($0) }
    }

    private mutating func assign(_ key: String, _ value: FlatJSONParser.Value) {
        switch TraceSchema.Key(rawValue: key) {
        case .seq: seq = value.int.map(Int.init)
        case .controller: controller = value.string
        case .event: event = value.string ?? ""
        case .ts: ts = value.int
        case .dur: dur = value.int
        case .allocatedBytes: allocatedBytes = value.int
        case .freedBytes: freedBytes = value.int
        case .ns: ns = value.int
        case .level: level = value.string
        case .op: op = value.string
        case .index: index = value.int.map(Int.init)
        case .message: message = value.string
        case .label: label = value.string
        case .parent: parent = value.string
        case .format: format = value.int.map(Int.init)
        case .animated, .segue, .width, .height, .`class`, .table, .rows, .selected, .selectedCount, .visible, .visibleCount, .view, .source, nil:
            break
        }
    }
}

/// A minimal parser for one flat JSON object.
struct FlatJSONParser {
    enum Value {
        case string(String), number(Double, isInteger: Bool, Int64), bool(Bool), null, nested

        var string: String? { if case .string(let text) = self { text } else { nil } }
        var int: Int64? {
            switch self {
            case .number(let double, let isInteger, let integer): isInteger ? integer : Int64(exactly: double.rounded())
            default: nil
            }
        }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses `{ "key": value, ... }`, calling `body` for each member. False on a syntax error.
    mutating func object(_ body: (String, Value) -> Void) -> Bool {
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return false }
        skipSpace()
        if take(UInt8(ascii: "}")) { return trailingSpaceOnly() }
        while true {
            skipSpace()
            guard let key = string() else { return false }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipSpace()
            guard let value = value() else { return false }
            body(key, value)
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { return false }
            return trailingSpaceOnly()
        }
    }

    private mutating func trailingSpaceOnly() -> Bool {
        skipSpace()
        return position == bytes.count
    }

    private mutating func value() -> Value? {
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "\""): return string().map(Value.string)
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return literal("null") ? .null : nil
        case UInt8(ascii: "{"), UInt8(ascii: "["): return skipNested() ? .nested : nil
        default: return number()
        }
    }

    private mutating func number() -> Value? {
        let start = position
        var integer: Int64 = 0, negative = false, isInteger = true, overflow = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { negative = true; position += 1 }
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= 48, byte <= 57 {
                let (times, o1) = integer.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(Int64(byte - 48))
                integer = sum
                overflow = overflow || o1 || o2
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-")
            {
                isInteger = false
            } else {
                break
            }
            position += 1
        }
        guard position > start else { return nil }
        if isInteger, !overflow { return .number(Double(negative ? -integer : integer), isInteger: true, negative ? -integer : integer) }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let double = Double(text) else { return nil }
        return .number(double, isInteger: false, 0)
    }

    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        var escaped = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                return escaped ? Self.unescape(raw) : String(decoding: raw, as: UTF8.self)
            }
            position += 1
        }
        return nil
    }

    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else { out.append(byte); index += 1; continue }
            let next = raw[index + 1]
            index += 2
            switch next {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard index + 4 <= raw.count,
                    let code = UInt32(String(decoding: UnsafeBufferPointer(rebasing: raw[index..<index + 4]), as: UTF8.self), radix: 16)
                else { return nil }
                index += 4
                let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: out.append(next)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
        position += count
        return true
    }

    private mutating func skipNested() -> Bool {
        var depth = 0, inString = false
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if inString {
                if byte == UInt8(ascii: "\\") { position += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    private mutating func skipSpace() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0D || bytes[position] == 0x0A {
            position += 1
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }
}
