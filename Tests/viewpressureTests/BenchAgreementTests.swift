import Foundation
import Results
import Testing

/// One number per metric: what `bench` prints, what its results file stores, and what the
/// Markdown and HTML reports show are the same figure, formatted the same way.
@Suite("bench: terminal, results and reports agree (end to end)")
struct BenchAgreementTests {
    /// `bench --quick` with sizes small enough for a debug build (about 15 s).
    static let smallQuick = [
        "bench", "--quick",
        "--param", "deepNavigation.depth=50", "--param", "deepNavigation.largeDepth=2000", "--param", "deepNavigation.releaseDepth=20",
        "--param", "largeTable.rows=2000", "--param", "largeTable.largeRows=3000", "--param", "largeTable.deviceRows=500",
        "--param", "modalChains.chains=5", "--param", "tabSwitching.switches=100", "--param", "leakWalk.objects=200",
    ]

    @Test("every metric of one bench --quick run has the same value in the terminal, the results, the Markdown and the HTML")
    func everyMetricAgrees() throws {
        let directory = FileManager.default.temporaryDirectory
        let results = directory.appendingPathComponent("bench-\(UUID()).json").path
        let markdown = directory.appendingPathComponent("bench-\(UUID()).md").path
        let html = directory.appendingPathComponent("bench-\(UUID()).html").path
        defer { for path in [results, markdown, html] { try? FileManager.default.removeItem(atPath: path) } }
        let bench = try CLIRunner.run(Self.smallQuick + ["--results", results])
        #expect(bench.status == 0, "\(bench.stderr)")
        let report = try CLIRunner.run(["report", results, "--markdown", markdown, "--html", html])
        #expect(report.status == 0, "\(report.stderr)")
        let stored = try ResultsWriter.read(from: results)
        #expect(stored.metrics.count >= 40)
        let markdownText = try String(contentsOfFile: markdown, encoding: .utf8)
        let htmlText = try String(contentsOfFile: html, encoding: .utf8)
        var terminal: [String: String] = [:]
        for line in bench.stdout.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let equals = trimmed.range(of: " = "), let open = trimmed.range(of: " (", options: .backwards) else { continue }
            terminal[String(trimmed[..<equals.lowerBound])] = String(trimmed[equals.upperBound..<open.lowerBound])
        }
        for metric in stored.metrics {
            // The terminal and the bench reports (per workload, name without the workload's
            // prefix) format the stored value with one function.
            let short = String(metric.name.drop { $0 != "." }.dropFirst())
            let figure = BenchTargetResult.figure(metric.value, unit: metric.unit, name: metric.name)
            #expect(terminal[metric.name] == figure, "\(metric.name): terminal \(terminal[metric.name] ?? "missing") vs results \(figure)")
            #expect(markdownText.contains("| \(short) | \(figure) |"), "\(metric.name): \(figure) not in the Markdown")
            #expect(htmlText.contains("<td><code>\(short)</code></td><td class=\"n\">\(figure)</td>"), "\(metric.name): \(figure) not in the HTML")
        }
        // The prose lines quote the stored metrics, not other estimates of them.
        let variable = try #require(stored.metrics.first { $0.name == "largeTable.rows2000.variableToFixedRatio" })
        #expect(bench.stdout.contains("= \(String(format: "%.2f", variable.value))x fixed"), "\(bench.stdout)")
        let speedup = try #require(stored.metrics.first { $0.name == "largeTable.rows2000.reuseSpeedup" })
        #expect(bench.stdout.contains("reuse is \(String(format: "%.1f", speedup.value))x faster"), "\(bench.stdout)")
        let overhead = try #require(stored.metrics.first { $0.name == "deepNavigation.ledgerOverhead" })
        #expect(bench.stdout.contains("ledger overhead: \(String(format: "%.3f", overhead.value))x"), "\(bench.stdout)")
    }
}
