import Results

/// The regular expressions of a step's `"messageMatches"`, matched in linear time: the pattern
/// is parsed (``PatternParser``) and compiled into an NFA (``PatternProgram``), and a Pike VM
/// (Thompson's simulation) runs all its threads in step over the message, so a search takes
/// O(pattern x message) whatever the pattern: `(a+)+$` against 60 characters, or a
/// 1,000,000-character message, is answered in milliseconds, never by backtracking (ICU's
/// NSRegularExpression takes minutes on the first and fails on the second, which a yes/no
/// answer cannot report). No linear-time regular expression package is available to this
/// build, hence this one.
///
/// Syntax (NSRegularExpression's meaning, a subset): literals; `.` (not a line terminator);
/// the escapes `\d \w \s \D \W \S \t \n \r \f \e \xhh \uhhhh` and any escaped punctuation
/// (`\. \\ \( \[ \{ \* \+ \? \| \^ \$`); classes `[...]` with ranges, `^` negation and
/// escapes; the anchors `^` (start of the message) and `$` (its end, or before a final line
/// terminator); groups `(...)` and `(?:...)`; alternation `|`; the quantifiers `* + ? {m}
/// {m,} {m,n}` (bounds up to 1,000) and their lazy forms (`*?`..., the same yes/no answer);
/// a leading `(?i)` for case-insensitive matching. Anything else is refused when the scenario
/// is parsed (``PatternError``, exit 2): backreferences, lookaround, possessive quantifiers,
/// atomic and named groups, other inline flags, `\b`, `\p{...}`, nested classes.
///
/// The search is anywhere in the message (an unanchored search). A pattern has at most
/// 1,000 characters (the scenario parser's bound) and its program at most
/// ``PatternProgram/maximumInstructions``.
package struct MessagePatternMatcher: Sendable {
    private let program: PatternProgram
    private let ignoreCase: Bool

    /// Parses and compiles `pattern`; throws ``PatternError`` with the position of what is
    /// not supported or malformed.
    init(_ pattern: String) throws(PatternError) {
        var parser = PatternParser(pattern)
        let (node, ignoreCase) = try parser.parse()
        program = try PatternProgram(node, ignoreCase: ignoreCase)
        self.ignoreCase = ignoreCase
    }

    /// Whether the pattern matches anywhere in `text`. A search that a stop request
    /// (``StopRequest``) interrupts answers false: the run is stopping, and its verdict is the
    /// interruption.
    func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let flat = program.flat
        let count = flat.kinds.count
        var current = ThreadList(capacity: count), next = ThreadList(capacity: count)
        var stack: [Int] = []
        stack.reserveCapacity(count)
        return flat.kinds.withUnsafeBufferPointer { kinds in
            flat.first.withUnsafeBufferPointer { first in
                flat.second.withUnsafeBufferPointer { second in
                    flat.ascii.withUnsafeBufferPointer { ascii in
                        /// Adds `pc`'s epsilon closure at `position` to `list`; true when it reaches a match.
                        func add(_ start: Int, at position: Int, to list: inout ThreadList) -> Bool {
                            stack.append(start)
                            while let pc = stack.popLast() {
                                guard list.insert(pc) else { continue }
                                switch kinds[pc] {
                                case PatternProgram.Flat.set: list.consumers.append(pc)
                                case PatternProgram.Flat.jump: stack.append(first[pc])
                                case PatternProgram.Flat.split:
                                    stack.append(second[pc])
                                    stack.append(first[pc])
                                case PatternProgram.Flat.begin: if position == 0 { stack.append(pc + 1) }
                                case PatternProgram.Flat.end: if Self.atEnd(scalars, position) { stack.append(pc + 1) }
                                default:
                                    stack.removeAll(keepingCapacity: true)
                                    return true
                                }
                            }
                            return false
                        }
                        for position in 0...scalars.count {
                            if position & 0x3FFF == 0x3FFF, StopRequest.requested != nil { return false }
                            if add(0, at: position, to: &current) { return true }
                            if position == scalars.count { break }
                            let scalar = scalars[position]
                            let value = Int(scalar.value)
                            next.clear()
                            for pc in current.consumers {
                                let set = first[pc]
                                let hit =
                                    value < 128
                                    ? ascii[2 * set + (value >> 6)] & (1 << UInt64(value & 63)) != 0
                                    : program.sets[set].contains(scalar, ignoringCase: ignoreCase)
                                if hit, add(pc + 1, at: position + 1, to: &next) { return true }
                            }
                            swap(&current, &next)
                        }
                        return false
                    }
                }
            }
        }
    }

    /// `$`: the end, or before one final line terminator (`\n`, `\r\n`, `\r`).
    private static func atEnd(_ scalars: [Unicode.Scalar], _ position: Int) -> Bool {
        let left = scalars.count - position
        if left == 0 { return true }
        if left == 1 { return ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalars[position]) }
        return left == 2 && scalars[position] == "\r" && scalars[position + 1] == "\n"
    }
}

/// The threads at one position: a sparse set of program counters (insert and clear in
/// O(1)), and those that consume a scalar, in order.
struct ThreadList {
    private var dense: [Int]
    private var sparse: [Int]
    private var count = 0
    var consumers: [Int] = []

    init(capacity: Int) {
        dense = [Int](repeating: 0, count: capacity)
        sparse = [Int](repeating: 0, count: capacity)
    }

    /// Inserts `pc`; false when it was there.
    mutating func insert(_ pc: Int) -> Bool {
        let slot = sparse[pc]
        if slot < count, dense[slot] == pc { return false }
        sparse[pc] = count
        dense[count] = pc
        count += 1
        return true
    }

    mutating func clear() {
        count = 0
        consumers.removeAll(keepingCapacity: true)
    }
}
