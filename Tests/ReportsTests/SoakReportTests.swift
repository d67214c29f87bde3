import Foundation
@testable import Results
import Testing

@testable import Reports

/// The soak report: verdict first, the retained-bytes chart with its fit, warnings by level
/// and window, seeds, and a size that stays bounded as the soak grows.
@Suite("Soak report")
struct SoakReportTests {
    /// A soak of `operations` (40 a cycle) whose retained bytes grow by `growth` per cycle,
    /// with a warning every 200 operations (alternating levels) and a bounded timeline.
    static func soak(operations: Int, growth: Int = 0, seed: UInt64 = 1, peak: Int = 50_000_000) -> RunResults {
        var results = ReportsFixtures.richResults()
        results.kind = .soak
        results.name = "mixed-app"
        results.seed = seed
        results.leaks = []
        results.invariantViolations = []
        let cycles = operations / 40
        let retained = (0..<cycles).map { 100_000 + $0 * growth + ($0 % 7) * 64 + ($0 < 10 ? -$0 * 1000 : 0) }
        let warmup = min(200, max(2, cycles / 5))
        let verdict: SoakResult.Verdict = growth > 16 ? .growing : .flat
        results.soak = SoakResult(
            operations: operations, cycles: cycles, retainedBytesPerCycle: retained,
            slopeBytesPerCycle: Double(growth), slopeLow: Double(growth) - 2, slopeHigh: Double(growth) + 2,
            verdict: verdict, warmupCycles: warmup, minimumEffectBytesPerCycle: 16,
            reason: "slope \(growth) B/cycle over cycles \(warmup)-\(cycles - 1)")
        let template = results.memoryWarnings[0]
        results.memoryWarnings = stride(from: 0, to: operations, by: 200).enumerated().map { index, seq in
            var warning = template
            warning.seq = seq
            warning.level = ["moderate", "critical", "low"][index % 3]
            return warning
        }
        let sample = results.timeline[0]
        results.timeline = (0..<2048).map { index in
            var copy = sample
            copy.seq = index * operations / 2048
            copy.residentBytes = 40_000_000 + index * 100
            return copy
        }
        results.phases[0].processResidentPeakBytes = peak
        return results
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test("the soak report leads with the verdict and its reason, then the soak chart")
    func verdictFirst() throws {
        let html = HTMLReportRenderer.render(Self.soak(operations: 5000, growth: 48))
        let verdict = try #require(html.range(of: "<div class=\"verdict fail\"><p>Retained memory <b>growing</b>: slope 48 B/cycle"))
        let firstSection = try #require(html.range(of: "<section id="))
        #expect(verdict.lowerBound < firstSection.lowerBound)
        #expect(html.contains("<section id=\"soak\"><h2>Soak</h2><div class=\"scroll\"><svg id=\"chart-soak\""))
        for part in [
            "class=\"warmup\"", "class=\"fit-band\"", "class=\"fit-line\"", "class=\"effect-line\"", ">cycle</text>",
            ">retained bytes (net since start)</text>", "minimum effect 16 B/cycle", "warm-up (25 cycles, not fitted)",
        ] {
            #expect(html.contains(part), "missing \(part)")
        }
        #expect(html.contains("<span class=\"badge fail\">FAIL: retained memory growing</span>"))
    }

    @Test("memory warnings are counted per level per window and tabled by level with totals")
    func warningsByLevel() {
        let html = HTMLReportRenderer.render(Self.soak(operations: 5000))
        #expect(!html.contains("class=\"warning-marker\""))
        #expect(html.contains("<svg id=\"chart-warnings\""))
        #expect(html.contains("<h3>Memory warnings by level</h3>"))
        // 25 warnings: 9 moderate, 8 critical, 8 low; a row per level and a total, no row per warning.
        #expect(html.contains("<td>moderate</td><td class=\"n\">9</td>"))
        #expect(html.contains("<td>critical</td><td class=\"n\">8</td>"))
        #expect(html.contains("<td>total</td><td class=\"n\">25</td>"))
        #expect(!html.contains("<th>views unloaded</th><th class=\"n\">backing stores freed</th><th>allocated</th>"))
        let markdown = MarkdownRenderer.render(Self.soak(operations: 5000))
        #expect(markdown.contains("| **total** | 25 |"))
    }

    @Test("a million operations render a report of bounded size: charts thinned, warnings windowed")
    func boundedAtAMillion() {
        let small = HTMLReportRenderer.render(Self.soak(operations: 5000))
        let large = HTMLReportRenderer.render(Self.soak(operations: 1_000_000))
        #expect(large.utf8.count < 400_000, "\(large.utf8.count) bytes")
        #expect(large.utf8.count < small.utf8.count * 3, "\(large.utf8.count) vs \(small.utf8.count)")
        for element in ["<rect", "<text", "<polyline", "<tr>", "<line"] {
            let (few, many) = (Self.count(element, in: small), Self.count(element, in: large))
            #expect(many <= few * 3 + 200, "\(element): \(few) at 5,000 operations, \(many) at 1,000,000")
        }
        #expect(Self.count("<tr>", in: large) < 100)
    }

    @Test("the memory limit is drawn on the memory chart when one was set")
    func memoryLimit() {
        var results = Self.soak(operations: 5000)
        results.memoryGuard = MemoryGuardResult(budgetBytes: 1 << 30, budgetSource: "default", peakResidentBytes: 60_000_000)
        results.memoryGuard?.limit = .init(
            limitBytes: 64 << 20, mechanism: "resident watcher", moderateWarnings: 1, lowWarnings: 0, criticalWarnings: 0,
            maximumResidentAfterCritical: 0, survived: true, ignoringScreens: [])
        #expect(HTMLReportRenderer.render(results).contains(">memory limit 64.0 MiB</text>"))
        #expect(!HTMLReportRenderer.render(Self.soak(operations: 5000)).contains("memory limit"))
    }

    @Test("a failing run's message is in the verdict block, not the badge")
    func failureNotInBadge() {
        var results = Self.soak(operations: 5000)
        let message = "scene detail threw while loading its view: " + String(repeating: "x", count: 300)
        results.status = RunStatus(failure: message)
        let html = HTMLReportRenderer.render(results)
        #expect(html.contains("<span class=\"badge fail\">FAIL: run failed</span>"))
        #expect(html.contains("<p>Failed: scene detail threw"))
    }

    @Test("merged seeds keep each seed's analysis and real peak: a summary table and a section per seed")
    func mergedSeeds() throws {
        let parts = [(1, 0, 50_000_000), (2, 48, 70_000_000), (3, 0, 60_000_000)].map { seed, growth, peak in
            var results = Self.soak(operations: 4000, growth: growth, seed: UInt64(seed), peak: peak)
            results.work = ["seed \(seed)"]
            return (path: "seed \(seed)", results: results)
        }
        let merged = try ResultsMerger.merge(parts).results
        let seeds = try #require(merged.soakSeeds)
        #expect(seeds.map(\.seed) == [1, 2, 3])
        #expect(seeds.map(\.peakResidentBytes) == [50_000_000, 70_000_000, 60_000_000])
        #expect(seeds.map(\.passed) == [true, false, true])
        #expect(merged.soak == nil)
        // Merging merged shards keeps the seeds.
        var other = Self.soak(operations: 4000, seed: 4)
        other.work = ["seed 4"]
        let again = try ResultsMerger.merge([(path: "a", results: merged), (path: "b", results: other)]).results
        #expect(again.soakSeeds?.map(\.seed) == [1, 2, 3, 4])
        let html = HTMLReportRenderer.render(merged)
        #expect(html.contains("<section id=\"seeds\">"))
        #expect(html.contains("No timeline: these results merge 3 seeds"))
        #expect(html.contains("Retained memory <b>growing</b> in 1 of 3 seeds: 2."))
        for seed in 1...3 { #expect(html.contains("<svg id=\"chart-soak-seed\(seed)\"")) }
        #expect(html.contains("<td class=\"n\">66.8 MiB</td>"))
        #expect(MarkdownRenderer.render(merged).contains("| 2 | ❌ FAIL: retained memory growing | growing |"))
    }
}
