internal import _ProfilerShims
import Glibc

/// Turns a symbol into the short name people read in a flame graph.
///
/// `$s6Driver22ContentSceneControllerC11viewDidLoadyyF` demangles (`swift_demangle`) to
/// `Driver.ContentSceneController.viewDidLoad() -> ()`, which reads as
/// `ContentSceneController.viewDidLoad()`: the symbol's own module prefix and return types are
/// dropped, and a parameter list becomes its labels (`viewWillAppear(Swift.Bool)` ->
/// `viewWillAppear(_:)`, `willMove(toParent: ...)` -> `willMove(toParent:)`), as Swift spells
/// a method's name. C symbols are returned as they are.
enum SwiftNameSimplifier {
    static func readable(_ mangled: String) -> String {
        if mangled.hasPrefix("_Z"), let pointer = _profiler_demangle_cxx(mangled) {
            defer { free(pointer) }
            return shortCxx(String(cString: pointer))
        }
        guard mangled.hasPrefix("$s") || mangled.hasPrefix("_$s"),
            let demangled = demangle(mangled)
        else { return mangled }
        var text = dropReturnTypes(dropSpecializationPrefixes(demangled))
        text = dropPrivateDiscriminators(text)
        text = labelsOnly(text)
        for module in [module(ofMangled: mangled), "Swift"].compactMap({ $0 }) {
            text = dropModulePrefix(module, in: text)
        }
        return text
    }

