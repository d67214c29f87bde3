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

    init(scenario: Scenario, measures: Bool, tracePath: String?, scenes: SceneRegistry) throws {
        var settings = RuntimeSettings()
        settings.memoryWarningPolicy = MemoryWarningPolicy(rawValue: scenario.memoryWarningPolicy.rawValue) ?? .unloadViews
        runtime = Runtime(
            screen: Screen(width: scenario.device.width, height: scenario.device.height, scale: scenario.device.scale),
            settings: settings)
        probe = measures ? try AllocatorProbe() : nil
        profiler = try RuntimeProfiler(runtime: runtime, probe: probe, tracePath: tracePath)
        storyboard = ScenarioStoryboard(scenario: scenario, runtime: runtime, scenes: scenes)
        profiler.addLeakRoot("storyboard", storyboard)
        profiler.install()
    }
}
