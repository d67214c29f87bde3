import BenchmarkSupport
import Driver
import ViewRuntime

/// A key window showing a navigation controller: the measured operation makes a controller,
/// pushes it (its view loads, appears and gets backing stores) and pops it (it disappears and
/// is deallocated).
///
/// Built once per iteration, outside the window.
@MainActor
final class NavigationFixture {
    let runtime = BenchmarkScreen.makeRuntime()
    let navigation: NavigationController
    let window: Window
    private(set) var viewLoads = 0

    init() {
        navigation = NavigationController(rootViewController: WorkloadController(runtime: runtime, subviews: 4))
        window = BenchmarkScreen.makeWindow(runtime: runtime, root: navigation)
    }

    /// One push and one pop of a new four-subview controller, not animated.
    func pushAndPop() throws {
        let controller = WorkloadController(runtime: runtime, subviews: 4)
        try navigation.pushViewController(controller, animated: false)
        _ = navigation.popViewController(animated: false)
        viewLoads += controller.viewLoadCount
    }

    func tearDown() { window.tearDown() }
}
