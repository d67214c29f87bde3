/// Leaks with one fingerprint (the same class held the same way), shown once with a count:
/// a hundred leaked cells of one screen are one finding in the terminal and in reports.
public struct LeakGroup: Sendable, Hashable {
    /// The first leak of the group, in the results' order: the one shown with its path.
    public var first: LeakResult
    /// Every controller of the group, the first included, in the results' order.
    public var controllers: [String]

    /// How many leaks the group holds.
    public var count: Int { controllers.count }

    /// The groups of `leaks` in the order of their first leak; a leak without a fingerprint
    /// (results written before fingerprints) is a group of its own.
    public static func of(_ leaks: [LeakResult]) -> [LeakGroup] {
        var groups: [LeakGroup] = []
        var index: [String: Int] = [:]
        for leak in leaks {
            if let fingerprint = leak.fingerprint, let at = index[fingerprint] {
                groups[at].controllers.append(leak.controller)
                continue
            }
            if let fingerprint = leak.fingerprint { index[fingerprint] = groups.count }
            groups.append(LeakGroup(first: leak, controllers: [leak.controller]))
        }
        return groups
    }

    /// The headline: `LEAK detail#1 (DetailController) after pop`, and for a group of more than
    /// one `, and 99 more with the same path (detail#2, detail#3, ...)` (up to five named).
    public var headline: String {
        var line = "LEAK \(first.controller) (\(first.class)) after \(first.departure)"
        if !first.path.isEmpty { line += ": " + first.path.joined(separator: " -> ") }
        guard count > 1 else { return line }
        let others = controllers.dropFirst()
        let named = others.prefix(5).joined(separator: ", ") + (others.count > 5 ? ", ..." : "")
        return line + "; and \(others.count) more with the same path (\(named))"
    }
}
