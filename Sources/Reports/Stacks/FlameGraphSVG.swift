package import Results

/// A self-contained SVG flame graph of folded stacks: one box per frame, root at the
/// bottom, width proportional to bytes; each box's `<title>` (the hover text) gives the
/// frame, its bytes and its share of the total. Each box also carries its place as data
/// attributes (`data-x`/`data-w`: start and width as fractions of the total, `data-l`: level,
/// `data-p`: parent box, `data-b`: bytes, `data-n`: frame) that `FlameGraphScript` reads to
/// zoom and search; without the script the graph is complete. No external resources.
package enum FlameGraphSVG {
    final class Node {
        let name: String
        var bytes: UInt64 = 0
        var children: [Node] = []
        init(name: String) { self.name = name }

        func child(_ name: String) -> Node {
            if let found = children.first(where: { $0.name == name }) { return found }
            let node = Node(name: name)
            children.append(node)
            return node
        }
    }

    static let rowHeight = 18.0
    /// Boxes narrower than this (pixels) are hidden until a zoom widens them.
    static let minimumWidth = 0.5

    /// The SVG for `stacks` (`otherBytes` is drawn as one `(other stacks)` box), `width` pixels wide.
    package static func render(_ stacks: FoldedStacks, otherBytes: UInt64 = 0, width: Double = 1160) -> String {
        let root = Node(name: "all")
        for stack in stacks.stacks {
            root.bytes += stack.bytes
            var node = root
            for frame in stack.frames {
                node = node.child(frame)
                node.bytes += stack.bytes
            }
        }
        if otherBytes > 0 {
            root.bytes += otherBytes
            root.child("(other stacks)").bytes += otherBytes
        }
        let depth = Self.depth(root)
        let height = Double(depth) * rowHeight + 4
        var boxes = ""
        var boxCount = 0
        let total = max(root.bytes, 1)
        func draw(_ node: Node, x: Double, level: Int, parent: Int) {
            let boxWidth = width * Double(node.bytes) / Double(total)
            guard node.bytes > 0 else { return }
            let y = height - Double(level + 1) * rowHeight
            let share = Double(node.bytes) / Double(total) * 100
            let title =
                "\(node.name) — \(Format.bytes(Double(node.bytes))) (\(node.bytes) B), \(String(format2: share))% of \(Format.bytes(Double(total)))"
            let label = boxWidth > 28 ? String(node.name.prefix(Int((boxWidth - 6) / 6.6))) : ""
            let index = boxCount
            boxCount += 1
            let place =
                "data-x=\"\(fraction(x / width))\" data-w=\"\(fraction(boxWidth / width))\" data-l=\"\(level)\" data-p=\"\(parent)\" data-b=\"\(node.bytes)\""
            boxes +=
                "<g class=\"frame\" \(place) data-n=\"\(HTML.escape(node.name))\"\(boxWidth < minimumWidth ? " display=\"none\"" : "")><title>\(HTML.escape(title))</title><rect x=\"\(fmt(x))\" y=\"\(fmt(y))\" width=\"\(fmt(boxWidth))\" height=\"\(fmt(rowHeight - 1))\" rx=\"2\" fill=\"\(color(node.name))\"/>"
            if !label.isEmpty {
                boxes += "<text x=\"\(fmt(x + 3))\" y=\"\(fmt(y + 12.5))\">\(HTML.escape(label))</text>"
            }
            boxes += "</g>\n"
            var childX = x
            for child in node.children.sorted(by: { $0.name < $1.name }) {
                draw(child, x: childX, level: level + 1, parent: index)
                childX += width * Double(child.bytes) / Double(total)
            }
        }
        draw(root, x: 0, level: 0, parent: -1)
        return """
            <svg id="flamegraph" class="flamegraph" xmlns="http://www.w3.org/2000/svg" width="\(fmt(width))" height="\(fmt(height))" \
            viewBox="0 0 \(fmt(width)) \(fmt(height))" font-family="ui-monospace, Menlo, monospace" font-size="11">
            \(boxes)</svg>
            """
    }

    static func depth(_ node: Node) -> Int { 1 + (node.children.map(depth).max() ?? 0) }

    /// A warm colour from the frame's name (stable across runs).
    static func color(_ name: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let green = 90 + Int(hash % 120), blue = 30 + Int((hash >> 8) % 40)
        return "rgb(230,\(green),\(blue))"
    }

    /// A fraction of the total with nine decimals: enough for a 0.5 px box at any zoom the script allows.
    static func fraction(_ value: Double) -> String {
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func fmt(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension String {
    /// `value` with two decimals (no Foundation).
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
