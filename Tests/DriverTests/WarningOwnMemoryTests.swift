import Foundation
import Profiler
import Reports
import Results
import Testing
import ViewPressureTesting
import ViewRuntime

@testable import Driver

/// A screen that keeps (or gives back) a 20 MiB cache through memory warnings, with two
/// full-screen subviews whose backing stores the runtime unloads.
final class CacheKeepingController: ViewController {
    var cache: [UInt8] = []
    let releasesCache: Bool

    init(runtime: Runtime, releasesCache: Bool) {
        self.releasesCache = releasesCache
        super.init(runtime: runtime)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func viewDidLoad() {
        super.viewDidLoad()
        cache = [UInt8](repeating: 7, count: 20 << 20)
        for _ in 0..<2 {
            let panel = View(frame: view.bounds)
            view.addSubview(panel)
        }
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        if releasesCache { cache = [] }
    }
}

/// Rule: a screen is judged on its own memory after a warning: what its code still holds
/// against what its code gave back, not net of the view memory the runtime unloads, so the
/// verdict is the same on every scale (docs/MEMORY-LIMITS.md).
@MainActor
@Suite("Warnings judged on the screen's own memory", .serialized)
struct WarningOwnMemoryTests {
    /// Whether the off-screen keeper is among the screens that ignored one critical warning, at `scale`.
    private func ignores(scale: Double, releasesCache: Bool) throws -> (ignored: Bool, storesFreed: Bool) {
        let session = try ProfilingSession(device: Screen(width: 390, height: 844, scale: scale))
        session.launch(NavigationController(rootViewController: ViewController(runtime: session.runtime)))
        let keeper = CacheKeepingController(runtime: session.runtime, releasesCache: releasesCache)
        keeper.traceLabel = "keeper#1"
        try session.push(keeper)
        try session.push(ViewController(runtime: session.runtime))
        let stores = keeper.view.subtreeBackingStoreByteCount
        let meter = WarningResponseMeter(runtime: session.runtime, profiler: session.profiler)
        _ = session.profiler.memoryWarning(.critical, trigger: "pressure")
        let (_, ignoring) = meter.responses(profiler: session.profiler, keeping: 0)
        let freed = stores > 0 && !keeper.isViewLoaded
        session.teardown()
        return (ignoring.contains { $0.controller == "keeper#1" }, freed)
    }

    @Test("a screen keeping a 20 MiB cache through a warning ignores it at 1x, 2x and 3x, though the runtime unloads its views")
    func keptCacheAtEveryScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            let result = try ignores(scale: scale, releasesCache: false)
            #expect(result.storesFreed, "at \(scale)x the runtime unloads the keeper's views")
            #expect(result.ignored, "at \(scale)x")
        }
    }

    @Test("control: a screen giving its cache back answers the warning at 1x, 2x and 3x")
    func releasedCacheAtEveryScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            #expect(try ignores(scale: scale, releasesCache: true).ignored == false, "at \(scale)x")
        }
    }
}
