import Foundation
import Testing
@testable import ViewRuntime

/// Pages P0...Pn-1 in order, with a record of delegate calls.
@MainActor
final class PageBook: PageViewControllerDataSource, PageViewControllerDelegate {
    let pages: [ViewController]
    var delegateLog: [String] = []
    var spine: PageViewController.SpineLocation?

    init(_ h: Harness, count: Int) {
        pages = (0..<count).map { h.make("P\($0)") }
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
        delegateLog.append("willTransitionTo(\(pendingViewControllers.map(\.traceLabel).joined(separator: ",")))")
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    ) {
        delegateLog.append("didFinishAnimating(\(finished), \(previousViewControllers.map(\.traceLabel).joined(separator: ",")), \(completed))")
    }

    func pageViewController(
        _ pageViewController: PageViewController, spineLocationFor orientation: InterfaceOrientation
    ) -> PageViewController.SpineLocation {
        spine ?? pageViewController.spineLocation
    }
}

/// A page view controller that installs its first page from viewDidLoad (T7's initial case).
final class SelfInstallingPages: PageViewController {
    var firstPage: ViewController?
    override func viewDidLoad() {
        if let firstPage { setViewControllers([firstPage], direction: .forward, animated: false) }
    }
}

@MainActor
@Suite("Page view controller (PV1-PV6, T7)")
struct PageViewControllerTests {
    struct CountCase: Sendable, CustomTestStringConvertible {
        let style: PageViewController.TransitionStyle
        let spine: PageViewController.SpineLocation?
        let doubleSided: Bool
        let required: Int
        var testDescription: String { "\(style) spine \(spine.map(\.rawValue) ?? "default") doubleSided \(doubleSided) needs \(required)" }
    }

    @Test(
        "PV2: every transition/spine/doubleSided combination requires its count; others throw UIKit's message",
        arguments: [
            CountCase(style: .pageCurl, spine: .mid, doubleSided: true, required: 2),
            CountCase(style: .pageCurl, spine: .min, doubleSided: true, required: 2),
            CountCase(style: .pageCurl, spine: .max, doubleSided: true, required: 2),
            CountCase(style: .pageCurl, spine: .min, doubleSided: false, required: 1),
            CountCase(style: .pageCurl, spine: .max, doubleSided: false, required: 1),
            CountCase(style: .pageCurl, spine: nil, doubleSided: false, required: 1),
            CountCase(style: .scroll, spine: nil, doubleSided: false, required: 1),
            CountCase(style: .scroll, spine: .mid, doubleSided: true, required: 1),
        ])
    func pv2Counts(_ c: CountCase) throws {
        let h = Harness()
        let pvc = PageViewController(runtime: h.runtime, transitionStyle: c.style, spineLocation: c.spine)
        try pvc.setDoubleSided(c.doubleSided)
        #expect(pvc.requiredViewControllerCount == c.required)
        if c.style == .scroll { #expect(pvc.spineLocation == .none && !pvc.isDoubleSided) }
        for count in [0, 1, 2, 3] where count != c.required {
            let pages = (0..<count).map { _ in Plain(runtime: h.runtime) }
            let error = expectRaise(h.runtime) {
                pvc.setViewControllers(pages, direction: .forward, animated: false)
            }
            #expect(
                error?.reason
                    == "The number of view controllers provided (\(count)) doesn't match the number required (\(c.required)) for the requested transition"
            )
            #expect(pvc.viewControllers!.isEmpty && pvc.children.isEmpty)
        }
        let pages = (0..<c.required).map { _ in Plain(runtime: h.runtime) }
        pvc.setViewControllers(pages, direction: .forward, animated: false)
        #expect(pvc.viewControllers!.count == c.required && pvc.children.count == c.required)
    }

