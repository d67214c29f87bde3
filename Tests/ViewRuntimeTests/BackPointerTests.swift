import Foundation
import Testing
@testable import ViewRuntime

/// The runtime's back-pointers (a view's superview and controller, a controller's parent,
/// presenter and window) are `unowned(unsafe)`, not weak (ViewController+BackPointers.swift):
/// whoever they point at clears them when it lets go and in its deinit. These tests release the
/// owner while the object that points back lives on, held by user code; without the clearing
/// the pointer would dangle (a non-nil read of freed memory), and each expectation fails.
@MainActor
@Suite("Back-pointers")
struct BackPointerTests {
    /// Allocates and drops objects of the sizes just freed, so that a dangling pointer would
    /// point at reused memory rather than at a still-intact dead object.
    private func churn(_ runtime: Runtime) {
        for _ in 0..<64 { _ = (View(frame: .zero), Plain(runtime: runtime)) }
    }

    @Test("A superview deallocated while its subview lives on leaves the subview without a superview")
    func superviewReleased() throws {
        let h = Harness()
        let survivor = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        weak var released: View?
        do {
            let container = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            let middle = View(frame: .zero)
            container.addSubview(middle)
            middle.addSubview(survivor)
            released = container
        }
        churn(h.runtime)
        #expect(released == nil)
        #expect(survivor.superview == nil)
        #expect(survivor.window == nil)
        // It can be added elsewhere and removed again.
        let other = View(frame: .zero)
        other.addSubview(survivor)
        #expect(survivor.superview === other)
        survivor.removeFromSuperview()
        #expect(survivor.superview == nil && other.subviews.isEmpty)
    }

    @Test("A window deallocated with its root controller kept: the controller has no window and can be another's root")
    func windowReleased() throws {
        let runtime = Runtime(screen: .iPhone, settings: RuntimeSettings(backingStoreScale: 0.1))
        let root = Plain(runtime: runtime)
        weak var released: Window?
        do {
            let window = Window(runtime: runtime)
            window.rootViewController = root
            window.makeKeyAndVisible()
            #expect(root.view.window === window)
            released = window
        }
        churn(runtime)
        #expect(released == nil)
        #expect(root.view.superview == nil)
        #expect(root.view.window == nil)
        let next = Window(runtime: runtime)
        next.rootViewController = root  // refused (ignoredMisuse) if the root still had a window
        #expect(next.rootViewController === root)
        #expect(!runtime.diagnostics.contains { $0.code == .ignoredMisuse })
        next.tearDown()
    }

    @Test("A parent released while user code keeps the child: the child has no parent and can be pushed")
    func parentReleased() throws {
        let h = Harness()
        let child = h.make("K")
        weak var released: ViewController?
        do {
            let parent = h.make("P")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(child.parent === parent && child.hasParent)
            released = parent
        }
        churn(h.runtime)
        #expect(released == nil)
        #expect(child.parent == nil)
        #expect(!child.hasParent)
        #expect(child.view.superview == nil)
        let nav = h.navigation(root: h.make("A"))
        h.show(nav)
        nav.pushViewController(child, animated: false)
        #expect(child.parent === nav)
        #expect(nav.topViewController === child)
    }

    @Test("A navigation controller released with its stack kept by user code: no child keeps a parent")
    func containerReleased() throws {
        let h = Harness()
        let kept = [h.make("A"), h.make("B"), h.make("C")]
        weak var released: NavigationController?
        do {
            let nav = h.navigation(root: kept[0])
            h.show(nav)
            nav.pushViewController(kept[1], animated: false)
            nav.pushViewController(kept[2], animated: false)
            h.window.tearDown()
            released = nav
        }
        churn(h.runtime)
        #expect(released == nil)
        #expect(kept.allSatisfy { $0.parent == nil && !$0.hasParent && $0.navigationController == nil })
    }

    @Test("A controller released while user code keeps its root view: the view has no controller")
    func controllerReleasedViewKept() throws {
        let h = Harness()
        let view: View
        weak var released: ViewController?
        do {
            let controller = h.make("V")
            view = controller.view
            #expect(view.viewController === controller)
            released = controller
        }
        churn(h.runtime)
        #expect(released == nil)
        #expect(view.viewController == nil)
        #expect(view.next == nil)
        // L8: the view is free to be another controller's root view.
        let adopter = h.make("W")
        try adopter.setView(view)
        #expect(view.viewController === adopter)
    }

    @Test("A presenter released while its presented controller lives on: the presented one has no presenter")
    func presenterReleased() throws {
        let h = Harness()
        let presented = h.make("B")
        weak var released: ViewController?
        do {
            let presenter = h.make("A")
            h.show(presenter)
            presenter.present(presented, animated: false)
            #expect(presented.presentingViewController === presenter)
            // The window lets the presenter go; nothing dismisses the presented controller.
            h.window.rootViewController = h.make("C")
            released = presenter
        }
        churn(h.runtime)
        #expect(released == nil)
        #expect(presented.presentingViewController == nil)
    }

    @Test("A controller's deinit leaves the runtime's registry: memory warnings reach only the living")
    func registrySlotCleared() throws {
        let h = Harness()
        let kept = h.make("kept")
        do {
            for index in 0..<200 { _ = h.make("gone\(index)") }
        }
        churn(h.runtime)
        #expect(h.runtime.liveControllers.map(\.traceLabel) == ["kept"])
        h.runtime.simulateMemoryWarning(level: .critical)
        #expect(h.recorder.deinitialized.count == 200 + 64)
        _ = kept
    }
}
