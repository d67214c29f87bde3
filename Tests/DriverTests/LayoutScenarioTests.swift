import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// Auto Layout in scenario runs: an unsatisfiable layout logs once and the run goes on (AL25);
/// `expectLayout` asks whether a screen's layout is ambiguous (AL28).
@MainActor
@Suite("Auto Layout in scenarios", .serialized)
struct LayoutScenarioTests {
    /// A screen whose view gets two required heights (T3), or only a width (ambiguous).
    final class ConstrainedScreen: ViewController {
        var conflicting = false
        override func viewDidLoad() {
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            try? view.addSubview(box)
            var constraints = [box.widthAnchor.constraint(equalToConstant: 100)]
            if conflicting {
                constraints += [
                    box.topAnchor.constraint(equalTo: view.topAnchor), box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 84),
                ]
            }
            LayoutConstraint.activate(constraints)
        }
    }

    static var registry: SceneRegistry {
        var scenes = SceneRegistry()
        for (name, conflicting) in [("Conflict", true), ("Loose", false)] {
            scenes.register(name, summary: "a constrained screen") { _ throws(DriverError) in
            } make: { runtime, _ in
                let screen = ConstrainedScreen(runtime: runtime)
                screen.conflicting = conflicting
                return screen
            }
        }
        return scenes
    }

    func run(_ steps: String) throws -> RunOutcome {
        let text = """
            {"format": 1, "device": {"width": 390, "height": 844, "scale": 1}, "initial": "nav",
             "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                        "conflict": {"type": "custom", "class": "Conflict"}, "loose": {"type": "custom", "class": "Loose"}},
             "steps": [{"op": "launch"}, \(steps), {"op": "teardown"}]}
            """
        let scenario = try ScenarioParser.parse(text, scenes: Self.registry)
        var options = RunOptions()
        options.scenes = Self.registry
        return try ScenarioRunner(scenario: scenario, options: options, environment: try SoakTests.environment()).run()
    }

    @Test("AL25/T3: an unsatisfiable layout logs UIKit's message once and the run goes on (exit 0)")
    func unsatisfiableRunGoesOn() throws {
        let outcome = try run(#"{"op": "push", "scene": "conflict"}, {"op": "pop"}"#)
        #expect(outcome.exitCode == 0, "\(outcome.failure ?? "")")
        let logged = outcome.results.diagnostics.filter { $0.contains("Unable to simultaneously satisfy constraints.") }
        #expect(logged.count == 1, "\(outcome.results.diagnostics)")
        #expect(logged.first?.contains("Will attempt to recover by breaking constraint") == true)
    }

    @Test("AL28: expectLayout passes or fails the step on whether the screen's layout is ambiguous")
    func expectLayoutAmbiguity() throws {
        let ambiguous = try run(#"{"op": "push", "scene": "loose"}, {"op": "expectLayout", "ambiguous": true}"#)
        #expect(ambiguous.exitCode == 0, "\(ambiguous.failure ?? "")")
        let failed = try run(#"{"op": "push", "scene": "loose"}, {"op": "expectLayout"}"#)
        #expect(failed.exitCode == 1)
        #expect(failed.failure?.contains("steps[2] (expectLayout): ambiguous layout in ") == true, "\(failed.failure ?? "")")
        let settled = try run(#"{"op": "push", "scene": "conflict"}, {"op": "expectLayout", "ambiguous": false}"#)
        #expect(settled.exitCode == 0, "\(settled.failure ?? "")")
    }
}
