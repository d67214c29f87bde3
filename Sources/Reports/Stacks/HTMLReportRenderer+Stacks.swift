import Results

/// The HTML report's stacks section: a flame graph and the top allocating functions.
extension HTMLReportRenderer {
    static func stacksSection(_ stacks: StacksSummary) -> String {
        let interval =
            stacks.sampleIntervalBytes <= 1
            ? "exact (every allocation)" : "sampled every \(Format.bytes(Double(stacks.sampleIntervalBytes))) on average"
        var html =
            "<p>Window <code>\(HTML.escape(stacks.window))</code>, \(HTML.escape(interval)); "
            + "\(HTML.escape(Format.bytes(Double(stacks.totalBytes)))) allocated through \(stacks.stacks.count) stacks"
        html += ". Hover a box for its bytes and share; click it to zoom; search to colour a frame everywhere.</p>"
        if let file = stacks.file {
            html +=
                "<p>All stacks: <a href=\"\(HTML.escape(file))\"><code>\(HTML.escape(file))</code></a> (collapsed format, as given to <code>--stacks</code>). "
                + "For every stack (the graph keeps the \(StacksSummary.maximumStacks) largest), drop it on speedscope (speedscope.app, or <code>npx speedscope \(HTML.escape(file))</code>) or run <code>inferno-flamegraph</code> on it.</p>"
        }
        html += FlameGraphScript.controls
        html += FlameGraphSVG.render(stacks.folded, otherBytes: stacks.otherBytes)
        html += FlameGraphScript.script
        let total = max(Double(stacks.totalBytes), 1)
        let rows = stacks.folded.bytesByLeaf.prefix(10).map { entry in
            [entry.leaf, Format.bytes(entry.bytes), String(format2: Double(entry.bytes) / total * 100) + "%"]
        }
        html += table(["allocating function", "bytes", "share"], Array(rows), numeric: [1, 2])
        return html
    }

    static func callbackPeaksTable(_ peaks: [CallbackPeakResult]) -> String {
        let rows = peaks.map { [$0.callback, Format.bytes($0.peakBytes), $0.controller, Format.number(Double($0.calls))] }
        return table(["callback", "exact peak", "controller", "calls"], rows, numeric: [1, 3])
    }
}

/// The Markdown report's stacks section: the top stacks as a table.
enum StacksMarkdown {
    static func section(_ results: RunResults) -> String {
        var out = ""
        if let stacks = results.stacks {
            out +=
                "### Top allocation stacks (\(MarkdownRenderer.escape(stacks.window)))\n\n| bytes | allocating function | stack |\n|---:|---|---|\n"
            for stack in stacks.stacks.prefix(10) {
                out +=
                    "| \(Format.bytes(Double(stack.bytes))) | \(MarkdownRenderer.escape(stack.leaf)) | "
                    + "\(MarkdownRenderer.escape(stack.frames.joined(separator: " → "))) |\n"
            }
            out += "\n"
        }
        if let peaks = results.callbackPeaks, !peaks.isEmpty {
            out += "### Exact callback peaks\n\n| callback | peak | controller |\n|---|---:|---|\n"
            for peak in peaks {
                out += "| \(peak.callback) | \(Format.bytes(Double(peak.peakBytes))) | \(MarkdownRenderer.escape(peak.controller)) |\n"
            }
            out += "\n"
        }
        return out
    }
}
