import ArgumentParser
import Foundation
import Reports
import Results

/// `viewpressure report RESULTS`: renders a results file for people and tools.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Render a results file: HTML, Markdown, Perfetto trace, github-action-benchmark JSON.",
        discussion: """
            With no output option, prints the Markdown summary.
            --github-benchmark FILE writes FILE (customSmallerIsBetter) and, when there are \
            bigger-is-better metrics, FILE with -bigger before its extension (customBiggerIsBetter).
            --bencher FILE writes Bencher Metric Format (BMF) JSON for `bencher run --adapter json --file FILE`.
            --perfetto needs --trace: the trace file (JSON Lines) is streamed, so huge traces are fine.
            Examples:
              viewpressure report results.json --html report.html --markdown summary.md
              viewpressure report results.json --perfetto trace.perfetto.json --trace trace.jsonl
              viewpressure report results.json --baseline baseline.json --markdown "$GITHUB_STEP_SUMMARY"
              viewpressure report --history history.jsonl --html trend.html
            --history STORE --html FILE draws each metric of a history store over its runs with the \
            history gate's band (the trend page); it takes no results file.
            Exit codes: 0 written; 2 invalid input. (Gating is `viewpressure compare`'s job.)
            """
    )

    @Argument(help: "The results file (not with --history).")
    var results: String?

    @Option(help: "A history store (history add): with --html, write the trend page of its runs instead of a run's report.")
    var history: String?

    @Option(help: "Write a self-contained HTML report with SVG charts.")
    var html: String?

    @Option(help: "Write a Markdown summary (appends when it is $GITHUB_STEP_SUMMARY).")
    var markdown: String?

    @Option(help: "Write a Perfetto / Chrome trace (Trace Event Format JSON); needs --trace.")
    var perfetto: String?

    @Option(help: "The run's trace file (JSON Lines, format 1), for --perfetto.")
    var trace: String?

    @Option(name: .customLong("github-benchmark"), help: "Write github-action-benchmark JSON (see the discussion).")
    var githubBenchmark: String?

    @Option(help: "Write Bencher Metric Format (BMF) JSON: benchmark -> measure -> {value, lower_value, upper_value}.")
    var bencher: String?

    @Option(help: "A baseline results file: adds the comparison to the Markdown (and, for bench results, each figure's change to the HTML).")
    var baseline: String?

    @Option(help: "A thresholds file for --baseline.")
    var thresholds: String?

    func validate() throws {
        if history != nil {
            if results != nil { throw ValidationError("--history draws a store's trend; give no results file with it") }
            if html == nil { throw ValidationError("--history needs --html FILE (the trend page)") }
            if markdown != nil || perfetto != nil || githubBenchmark != nil || bencher != nil || baseline != nil {
                throw ValidationError("--history takes only --html FILE")
            }
            return
        }
        if results == nil { throw ValidationError("expected a results file (or --history STORE --html FILE)") }
        if perfetto != nil, trace == nil { throw ValidationError("--perfetto needs --trace TRACE (the run's trace file)") }
        if trace != nil, perfetto == nil { throw ValidationError("--trace is only used with --perfetto FILE") }
        if thresholds != nil, baseline == nil { throw ValidationError("--thresholds is only used with --baseline FILE") }
    }

    func run() throws {
        if let history, let html {
            let records = try readInput { try HistoryStore(path: history).records(mustExist: true) }
            try ResultsWriter.writeAtomically(Data(HistoryTrendHTML.render(HistoryTrend(records: records), store: history).utf8), to: html)
            print("report: wrote \(html) (\(records.count) runs)")
            return
        }
        guard let results else { return }
        let current = try readInput { try ResultsWriter.read(from: results) }
        var comparison: BaselineComparison?
        if let baseline {
            let old = try readInput { try ResultsWriter.read(from: baseline) }
            let limits = try readInput { try thresholds.map { path throws(ReportsError) in try Thresholds.load(from: path) } ?? Thresholds() }
            comparison = try readInput { try BaselineComparison.compare(baseline: old, current: current, thresholds: limits) }
        }
        let summary = MarkdownRenderer.render(current, comparison: comparison)
        if let bencher {
            try BencherRenderer.write(current, to: bencher)
            print("report: wrote \(bencher)")
        }
        if html == nil, markdown == nil, perfetto == nil, githubBenchmark == nil, bencher == nil {
            print(summary, terminator: "")
            return
        }
        if let html {
            try ResultsWriter.writeAtomically(Data(HTMLReportRenderer.render(current, comparison: comparison).utf8), to: html)
            print("report: wrote \(html)")
        }
        if let markdown {
            try writeMarkdown(summary, to: markdown)
            print("report: wrote \(markdown)")
        }
        if let githubBenchmark {
            for path in try BenchmarkActionRenderer.write(current, to: githubBenchmark) { print("report: wrote \(path)") }
        }
        if let perfetto, let trace {
            let written = try readInput { try PerfettoTraceConverter.convert(trace: trace, results: current, to: perfetto) }
            print(
                "report: wrote \(perfetto) (\(written.slices) slices, \(written.instants) instants, \(written.counters) counter samples\(written.syntheticClock ? ", synthetic clock: 1 us per seq" : ""))"
            )
        }
    }
}
