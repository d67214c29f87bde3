package import Results

/// The stacks that grew most between a baseline and a current set.
package struct StacksDiff: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        /// The allocating function (the folded leaf).
        package var leaf: String
        /// The whole stack, root first.
        package var frames: [String]
        package var baselineBytes: UInt64
        package var currentBytes: UInt64
        package var growth: Int64 { Int64(bitPattern: currentBytes) - Int64(bitPattern: baselineBytes) }
    }

    /// Every stack present in either set, largest growth first.
    package var entries: [Entry]

    package init(baseline: FoldedStacks, current: FoldedStacks) {
        var byKey: [String: Entry] = [:]
        for stack in baseline.stacks {
            byKey[stack.key] = Entry(leaf: stack.leaf, frames: stack.frames, baselineBytes: stack.bytes, currentBytes: 0)
        }
        for stack in current.stacks {
            byKey[stack.key, default: Entry(leaf: stack.leaf, frames: stack.frames, baselineBytes: 0, currentBytes: 0)]
                .currentBytes = stack.bytes
        }
        entries = byKey.values.sorted { $0.growth != $1.growth ? $0.growth > $1.growth : $0.frames.joined() < $1.frames.joined() }
    }

    /// The stacks that grew, largest growth first, at most `limit`.
    package func grown(limit: Int = 10) -> [Entry] { Array(entries.filter { $0.growth > 0 }.prefix(limit)) }

    /// A plain-text list: growth, before and after, the allocating function, then its whole
    /// path from the window's root (callback frames marked `[callback]`), so two stacks that
    /// share a leaf and a root but differ in between read apart.
    package func render(limit: Int = 10) -> String {
        let rows = grown(limit: limit)
        guard !rows.isEmpty else { return "No stack grew.\n" }
        var text = "Stacks that grew most (growth (before -> after)  allocating function, then its path from the root):\n"
        for row in rows {
            text +=
                "  +\(Format.bytes(Double(row.growth))) (\(Format.bytes(Double(row.baselineBytes))) -> "
                + "\(Format.bytes(Double(row.currentBytes))))  \(row.leaf)\n"
            text += "      path: \(StacksSummary.path(row.frames))\n"
        }
        return text
    }
}
