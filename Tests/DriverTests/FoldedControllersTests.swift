import Foundation
import MemoryProbe
import Results
import Testing

@testable import Driver
@testable import Profiler

/// `run` folds deallocated controllers into their scenes' totals and keeps the detail of the
/// last N and the N largest: its memory must not grow with the run's length, and
/// what it reports must equal what keeping every account reports.
@MainActor
@Suite("Folded controllers", .serialized)
struct FoldedControllersTests {
    static func scenario(roundTrips: Int) throws -> Scenario {
        try ScenarioParser.parse(
            """
            {"format": 1, "name": "folded", "device": {"width": 100, "height": 200, "scale": 1},
             "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"},
                        "home": {"type": "content", "title": "Home", "subviews": 2},
                        "detail": {"type": "content", "title": "Detail", "subviews": 3, "cacheBytes": 4096},
                        "sheet": {"type": "content", "title": "Sheet", "subviews": 1},
                        "leaky": {"type": "content", "title": "Leaky", "retainCycle": true}},
             "segues": {"compose": {"from": "detail", "to": "sheet", "kind": "modal", "style": "fullScreen"}},
             "steps": [{"op": "launch"},
                       {"op": "repeat", "times": \(roundTrips), "steps": [{"op": "push", "scene": "detail"}, {"op": "pop"}]},
                       {"op": "push", "scene": "detail"}, {"op": "memoryWarning", "level": "critical"},
                       {"op": "segue", "id": "compose"}, {"op": "dismiss"}, {"op": "pop"},
                       {"op": "push", "scene": "leaky"}, {"op": "pop"},
                       {"op": "checkpoint", "label": "more"},
                       {"op": "repeat", "times": \(roundTrips), "steps": [{"op": "push", "scene": "detail"}, {"op": "pop"}]},
                       {"op": "teardown"}]}
            """)
    }

    /// Runs the scenario; `kept` nil keeps every account (the unbounded behaviour).
    static func run(roundTrips: Int, kept: Int?, measures: Bool = true) throws -> (RunResults, RuntimeProfiler) {
        var options = RunOptions(measures: measures)
        options.keepsDeallocatedControllers = kept == nil
        options.keptDeallocatedControllers = kept ?? 0
        let runner = try ScenarioRunner(scenario: try scenario(roundTrips: roundTrips), options: options, environment: try SoakTests.environment())
        let outcome = runner.run()
        #expect(outcome.failure == nil)
        return (outcome.results, runner.profiler)
    }

    /// Times differ from run to run; everything else must not.
    static func untimed(_ totals: LedgerTotals) -> LedgerTotals {
        var totals = totals
        totals.exclusiveNanoseconds = 0
        return totals
    }

    static func untimed(_ controllers: [ControllerResult]) -> [ControllerResult] {
        controllers.map {
            var c = $0; c.totals = untimed(c.totals); return c
        }
    }

    static func untimed(_ scenes: [SceneResult]) -> [SceneResult] {
        scenes.map { scene in
            var scene = scene
            scene.totals = untimed(scene.totals)
            scene.callbacks = scene.callbacks?.map {
                var k = $0; k.totals = untimed(k.totals); return k
            }
            return scene
        }
    }

    @Test("folding reports what keeping every account reports: leaks, scenes, controllers", arguments: [true, false])
    func equalToUnbounded(measures: Bool) throws {
        _ = try Self.run(roundTrips: 3, kept: nil, measures: measures)  // first-use costs out of the way
        let (all, _) = try Self.run(roundTrips: 20, kept: nil, measures: measures)
        let (roomy, _) = try Self.run(roundTrips: 20, kept: 1000, measures: measures)
        let (tight, _) = try Self.run(roundTrips: 20, kept: 3, measures: measures)
        #expect(all.leaks.map(\.controller) == ["leaky#1"])
        #expect(all.controllersFolded == nil)
        for folded in [roomy, tight] {
            #expect(folded.leaks == all.leaks)
            #expect(Self.untimed(folded.scenes) == Self.untimed(all.scenes))
            #expect(folded.callbacks.map(\.totals.count) == all.callbacks.map(\.totals.count))
            #expect(folded.metrics.first { $0.name == "run.controllersCreated" }?.value == 45)
        }
        // Room for every controller: the same list, nothing folded.
        #expect(Self.untimed(roomy.controllers) == Self.untimed(all.controllers))
        #expect(roomy.controllersFolded == 0)
        // Room for 3 + 3: each listed controller is the unbounded run's, and the rest are counted.
        let unbounded = Dictionary(uniqueKeysWithValues: Self.untimed(all.controllers).map { ($0.controller, $0) })
        for controller in Self.untimed(tight.controllers) { #expect(unbounded[controller.controller] == controller) }
        #expect(tight.controllers.count <= 3 + 3 + 1)  // the last 3, the largest 3, leaky#1 alive
        #expect(tight.controllers.count + (tight.controllersFolded ?? 0) == all.controllers.count)
        // The last three to die: detail#41 (the last pop), then home#1 and nav#1 (teardown).
        let listed = Set(tight.controllers.map(\.controller))
        #expect(listed.isSuperset(of: ["detail#41", "home#1", "nav#1", "leaky#1"]))
    }

    @Test("the largest deallocated controllers keep their detail")
    func largestKept() throws {
        let (all, _) = try Self.run(roundTrips: 20, kept: nil)
        let (tight, _) = try Self.run(roundTrips: 20, kept: 1)
        let largest = all.controllers.filter(\.deallocated).max {
            ($0.totals.exclusiveAllocatedBytes, -$0.viewLoads) < ($1.totals.exclusiveAllocatedBytes, -$1.viewLoads)
        }
        let bytes = largest?.totals.exclusiveAllocatedBytes ?? 0
        #expect(bytes > 0)
        #expect(tight.controllers.contains { $0.deallocated && $0.totals.exclusiveAllocatedBytes == bytes })
    }

    @Test("accounts, the checker and the results stay bounded however many controllers a run makes")
    func bounded() throws {
        let (short, shortProfiler) = try Self.run(roundTrips: 50, kept: 4)
        let (long, longProfiler) = try Self.run(roundTrips: 2000, kept: 4)
        #expect(longProfiler.core.accounts.count == shortProfiler.core.accounts.count)
        #expect(longProfiler.core.accounts.count <= 8)
        #expect(long.controllers.count <= 4 + 4 + 1)
        #expect(short.controllers.count <= 4 + 4 + 1)
        // Every controller created is listed or folded: 2N + 1 details, nav, home, sheet, leaky.
        #expect(long.controllers.count + (long.controllersFolded ?? 0) == 2 * 2000 + 5)
        #expect(short.controllers.count + (short.controllersFolded ?? 0) == 2 * 50 + 5)
        #expect(long.scenes.first { $0.scene == "detail" }?.instances == 4001)
    }
}
