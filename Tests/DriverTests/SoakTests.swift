import Foundation
import MemoryProbe
import Results
import Testing

@testable import Driver

/// Soak verdicts. Retained bytes come from the main thread's own jemalloc counters, so these
/// runs are exact even while other suites run on other threads. Synchronous, main actor.
@MainActor
@Suite("Soak", .serialized)
struct SoakTests {
    static let navigationScenario = """
        {"format": 1, "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
         "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                    "detail": {"type": "content", "subviews": 3}, "sheet": {"type": "content"}},
         "steps": [{"op": "launch"}]}
        """

    static func environment() throws -> RunEnvironment {
        RunEnvironment(
            allocator: try AllocatorEnvironment.current(), swiftVersion: "test", build: "debug",
            machine: .init(cpu: "test", cores: 1, memoryBytes: 0, os: "test"), toolVersion: "test")
    }

    static func soak(
        cycles: Int, seed: UInt64 = 5, measures: Bool = true, tracePath: String? = nil,
        scenario text: String = navigationScenario, purgesEverywhere: Bool = false,
        hook: ((Int) -> Void)? = nil
    ) throws -> RunOutcome {
        var options = SoakOptions()
        options.operations = cycles * 20
        options.operationsPerCycle = 20
        options.seed = seed
        options.measures = measures
        options.tracePath = tracePath
        let runner = try SoakRunner(scenario: try ScenarioParser.parse(text), options: options, environment: try environment())
        runner.cycleHook = hook
        runner.purgesEverywhere = purgesEverywhere
        return runner.run()
    }

    @Test("one retained reading per known cycle is reserved up front: the series never reallocates (its doublings once read as growth)")
    func readingsReservedUpFront() throws {
        var options = SoakOptions()
        options.operations = 8_400
        options.operationsPerCycle = 2
        options.seed = 5
        let runner = try SoakRunner(
            scenario: try ScenarioParser.parse(Self.navigationScenario), options: options, environment: try Self.environment())
        var capacities: Set<Int> = []
        runner.cycleHook = { [unowned runner] _ in capacities.insert(runner.retained.capacity) }
        _ = runner.run()
        #expect(runner.retained.count == 4_200 && capacities.count == 1 && capacities.first! >= 4_201, "\(capacities)")
    }

    @Test("the walk's warnings and cycles do not purge, and the series and verdict are those a purge after each gave")
    func noPurgeSameSeries() throws {
        for leak in [false, true] {
            var kept: [Leaked] = []
            kept.reserveCapacity(64)
            let hook: (Int) -> Void = { _ in if leak { kept.append(Leaked()) } }
            // The process's first soak fills metadata caches and lazy globals of its own: a
            // warm-up soak first, so that the two compared start from the same state.
            _ = try Self.soak(cycles: 12, seed: 3)
            let unpurged = try Self.soak(cycles: 12, seed: 3, hook: hook)
            let purged = try Self.soak(cycles: 12, seed: 3, purgesEverywhere: true, hook: hook)
            let a = try #require(unpurged.results.soak), b = try #require(purged.results.soak)
            #expect(a.retainedBytesPerCycle == b.retainedBytesPerCycle)
            #expect(a.verdict == b.verdict && a.verdict == (leak ? .growing : .flat), "\(a.retainedBytesPerCycle)")
            // The walk's warnings say their resident figures were read without a purge.
            #expect(!unpurged.results.memoryWarnings.isEmpty)
            #expect(unpurged.results.memoryWarnings.allSatisfy { $0.purged == false })
            #expect(purged.results.memoryWarnings.allSatisfy { $0.purged == nil })
            withExtendedLifetime(kept) {}
        }
    }

    final class Leaked { var a = 0, b = 0, c = 0, d = 0 }  // 48 bytes

