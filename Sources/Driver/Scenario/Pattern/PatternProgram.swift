/// A compiled pattern: Thompson's construction of the tree (``PatternNode``) into a program
/// of at most ``maximumInstructions`` instructions, run by ``MessagePatternMatcher``'s Pike VM.
struct PatternProgram: Sendable {
    enum Instruction: Sendable, Equatable {
        /// Consume one scalar of set `index`.
        case set(Int)
        /// Continue at both.
        case split(Int, Int)
        case jump(Int)
        case begin
        case end
        case match
    }

    /// The most instructions a program may have: a pattern of 1,000 characters compiles to a
    /// few thousand unless its quantifiers multiply it (`(a{1000}){1000}`), which is refused.
    static let maximumInstructions = 20_000

    private(set) var instructions: [Instruction] = []
    private(set) var sets: [ScalarSet] = []

    /// The program as parallel arrays, for the VM's loop: each instruction's kind and operands
    /// (a set's index, a jump's target, a split's two), and each set's ASCII members as two
    /// 64-bit masks (case folded in for `(?i)`).
    private(set) var flat = Flat()

    struct Flat: Sendable {
        static let set: UInt8 = 0, split: UInt8 = 1, jump: UInt8 = 2, begin: UInt8 = 3, end: UInt8 = 4, match: UInt8 = 5
        var kinds: [UInt8] = []
        var first: [Int] = []
        var second: [Int] = []
        var ascii: [UInt64] = []
    }

    init(_ node: PatternNode, ignoreCase: Bool = false) throws(PatternError) {
        try emit(node)
        try append(.match)
        for instruction in instructions {
            let (kind, a, b): (UInt8, Int, Int) =
                switch instruction {
                case .set(let index): (Flat.set, index, 0)
                case .split(let x, let y): (Flat.split, x, y)
                case .jump(let x): (Flat.jump, x, 0)
                case .begin: (Flat.begin, 0, 0)
                case .end: (Flat.end, 0, 0)
                case .match: (Flat.match, 0, 0)
                }
            flat.kinds.append(kind)
            flat.first.append(a)
            flat.second.append(b)
        }
        for set in sets {
            var masks: [UInt64] = [0, 0]
            for value in 0..<128 where set.contains(Unicode.Scalar(UInt8(value)), ignoringCase: ignoreCase) {
                masks[value >> 6] |= 1 << UInt64(value & 63)
            }
            flat.ascii += masks
        }
    }

    private mutating func append(_ instruction: Instruction) throws(PatternError) {
        guard instructions.count < Self.maximumInstructions else {
            throw PatternError(
                offset: 0,
                message:
                    "the pattern compiles to more than \(Self.maximumInstructions) instructions (its quantifiers repeat too much); make it smaller")
        }
        instructions.append(instruction)
    }

    private mutating func emit(_ node: PatternNode) throws(PatternError) {
        switch node {
        case .empty:
            break
        case .set(let set):
            if let index = sets.firstIndex(of: set) {
                try append(.set(index))
            } else {
                sets.append(set)
                try append(.set(sets.count - 1))
            }
        case .begin: try append(.begin)
        case .end: try append(.end)
        case .concat(let items):
            for item in items { try emit(item) }
        case .alternate(let branches):
            // split L1, next; L1: a; jump end; next: split L2, ... ; last branch
            var jumps: [Int] = []
            for (position, branch) in branches.enumerated() {
                if position < branches.count - 1 {
                    let split = instructions.count
                    try append(.split(split + 1, 0))
                    try emit(branch)
                    jumps.append(instructions.count)
                    try append(.jump(0))
                    instructions[split] = .split(split + 1, instructions.count)
                } else {
                    try emit(branch)
                }
            }
            for jump in jumps { instructions[jump] = .jump(instructions.count) }
        case .repetition(let inner, let min, let max):
            for _ in 0..<min { try emit(inner) }
            if let max {
                // (x(x(x)?)?)? : each optional copy skips to the end
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(instructions.count)
                    try append(.split(instructions.count + 1, 0))
                    try emit(inner)
                }
                for split in splits { instructions[split] = .split(split + 1, instructions.count) }
            } else {
                let loop = instructions.count
                try append(.split(loop + 1, 0))
                try emit(inner)
                try append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
            }
        }
    }
}
