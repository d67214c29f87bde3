import Foundation
import Testing
@testable import ViewRuntime

/// A storyboard-less controller that implements an unwind action and can refuse it.
final class UnwindTarget: ViewController {
    var accepts = true
    var received: [String] = []
    init(runtime: Runtime, label: String, action: Action? = "unwindHere:") {
        super.init(runtime: runtime)
        self.traceLabel = label
        if let action {
            setHandler(
                for: action,
                .sender { [unowned self] sender in
                    received.append((sender as? Segue)?.source.traceLabel ?? "?")
                })
        }
    }

    required init?(coder: NSCoder) { return nil }
    override func canPerformUnwindSegueAction(_ action: Action, from source: ViewController, sender: Any?) -> Bool {
        accepts && super.canPerformUnwindSegueAction(action, from: source, sender: sender)
    }
}

@MainActor
func unwindStoryboard(_ h: Harness) -> Storyboard {
    let storyboard = Storyboard(name: "Unwind", runtime: h.runtime)
    var source = StoryboardScene("source")
    source.segues = [.unwind("back", action: "unwindHere:"), .unwind("nowhere", action: "noSuchAction:")]
    storyboard.addScene(source)
    return storyboard
}

@MainActor
@Suite("Unwind segues (SB6)")
struct UnwindTests {
    /// tab[nav[A, B], X]; B presents C; C presents the storyboard source S.
    struct Setup {
        let h: Harness
        let tabs: TabBarController
        let nav: NavigationController
        let a: UnwindTarget, b: UnwindTarget, c: UnwindTarget, x: UnwindTarget
        let source: ViewController
    }

    func setUp() throws -> Setup {
        let h = Harness()
        let a = UnwindTarget(runtime: h.runtime, label: "A")
        let b = UnwindTarget(runtime: h.runtime, label: "B")
        let x = UnwindTarget(runtime: h.runtime, label: "X")
        let nav = h.navigation(root: a)
        nav.pushViewController(b, animated: false)
        let tabs = TabBarController(runtime: h.runtime)
        tabs.traceLabel = "tabs"
        tabs.setViewControllers([nav, x])
        h.show(tabs)
        let c = UnwindTarget(runtime: h.runtime, label: "C")
        c.modalPresentationStyle = .fullScreen
        b.present(c, animated: false)
        let source = unwindStoryboard(h).instantiateViewController(withIdentifier: "source")
        source.traceLabel = "S"
        source.modalPresentationStyle = .fullScreen
        c.present(source, animated: false)
        return Setup(h: h, tabs: tabs, nav: nav, a: a, b: b, c: c, x: x, source: source)
    }

    @Test("SB6: the most recent match wins (C, the presenter of the source)")
    func sb6MostRecent() throws {
        let s = try setUp()
        s.h.recorder.reset()
        s.source.performSegue(withIdentifier: "back", sender: nil)
        s.h.runtime.runUntilIdle()
        #expect(s.c.received == ["S"] && s.b.received.isEmpty && s.a.received.isEmpty)
        #expect(s.c.presentedViewController == nil)
        #expect(s.h.recorder.trace(of: ["S"], kinds: [.prepareForSegue]) == ["S.prepareForSegue"])
    }

    @Test("SB6: C refuses, so the search walks to the tab bar: navigation children top first, so B before A")
    func sb6NavigationReversed() throws {
        let s = try setUp()
        s.c.accepts = false
        s.source.performSegue(withIdentifier: "back", sender: nil)
        s.h.runtime.runUntilIdle()
        #expect(s.b.received == ["S"] && s.a.received.isEmpty)
        #expect(s.tabs.presentedViewController == nil && s.nav.topViewController === s.b)
    }

    @Test("SB6: B refuses too: A is chosen, the presentations are dismissed and the stack pops to A")
    func sb6PopsToDestination() throws {
        let s = try setUp()
        s.c.accepts = false
        s.b.accepts = false
        s.source.performSegue(withIdentifier: "back", sender: nil)
        s.h.runtime.runUntilIdle()
        #expect(s.a.received == ["S"])
        #expect(s.nav.viewControllers.map(\.traceLabel) == ["A"])
        #expect(s.tabs.presentedViewController == nil && s.a.appearState == .appeared)
    }

    @Test("SB6: a destination in another tab is selected; allowedChildrenForUnwinding defaults exclude the source's branch")
    func sb6OtherTab() throws {
        let s = try setUp()
        s.a.accepts = false; s.b.accepts = false; s.c.accepts = false
        s.source.performSegue(withIdentifier: "back", sender: nil)
        s.h.runtime.runUntilIdle()
        #expect(s.x.received == ["S"] && s.tabs.selectedViewController === s.x)
        let unwindSource = UnwindSegueSource(sourceViewController: s.b, unwindAction: "unwindHere:", sender: nil)
        #expect(s.tabs.allowedChildrenForUnwinding(from: unwindSource).map(\.traceLabel) == ["X"])
        #expect(s.nav.childContaining(unwindSource) === s.b)
    }

    @Test("SB6: no destination records a diagnostic and changes nothing")
    func sb6NoDestination() throws {
        let s = try setUp()
        s.source.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(s.h.runtime.diagnostics.last?.code == .unwindDestinationNotFound)
        #expect(s.c.presentedViewController === s.source)
    }

    @Test("SB6: a predicate unwind from a modal over nav-in-tab finds the tab's stack; prepare on the source first")
    func sb6PredicateThroughTabBar() throws {
        let h = Harness()
        let a = h.make("A"), b = h.make("B"), x = h.make("X")
        let nav = h.navigation(root: a)
        nav.pushViewController(b, animated: false)
        let tabs = TabBarController(runtime: h.runtime)
        tabs.traceLabel = "tabs"
        tabs.setViewControllers([x, nav])
        h.show(tabs)
        try tabs.selectTab(at: 1)
        let modal = h.make("M")
        b.present(modal, animated: false)
        h.recorder.reset()
        let found = try modal.performUnwind(identifier: "u", animated: false) { $0.traceLabel == "A" }
        h.runtime.runUntilIdle()
        #expect(found === a)
        #expect(tabs.selectedViewController === nav && nav.topViewController === a)
        #expect(b.presentedViewController == nil && modal.presentingViewController == nil)
        let events = h.recorder.events
        let prepare = try #require(events.firstIndex(of: "M.prepareForSegue"))
        let willDisappear = try #require(events.firstIndex(of: "M.viewWillDisappear"))
        #expect(prepare < willDisappear, "prepare(for:sender:) on the source comes before the transition")
        #expect(try modal.performUnwind(identifier: "u") { $0.traceLabel == "nobody" } == nil)
    }
}
