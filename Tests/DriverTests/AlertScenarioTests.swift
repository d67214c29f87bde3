import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// Alerts in scenario files (UK5): a custom scene that is an alert, presented, then tapped.
@MainActor
@Suite("Alerts in scenarios", .serialized)
struct AlertScenarioTests {
    /// What the handlers ran, in order (reset per test).
    static var handled: [String] = []

    static var registry: SceneRegistry {
        var scenes = SceneRegistry()
        scenes.register("Confirm", summary: "a delete confirmation") { _ throws(DriverError) in
        } make: { runtime, _ in
            let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert, runtime: runtime)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in AlertScenarioTests.handled.append("Delete") })
            return alert
        }
        return scenes
    }

    func run(_ steps: String) throws -> RunOutcome {
        let text = """
            {"format": 1, "device": {"width": 390, "height": 844, "scale": 1}, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                        "confirm": {"type": "custom", "class": "Confirm"}},
             "steps": [{"op": "launch"}, \(steps), {"op": "teardown"}]}
            """
        let scenario = try ScenarioParser.parse(text, scenes: Self.registry)
        var options = RunOptions()
        options.scenes = Self.registry
        return try ScenarioRunner(scenario: scenario, options: options, environment: try SoakTests.environment()).run()
    }

    @Test("UK5: an alert scene presented and tapped: in the results with its lifecycle, the handler run, the presenter not disappearing")
    func presentAndTap() throws {
        Self.handled = []
        let outcome = try run(#"{"op": "present", "scene": "confirm"}, {"op": "tapAlertAction", "title": "Delete"}"#)
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(Self.handled == ["Delete"])
        let alert = try #require(outcome.results.scenes.first { $0.scene == "confirm" })
        let kinds = Set(alert.callbacks?.map(\.kind) ?? [])
        #expect(kinds.isSuperset(of: ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewDidDisappear"]), "\(kinds)")
        // An alert is not full screen: the presenter disappears only at teardown, as without it.
        func homeDisappearances(_ outcome: RunOutcome) -> Int {
            let home = outcome.results.scenes.first { $0.scene == "home" }
            return home?.callbacks?.first { $0.kind == "viewWillDisappear" }?.totals.count ?? 0
        }
        let plain = try run(#"{"op": "checkpoint", "label": "nothing"}"#)
        #expect(homeDisappearances(outcome) == homeDisappearances(plain))
    }

    @Test("UK5: tapping an action the alert lacks, or with no alert on screen, fails the step with exit 1")
    func missingAction() throws {
        let missing = try run(#"{"op": "present", "scene": "confirm"}, {"op": "tapAlertAction", "title": "Archive"}"#)
        #expect(missing.exitCode == 1)
        #expect(missing.failure?.contains(#"steps[2] (tapAlertAction): the alert "#) == true, "\(missing.failure ?? "")")
        #expect(missing.failure?.contains(#"has no enabled action "Archive" (enabled: "Cancel", "Delete")"#) == true)
        let none = try run(#"{"op": "tapAlertAction", "title": "Delete"}"#)
        #expect(none.exitCode == 1 && none.failure?.contains("no alert on screen") == true, "\(none.failure ?? "")")
    }
}
