import Foundation
@testable import Results
import Testing

@testable import Reports

/// One verdict for the exit code, the terminal, the Markdown and the HTML: they cannot disagree.
@Suite("Run verdicts")
struct RunVerdictTests {
    static func soak(_ verdict: SoakResult.Verdict) -> RunResults {
        var results = ReportsFixtures.results("soak", metrics: [])
        results.kind = .soak
        results.soak = SoakResult(
            operations: 2000, cycles: 50, retainedBytesPerCycle: Array(0..<50).map { $0 * 48 },
            slopeBytesPerCycle: 48, slopeLow: 48, slopeHigh: 48, verdict: verdict, warmupCycles: 10,
            minimumEffectBytesPerCycle: 16, reason: "slope 48 B/cycle: the whole interval is above the 16 B/cycle minimum effect")
        return results
    }

    @Test("a growing soak fails everywhere: exit 4, the Markdown headline and the HTML badge")
    func growingSoakFailsEverywhere() {
        let results = Self.soak(.growing)
        let verdict = RunVerdict(results: results)
        #expect(verdict.exitCode == 4)
        #expect(verdict.headline == "FAIL: retained memory growing")
        let markdown = MarkdownRenderer.render(results)
        #expect(markdown.contains("❌ **FAIL**: retained memory growing"))
        #expect(!markdown.contains("PASS"))
        #expect(markdown.contains("Retained memory **growing**"))
        let html = HTMLReportRenderer.render(results)
        #expect(html.contains("<span class=\"badge fail\">FAIL: retained memory growing</span>"))
        #expect(!html.contains("badge pass"))
        #expect(html.contains("Retained memory <b>growing</b>"))
    }

    @Test("a flat soak passes everywhere")
    func flatSoakPasses() {
        let results = Self.soak(.flat)
        #expect(RunVerdict(results: results).exitCode == 0)
        #expect(MarkdownRenderer.render(results).contains("✅ **PASS**"))
        #expect(HTMLReportRenderer.render(results).contains("<span class=\"badge pass\">PASS</span>"))
    }

    @Test("the most serious finding wins: interrupted, failed, invariant, leak, budget, regression")
    func precedence() {
        var results = Self.soak(.growing)
        results.status = RunStatus(failure: nil, budgetExceeded: "resident 3 MiB > 1 MiB")
        #expect(RunVerdict(results: results).exitCode == 4)
        results.soak = nil
        #expect(RunVerdict(results: results).exitCode == 6)
        results.status?.failure = "boom"
        #expect(RunVerdict(results: results).exitCode == 1)
        results.status?.interruptedBy = 15
        #expect(RunVerdict(results: results).exitCode == 143)
        #expect(RunVerdict(results: results).findings.map(\.exitCode) == [143, 1, 6])
    }

    @Test("cells returned that were never dequeued are a reuse failure: exit 5, below a budget, named in the headline")
    func reuseFailure() {
        var results = Self.soak(.flat)
        results.tables = [
            TableResult(
                table: "feed#1", identifier: "photo", cellsCreated: 0, dequeues: 0, reused: 0, poolHighWater: 2989,
                cellsDiscarded: 0, cellsNotDequeued: 2989)
        ]
        let verdict = RunVerdict(results: results)
        #expect(verdict.exitCode == 5)
        #expect(verdict.reason == .reuseFailed)
        #expect(verdict.headline == "FAIL: 2989 cells returned that were never dequeued")
        #expect(results.tables[0].reuseFailure?.contains("returned 2989 cells that were never dequeued") == true)
        results.status = RunStatus(failure: nil, budgetExceeded: "resident 3 MiB > 1 MiB")
        #expect(RunVerdict(results: results).findings.map(\.exitCode) == [6, 5])
        results.tables[0].cellsNotDequeued = nil
        #expect(
            TableResult(table: "t", identifier: "row", cellsCreated: 3, dequeues: 9, reused: 6, poolHighWater: 3, cellsDiscarded: 0).cellsNotDequeued
                == nil)
    }
}
