import Foundation
import Testing

@testable import Results

/// The documented targets (``BenchTarget``) evaluated against fixture metrics.
@Suite("bench targets")
struct BenchTargetTests {
    static func status(_ id: String, _ results: [BenchTargetResult], metric: String? = nil) -> [BenchTargetResult.Status] {
        results.filter { $0.target.id == id && (metric == nil || $0.metric == metric) }.map(\.status)
    }

    @Test("every target of the standard suite is met or missed as its figure says")
    func standardSuite() {
        let results = BenchTargetResult.evaluate(BenchFixture.metrics())
        #expect(Self.status("threadCounterRead", results) == [.notMeasured])
        #expect(Self.status("heapSnapshot", results) == [.notMeasured])
        #expect(Self.status("ledgerOverhead", results) == [.met])
        #expect(Self.status("deepPushRatio", results) == [.met, .met])  // depth 10,000 and 100,000 vs 1,000
        #expect(Self.status("deepPopRatio", results) == [.met, .met])
        #expect(Self.status("residentDrop", results) == [.met])
        #expect(Self.status("cellsCreated", results) == [.met])
        #expect(Self.status("steadyStateBytes", results) == [.met, .met, .met, .met])
        #expect(Self.status("variableHeights", results) == [.met])
        #expect(Self.status("reuseSpeedup", results, metric: "largeTable.rows1000000.reuseSpeedup") == [.missed])
        #expect(Self.status("reuseSpeedup", results, metric: "largeTable.device.rows20000.reuseSpeedup") == [.met])
        #expect(Self.status("linearScaling", results) == [.met])
        let scaling = results.first { $0.target.id == "linearScaling" }
        #expect(scaling?.metric == "largeTable.rows10000000.fixed.nsPerRow")
        #expect(abs((scaling?.value ?? 0) - 581.0 / 580.6) < 1e-9)
        #expect(
            results.first { $0.target.id == "deepPushRatio" && $0.metric == "deepNavigation.steadyState.depth100000To1000.pushRatio" }?.title
                == "push per op, deep vs shallow <= 1.2 (steady state · depth 100,000 vs 1,000)")
        #expect(results.first { $0.target.id == "residentDrop" }?.figure == "99.3%")
        #expect(results.first { $0.target.id == "residentDrop" }?.requirement == ">= 95%")
    }

    @Test("a figure beyond its bound is missed: overhead 1.112x, 23 cells for 20 visible")
    func missed() {
        let results = BenchTargetResult.evaluate(BenchFixture.metrics(ledgerOverhead: [1.10, 1.112, 1.13], cellsCreated: 23))
        #expect(Self.status("ledgerOverhead", results) == [.missed])
        #expect(Self.status("cellsCreated", results) == [.missed])
        #expect(results.first { $0.target.id == "cellsCreated" }?.bound == 22)
        // On the bound is met.
        let edge = BenchTargetResult.evaluate(BenchFixture.metrics(ledgerOverhead: [1.10], cellsCreated: 22))
        #expect(Self.status("ledgerOverhead", edge) == [.met])
        #expect(Self.status("cellsCreated", edge) == [.met])
    }

    @Test("without the metrics a target reads, it is not measured; scaling needs two sizes")
    func notMeasured() {
        let only = BenchFixture.metrics().filter { $0.name.hasPrefix("tabSwitching.") || $0.name == "largeTable.rows1000000.fixed.nsPerRow" }
        let results = BenchTargetResult.evaluate(only)
        #expect(results.allSatisfy { $0.status == .notMeasured })
        #expect(results.count == BenchTarget.all.count)
        let slow = BenchFixture.metrics().map { metric -> Metric in
            metric.name == "largeTable.rows10000000.fixed.nsPerRow" ? .timing(metric.name, samples: [800], unit: "ns/row") : metric
        }
        #expect(Self.status("linearScaling", BenchTargetResult.evaluate(slow)) == [.missed])
    }

    @Test("patterns capture what the star matched and put it back in the reference")
    func capture() {
        #expect(BenchTarget.capture("largeTable.rows*.fixed.cellsCreated", in: "largeTable.rows1000000.fixed.cellsCreated") == "1000000")
        #expect(BenchTarget.capture("largeTable.rows*.fixed.cellsCreated", in: "largeTable.rows.fixed.cellsCreated") == nil)
        #expect(BenchTarget.capture("deepNavigation.ledgerOverhead", in: "deepNavigation.ledgerOverhead") == "")
        #expect(BenchTarget.capture("deepNavigation.ledgerOverhead", in: "deepNavigation.profilerOverhead") == nil)
        #expect(BenchTarget.substitute("largeTable.rows*.fixed.maximumVisibleRows", "500") == "largeTable.rows500.fixed.maximumVisibleRows")
        #expect(Set(BenchTarget.all.map(\.id)).count == BenchTarget.all.count)
    }

    @Test("the median interval of 7 passes is their range, with 98.4% coverage")
    func medianInterval() throws {
        let interval = try #require(MedianInterval([1.09, 1.04, 1.07, 1.06, 1.07, 1.05, 1.08]))
        #expect(interval.median == 1.07)
        #expect(interval.low == 1.04 && interval.high == 1.09)
        #expect(abs(interval.coverage - (1 - 2.0 / 128)) < 1e-12)
        let many = try #require(MedianInterval((1...20).map(Double.init)))
        #expect(many.low == 6 && many.high == 15)
        #expect(many.coverage > 0.95)
        #expect(MedianInterval([]) == nil)
    }
}
