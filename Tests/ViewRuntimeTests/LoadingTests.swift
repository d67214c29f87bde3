import Foundation
import Testing
@testable import ViewRuntime

final class NoViewController: ViewController {
    var touchViewInViewDidLoad = false
    override func loadView() {}
    override func viewDidLoad() { if touchViewInViewDidLoad { _ = view } }
}

@MainActor
@Suite("View loading (L1-L8, M3)")
struct LoadingTests {
    @Test("L1: view loads lazily: loadView then viewDidLoad, once")
    func l1LazyView() {
        let h = Harness()
        let a = h.make("A")
        #expect(!a.isViewLoaded)
        let first = a.view
        let second = a.view
        #expect(first === second)
        #expect(h.recorder.trace(of: ["A"]) == ["A.loadView", "A.viewDidLoad"])
        #expect(a.view.frame == h.runtime.screen.bounds)
    }

    @Test("L2: isViewLoaded and viewIfLoaded never load; loadViewIfNeeded does")
    func l2NoSideEffects() {
        let h = Harness()
        let a = h.make("A")
        #expect(a.viewIfLoaded == nil && !a.isViewLoaded && a.viewLoadCount == 0)
        a.loadViewIfNeeded()
        #expect(a.isViewLoaded && a.viewLoadCount == 1)
        a.loadViewIfNeeded()
        #expect(a.viewLoadCount == 1)
    }

    @Test("L5: loadView that sets no view: viewDidLoad still runs, next access reloads, diagnostic recorded")
    func l5NoViewSet() {
        let h = Harness()
        let a = NoViewController(runtime: h.runtime)
        #expect(a.view == nil)
        #expect(a.viewLoadCount == 1)
        #expect(a.view == nil)
        #expect(a.viewLoadCount == 2)
        #expect(h.runtime.diagnostics.contains { $0.code == .loadViewDidNotSetView })
        let error = #expect(throws: RuntimeError.self) { try a.requireView() }
        #expect(error?.code == .viewNotLoaded)
    }

    @Test("L5: re-entry from viewDidLoad is bounded and reported, never a stack overflow")
    func l5RecursionBounded() {
        let h = Harness()
        h.runtime.settings.maximumViewLoadDepth = 5
        let a = NoViewController(runtime: h.runtime)
        a.touchViewInViewDidLoad = true
        #expect(a.view == nil)
        #expect(a.viewLoadCount == 5)
        let error = a.lastViewLoadError
        #expect(error?.code == .viewNotLoaded)
        #expect(error?.message.contains("re-entered view loading 5 times") == true)
        let thrown = #expect(throws: RuntimeError.self) { try a.requireView() }
        #expect(thrown?.code == .viewNotLoaded)
    }

    @Test("L6/M3: setting view = nil releases it without viewDidUnload; next access loads again")
    func l6ReloadAfterNil() {
        let h = Harness()
        let a = h.make("A")
        _ = a.view
        a.view = nil
        #expect(!a.isViewLoaded)
        _ = a.view
        #expect(a.viewLoadCount == 2)
        #expect(!h.recorder.events.contains("A.viewDidUnload"))
    }

    @Test("L7: setting view from outside does not call viewDidLoad")
    func l7SetterNoViewDidLoad() {
        let h = Harness()
        let a = h.make("A")
        a.view = View(frame: .zero)
        #expect(a.isViewLoaded && a.viewLoadCount == 0)
        #expect(!h.recorder.events.contains("A.viewDidLoad"))
    }

    @Test("L8: a view belongs to one controller; a second owner throws and nothing changes")
    func l8SoleOwner() throws {
        let h = Harness()
        let a = h.make("A"), b = h.make("B")
        let shared = a.view!
        let error = #expect(throws: RuntimeError.self) { try b.setView(shared) }
        #expect(error?.code == .viewAlreadyOwned)
        #expect(error?.message.hasPrefix("A view can only be associated with at most one view controller at a time!") == true)
        #expect(!b.isViewLoaded && a.view === shared)
        b.view = shared
        #expect(!b.isViewLoaded)
        #expect(h.runtime.diagnostics.last?.code == .ignoredMisuse)
        a.view = nil
        try b.setView(shared)
        #expect(b.view === shared)
    }
}
