import ArgumentParser
import Foundation
import Reports

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
            Exit codes: 0 all gates pass; 3 a regression, or a metric that could not be gated; 2 invalid input, or runs whose allocator \
            configurations (jemalloc version, MALLOC_CONF options) differ.
            """
    )

    @Argument(help: "The baseline results file.")
    var baseline: String

    @Argument(help: "The current results file.")
    var current: String

    @Option(help: "A thresholds file (format 1): defaults per metric kind and glob patterns per metric.")
    var thresholds: String?

    @Flag(help: "Print every gate, its threshold and where the threshold came from.")
    var explain = false

    @Flag(help: "Report timing metrics with too few samples to gate as a warning instead of failing (exit 3).")
    var allowInsufficientSamples = false

    @Option(help: "Also write a Markdown summary with the verdict table to this file (appends when it is $GITHUB_STEP_SUMMARY).")
    var markdown: String?

    func run() throws {
        let old = try readInput { try ResultsWriter.read(from: baseline) }
        let new = try readInput { try ResultsWriter.read(from: current) }
        let limits = try readInput { try thresholds.map { path throws(ThresholdsError) in try Thresholds.load(from: path) } ?? Thresholds() }
        let options = BaselineComparison.Options(allowInsufficientSamples: allowInsufficientSamples)
        let comparison = try readInput { try BaselineComparison.compare(baseline: old, current: new, thresholds: limits, options: options) }
        print(CompareRenderer.table(comparison), terminator: "")
        if explain { print("\n" + CompareRenderer.explain(comparison), terminator: "") }
        if let markdown { try writeMarkdown(MarkdownRenderer.render(new, comparison: comparison), to: markdown) }
        if comparison.hasRegression { throw ExitCode(ExitStatus.regression) }
    }
}

/// Runs `body`; an error is invalid input: printed as `error: ...`, exit 2.
func readInput<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch {
        FileHandleStream.standardError.write("error: \(error)\n")
        throw ExitCode(ExitStatus.invalidUsage)
    }
}

/// Writes Markdown to `path`; appends when `path` is `$GITHUB_STEP_SUMMARY` (which other
/// steps share), otherwise replaces the file atomically.
func writeMarkdown(_ text: String, to path: String) throws {
    if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], summary == path,
       let handle = FileHandle(forWritingAtPath: path) {
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        return
    }
    try ResultsWriter.writeAtomically(Data(text.utf8), to: path)
}
