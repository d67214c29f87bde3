import ArgumentParser
import Foundation
import Reports
import Results

/// `viewpressure compare BASELINE CURRENT`: gates a run's metrics against a baseline.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare a run's metrics against a baseline and gate them.",
        discussion: """
            Deterministic metrics (bytes, counts, cells created, loads, leaks) are gated exactly, or with \
            the absolute/relative tolerance of a thresholds file. Timing metrics are gated with a bootstrap \
            95% confidence interval of the ratio of medians (fixed seed): a regression needs ratio > 1 + t and \
            CI low > 1 + t/2 (t defaults to 5%). A timing metric with fewer than 3 samples on a side cannot be \
            gated: the comparison fails (exit 3) unless --allow-insufficient-samples turns that into a warning. \
            Metrics that are only in one run, or that their workload marks informational (measured once by \
            design), are listed as not gated, with the reason.
            Examples:
              viewpressure compare baseline.json results.json
              viewpressure compare baseline.json results.json --thresholds thresholds.json --explain
              viewpressure compare baseline.json results.json --markdown "$GITHUB_STEP_SUMMARY"
              viewpressure compare --history history.jsonl results.json --window 10 --branch main
            With --history STORE, the one results file is gated against a rolling baseline: the last --window \
            runs of the same suite in the store (on --branch, when given; same build and allocator configuration). \
            Exact metrics are gated against the last value. Timing metrics fail when the run is outside the \
            prediction band of the window's runs (Student's t over their trimmed log means, alpha 1% shared by \
            the timing metrics) and changed by more than t/2, or when the window drifts by more than t \
            (Theil-Sen and Mann-Kendall). Fewer than 3 runs: timings are reported, not gated.
            The gate fails closed: it refuses (exit 2, with the reason) files of different kinds (a bench \
            against a scenario run) or of different suites or scenarios, a comparison in which no metric \
            could be gated, a history store that does not exist, and an empty window (no run of the suite, \
            on --branch when given).
            Exit codes: 0 all gates pass; 3 a regression, or a metric that could not be gated; 2 invalid input, a refused \
            comparison, or runs whose allocator configurations (jemalloc version, MALLOC_CONF options) differ.
            """
    )

    @Argument(help: "The baseline results file (with --history: the current results file).")
    var baseline: String

    @Argument(help: "The current results file (omitted with --history).")
    var current: String?

    @Option(help: "Gate against a rolling baseline from this history store instead of a baseline file.")
    var history: String?

    @Option(help: "With --history: how many of the last runs form the window.")
    var window = 10

    @Option(help: "With --history: only runs on this branch form the window.")
    var branch: String?

    func validate() throws {
        if history == nil, current == nil { throw ValidationError("give BASELINE CURRENT, or --history STORE CURRENT") }
        if history != nil, current != nil { throw ValidationError("with --history, give only the current results file") }
        if history == nil, branch != nil { throw ValidationError("--branch is only used with --history") }
        if window < 1 { throw ValidationError("--window must be at least 1") }
    }

    @Option(help: "A thresholds file (format 1): defaults per metric kind and glob patterns per metric.")
    var thresholds: String?

    @Flag(help: "Print every gate, its threshold and where the threshold came from.")
    var explain = false

    @Flag(help: "Report timing metrics with too few samples to gate as a warning instead of failing (exit 3).")
    var allowInsufficientSamples = false

    @Option(help: "Also write a Markdown summary with the verdict table to this file (appends when it is $GITHUB_STEP_SUMMARY).")
    var markdown: String?

    func run() throws {
        if let history { return try runHistory(store: history, current: baseline) }
        guard let current else { throw ValidationError("give BASELINE CURRENT") }
        let old = try readInput { try ResultsWriter.read(from: baseline) }
        let new = try readInput { try ResultsWriter.read(from: current) }
        let limits = try readInput { try thresholds.map { path throws(ReportsError) in try Thresholds.load(from: path) } ?? Thresholds() }
        let options = BaselineComparison.Options(allowInsufficientSamples: allowInsufficientSamples)
        let comparison = try readInput { try BaselineComparison.compare(baseline: old, current: new, thresholds: limits, options: options) }
        print(CompareRenderer.table(comparison), terminator: "")
        if explain { print("\n" + CompareRenderer.explain(comparison), terminator: "") }
        if let stacks = StacksDiff.section(for: comparison, baseline: old, current: new) { print(stacks, terminator: "") }
        if let markdown { try writeMarkdown(MarkdownRenderer.render(new, comparison: comparison), to: markdown) }
        if comparison.hasRegression { throw ExitCode(ExitReason.regression.code) }
    }
}

/// Runs `body`; an error is invalid input: printed as `error: ...`, exit 2.
func readInput<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch {
        // A read or a loop that a signal stopped: the stop's exit code, not an input error.
        if let signal = StopRequest.requested { throw ExitCode(ExitReason.interrupted(signal: signal).code) }
        FileHandleStream.standardError.write("error: \(error)\n")
        throw ExitCode(ExitReason.invalidUsage.code)
    }
}

/// Writes Markdown to `path`; appends when `path` is `$GITHUB_STEP_SUMMARY` (which other
/// steps share), otherwise replaces the file atomically.
func writeMarkdown(_ text: String, to path: String) throws {
    if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], summary == path,
        let handle = FileHandle(forWritingAtPath: path)
    {
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        return
    }
    try ResultsWriter.writeAtomically(Data(text.utf8), to: path)
}
