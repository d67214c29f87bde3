import Foundation
import Testing
@testable import ViewRuntime

@MainActor
final class SplitLog: SplitViewControllerDelegate {
    var log: [String] = []
    var takeOverShowDetail = false
    weak var split: SplitViewController?

    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        log.append(
            "collapse(\(secondaryViewController.traceLabel) onto \(primaryViewController.traceLabel), isCollapsed: \(splitViewController.isCollapsed))"
        )
        return false
    }

    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? {
        log.append("separate(from \(primaryViewController.traceLabel), isCollapsed: \(splitViewController.isCollapsed))")
        return nil
    }

    func splitViewController(_ splitViewController: SplitViewController, showDetail viewController: ViewController, sender: Any?) -> Bool {
        log.append("showDetail(\(viewController.traceLabel))")
        return takeOverShowDetail
    }
}

@MainActor
@Suite("Split view controller (S1-S5)")
struct SplitViewControllerTests {
    func make(
        _ h: Harness, mode: SplitViewController.DisplayMode = .oneBesideSecondary
    ) throws -> (SplitViewController, NavigationController, ViewController, SplitLog) {
        let split = SplitViewController(runtime: h.runtime)
        split.traceLabel = "split"
        split.preferredDisplayMode = mode
        let list = h.make("List")
        let nav = h.navigation("nav", root: list)
        let detail = h.make("Detail")
        split.setViewControllers([nav, detail])
        let log = SplitLog()
        split.delegate = log
        return (split, nav, detail, log)
    }

    @Test("S1/S5: both columns appear in a regular width; a hidden primary gets no appearance callbacks")
    func s5Appearance() throws {
        let h = Harness(screen: .iPad)
        let (split, nav, detail, _) = try make(h, mode: .secondaryOnly)
        h.window.rootViewController = split
        h.window.makeKeyAndVisible()
        #expect(split.viewControllers.count == 2 && !split.isCollapsed)
        #expect(detail.appearState == .appeared && nav.appearState == .disappeared && !nav.isViewLoaded)
        #expect(h.recorder.trace(of: ["nav", "List"], kinds: appearanceKinds).isEmpty)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(
            h.recorder.trace(of: ["nav", "List"], kinds: appearanceKinds) == [
                "nav.viewWillAppear", "List.viewWillAppear", "nav.viewDidAppear", "List.viewDidAppear",
            ])
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test("S3: a compact width collapses: delegate first, the navigation primary pushes the secondary, isCollapsed after")
    func s3CollapseExpand() throws {
        let h = Harness(screen: .iPad)
        let (split, nav, detail, log) = try make(h)
        h.show(split)
        h.runtime.resize(to: Size(width: 320, height: 1180))
        #expect(log.log == ["collapse(Detail onto nav, isCollapsed: false)"])
        #expect(split.isCollapsed && split.viewControllers.map(\.traceLabel) == ["nav"])
        #expect(nav.viewControllers.map(\.traceLabel) == ["List", "Detail"] && detail.parent === nav)
        #expect(detail.appearState == .appeared && nav.topViewController === detail)
        h.runtime.resize(to: Size(width: 820, height: 1180))
        #expect(log.log.last == "separate(from nav, isCollapsed: true)")
        #expect(!split.isCollapsed && split.viewControllers.map(\.traceLabel) == ["nav", "Detail"])
        #expect(nav.viewControllers.map(\.traceLabel) == ["List"] && detail.parent === split)
        #expect(detail.appearState == .appeared)
    }

    @Test("S3: a split first shown in a compact width collapses before it appears")
    func s3CollapsedAtLaunch() throws {
        let h = Harness()
        let (split, nav, detail, _) = try make(h)
        h.show(split)
        #expect(split.isCollapsed && nav.viewControllers.map(\.traceLabel) == ["List", "Detail"])
        #expect(detail.appearState == .appeared && nav.viewControllers[0].appearState == .disappeared)
    }

    @Test("S3: launched collapsed in a compact width, the split separates when the width becomes regular; the list reappears")
    func s3ExpandAfterCompactLaunch() throws {
        let h = Harness(screen: Screen(width: 414, height: 896, scale: 3, idiom: .largePhone))
        let (split, nav, detail, log) = try make(h)
        h.show(split)
        #expect(split.isCollapsed && nav.viewControllers.map(\.traceLabel) == ["List", "Detail"])
        let list = nav.viewControllers[0]
        #expect(list.appearState == .disappeared)
        h.recorder.reset()
        h.runtime.resize(to: Size(width: 896, height: 414))
        #expect(log.log.last == "separate(from nav, isCollapsed: true)")
        #expect(!split.isCollapsed && split.viewControllers.map(\.traceLabel) == ["nav", "Detail"])
        #expect(nav.viewControllers.map(\.traceLabel) == ["List"] && detail.parent === split)
        #expect(list.appearState == .appeared && detail.appearState == .appeared)
        #expect(h.recorder.trace(of: ["List"], kinds: [.viewWillAppear, .viewDidAppear]) == ["List.viewWillAppear", "List.viewDidAppear"])
    }

    @Test("S4: showDetail asks the delegate, which may take over; otherwise the secondary is replaced (pushed when collapsed)")
    func s4ShowDetail() throws {
        let h = Harness(screen: .iPad)
        let (split, nav, detail, log) = try make(h)
        h.show(split)
        log.takeOverShowDetail = true
        let other = h.make("Other")
        split.showDetailViewController(other, sender: nil)
        #expect(split.secondaryViewController === detail && log.log == ["showDetail(Other)"])
        log.takeOverShowDetail = false
        nav.topViewController?.showDetailViewController(other, sender: nil)
        #expect(split.secondaryViewController === other && other.appearState == .appeared)
        #expect(detail.parent == nil && detail.appearState == .disappeared)
        h.runtime.resize(to: Size(width: 320, height: 1180))
        let third = h.make("Third")
        split.showDetailViewController(third, sender: nil)
        h.runtime.runUntilIdle()
        #expect(nav.viewControllers.map(\.traceLabel) == ["List", "Other", "Third"])
    }

    @Test("S1: only one or two controllers")
    func s1Count() throws {
        let h = Harness()
        let split = SplitViewController(runtime: h.runtime)
        let error = expectRaise(h.runtime) { split.setViewControllers([]) }
        #expect(error?.code == .splitViewControllerCount && split.children.isEmpty)
    }

    @Test("Dealloc: the split, its columns and the collapsed stack deallocate after teardown")
    func deallocation() throws {
        let h = Harness(screen: .iPad)
        weak var weakSplit: SplitViewController?
        weak var weakDetail: ViewController?
        do {
            let (split, _, detail, _) = try make(h)
            h.show(split)
            h.runtime.resize(to: Size(width: 320, height: 1180))
            weakSplit = split
            weakDetail = detail
        }
        h.window.tearDown()
        #expect(weakSplit == nil && weakDetail == nil && h.runtime.liveControllerCount == 0)
    }
}