    @Test("a deliberate 1-object-per-cycle leak is detected within 10 cycles")
    func oneObjectPerCycleLeak() throws {
        var kept: [Leaked] = []
        kept.reserveCapacity(64)
        let outcome = try Self.soak(cycles: 10) { _ in kept.append(Leaked()) }
        let soak = try #require(outcome.results.soak)
        #expect(soak.cycles == 10)
        #expect(soak.verdict == .growing, "slope \(soak.slopeBytesPerCycle) [\(soak.slopeLow), \(soak.slopeHigh)]: \(soak.retainedBytesPerCycle)")
        // Exact per-thread counters: once the warm-up has passed, each cycle adds exactly the
        // leaked object; the fitted slope also holds the warm-up's tail, so it is at least that.
        let series = soak.retainedBytesPerCycle
        #expect(zip(series.suffix(4), series.suffix(3)).allSatisfy { $1 - $0 == 48 }, "\(series)")
        #expect(soak.slopeLow > GrowthVerdict.minimumEffectBytesPerCycle && soak.slopeBytesPerCycle >= 48, "\(series)")
        #expect(soak.reason?.contains("minimum effect") == true)
        #expect(outcome.exitCode == 4)
        withExtendedLifetime(kept) {}
    }

    @Test("a clean walk is flat, with no leak and no invariant violation")
    func cleanWalkIsFlat() throws {
        let outcome = try Self.soak(cycles: 12)
        let soak = try #require(outcome.results.soak)
        #expect(soak.verdict == .flat, "\(soak.retainedBytesPerCycle)")
        #expect(outcome.results.leaks.isEmpty)
        #expect(outcome.results.invariantViolations.isEmpty)
        #expect(outcome.exitCode == 0)
    }

    @Test("a cache that fills during the first cycles and then stays full is not flagged")
    func fillingCacheIsFlat() throws {
        var cache: [Int: [UInt8]] = [:]
        cache.reserveCapacity(8)
        let outcome = try Self.soak(cycles: 12) { cycle in
            // Holds at most 3 entries of 4 KiB: fills in cycles 0-2, then replaces in place.
            cache[cycle % 3] = [UInt8](repeating: UInt8(cycle % 256), count: 4096)
        }
        let soak = try #require(outcome.results.soak)
        #expect(soak.verdict == .flat, "\(soak.retainedBytesPerCycle)")
        withExtendedLifetime(cache) {}
    }

    @Test("a scene that leaks itself is reported by the leak oracle during a soak")
    func leakyScene() throws {
        let text = """
            {"format": 1, "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                        "leaky": {"type": "content", "retainCycle": true}},
             "steps": [{"op": "launch"}]}
            """
        let outcome = try Self.soak(cycles: 6, scenario: text)
        #expect(outcome.results.leaks.contains { $0.controller.hasPrefix("leaky#") })
        #expect(
            outcome.results.leaks.first { $0.controller.hasPrefix("leaky#") }?.path.dropFirst().first
                == "onRefresh{capture 0: ContentSceneController}")
        #expect(outcome.exitCode == 4)
    }

    @Test("the same seed gives the same walk and the same trace, byte for byte")
    func deterministicTrace() throws {
        let directory = FileManager.default.temporaryDirectory
        let first = directory.appendingPathComponent("soak-a-\(UUID()).jsonl").path
        let second = directory.appendingPathComponent("soak-b-\(UUID()).jsonl").path
        let third = directory.appendingPathComponent("soak-c-\(UUID()).jsonl").path
        defer { for path in [first, second, third] { try? FileManager.default.removeItem(atPath: path) } }
        _ = try Self.soak(cycles: 4, seed: 9, measures: false, tracePath: first)
        _ = try Self.soak(cycles: 4, seed: 9, measures: false, tracePath: second)
        _ = try Self.soak(cycles: 4, seed: 10, measures: false, tracePath: third)
        let a = try Data(contentsOf: URL(fileURLWithPath: first))
        #expect(a.count > 1000)
        #expect(a == (try Data(contentsOf: URL(fileURLWithPath: second))))
        #expect(a != (try Data(contentsOf: URL(fileURLWithPath: third))))
    }
}
