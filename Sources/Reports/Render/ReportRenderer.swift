import Foundation
public import Results

/// Writes every report of a run in one call, for `scripts/bench` and the driver.
public enum ReportRenderer {
    /// The file names ``writeAll(results:directory:)`` uses.
    package static let htmlName = "report.html"
    package static let markdownName = "summary.md"
    package static let benchmarkName = "github-benchmark.json"

    /// Writes `report.html`, `summary.md` and `github-benchmark.json` (plus
    /// `github-benchmark-bigger.json` when there are bigger-is-better metrics) into
    /// `directory`, each atomically. Returns the paths written.
    ///
    /// Call once after a run, outside any measured window: it allocates the whole report text.
    @discardableResult
    public static func writeAll(results: RunResults, directory: String) throws -> [String] {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        let html = base + htmlName, markdown = base + markdownName
        try ResultsWriter.writeAtomically(Data(HTMLReportRenderer.render(results).utf8), to: html)
        try ResultsWriter.writeAtomically(Data(MarkdownRenderer.render(results).utf8), to: markdown)
        return [html, markdown] + (try BenchmarkActionRenderer.write(results, to: base + benchmarkName))
    }
}