    @Test("PV3: a mid spine is double-sided; setting false throws (setter: diagnostic) and changes nothing")
    func pv3MidSpine() throws {
        let h = Harness()
        let pvc = PageViewController(runtime: h.runtime, transitionStyle: .pageCurl, spineLocation: .mid)
        #expect(pvc.isDoubleSided)
        let error = #expect(throws: RuntimeError.self) { try pvc.setDoubleSided(false) }
        #expect(error?.message == "If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'.")
        pvc.isDoubleSided = false
        #expect(pvc.isDoubleSided && h.runtime.diagnostics.last?.code == .ignoredMisuse)
        #expect(PageViewController(runtime: h.runtime, transitionStyle: .pageCurl).spineLocation == .min)
    }

    func shown(_ h: Harness, style: PageViewController.TransitionStyle, book: PageBook, start: Int = 1) throws -> PageViewController {
        let pvc = PageViewController(runtime: h.runtime, transitionStyle: style)
        pvc.traceLabel = "pvc"
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[start]], direction: .forward, animated: false)
        h.show(pvc)
        return pvc
    }

    @Test("T7: scroll turn: New.willAppear, Cur.willDisappear, New.didAppear, Cur.didDisappear", arguments: [true, false])
    func t7Scroll(animated: Bool) throws {
        let h = Harness()
        let book = PageBook(h, count: 3)
        let pvc = try shown(h, style: .scroll, book: book)
        pvc.setViewControllers([book.pages[2]], direction: .forward, animated: animated)
        h.runtime.runUntilIdle()
        #expect(
            h.recorder.trace(of: ["P1", "P2"], kinds: appearanceKinds) == [
                "P2.viewWillAppear", "P1.viewWillDisappear", "P2.viewDidAppear", "P1.viewDidDisappear",
            ])
        #expect(pvc.viewControllers!.map(\.traceLabel) == ["P2"] && pvc.children.map(\.traceLabel) == ["P2"])
        #expect(book.delegateLog.isEmpty)
    }

    @Test("T7: page curl turn: New.willAppear, Cur.willDisappear, Cur.didDisappear, New.didAppear")
    func t7Curl() throws {
        let h = Harness()
        let book = PageBook(h, count: 3)
        let pvc = try shown(h, style: .pageCurl, book: book)
        pvc.setViewControllers([book.pages[0]], direction: .reverse, animated: true)
        h.runtime.runUntilIdle()
        #expect(
            h.recorder.trace(of: ["P0", "P1"], kinds: appearanceKinds) == [
                "P0.viewWillAppear", "P1.viewWillDisappear", "P1.viewDidDisappear", "P0.viewDidAppear",
            ])
    }

    @Test("T7: a cancelled interactive scroll: New.willAppear, Cur.willDisappear, Cur.willAppear, Cur.didAppear, New.willDisappear, New.didDisappear")
    func t7Cancelled() throws {
        let h = Harness()
        let book = PageBook(h, count: 3)
        let pvc = try shown(h, style: .scroll, book: book)
        let turn = try #require(pvc.beginInteractivePageTurn(.forward))
        turn.update(progress: 0.3)
        turn.cancel()
        h.runtime.runUntilIdle()
        #expect(
            h.recorder.trace(of: ["P1", "P2"], kinds: appearanceKinds) == [
                "P2.viewWillAppear", "P1.viewWillDisappear", "P1.viewWillAppear", "P1.viewDidAppear",
                "P2.viewWillDisappear", "P2.viewDidDisappear",
            ])
        #expect(pvc.viewControllers!.map(\.traceLabel) == ["P1"] && pvc.children.map(\.traceLabel) == ["P1"])
        #expect(book.delegateLog == ["willTransitionTo(P2)", "didFinishAnimating(true, P1, false)"])
    }

    @Test("T7: the initial setViewControllers from viewDidLoad: child viewDidLoad, willAppear, didAppear, didMove, then layout")
    func t7InitialInstall() throws {
        let h = Harness()
        let pvc = SelfInstallingPages(runtime: h.runtime, transitionStyle: .scroll)
        pvc.traceLabel = "pvc"
        pvc.firstPage = h.make("P0")
        h.window.rootViewController = pvc
        h.window.makeKeyAndVisible()
        #expect(
            h.recorder.trace(of: ["P0"]) == [
                "P0.willMoveToParent(pvc)", "P0.loadView", "P0.viewDidLoad", "P0.viewWillAppear", "P0.viewDidAppear",
                "P0.didMoveToParent(pvc)", "P0.viewWillLayoutSubviews", "P0.viewDidLayoutSubviews",
            ])
        #expect(pvc.appearState == .appeared && pvc.firstPage?.appearState == .appeared)
    }

    @Test("PV4/T7: swipes go through the data source and tell the delegate; nil at the ends")
    func pv4Swipes() throws {
        let h = Harness()
        let book = PageBook(h, count: 3)
        let pvc = try shown(h, style: .scroll, book: book, start: 0)
        #expect(!pvc.simulateSwipe(.reverse))
        #expect(pvc.simulateSwipe(.forward))
        h.runtime.runUntilIdle()
        #expect(pvc.simulateSwipe(.forward))
        h.runtime.runUntilIdle()
        #expect(!pvc.simulateSwipe(.forward))
        #expect(pvc.viewControllers!.map(\.traceLabel) == ["P2"])
        #expect(
            book.delegateLog == [
                "willTransitionTo(P1)", "didFinishAnimating(true, P0, true)",
                "willTransitionTo(P2)", "didFinishAnimating(true, P1, true)",
            ])
        #expect(
            h.recorder.trace(of: ["P0", "P1"], kinds: appearanceKinds).prefix(4) == [
                "P1.viewWillAppear", "P0.viewWillDisappear", "P1.viewDidAppear", "P0.viewDidDisappear",
            ])
    }

    @Test("PV4: without a data source a swipe is ignored with a diagnostic")
    func pv4NoDataSource() throws {
        let h = Harness()
        let book = PageBook(h, count: 3)
        let pvc = try shown(h, style: .scroll, book: book)
        pvc.dataSource = nil
        #expect(!pvc.simulateSwipe(.forward))
        #expect(h.runtime.diagnostics.last?.code == .pageGestureWithoutDataSource)
        #expect(pvc.viewControllers!.map(\.traceLabel) == ["P1"] && h.recorder.events.isEmpty)
    }

    @Test("PV1: a mid spine shows two pages; a swipe turns both; rotation asks the delegate for the spine")
    func pv1MidSpine() throws {
        let h = Harness(screen: .iPad)
        let book = PageBook(h, count: 6)
        let pvc = PageViewController(runtime: h.runtime, transitionStyle: .pageCurl, spineLocation: .mid)
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
        h.show(pvc)
        #expect(book.pages[0].appearState == .appeared && book.pages[1].appearState == .appeared)
        #expect(pvc.simulateSwipe(.forward))
        h.runtime.runUntilIdle()
        #expect(pvc.viewControllers!.map(\.traceLabel) == ["P2", "P3"])
        #expect(book.pages[0].appearState == .disappeared && book.pages[3].appearState == .appeared)
        book.spine = .min
        h.runtime.rotate()
        #expect(pvc.spineLocation == .min && pvc.requiredViewControllerCount == 2)
    }

    @Test("Dealloc: pages and the page view controller deallocate after teardown")
    func deallocation() throws {
        let h = Harness()
        weak var weakPVC: PageViewController?
        weak var weakPage: ViewController?
        do {
            let book = PageBook(h, count: 3)
            let pvc = try shown(h, style: .scroll, book: book)
            #expect(pvc.simulateSwipe(.forward))
            h.runtime.runUntilIdle()
            weakPVC = pvc
            weakPage = book.pages[2]
        }
        h.window.tearDown()
        #expect(weakPVC == nil && weakPage == nil)
        #expect(h.runtime.liveControllerCount == 0)
    }
}
