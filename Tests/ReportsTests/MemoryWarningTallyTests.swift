import Foundation
@testable import Results
import Testing
@testable import Reports

/// Every memory warning of a run counted, bounded, by level and by window.
struct MemoryWarningTallyTests {
    static func warning(_ seq: Int, _ level: String, trigger: String? = nil) -> MemoryWarningResult {
        var warning = MemoryWarningResult(
            seq: seq, level: level, phase: "soak", viewsUnloaded: 1, backingStoreBytesFreed: 100,
            allocatedBefore: 1_000, allocatedAfter: 600, residentBefore: 0, residentAfter: 0,
            processResidentBefore: 0, processResidentAfter: 0)
        warning.trigger = trigger
        return warning
    }

    @Test("200,000 warnings over 13 million trace events: totals by level, at most 64 windows covering the run evenly")
    func millionOperationSoak() throws {
        var tally = MemoryWarningTally()
        let levels = ["moderate", "low", "critical"]
        for index in 0..<200_000 {
            tally.record(Self.warning(47 + index * 68, levels[index % 3], trigger: index % 10 == 0 ? "pressure" : nil))
        }
        #expect(tally.total == 200_000)
        #expect(tally.levels.map(\.level) == levels)
        let moderate = try #require(tally.levels.first)
        #expect(moderate.count == 66_667 && moderate.firstSeq == 47 && moderate.viewsUnloaded == 66_667)
        #expect(moderate.heapReclaimedBytes == 66_667 * 400 && moderate.backingStoreBytesFreed == 6_666_700)
        #expect(tally.levels.reduce(0) { $0 + $1.raisedByPressure } == 20_000)
        #expect(tally.windowCounts.count <= MemoryWarningTally.maximumWindows)
        #expect(tally.windowCounts.count * tally.windowSpan > 47 + 199_999 * 68, "the windows reach the last warning")
        #expect(tally.windowCounts.count > MemoryWarningTally.maximumWindows / 2, "and are not crammed into a few")
        #expect(tally.windowCounts.flatMap { $0 }.reduce(0, +) == 200_000)
        let full = tally.windowCounts.dropLast().map { $0.reduce(0, +) }
        #expect(full.max()! - full.min()! <= 2, "even warnings give even windows: \(full)")
    }

    @Test("a tally survives a results round trip; files without one get it from their kept warnings")
    func roundTripAndOldFiles() throws {
        var results = RunResults(kind: .soak, name: "s", environment: ReportsFixtures.environment())
        results.memoryWarnings = [Self.warning(5, "low"), Self.warning(9, "critical", trigger: "pressure")]
        let derived = try #require(MemoryWarningTally.of(results))
        #expect(derived.total == 2 && derived.levels.map(\.raisedByPressure) == [0, 1])
        results.memoryWarningTally = derived
        let decoded = try JSONDecoder().decode(RunResults.self, from: ResultsWriter.encode(results))
        #expect(decoded.memoryWarningTally == derived)
        #expect(MemoryWarningTally.of(RunResults(kind: .run, name: "r", environment: ReportsFixtures.environment())) == nil)
    }

    @Test("merging seeds adds their counts and lays their windows over each other at one span")
    func mergeSeeds() {
        var a = MemoryWarningTally(), b = MemoryWarningTally()
        for seq in stride(from: 0, to: 1_000, by: 10) { a.record(Self.warning(seq, "low")) }
        for seq in stride(from: 0, to: 100_000, by: 1_000) { b.record(Self.warning(seq, "critical")) }
        var merged = a
        merged.add(b)
        #expect(merged.total == 200 && merged.windowSpan == max(a.windowSpan, b.windowSpan))
        #expect(merged.windowCounts.flatMap { $0 }.reduce(0, +) == 200)
        #expect(merged.levels.map(\.level) == ["low", "critical"] && merged.levels.map(\.count) == [100, 100])
    }

    @Test("a soak whose controllers are all folded charts its scenes; no section says 'no data'; the card gives the total and how many are listed")
    func noEmptySections() {
        var results = SoakReportTests.soak(operations: 4_000)
        results.scenes = results.controllers.prefix(2).map {
            SceneResult(scene: $0.scene, instances: 617, viewLoads: 617, viewUnloads: 0, totals: $0.totals)
        }
        results.controllers = []
        results.controllersFolded = 1_234
        results.tables = []
        let html = HTMLReportRenderer.render(results)
        #expect(!html.contains("no data"))
        #expect(html.contains("<h2>Top scenes by allocated bytes</h2>") && !html.contains("<h2>Top controllers by retained bytes</h2>"))
        #expect(!html.contains("<section id=\"reuse\""))
        #expect(html.contains("<div class=\"v\">1,234</div><div class=\"l\">Controllers (0 listed)</div>"))
    }

    @Test("the soak report counts every warning: card, chart and table, and says how many are kept in detail")
    func reportCountsEveryWarning() {
        var results = SoakReportTests.soak(operations: 4_000)
        var tally = MemoryWarningTally()
        for index in 0..<50_000 { tally.record(Self.warning(index * 20, index % 2 == 0 ? "moderate" : "critical")) }
        results.memoryWarnings = Array(results.memoryWarnings.prefix(3))
        results.memoryWarningTally = tally
        let html = HTMLReportRenderer.render(results)
        #expect(html.contains("50,000"), "the card and the table's total")
        #expect(html.contains("id=\"chart-warnings\""))
        #expect(html.contains("the results keep the first 3 in detail"))
        #expect(MarkdownRenderer.render(results).contains("| **total** | 50,000 |"))
    }
}
