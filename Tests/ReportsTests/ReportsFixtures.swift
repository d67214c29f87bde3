import Foundation
import MemoryProbe

@testable import Results

/// Deterministic results, samples and traces for the Reports tests: nothing here reads the
/// live allocator, so golden files are the same on every machine.
enum ReportsFixtures {
    /// A fixed jemalloc 5.3.0 environment (decoded from JSON, so it does not depend on this process).
    static func allocator(narenas: String = "8") -> AllocatorEnvironment {
        let json = """
            {"allocator":"jemalloc","version":"5.3.0-0-g54eaed1d8b56b1aa528be3bdd1877e59c56fa90c",
             "config":{"stats":true,"prof":true,"debug":false},"compiledMallocConf":"",
             "options":{"narenas":"\(narenas)","tcache":"true","dirty_decay_ms":"10000","muzzy_decay_ms":"0","prof_prefix":"jeprof"},
             "arenas":\(narenas),"pageSize":4096,"quantum":16,"threadCacheMax":32768}
            """
        return try! JSONDecoder().decode(AllocatorEnvironment.self, from: Data(json.utf8))
    }

    static func environment(narenas: String = "8") -> RunEnvironment {
        RunEnvironment(
            allocator: allocator(narenas: narenas), swiftVersion: "Swift 6.3.1", build: "release",
            machine: .init(cpu: "Test CPU @ 3.0GHz", cores: 2, memoryBytes: 8 << 30, os: "Linux 6.1"), toolVersion: "0.1.0"
        )
    }

    /// A results file holding only `metrics`.
    static func results(_ name: String = "suite", metrics: [Metric], narenas: String = "8") -> RunResults {
        var results = RunResults(kind: .bench, name: name, environment: environment(narenas: narenas))
        results.metrics = metrics
        return results
    }

    /// `count` timing samples around `median`, with lognormal noise of relative size `sigma`.
    static func noisySamples(median: Double, sigma: Double, count: Int, generator: inout SplitMix64) -> [Double] {
        (0..<count).map { _ in median * exp(sigma * generator.nextGaussian()) }
    }

