import Foundation
import Testing
@testable import ViewRuntime

/// The ambient runtime (`Runtime.current`) and the initializers that use it, as UIKit's objects
/// all belong to `UIApplication.shared`.
@Suite("Runtime.current: the ambient runtime")
@MainActor
struct CurrentRuntimeTests {
    final class Plain: ViewController {}

    @Test("withCurrent binds the runtime for its closure only, and wins over the process default")
    func taskLocalBinding() {
        let bound = Runtime()
        let outside = Runtime.current
        #expect(outside !== bound)
        Runtime.withCurrent(bound) {
            #expect(Runtime.current === bound)
            let nested = Runtime()
            Runtime.withCurrent(nested) { #expect(Runtime.current === nested) }
            #expect(Runtime.current === bound)
        }
        #expect(Runtime.current === outside)
    }

    @Test("the binding reaches child tasks and not other tasks")
    func childTasks() async {
        let bound = Runtime()
        await Runtime.withCurrent(bound) {
            let seen = await Task { @MainActor in Runtime.current === bound }.value
            #expect(seen)
            async let child: Bool = { @MainActor in Runtime.current === bound }()
            #expect(await child)
        }
        let detached = await Task.detached { @MainActor in Runtime.current === bound }.value
        #expect(!detached)
    }

    @Test("controllers, windows, tables and storyboards made without a runtime join the current one")
    func parameterlessInitializers() {
        let runtime = Runtime()
        Runtime.withCurrent(runtime) {
            let plain = Plain()
            let nib = Plain(nibName: nil, bundle: nil)
            let navigation = NavigationController()
            let tabs = TabBarController()
            let split = SplitViewController()
            let table = TableViewController()
            let window = Window()
            let framed = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
            let tableView = TableView(frame: .zero, style: .grouped)
            let storyboard = Storyboard(name: "Main", bundle: nil)
            for controller in [plain, nib, navigation, tabs, split, table] as [ViewController] {
                #expect(controller.runtime === runtime)
            }
            #expect(runtime.liveControllerCount == 6)
            #expect(window.runtime === runtime && window.frame == runtime.screen.bounds)
            #expect(framed.runtime === runtime && framed.frame.size == CGSize(width: 100, height: 200))
            #expect(tableView.runtime === runtime && tableView.style == .grouped)
            #expect(storyboard.runtime === runtime)
            #expect(navigation.definesPresentationContext)
        }
    }

    @Test("a window made without a runtime shows a controller made without one (trace T0)")
    func windowShowsRoot() {
        let runtime = Runtime()
        let recorder = TraceRecorder()
        runtime.observer = recorder
        Runtime.withCurrent(runtime) {
            let window = Window()
            window.rootViewController = Plain()
            window.makeKeyAndVisible()
        }
        #expect(recorder.events.contains("Plain#1.viewDidAppear"))
    }

    @Test("setting Runtime.current sets the process-wide default")
    func processDefault() {
        let previous = Runtime.current
        defer { Runtime.current = previous }
        let runtime = Runtime()
        Runtime.current = runtime
        #expect(Runtime.current === runtime)
        #expect(Plain().runtime === runtime)
    }
}
