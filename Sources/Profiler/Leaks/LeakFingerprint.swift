/// A leak's identity across runs: 16 hex digits of a 64-bit FNV-1a hash of its class and its
/// path's labels (the proven path, else the first candidate, else none).
///
/// What goes in is chosen to survive unrelated changes: the root's kind (`window`, a
/// registered name, `self` for a cycle: never a controller's `#n` label), each edge's holder
/// type, field and status, with array positions (`[3]`) reduced to `[]`; dictionary keys
/// stay. FNV-1a rather than `Hasher`, whose seed changes with every process.
public enum LeakFingerprint {
    public static func make(className: String, path: RetainPath?, candidates: [RetainPath]) -> String {
        var text = className
        if let path {
            text += "|proven|" + describe(path)
        } else if let first = candidates.first {
            text += "|candidate|" + describe(first)
        } else {
            text += "|unexplained"
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The labels that identify a path, one string.
    static func describe(_ path: RetainPath) -> String {
        let root = path.isCycle ? "self" : withoutIndices(path.root)
        let edges = path.edges.map { "\($0.holder).\(withoutIndices($0.field)):\($0.status.isStrong ? "strong" : "unknown")" }
        return ([root] + edges).joined(separator: "/")
    }

    /// `observers[12].value` becomes `observers[].value`; `screens[home]` stays.
    static func withoutIndices(_ label: String) -> String {
        var result = ""
        var pending = ""
        var inBracket = false
        for character in label {
            if inBracket {
                if character == "]" {
                    result += pending.allSatisfy(\.isNumber) ? "[]" : "[\(pending)]"
                    pending = ""
                    inBracket = false
                } else {
                    pending.append(character)
                }
            } else if character == "[" {
                inBracket = true
            } else {
                result.append(character)
            }
        }
        return inBracket ? result + "[" + pending : result
    }
}
