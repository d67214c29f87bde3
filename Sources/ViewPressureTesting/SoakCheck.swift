public import Driver
public import Results
public import Testing

/// A soak from a test: the random walk of `viewpressure soak` over a scenario's storyboard,
/// with its verdict, leaks and invariants.
///
/// Runs synchronously on the main actor (it measures the thread's own counters), in its own
/// runtime. Cost: about 1 ms per operation for typical screens. The verdict needs at least
/// 7 cycles (280 operations at 40 per cycle); finding a one-object leak takes 10 to 13
/// (400 to 500 operations; docs/SOAK.md).
@MainActor
public enum SoakCheck {
    /// Runs a soak and returns its results (the `soak` section holds the verdict and why).
    public static func run(
        _ scenario: Scenario, scenes: SceneRegistry = SceneRegistry(), operations: Int = 2000, seed: UInt64 = 1
    ) throws -> RunResults {
        var options = SoakOptions()
        options.operations = operations
        options.seed = seed
        options.scenes = scenes
        let runner = try SoakRunner(scenario: scenario, options: options, environment: try RunEnvironment.current())
        return runner.run().results
    }

    /// Expects the soak's retained memory flat, no leak and no invariant violated; the
    /// message says why when it is not (the verdict's reason, the leaks' paths).
    public static func expectClean(_ results: RunResults, sourceLocation: SourceLocation = #_sourceLocation) {
        let verdict = RunVerdict(results: results)
        guard !verdict.passed else { return }
        var lines = ["soak failed: \(verdict.headline)"]
        if let soak = results.soak { lines.append("retained memory \(soak.verdict.rawValue): \(soak.reason ?? "")") }
        for leak in results.leaks {
            lines.append("leak: \(leak.controller) (\(leak.class)) after \(leak.departure): \(leak.path.joined(separator: " -> "))")
        }
        Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
    }
}
