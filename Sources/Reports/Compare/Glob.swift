/// Glob patterns for metric names: `*` matches any run of characters (dots included),
/// `?` exactly one; everything else matches itself.
///
/// Matching is linear in the name's length for each star (the classic backtracking
/// two-pointer algorithm) and allocates two small byte arrays.
package enum Glob {
    /// Whether `name` matches `pattern` whole.
    package static func matches(_ pattern: String, _ name: String) -> Bool {
        let p = Array(pattern.utf8), n = Array(name.utf8)
        var (pi, ni) = (0, 0)
        var star = -1, mark = 0
        while ni < n.count {
            if pi < p.count, p[pi] == UInt8(ascii: "?") || (p[pi] != UInt8(ascii: "*") && p[pi] == n[ni]) {
                pi += 1
                ni += 1
            } else if pi < p.count, p[pi] == UInt8(ascii: "*") {
                star = pi
                mark = ni
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                ni = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }

    /// The pattern's literal (non-wildcard) characters: its specificity.
    package static func literalCount(_ pattern: String) -> Int {
        pattern.utf8.count { $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "?") }
    }
}
