/// Turns the demangled type of a global (`[App.DetailController]`, `[Swift.String : App.Screen]`,
/// `(Swift.Int, App.Screen)?`, `App.Feed.Cache`) back into type metadata, so a global of any
/// shape can be read through its storage symbol.
///
/// The storage symbol's own mangled type cannot be cut out and resolved alone: it refers by
/// substitution (`AA`, `0B`) to words earlier in the symbol. So the demangled text is parsed
/// and mangled again without substitutions (the runtime's demangler accepts that form), each
/// nominal type tried as a struct, a class, an enum and a protocol until the runtime resolves
/// it (`swift_getTypeByMangledNameInContext` through `_typeByName`). Supported: nominal types
/// (nested too, non-generic or with generic arguments at the last level), `[T]`,
/// `[K : V]`, `T?`, unlabelled tuples, `Any`, `AnyObject`, and function types, which all
/// resolve to `() -> ()`: every thick closure has the same two words (function and context),
/// and only its context is read. Anything else (metatypes, labelled tuples, `some`, composed
/// existentials, types in extensions of other modules' types, local types) gives nil: the
/// caller reports the global as unread. A `private` or `fileprivate` type (`(Store in _3AE0…)`)
/// is mangled with its discriminator (`5Store33_3AE0…LL`), but the runtime's look-up by name
/// does not find it (its parent is the file's anonymous context), so it gives nil too.
///
/// Cost: a few microseconds per type plus one runtime look-up per attempt; done once per
/// global (the symbol table is read once per process).
struct TypeNameMangler {
    private var cache: [String: (any Any.Type)?] = [:]

    mutating func resolve(_ demangled: String) -> (any Any.Type)? {
        if let cached = cache[demangled] { return cached }
        var parser = Parser(text: Array(demangled))
        let resolved = parser.parseType().flatMap { node in
            parser.atEnd ? candidates(node).lazy.compactMap({ _typeByName($0) }).first : nil
        }
        cache[demangled] = resolved
        return resolved
    }

    /// Every mangling `node` may have (one per guess of each nominal's kind), at most 64.
    func candidates(_ node: Node) -> [String] {
        switch node {
        case .any: return ["yp"]
        case .function: return ["yyc"]
        case .anyObject: return ["yXl"]
        case .optional(let wrapped): return candidates(wrapped).map { $0 + "Sg" }
        case .array(let element): return candidates(element).map { "Say" + $0 + "G" }
        case .dictionary(let key, let value): return combine([candidates(key), candidates(value)]).map { "SDy" + $0.joined() + "G" }
        case .tuple(let elements) where elements.isEmpty: return ["yt"]
        case .tuple(let elements): return combine(elements.map(candidates)).map { $0.joined(separator: "_") + "t" }
        case .nominal(let path, let arguments):
            let nominals = nominalCandidates(path)
            guard !arguments.isEmpty else { return nominals }
            return combine([nominals] + arguments.map(candidates)).map { parts in
                parts[0] + "y" + parts.dropFirst().joined() + "G"
            }
        }
    }

    /// `Swift.Int` is `Si`; `App.Outer.Inner` is `3App5OuterV5InnerC` with every kind tried.
    private func nominalCandidates(_ path: [String]) -> [String] {
        if path.count == 2, path[0] == "Swift", let known = Self.standard[path[1]] { return [known] }
        guard path.count >= 2 else { return [] }
        let module = path[0] == "Swift" ? "s" : identifier(path[0])
        var results = [module]
        for (index, name) in path.dropFirst().enumerated() {
            let last = index == path.count - 2
            let kinds = last ? ["V", "C", "O", "P_p"] : ["V", "C", "O"]
            results = results.flatMap { prefix in kinds.map { prefix + identifier(name) + $0 } }
            if results.count > 64 { return [] }
        }
        return results
    }

    /// `Store` is `5Store`; a private `(Store in _3AE0…)` is `5Store33_3AE0…LL`.
    private func identifier(_ name: String) -> String {
        if name.hasPrefix("("), name.hasSuffix(")") {
            let parts = name.dropFirst().dropLast().split(separator: " ")
            guard parts.count == 3, parts[1] == "in" else { return "\(name.utf8.count)\(name)" }
            return identifier(String(parts[0])) + identifier(String(parts[2])) + "LL"
        }
        return "\(name.utf8.count)\(name)"
    }

    private func combine(_ lists: [[String]]) -> [[String]] {
        var results: [[String]] = [[]]
        for list in lists {
            results = results.flatMap { prefix in list.map { prefix + [$0] } }
            if results.count > 64 { return [] }
        }
        return results
    }

    static let standard: [String: String] = [
        "Int": "Si", "UInt": "Su", "Bool": "Sb", "Double": "Sd", "Float": "Sf", "String": "SS",
        "Array": "Sa", "Dictionary": "SD", "Set": "Sh", "Optional": "Sq", "Character": "SJ",
        "Substring": "Ss", "ObjectIdentifier": "SO",
    ]

    indirect enum Node {
        case any, anyObject, function
        case nominal([String], arguments: [Node])
        case optional(Node)
        case array(Node)
        case dictionary(Node, Node)
        case tuple([Node])
    }

    /// A recursive-descent parser of the demangler's type text.
    struct Parser {
        let text: [Character]
        var position = 0

        var atEnd: Bool { position == text.count }

        mutating func parseType() -> Node? {
            guard var node = parsePrimary() else { return nil }
            while position < text.count, text[position] == "?" {
                position += 1
                node = .optional(node)
            }
            return node
        }

        private mutating func parsePrimary() -> Node? {
            guard position < text.count else { return nil }
            if take("[") {
                guard let first = parseType() else { return nil }
                if take(" : ") || take(": ") {
                    guard let value = parseType(), take("]") else { return nil }
                    return .dictionary(first, value)
                }
                return take("]") ? .array(first) : nil
            }
            while take("@Sendable ") || take("@MainActor ") || take("@escaping ") {}
            if take("(") {
                var elements: [Node] = []
                if !take(")") {
                    repeat {
                        guard let element = parseType() else { return nil }
                        elements.append(element)
                    } while take(", ")
                    guard take(")") else { return nil }
                }
                _ = take(" async")
                _ = take(" throws")
                if take(" -> ") { return parseType() == nil ? nil : .function }
                // `(T)` groups (`(() -> ())?`); `()` is the empty tuple.
                return elements.count == 1 ? elements[0] : .tuple(elements)
            }
            _ = take("any ")
            var path: [String] = []
            repeat {
                let start = position
                if take("(") {  // a private name: `(Store in _3AE0…)`
                    while position < text.count, text[position] != ")" { position += 1 }
                    guard take(")") else { return nil }
                } else {
                    while position < text.count, text[position].isLetter || text[position].isNumber || text[position] == "_" { position += 1 }
                }
                guard position > start else { return nil }
                path.append(String(text[start..<position]))
            } while take(".")
            if path == ["Any"] { return .any }
            if path == ["AnyObject"] || path == ["Swift", "AnyObject"] { return .anyObject }
            var arguments: [Node] = []
            if take("<") {
                repeat {
                    guard let argument = parseType() else { return nil }
                    arguments.append(argument)
                } while take(", ")
                guard take(">") else { return nil }
                if path == ["Swift", "Optional"], arguments.count == 1 { return .optional(arguments[0]) }
            }
            return .nominal(path, arguments: arguments)
        }

        private mutating func take(_ token: String) -> Bool {
            let characters = Array(token)
            guard position + characters.count <= text.count, Array(text[position..<position + characters.count]) == characters else { return false }
            position += characters.count
            return true
        }
    }
}