    /// The module of a Swift symbol: the first identifier of its mangling (`$s6Driver...`).
    static func module(ofMangled mangled: String) -> String? {
        let body = mangled.hasPrefix("_$s") ? mangled.dropFirst(3) : mangled.hasPrefix("$s") ? mangled.dropFirst(2) : nil
        guard let body else { return nil }
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return body.hasPrefix("s") ? "Swift" : nil }
        let rest = body.dropFirst(digits.count)
        guard rest.count >= length else { return nil }
        return String(rest.prefix(length))
    }

    static func demangle(_ mangled: String) -> String? {
        let pointer = mangled.withCString { _profiler_demangle($0, strlen($0)) }
        guard let pointer else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Removes ` -> T` (to the next ` in ` at the same depth, or the end).
    static func dropReturnTypes(_ text: String) -> String {
        let chars = Array(text)
        var out: [Character] = []
        var index = 0
        while index < chars.count {
            if chars[index] == " ", index + 3 < chars.count, chars[index + 1] == "-", chars[index + 2] == ">", chars[index + 3] == " " {
                var depth = 0, cursor = index + 4
                while cursor < chars.count {
                    let c = chars[cursor]
                    if c == "(" || c == "<" || c == "[" { depth += 1 }
                    if c == ")" || c == ">" || c == "]" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if depth == 0, c == " ", cursor + 3 < chars.count, chars[cursor + 1] == "i", chars[cursor + 2] == "n", chars[cursor + 3] == " " {
                        break
                    }
                    cursor += 1
                }
                index = cursor
                continue
            }
            out.append(chars[index])
            index += 1
        }
        return String(out)
    }

    /// Rewrites each parameter list that follows a name (`f(Swift.Bool, x: Int)`) as labels (`f(_:x:)`).
    static func labelsOnly(_ text: String) -> String {
        let chars = Array(text)
        var out: [Character] = []
        var index = 0
        while index < chars.count {
            let c = chars[index]
            if c == "(", let previous = out.last, previous.isLetter || previous.isNumber || previous == "_" || previous == ">" {
                var depth = 0, cursor = index, parts: [String] = [], current: [Character] = []
                while cursor < chars.count {
                    let d = chars[cursor]
                    if d == "(" || d == "<" || d == "[" { depth += 1; if depth == 1 { cursor += 1; continue } }
                    if d == ")" || d == ">" || d == "]" { depth -= 1; if depth == 0 { break } }
                    if depth == 1, d == "," { parts.append(String(current)); current = []; cursor += 1; continue }
                    current.append(d)
                    cursor += 1
                }
                if !current.isEmpty { parts.append(String(current)) }
                let labels = parts.map { part -> String in
                    let trimmed = part.drop { $0 == " " }
                    if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                        return String(trimmed[..<colon]) + ":"
                    }
                    return "_:"
                }
                out.append(contentsOf: "(" + labels.joined() + ")")
                index = cursor + 1
                continue
            }
            out.append(c)
            index += 1
        }
        return String(out)
    }

    /// `std::pair<A, B> swift::Map<K>::get<T>(int, char const*)` reads as `swift::Map::get`:
    /// template arguments, parameter lists and the return type of the Swift runtime's C++
    /// frames are long and say little in a flame graph.
    static func shortCxx(_ text: String) -> String {
        var out = "", depth = 0
        for c in text {
            if c == "<" || c == "(" { depth += 1; continue }
            if c == ">" || c == ")" { depth = max(0, depth - 1); continue }
            if depth == 0 { out.append(c) }
        }
        let name = out.split(separator: " ").last.map(String.init) ?? text
        return name.isEmpty ? text : name
    }

    /// `function signature specialization <Arg[1] = Dead> of f()`, `generic specialization
    /// <Int> of f()` and `merged f()` (release builds) read as `f()`.
    static func dropSpecializationPrefixes(_ text: String) -> String {
        var text = Substring(text)
        while true {
            if text.hasPrefix("merged ") { text = text.dropFirst("merged ".count); continue }
            guard
                text.hasPrefix("function signature specialization <") || text.hasPrefix("generic specialization <")
                    || text.hasPrefix("specialized ")
            else { break }
            if text.hasPrefix("specialized ") { text = text.dropFirst("specialized ".count); continue }
            var depth = 0, index = text.startIndex, closed: Substring.Index?
            while index < text.endIndex {
                if text[index] == "<" { depth += 1 }
                if text[index] == ">" {
                    depth -= 1
                    if depth == 0 { closed = index; break }
                }
                index = text.index(after: index)
            }
            guard let closed, text[text.index(after: closed)...].hasPrefix(" of ") else { break }
            text = text[text.index(closed, offsetBy: 5)...]
        }
        return String(text)
    }

    /// `(install in _C4286E0E5DA7B8B16FEC7DEEAA96D2E0)` (a private declaration) reads as `install`.
    static func dropPrivateDiscriminators(_ text: String) -> String {
        let chars = Array(text)
        var out: [Character] = []
        var index = 0
        while index < chars.count {
            if chars[index] == "(", let close = chars[index...].firstIndex(of: ")") {
                let inner = String(chars[(index + 1)..<close])
                let parts = inner.splitOnce(" in _")
                if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, parts[1].allSatisfy(\.isHexDigit) {
                    out.append(contentsOf: parts[0])
                    index = close + 1
                    continue
                }
            }
            out.append(chars[index])
            index += 1
        }
        return String(out)
    }

    /// Removes `Module.` wherever it starts a name.
    static func dropModulePrefix(_ module: String, in text: String) -> String {
        let prefix = Array(module + ".")
        let chars = Array(text)
        var out: [Character] = []
        var index = 0
        while index < chars.count {
            let startsName =
                index == 0 || !(chars[index - 1].isLetter || chars[index - 1].isNumber || chars[index - 1] == "_" || chars[index - 1] == ".")
            if startsName, index + prefix.count <= chars.count, Array(chars[index..<index + prefix.count]) == prefix {
                index += prefix.count
                continue
            }
            out.append(chars[index])
            index += 1
        }
        return String(out)
    }
}

extension String {
    /// The text before and after the first `separator`, or the whole text alone.
    func splitOnce(_ separator: String) -> [String] {
        let chars = Array(self), sep = Array(separator)
        guard chars.count >= sep.count else { return [self] }
        for start in 0...(chars.count - sep.count) where Array(chars[start..<start + sep.count]) == sep {
            return [String(chars[..<start]), String(chars[(start + sep.count)...])]
        }
        return [self]
    }
}
