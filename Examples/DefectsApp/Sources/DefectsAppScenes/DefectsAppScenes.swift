public import Driver
import DefectsApp
import ViewRuntime

/// The example's screens as scenario scenes, for `defects-profiler` and the tests:
///
/// | class | parameters |
/// |---|---|
/// | `Feed` | `rows` (0 to 100,000, default 3,000), `dequeues` (default true; false is the defect) |
/// | `Refreshing` | `leaky` (default false: true is the closure cycle) |
/// | `Settings` | `leaky` (default false: true is the strong delegate cycle) |
/// | `Detail` | `cached` (default false: true keeps it in `DetailCache.screens`) |
/// | `Photo` | `ignoresWarnings` (default false: true keeps 12 MiB off screen) |
public enum DefectsAppScenes {
    public static var registry: SceneRegistry {
        var scenes = SceneRegistry()
        scenes.register("Feed", summary: "a photo feed table; dequeues: false makes a cell per row") { parameters throws(DriverError) in
            (rows: try parameters.int("rows", in: 0...100_000, default: 3000), dequeues: try parameters.bool("dequeues", default: true))
        } make: { runtime, configuration in
            FeedController(runtime: runtime, rows: configuration.rows, dequeues: configuration.dequeues)
        }
        scenes.register("Refreshing", summary: "a refresh handler; leaky: true captures self strongly") { parameters throws(DriverError) in
            try parameters.bool("leaky", default: false)
        } make: { runtime, leaky in
            RefreshingController(runtime: runtime, leaky: leaky)
        }
        scenes.register("Settings", summary: "a form helper; leaky: true makes its delegate strong") { parameters throws(DriverError) in
            try parameters.bool("leaky", default: false)
        } make: { runtime, leaky in
            SettingsController(runtime: runtime, leaky: leaky)
        }
        scenes.register("Detail", summary: "an item's detail; cached: true keeps it in a static array") { parameters throws(DriverError) in
            try parameters.bool("cached", default: false)
        } make: { runtime, cached in
            DetailController(runtime: runtime, cached: cached)
        }
        scenes.register("Photo", summary: "a 12 MiB photo; ignoresWarnings: true keeps it off screen") { parameters throws(DriverError) in
            try parameters.bool("ignoresWarnings", default: false)
        } make: { runtime, ignores in
            PhotoController(runtime: runtime, ignoresWarnings: ignores)
        }
        return scenes
    }
}
