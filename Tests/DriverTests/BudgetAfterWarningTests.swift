import Foundation
import Results
import Testing

@testable import Driver

/// Declared budgets (docs/MEMORY-LIMITS.md) in the situations a soak reaches: `bytesAfterWarning`
/// judges instances off screen only (on screen, a controller keeps what it shows), and what
/// the checker records about dead controllers does not grow a clean soak.
@MainActor
@Suite("Budgets after warnings", .serialized)
struct BudgetAfterWarningTests {
    /// `keeper` holds 256 KiB in its own code whatever a warning says.
    static func scenario(steps: String) -> String {
        """
        {"format": 1, "device": {"width": 100, "height": 100, "scale": 1}, "initial": "nav",
         "scenes": {"nav": {"type": "navigation", "root": "home"}, "home": {"type": "content"},
                    "keeper": {"type": "content", "cacheBytes": 262144, "ignoresMemoryWarnings": true},
                    "light": {"type": "content", "subviews": 2}},
         "budgets": {"keeper": {"bytesAfterWarning": 4096}, "light": {"bytesAfterWarning": 1048576}},
         "steps": \(steps)}
        """
    }

    static func breaches(_ outcome: RunOutcome) -> [String] {
        (outcome.results.memoryGuard?.budgets ?? []).flatMap(\.breaches)
    }

    @Test("on screen, a controller over its bytesAfterWarning budget is not a breach")
    func onScreenIsNotABreach() throws {
        let outcome = try ScenarioRunnerTests.run(
            Self.scenario(
                steps: """
                    [{"op": "launch"}, {"op": "push", "scene": "keeper"}, {"op": "memoryWarning", "level": "critical"},
                     {"op": "pop"}, {"op": "teardown"}]
                    """))
        #expect(Self.breaches(outcome).isEmpty, "\(Self.breaches(outcome))")
        #expect(outcome.exitCode == 0)
    }

    @Test("off screen, the same controller still holding its bytes after a warning breaches the budget (exit 6)")
    func offScreenIsABreach() throws {
        let outcome = try ScenarioRunnerTests.run(
            Self.scenario(
                steps: """
                    [{"op": "launch"}, {"op": "push", "scene": "keeper"}, {"op": "push", "scene": "light"},
                     {"op": "memoryWarning", "level": "critical"}, {"op": "popToRoot"}, {"op": "teardown"}]
                    """))
        let breaches = Self.breaches(outcome)
        #expect(breaches.count == 1, "\(breaches)")
        #expect(breaches.first?.contains("keeper#1 still held 256.") == true, "\(breaches)")
        #expect(outcome.exitCode == 6)
    }

    @Test("a clean soak of a scenario with budgets is flat: the creation sites of dead controllers are dropped each cycle")
    func soakWithBudgetsIsFlat() throws {
        let text = Self.scenario(steps: #"[{"op": "launch"}]"#)
            .replacingOccurrences(of: #""ignoresMemoryWarnings": true"#, with: #""ignoresMemoryWarnings": false"#)
        let outcome = try SoakTests.soak(cycles: 24, seed: 3, scenario: text)
        let soak = try #require(outcome.results.soak)
        #expect(soak.verdict == .flat, "\(soak.reason ?? ""): \(soak.retainedBytesPerCycle)")
        #expect(Self.breaches(outcome).isEmpty, "\(Self.breaches(outcome))")
    }
}
