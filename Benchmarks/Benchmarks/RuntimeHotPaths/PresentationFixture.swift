import BenchmarkSupport
import Driver
import ViewRuntime

/// A key window with a root controller: the measured operation makes a controller, presents it
/// full screen (the root's view leaves the window) and dismisses it (the root's view returns;
/// the presented controller is deallocated).
///
/// Built once per iteration, outside the window.
@MainActor
final class PresentationFixture {
    let runtime = BenchmarkScreen.makeRuntime()
    let root: WorkloadController
    let window: Window
    private(set) var viewLoads = 0

    init() {
        root = WorkloadController(runtime: runtime, subviews: 4)
        window = BenchmarkScreen.makeWindow(runtime: runtime, root: root)
    }

    /// One full-screen presentation and its dismissal, not animated.
    func presentAndDismiss() throws {
        let controller = WorkloadController(runtime: runtime, subviews: 4)
        controller.modalPresentationStyle = .fullScreen
        try root.present(controller, animated: false)
        root.dismiss(animated: false)
        viewLoads += controller.viewLoadCount
    }

    func tearDown() { window.tearDown() }
}
