package import Results

/// What `viewpressure compare` adds when a byte metric regressed: the stacks that grew.
extension StacksDiff {
    /// The stacks section for a comparison, or nil when no deterministic byte metric (unit
    /// `B`) regressed or either results file carries no stacks (`run --stacks FILE --results`).
    ///
    /// Compare finds the stacks in the results themselves (``RunResults/stacks``: the largest
    /// ``StacksSummary/maximumStacks`` of them), so the two files are all it needs; for every
    /// stack, `viewpressure stacks diff A.folded B.folded` reads the collapsed files.
    package static func section(for comparison: BaselineComparison, baseline: RunResults, current: RunResults, limit: Int = 10) -> String? {
        let regressed = comparison.entries.filter { $0.verdict == .regressed && $0.kind == .deterministic && $0.unit == "B" }
        guard !regressed.isEmpty, let before = baseline.stacks, let after = current.stacks else { return nil }
        var text = "\nByte metrics regressed (\(regressed.map(\.name).joined(separator: ", "))); "
        if before.window != after.window || before.sampleIntervalBytes != after.sampleIntervalBytes {
            text +=
                "note: the stacks were taken differently (\(before.window) every \(before.sampleIntervalBytes) B vs "
                + "\(after.window) every \(after.sampleIntervalBytes) B).\n"
        } else {
            text += "stacks of window \(after.window):\n"
        }
        return text + StacksDiff(baseline: before.folded, current: after.folded).render(limit: limit)
    }
}
