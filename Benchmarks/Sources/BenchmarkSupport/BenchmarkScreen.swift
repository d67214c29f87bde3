public import ViewRuntime

/// The runtime the hot-path suites build: an iPhone screen whose drawn views get backing stores
/// at a tenth of a pixel per point, so that a full-screen view holds about 13 KB (39 x 85 x 4)
/// and stacks of a thousand levels fit comfortably in memory. Under `unloadViews`, as UIKit.
@MainActor
public enum BenchmarkScreen {
    /// The settings: backing stores on, scale 0.1, memory warnings unload off-screen views.
    public static let settings = RuntimeSettings(
        memoryWarningPolicy: .unloadViews, backingStoresEnabled: true, backingStoreScale: 0.1)

    /// A fresh runtime (about 2 KB; the fixtures make one per iteration, outside the window).
    public static func makeRuntime() -> Runtime {
        Runtime(screen: .iPhone, settings: settings)
    }

    /// A key, visible window whose root is `root`.
    public static func makeWindow(runtime: Runtime, root: ViewController) -> Window {
        let window = Window(runtime: runtime)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }
}
