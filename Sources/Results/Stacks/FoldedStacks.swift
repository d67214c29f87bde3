/// Allocation stacks in the collapsed ("folded") format that flamegraph.pl, inferno and
/// speedscope open: one line per stack, frames root first separated by `;`, then a space and
/// the bytes (`ContentSceneController.viewDidLoad();allocateBlock(bytes:) 1048576`).
package struct FoldedStacks: Sendable, Hashable, Codable {
    /// One stack and the bytes allocated through it.
    package struct Stack: Sendable, Hashable, Codable {
        /// Frames, root (the callback) first, the allocating function last.
        package var frames: [String]
        package var bytes: UInt64

        package init(frames: [String], bytes: UInt64) {
            self.frames = frames
            self.bytes = bytes
        }

        /// The allocating function: the last frame after folding.
        package var leaf: String { frames.last ?? "(unknown)" }
        /// The collapsed-format key (`a;b;c`).
        package var key: String { frames.joined(separator: ";") }
    }

    /// Stacks, largest first, equal stacks merged.
    package private(set) var stacks: [Stack]

    /// Merges equal stacks and sorts them by bytes (then by key, so the order is stable).
    package init(_ stacks: [Stack]) {
        var merged: [String: Stack] = [:]
        for stack in stacks where stack.bytes > 0 {
            merged[stack.key, default: Stack(frames: stack.frames, bytes: 0)].bytes += stack.bytes
        }
        self.stacks = merged.values.sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.key < $1.key }
    }

    package var totalBytes: UInt64 { stacks.reduce(0) { $0 + $1.bytes } }

    /// The collapsed text, one stack a line, largest first.
    package var collapsed: String {
        stacks.map { "\($0.key) \($0.bytes)\n" }.joined()
    }

    /// Reads collapsed text. Blank lines are skipped.
    ///
    /// - Throws: ``ResultsError`` naming the line when one does not end in a byte count.
    package static func parse(collapsed text: String, source: String = "stacks") throws -> FoldedStacks {
        var stacks: [Stack] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: " \r\t")
            if trimmed.isEmpty { continue }
            guard let space = trimmed.lastIndex(of: " "), let bytes = UInt64(trimmed[trimmed.index(after: space)...]) else {
                throw ResultsError(.stacks, "\(source):\(index + 1): expected `frame;frame;... BYTES`, found \"\(trimmed.prefix(80))\"")
            }
            stacks.append(Stack(frames: trimmed[..<space].split(separator: ";").map(String.init), bytes: bytes))
        }
        return FoldedStacks(stacks)
    }

    /// Bytes per allocating function (leaf), largest first.
    package var bytesByLeaf: [(leaf: String, bytes: UInt64)] {
        var totals: [String: UInt64] = [:]
        for stack in stacks { totals[stack.leaf, default: 0] += stack.bytes }
        return totals.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var text = self
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return text
    }
}