    /// A realistic run: a navigation stack with a table, a leak, a warning and a violation.
    static func richResults() -> RunResults {
        var results = RunResults(kind: .run, name: "push-pop-under-warning <demo>", environment: environment())
        results.seed = 42
        let snapshot = HeapSnapshotFixture.snapshot
        results.phases = [
            PhaseResult(
                label: "launch", index: 0, operations: 1, allocatedBytes: 1_234_567, freedBytes: 234_567, allocations: 4_321, peakBytes: 1_100_000,
                end: snapshot, processResidentPeakBytes: 30_000_000, elapsedNanoseconds: 2_500_000, liveControllers: 2),
            PhaseResult(
                label: "push", index: 1, operations: 100, allocatedBytes: 8_388_608, freedBytes: 7_340_032, allocations: 12_000, peakBytes: 2_000_000,
                end: snapshot, processResidentPeakBytes: 30_000_000, elapsedNanoseconds: 9_000_000, liveControllers: 12),
            PhaseResult(
                label: "pop", index: 2, operations: 100, allocatedBytes: 65_536, freedBytes: 8_000_000, allocations: 900, peakBytes: 100_000,
                end: snapshot, processResidentPeakBytes: 30_000_000, elapsedNanoseconds: 4_000_000, liveControllers: 3),
        ]
        results.callbacks = [
            callback("loadView", count: 101, allocated: 2_400_000, freed: 100_000, ns: 900_000),
            callback("viewDidLoad", count: 101, allocated: 5_300_000, freed: 300_000, ns: 2_100_000),
            callback("viewWillAppear", count: 120, allocated: 120_000, freed: 20_000, ns: 300_000),
            callback("viewDidDisappear", count: 110, allocated: 4_000, freed: 1_000_000, ns: 150_000),
            callback("deinit", count: 98, allocated: 0, freed: 6_000_000, ns: 80_000),
        ]
        results.controllers = (1...12).map { index in
            var totals = LedgerTotals()
            totals.count = 10
            totals.exclusiveAllocatedBytes = UInt64(index * 90_000)
            totals.exclusiveFreedBytes = UInt64(index % 3 == 0 ? index * 90_000 : index * 10_000)
            let scene = index == 1 ? "nav" : (index == 2 ? "list" : (index == 12 ? "leaky" : "detail"))
            return ControllerResult(
                controller: "\(scene)#\(index)", scene: scene, class: "ContentController", viewLoads: 1 + index % 2, viewUnloads: index % 2,
                deallocated: index > 2 && index != 12, totals: totals)
        }
        results.tables = [
            TableResult(table: "list#2", identifier: "row", cellsCreated: 22, dequeues: 100_000, reused: 99_978, poolHighWater: 3, cellsDiscarded: 0),
            TableResult(table: "list#2", identifier: "header", cellsCreated: 4, dequeues: 40, reused: 36, poolHighWater: 2, cellsDiscarded: 1),
        ]
        results.leaks = [
            LeakResult(
                controller: "leaky#12", class: "ContentController", departure: "pop",
                path: ["window", "rootViewController", "cache", "[0]", "onTap", "self"])
        ]
        results.invariantViolations = [
            InvariantViolationResult(
                seq: 311, controller: "detail#7", event: "viewDidAppear", rule: "didWithoutWill",
                message: "viewDidAppear without viewWillAppear <script>alert(1)</script>")
        ]
        results.memoryWarnings = [
            MemoryWarningResult(
                seq: 120, level: "moderate", phase: "push", viewsUnloaded: 3, backingStoreBytesFreed: 3_000_000, allocatedBefore: 9_000_000,
                allocatedAfter: 6_500_000, residentBefore: 14_000_000, residentAfter: 11_000_000, processResidentBefore: 30_000_000,
                processResidentAfter: 27_000_000),
            MemoryWarningResult(
                seq: 260, level: "critical", phase: "push", viewsUnloaded: 9, backingStoreBytesFreed: 8_000_000, allocatedBefore: 12_000_000,
                allocatedAfter: 4_000_000, residentBefore: 18_000_000, residentAfter: 7_000_000, processResidentBefore: 34_000_000,
                processResidentAfter: 23_000_000),
        ]
        results.diagnostics = ["Attempt to present <detail#4> on <nav#1> which is already presenting <detail#3>"]
        results.timeline = (0...40).map { step in
            let seq = step * 10
            var allocated = 2_000_000 + step * 250_000
            if seq >= 120 { allocated -= 2_500_000 }
            if seq >= 260 { allocated -= 6_000_000 }
            allocated = max(allocated, 1_500_000)
            return TimelineSample(
                seq: seq, timeNanoseconds: UInt64(step) * 1_000_000, allocatedBytes: allocated, activeBytes: allocated + 400_000,
                residentBytes: allocated + 3_000_000, liveControllers: 2 + step / 4, pooledCells: min(3, step))
        }
        results.metrics = [
            .exact("deepNavigation.depth100.pushAllocatedBytes", 1_048_576, unit: "B"),
            .exact("table.list.cellsCreated", 22, unit: "count"),
            .exact("table.list.reuseRatio", 0.9998, unit: "ratio", direction: .biggerIsBetter),
            .timing("deepNavigation.depth100.pushNs", samples: [1200, 1180, 1250, 1210, 1190], unit: "ns"),
            .timing("table.list.rowsPerSecond", samples: [5.1e6, 5.0e6, 5.2e6], unit: "rows/s", direction: .biggerIsBetter),
        ]
        return results
    }

    static func callback(_ kind: String, count: Int, allocated: UInt64, freed: UInt64, ns: UInt64) -> CallbackResult {
        var totals = LedgerTotals()
        totals.count = count
        totals.exclusiveAllocatedBytes = allocated
        totals.exclusiveFreedBytes = freed
        totals.inclusiveAllocatedBytes = allocated
        totals.inclusiveFreedBytes = freed
        totals.exclusiveNanoseconds = ns
        return CallbackResult(kind: kind, totals: totals)
    }
}

enum HeapSnapshotFixture {
    static let snapshot = HeapSnapshot(
        allocatedBytes: 6_000_000, activeBytes: 6_400_000, metadataBytes: 900_000, residentBytes: 9_000_000,
        mappedBytes: 20_000_000, retainedBytes: 4_000_000, processResidentBytes: 25_000_000
    )
}
