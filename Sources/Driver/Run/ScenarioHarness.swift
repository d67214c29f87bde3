import MemoryProbe
import Profiler
import ViewRuntime

/// What a scenario run and a soak both build: the runtime for the scenario's device and
/// policy, the probe, the installed profiler, and the storyboard (a leak root).
@MainActor
struct ScenarioHarness {
    let runtime: Runtime
    let probe: AllocatorProbe?
    let profiler: RuntimeProfiler
    let storyboard: ScenarioStoryboard

    /// Builds the harness for `scenario` with a run's or a soak's options.
    init(scenario: Scenario, options: some HarnessOptions) throws {
        var settings = RuntimeSettings()
        settings.memoryWarningPolicy = scenario.memoryWarningPolicy
        runtime = Runtime(
            screen: scenario.device,
            settings: settings)
        // Controllers made without a runtime (UIKit's `init()`) while the scenario launches and
        // runs join this one; ScenarioRunner.run() and SoakRunner.run() also bind it to their task.
        Runtime.current = runtime
        probe = options.measures ? try AllocatorProbe() : nil
        profiler = try RuntimeProfiler(runtime: runtime, probe: probe, tracePath: options.tracePath)
        storyboard = ScenarioStoryboard(scenario: scenario, runtime: runtime, scenes: options.scenes)
        profiler.addLeakRoot("storyboard", storyboard)
        for root in options.scenes.leakRoots { profiler.addLeakRoots(of: [root.name: root.read]) }
        profiler.install()
    }

    /// The four parts, for a runner to unpack into its own stored properties in one line.
    var parts: (Runtime, AllocatorProbe?, RuntimeProfiler, ScenarioStoryboard) { (runtime, probe, profiler, storyboard) }
}

/// What the harness needs of ``RunOptions`` and ``SoakOptions``.
protocol HarnessOptions {
    var measures: Bool { get }
    var tracePath: String? { get }
    var scenes: SceneRegistry { get }
}

extension RunOptions: HarnessOptions {}
extension SoakOptions: HarnessOptions {}
