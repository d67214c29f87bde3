import Foundation
import MemoryProbe
@testable import Results
import Testing

@testable import Reports

/// Shards (K/N, seed ranges) and merging shards' results: pure functions of their inputs.
@Suite("Shards and merging")
struct ShardMergeTests {
    @Test("N shards deal every item exactly once, in order", arguments: [1, 2, 3, 5, 8])
    func shardsPartition(count: Int) throws {
        let items = Array(0..<17)
        var seen: [Int] = []
        for index in 1...count { seen += try Shard(index: index, count: count).select(items) }
        #expect(seen.sorted() == items)
        #expect(try Shard(parsing: "2/3").select(items) == [1, 4, 7, 10, 13, 16])
    }

    @Test("bad --shard and --seeds values are refused", arguments: ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3"])
    func badShards(text: String) {
        #expect(throws: ReportsError.self) { try Shard(parsing: text) }
    }

    @Test("seed ranges parse A..B and A, and refuse B < A")
    func seedRanges() throws {
        #expect(try SeedRange(parsing: "3..6").seeds == [3, 4, 5, 6])
        #expect(try SeedRange(parsing: "9").seeds == [9])
        #expect(throws: ReportsError.self) { try SeedRange(parsing: "6..3") }
        #expect(throws: ReportsError.self) { try SeedRange(parsing: "x..3") }
    }

    static func shard(_ work: [String], _ metrics: [Metric], narenas: String = "8", cpu: String? = nil) -> RunResults {
        var results = ReportsFixtures.results(metrics: metrics, narenas: narenas)
        results.work = work
        if let cpu { results.environment.machine.cpu = cpu }
        return results
    }

    @Test("merging pools timing samples, keeps exact metrics and sorts the work")
    func mergePools() throws {
        let a = Self.shard(
            ["b"], [.exact("b.bytes", 64, unit: "B"), .timing("shared.ns", samples: [1, 2, 3]), .exact("shared.count", 5, unit: "count")])
        let b = Self.shard(
            ["a"], [.exact("a.bytes", 32, unit: "B"), .timing("shared.ns", samples: [4, 5]), .exact("shared.count", 5, unit: "count")])
        let merged = try ResultsMerger.merge([("a.json", a), ("b.json", b)])
        #expect(merged.results.work == ["a", "b"])
        #expect(merged.results.metrics.map(\.name) == ["a.bytes", "b.bytes", "shared.count", "shared.ns"])
        let pooled = try #require(merged.results.metrics.first { $0.name == "shared.ns" })
        #expect(pooled.samples == [1, 2, 3, 4, 5])
        #expect(pooled.value == 3)
        #expect(merged.notes.isEmpty)
    }

    @Test("a shard given twice is refused as duplicate work")
    func duplicateWork() throws {
        let a = Self.shard(["deepNavigation"], [.exact("d.bytes", 64, unit: "B")])
        let error = #expect(throws: ReportsError.self) { try ResultsMerger.merge([("s1.json", a), ("again.json", a)]) }
        #expect(error?.code == .merge)
        #expect(error?.message.contains("duplicate work: deepNavigation is in both s1.json and again.json") == true)
    }

    @Test("shards with different allocator configurations are refused with the reason")
    func differentAllocators() throws {
        let a = Self.shard(["a"], [], narenas: "8"), b = Self.shard(["b"], [], narenas: "2")
        let error = #expect(throws: ReportsError.self) { try ResultsMerger.merge([("a.json", a), ("b.json", b)]) }
        #expect(error?.code == .merge)
        #expect(error?.message.contains("narenas 8 vs 2") == true)
    }

    @Test("an exact metric with different values in two shards is refused; another machine is a note")
    func exactConflict() throws {
        let a = Self.shard(["a"], [.exact("x.bytes", 1, unit: "B")])
        let b = Self.shard(["b"], [.exact("x.bytes", 2, unit: "B")], cpu: "Other CPU")
        let error = #expect(throws: ReportsError.self) { try ResultsMerger.merge([("a.json", a), ("b.json", b)]) }
        #expect(error?.code == .merge)
        #expect(error?.message.contains("exact metric x.bytes is 1 B in a.json but 2 B in b.json") == true)
        let fine = try ResultsMerger.merge([("a.json", a), ("c.json", Self.shard(["c"], [], cpu: "Other CPU"))])
        #expect(fine.notes.count == 1)
    }

    @Test("different suites or kinds are refused")
    func differentSuites() {
        let a = Self.shard(["a"], [])
        var b = Self.shard(["b"], [])
        b.name = "other"
        #expect(throws: ReportsError.self) { try ResultsMerger.merge([("a.json", a), ("b.json", b)]) }
    }
}
