import BenchmarkSupport
import Driver
import ViewRuntime

/// A navigation stack `depth` levels deep in a key window, every level's view loaded (and drawn
/// when it was on top): the measured operation is one critical memory warning, which under
/// `unloadViews` unloads every off-screen view (rules M2, M5).
///
/// Built once per iteration, outside the window: about 20 KB per level.
@MainActor
final class DeepStackFixture {
    let runtime = BenchmarkScreen.makeRuntime()
    let navigation: NavigationController
    let window: Window
    let depth: Int

    init(depth: Int) throws {
        self.depth = depth
        navigation = NavigationController(rootViewController: WorkloadController(runtime: runtime, subviews: 4))
        window = BenchmarkScreen.makeWindow(runtime: runtime, root: navigation)
        for _ in 1..<depth {
            try navigation.pushViewController(WorkloadController(runtime: runtime, subviews: 4), animated: false)
        }
    }

    func sendCriticalWarning() {
        runtime.simulateMemoryWarning(level: .critical)
    }

    /// Fails the benchmark unless exactly the off-screen levels unloaded their views.
    func checkUnloaded() throws {
        let unloaded = navigation.viewControllers.reduce(0) { $0 + $1.viewUnloadCount }
        guard unloaded == depth - 1 else {
            throw FixtureError("a critical warning unloaded \(unloaded) views of a \(depth)-deep stack; expected \(depth - 1)")
        }
    }

    func tearDown() { window.tearDown() }
}

/// A fixture found the runtime in a state the benchmark does not measure.
struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
