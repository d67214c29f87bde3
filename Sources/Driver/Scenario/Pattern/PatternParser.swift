/// Reads a `messageMatches` pattern into a ``PatternNode`` (``MessagePatternMatcher`` lists
/// the syntax). Anything else NSRegularExpression knows (backreferences, lookaround,
/// possessive quantifiers, word boundaries, named groups, inline flags but a leading `(?i)`,
/// nested classes and set operations, `\p{...}`, `\Q...\E`) is refused with its position.
struct PatternParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// The largest `{m,n}` bound.
    static let maximumRepeat = 1_000

    init(_ pattern: String) { scalars = Array(pattern.unicodeScalars) }

    /// The pattern's tree, and whether it began with `(?i)`.
    mutating func parse() throws(PatternError) -> (node: PatternNode, ignoreCase: Bool) {
        var ignoreCase = false
        if scalars.starts(with: "(?i)".unicodeScalars) {
            ignoreCase = true
            index = 4
        }
        let node = try alternation()
        if index < scalars.count {  // only a ")" stops an alternation early
            throw PatternError(offset: index, message: "a \")\" with no \"(\" before it")
        }
        return (node, ignoreCase)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func alternation() throws(PatternError) -> PatternNode {
        var branches = [try sequence()]
        while current == "|" {
            index += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternate(branches)
    }

    private mutating func sequence() throws(PatternError) -> PatternNode {
        var items: [PatternNode] = []
        while let c = current, c != "|", c != ")" {
            var atom = try self.atom()
            while let q = current, q == "*" || q == "+" || q == "?" || q == "{" {
                if case .empty = atom { throw PatternError(offset: index, message: "\"\(q)\" with nothing before it to repeat") }
                let (min, max) = try quantifier()
                if current == "?" {
                    index += 1  // lazy: the same yes/no answer
                } else if current == "+" {
                    throw PatternError(offset: index, message: "a possessive quantifier (\"\(q)...+\") is not supported")
                }
                atom = .repetition(atom, min: min, max: max)
            }
            items.append(atom)
        }
        if items.isEmpty { return .empty }
        return items.count == 1 ? items[0] : .concat(items)
    }

    private mutating func quantifier() throws(PatternError) -> (Int, Int?) {
        let start = index
        let q = scalars[index]
        index += 1
        switch q {
        case "*": return (0, nil)
        case "+": return (1, nil)
        case "?": return (0, 1)
        default: break
        }
        let bad = PatternError(offset: start, message: "a \"{\" that does not start a {m}, {m,} or {m,n} quantifier (write \\{ for the character)")
        guard let min = number() else { throw bad }
        var max: Int? = min
        if current == "," {
            index += 1
            max = number()
        }
        guard current == "}" else { throw bad }
        index += 1
        if let max, max < min { throw PatternError(offset: start, message: "a quantifier {\(min),\(max)} whose maximum is below its minimum") }
        if min > Self.maximumRepeat || (max ?? 0) > Self.maximumRepeat {
            throw PatternError(offset: start, message: "a quantifier bound above \(Self.maximumRepeat)")
        }
        return (min, max)
    }

    private mutating func number() -> Int? {
        var value: Int?
        while let c = current, let digit = c.properties.numericType == .decimal && c.isASCII ? Int(c.value) - 48 : nil {
            value = min(100_000, (value ?? 0) * 10 + digit)
            index += 1
        }
        return value
    }

    private mutating func atom() throws(PatternError) -> PatternNode {
        let start = index
        let c = scalars[index]
        index += 1
        switch c {
        case "(":
            if current == "?" {
                if index + 1 < scalars.count, scalars[index + 1] == ":" {
                    index += 2
                } else {
                    throw PatternError(offset: start, message: "\(Self.groupKind(Array(scalars[index...].prefix(3)))) is not supported")
                }
            }
            let inner = try alternation()
            guard current == ")" else { throw PatternError(offset: start, message: "a \"(\" with no \")\" to close it") }
            index += 1
            return inner
        case "[": return .set(try characterClass(start: start))
        case ".": return .set(.dot)
        case "^": return .begin
        case "$": return .end
        case "\\": return try escape(inClass: false).map(PatternNode.set) ?? .empty
        case "*", "+", "?": throw PatternError(offset: start, message: "\"\(c)\" with nothing before it to repeat")
        case "{": throw PatternError(offset: start, message: "\"{\" with nothing before it to repeat (write \\{ for the character)")
        default: return .set(.scalar(c))
        }
    }

    private static func groupKind(_ after: [Unicode.Scalar]) -> String {
        let text = String(String.UnicodeScalarView(after))
        if text.hasPrefix("?=") || text.hasPrefix("?!") { return "a lookahead \"(\(text.prefix(2))\"" }
        if text.hasPrefix("?<=") || text.hasPrefix("?<!") { return "a lookbehind \"(\(text.prefix(3))\"" }
        if text.hasPrefix("?<") || text.hasPrefix("?P") { return "a named group \"(\(text.prefix(2))\"" }
        if text.hasPrefix("?>") { return "an atomic group \"(?>\"" }
        return "the group or flag \"(\(text)\" (only (...), (?:...) and a leading (?i) are)"
    }

    /// After a backslash: a set, or nil for nothing (never: every supported escape is a set).
    private mutating func escape(inClass: Bool) throws(PatternError) -> ScalarSet? {
        let start = index - 1
        guard let c = current else { throw PatternError(offset: start, message: "a \"\\\" at the end of the pattern") }
        index += 1
        switch c {
        case "d": return ScalarSet(items: [.digit(negated: false)])
        case "D": return ScalarSet(items: [.digit(negated: true)])
        case "w": return ScalarSet(items: [.word(negated: false)])
        case "W": return ScalarSet(items: [.word(negated: true)])
        case "s": return ScalarSet(items: [.space(negated: false)])
        case "S": return ScalarSet(items: [.space(negated: true)])
        case "t": return .scalar("\t")
        case "n": return .scalar("\n")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "e": return .scalar("\u{1B}")
        case "x", "u":
            let width = c == "x" ? 2 : 4
            var value: UInt32 = 0
            for _ in 0..<width {
                guard let h = current, let digit = h.isASCII ? Int(String(h), radix: 16) : nil else {
                    throw PatternError(offset: start, message: "\"\\\(c)\" needs \(width) hexadecimal digits")
                }
                value = value * 16 + UInt32(digit)
                index += 1
            }
            guard let scalar = Unicode.Scalar(value) else { throw PatternError(offset: start, message: "\"\\\(c)\" names no character") }
            return .scalar(scalar)
        default:
            if c.properties.isAlphabetic || c.properties.numericType != nil {
                let what =
                    c.properties.numericType != nil
                    ? "a backreference \"\\\(c)\""
                    : "b" == c || "B" == c ? "a word boundary \"\\\(c)\"" : "the escape \"\\\(c)\""
                throw PatternError(offset: start, message: "\(what) is not supported")
            }
            return .scalar(c)  // an escaped metacharacter or punctuation: itself
        }
    }

    private mutating func characterClass(start: Int) throws(PatternError) -> ScalarSet {
        var set = ScalarSet(items: [])
        if current == "^" {
            set.negated = true
            index += 1
        }
        var first = true
        while true {
            guard let c = current else { throw PatternError(offset: start, message: "a \"[\" with no \"]\" to close it") }
            if c == "]", !first { index += 1; break }
            if c == "]" { throw PatternError(offset: index, message: "an empty class \"[]\" (write \\] for the character)") }
            first = false
            if c == "[" {
                throw PatternError(offset: index, message: "a nested class or set operation (\"[\" inside a class) is not supported; write \\[")
            }
            if c == "&", index + 1 < scalars.count, scalars[index + 1] == "&" {
                throw PatternError(offset: index, message: "a set intersection \"&&\" is not supported")
            }
            let low = try classMember()
            guard case .range(let lowValue, let lowEnd) = low, lowValue == lowEnd, current == "-",
                index + 1 < scalars.count, scalars[index + 1] != "]"
            else {
                set.items.append(low)
                continue
            }
            let dash = index
            index += 1
            let high = try classMember()
            guard case .range(let highValue, let highEnd) = high, highValue == highEnd else {
                throw PatternError(offset: dash, message: "a range whose end is a class (\\d, \\w, \\s)")
            }
            guard lowValue <= highValue else { throw PatternError(offset: dash, message: "a range whose end is before its start") }
            set.items.append(.range(lowValue, highValue))
        }
        return set
    }

    private mutating func classMember() throws(PatternError) -> ScalarSet.Item {
        let c = scalars[index]
        index += 1
        guard c == "\\" else { return .range(c.value, c.value) }
        guard let escaped = try escape(inClass: true), let item = escaped.items.first else { return .range(0, 0) }
        return item
    }
}
