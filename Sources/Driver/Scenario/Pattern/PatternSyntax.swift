/// The parsed form of a `messageMatches` pattern (``MessagePatternMatcher``): what the parser
/// reads and the compiler turns into a program.
indirect enum PatternNode: Sendable, Equatable {
    /// Matches the empty string (an empty alternative, `()`).
    case empty
    /// One character of a set (a literal, `.`, `\d`, `[a-z]`).
    case set(ScalarSet)
    /// `^`: the start of the message.
    case begin
    /// `$`: the end of the message, or before a final line terminator.
    case end
    case concat([PatternNode])
    case alternate([PatternNode])
    /// `x{min,max}`; `max` nil is unbounded (`*`, `+`, `{m,}`).
    case repetition(PatternNode, min: Int, max: Int?)
}

/// A set of Unicode scalars: ranges and the named classes `\d`, `\w`, `\s`, possibly negated.
struct ScalarSet: Sendable, Equatable {
    enum Item: Sendable, Equatable {
        case range(UInt32, UInt32)
        /// `\d` (a decimal digit), `\w` (a letter, mark, digit or connector), `\s` (white
        /// space); `negated` for `\D`, `\W`, `\S`.
        case digit(negated: Bool), word(negated: Bool), space(negated: Bool)
    }

    var items: [Item]
    var negated = false

    static func scalar(_ value: Unicode.Scalar) -> ScalarSet { ScalarSet(items: [.range(value.value, value.value)]) }

    /// `.`: anything but a line terminator (\n, \r, U+0085, U+2028, U+2029), as
    /// NSRegularExpression's default.
    static let dot = ScalarSet(items: [.range(0x0A, 0x0A), .range(0x0D, 0x0D), .range(0x85, 0x85), .range(0x2028, 0x2029)], negated: true)

    /// Whether `scalar` is in the set; with `ignoringCase`, its lower and upper case forms too.
    func contains(_ scalar: Unicode.Scalar, ignoringCase: Bool) -> Bool {
        if containsExactly(scalar) { return true }
        guard ignoringCase else { return false }
        for other in Self.caseVariants(of: scalar) where other != scalar && containsExactly(other) { return true }
        return false
    }

    private func containsExactly(_ scalar: Unicode.Scalar) -> Bool {
        var found = false
        for item in items {
            if Self.itemContains(item, scalar) {
                found = true
                break
            }
        }
        return found != negated
    }

    private static func itemContains(_ item: Item, _ scalar: Unicode.Scalar) -> Bool {
        switch item {
        case .range(let low, let high): return low <= scalar.value && scalar.value <= high
        case .digit(let negated): return (scalar.properties.numericType == .decimal) != negated
        case .word(let negated):
            let p = scalar.properties
            let word =
                p.isAlphabetic || p.numericType == .decimal || p.generalCategory == .connectorPunctuation
                || p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark || p.generalCategory == .enclosingMark
                || scalar.value == 0x200C || scalar.value == 0x200D
            return word != negated
        case .space(let negated): return scalar.properties.isWhitespace != negated
        }
    }

    /// The scalar's simple lower and upper case forms (one scalar each, when they are).
    static func caseVariants(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        if scalar.isASCII {
            let v = scalar.value
            if v >= 0x41, v <= 0x5A { return [Unicode.Scalar(v + 32)!] }
            if v >= 0x61, v <= 0x7A { return [Unicode.Scalar(v - 32)!] }
            return []
        }
        var result: [Unicode.Scalar] = []
        for mapping in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping] {
            let scalars = mapping.unicodeScalars
            if scalars.count == 1, let only = scalars.first { result.append(only) }
        }
        return result
    }
}

/// A pattern refused when the scenario is parsed: `offset` is the character (Unicode scalar)
/// of the pattern where the problem starts, 0-based.
struct PatternError: Error, Sendable, Equatable {
    var offset: Int
    var message: String
}
