/// Names for retain-path labels that are the same in every run: no addresses, no module
/// prefixes, no `(unknown context at $...)` of private and local types.
enum TypeNames {
    /// The type's name without its module (`ClosureCycleController`, `Array<Screen>`).
    ///
    /// `_typeName` is what `String(describing:)` prints for a metatype, without first asking
    /// the runtime whether the metatype conforms to the printing protocols: that negative
    /// conformance search (about a million instructions per new type) was most of a first
    /// leak check (`TypeNamesTests` checks the two agree).
    static func short(_ type: any Any.Type) -> String {
        stable(_typeName(type, qualified: false))
    }

    /// The type's name with its module (`Swift.Array<App.Screen>`), as `String(reflecting:)`.
    static func qualified(_ type: any Any.Type) -> String {
        _typeName(type, qualified: true)
    }

    /// Replaces each hexadecimal address (`0x7f..`, `$55d1..`) in `text` by `0x…`, so a label
    /// built from a value's description (a dictionary key, say) is the same in every run.
    static func stable(_ text: String) -> String {
        // Fast path (most labels): no `$` and no `0x` in the UTF-8 bytes.
        var mayHoldAddress = false, previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "$") || (previous == UInt8(ascii: "0") && byte == UInt8(ascii: "x")) { mayHoldAddress = true; break }
            previous = byte
        }
        guard mayHoldAddress else { return text }
        var result = ""
        var characters = text[...]
        while let next = characters.first {
            if next == "$" || (next == "0" && characters.dropFirst().first == "x") {
                let digits = characters.dropFirst(next == "$" ? 1 : 2).prefix { $0.isHexDigit }
                if digits.count >= 4 {
                    result += "0x…"
                    characters = characters.dropFirst((next == "$" ? 1 : 2) + digits.count)
                    continue
                }
            }
            result.append(next)
            characters = characters.dropFirst()
        }
        return result
    }
}
