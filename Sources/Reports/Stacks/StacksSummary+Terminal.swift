package import MemoryProbe
package import Results

/// What `viewpressure run --stacks` prints after the run: the files written, the largest
/// stacks with their whole path, and the exact callback peaks, so the terminal answers
/// "where did the bytes come from" without opening a file.
extension StacksSummary {
    /// A frame that is a lifecycle callback (`X.viewDidLoad()`, or the `[viewDidLoad() (caller
    /// frames lost)]` root of a stack the unwinder cut short), which a path labels as such.
    package static func isCallback(_ frame: String) -> Bool {
        if frame.hasPrefix("[") { return true }
        return callbackMethods.contains { frame.hasSuffix("." + $0) }
    }

    static let callbackMethods = [
        "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewDidDisappear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "willMove(toParent:)",
        "didMove(toParent:)", "didReceiveMemoryWarning()", "viewWillUnload()", "viewDidUnload()",
        "prepare(for:sender:)", "viewWillTransition(to:with:)", "traitCollectionDidChange(_:)", "awakeFromNib()",
        "willTransition(to:with:)",
    ]

    /// A stack's path, root first, each callback frame marked `[callback]`.
    package static func path(_ frames: [String]) -> String {
        frames.map { isCallback($0) && !$0.hasPrefix("[") ? "\($0) [callback]" : $0 }.joined(separator: " → ")
    }

    /// The terminal text: the stacks file, then the `limit` largest stacks with bytes, share
    /// and path.
    package func terminalText(limit: Int = 5) -> String {
        let interval = sampleIntervalBytes <= 1 ? "exact" : "sampled every \(Format.bytes(Double(sampleIntervalBytes)))"
        var text = "stacks (window \(window), \(interval)): \(Format.bytes(Double(totalBytes))) through \(stacks.count) stacks"
        if let file { text += "\n  wrote \(file) (collapsed stacks: flamegraph.pl, inferno or speedscope open it)" }
        if let backtraces { text += "\n  " + backtraces.terminalText }
        let total = Double(max(totalBytes, 1))
        for stack in stacks.prefix(limit) {
            let share = Format.share(Double(stack.bytes) / total)
            text += "\n  \(Format.bytes(Double(stack.bytes))) (\(share))  \(stack.leaf)\n      path: \(Self.path(stack.frames))"
        }
        if stacks.count > limit { text += "\n  ... \(stacks.count - limit) more (viewpressure report --html, or the file)" }
        return text + "\n"
    }
}

extension BacktraceCounts {
    /// One line: how many samples the cached rules walked and how many libgcc did, and the checks.
    package var terminalText: String {
        var text =
            "backtraces: \(Format.number(Double(cachedSamples))) samples through cached frame rules, "
            + "\(Format.number(Double(libgccSamples))) through libgcc (rules: \(rulesLearnt) learnt, \(rulesConfirmed) confirmed, "
            + "\(rulesRejected) rejected; \(Format.number(Double(comparisons))) checks against libgcc, \(disagreements) disagreed)"
        if let collector { text += "; recorded by \(collector)" }
        if let unrecordedAllocations, unrecordedAllocations > 0 {
            text +=
                "\n  warning: the stacks table was full: \(Format.number(Double(unrecordedAllocations))) allocations "
                + "(\(Format.bytes(Double(unrecordedBytes ?? 0)))) not recorded, so the stacks sum to less than the ledger"
        }
        return text
    }
}

extension CallbackPeakResult {
    /// `callback peaks:` and the `limit` largest, one a line.
    package static func terminalText(_ peaks: [CallbackPeakResult], limit: Int = 5) -> String {
        guard !peaks.isEmpty else { return "" }
        var text = "exact callback peaks (largest first):"
        for peak in peaks.sorted(by: { $0.peakBytes > $1.peakBytes }).prefix(limit) {
            text += "\n  \(Format.bytes(Double(peak.peakBytes)))  \(peak.callback) in \(peak.controller) (\(Format.number(Double(peak.calls))) calls)"
        }
        return text + "\n"
    }
}
