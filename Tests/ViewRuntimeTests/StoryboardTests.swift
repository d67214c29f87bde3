import Foundation
import Testing
@testable import ViewRuntime

/// A controller with an outlet and an action, recording what it sees when.
final class OutletController: ViewController {
    var button: Button?
    var log: [String] = []
    var shouldPerform = true
    var preparedDestinationLoaded: Bool?

    override func awakeFromNib() { log.append("awakeFromNib(button: \(button != nil), viewLoaded: \(isViewLoaded))") }
    override func viewDidLoad() { log.append("viewDidLoad(button: \(button != nil))") }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("shouldPerform(\(identifier))")
        return shouldPerform
    }
    override func prepare(for segue: Segue, sender: Any?) {
        log.append("prepare(\(segue.identifier ?? "-"))")
        preparedDestinationLoaded = segue.destination.isViewLoaded
    }
}

/// A view that records its awakeFromNib.
final class AwakeView: View {
    var awoke = false
    override func awakeFromNib() { awoke = true }
}

/// A custom segue class that overrides perform.
final class FadeSegue: Segue {
    var performed = false
    override func perform() {
        performed = true
        source.present(destination, animated: false)
    }
}

@MainActor
func makeStoryboard(_ h: Harness) -> Storyboard {
    let storyboard = Storyboard(name: "Main", runtime: h.runtime)
    storyboard.registerController("OutletController") { OutletController(runtime: $0) }
    storyboard.registerView("AwakeView") { AwakeView(frame: $0) }
    var list = StoryboardScene("list", controllerClass: "OutletController", title: "List")
    list.views = [
        .init("button", className: "Button", frame: Rect(x: 0, y: 0, width: 100, height: 44)),
        .init("badge", className: "AwakeView", frame: Rect(x: 0, y: 0, width: 10, height: 10), superview: "button"),
    ]
    list.outlets = [.keyPath("button", \OutletController.button)]
    list.actions = [.init(view: "button", action: "tapped:")]
    list.triggers = [.init(view: "button", segue: "showDetail")]
    list.segues = [
        SegueTemplate("showDetail", to: "detail", kind: .show),
        SegueTemplate("detailOfSplit", to: "detail", kind: .showDetail),
        SegueTemplate("modal", to: "detail", kind: .present, presentationStyle: .fullScreen),
        SegueTemplate("popover", to: "detail", kind: .popover, popoverAnchor: "button"),
        SegueTemplate("custom", to: "detail", kind: .custom),
        SegueTemplate("missing", to: "nowhere", kind: .show),
    ]
    var handled = SegueTemplate("customHandled", to: "detail", kind: .custom)
    handled.performHandler = { segue in segue.source.present(segue.destination, animated: false) }
    var subclassed = SegueTemplate("customClass", to: "detail", kind: .custom)
    subclassed.makeSegue = { id, source, destination in FadeSegue(identifier: id, source: source, destination: destination, kind: .custom) }
    list.segues += [handled, subclassed]
    storyboard.addScene(list)
    storyboard.addScene(StoryboardScene("detail", controllerClass: "OutletController", title: "Detail"))
    var nav = StoryboardScene("nav", controllerClass: "NavigationController")
    nav.relationship = .navigationRoot("list")
    storyboard.addScene(nav, initial: true)
    return storyboard
}

@MainActor
@Suite("Storyboards and segues (SB1-SB5, L9)")
struct StoryboardTests {
    @Test("SB1: instantiateViewController makes a new instance each time; unknown identifiers throw UIKit's message")
    func sb1Instantiate() throws {
        let h = Harness()
        let storyboard = makeStoryboard(h)
        let first = storyboard.instantiateViewController(withIdentifier: "detail")
        let second = storyboard.instantiateViewController(withIdentifier: "detail")
        #expect(first !== second && first is OutletController && first.storyboard === storyboard)
        #expect(first.title == "Detail" && !first.isViewLoaded)
        let count = h.runtime.liveControllerCount
        let error = expectRaise(h.runtime) { _ = storyboard.instantiateViewController(withIdentifier: "X") }
        #expect(error?.reason == "Storyboard (<Storyboard: Main>) doesn't contain a view controller with identifier 'X'")
        #expect(error?.code == .unknownStoryboardIdentifier)
        #expect(h.runtime.liveControllerCount == count)
    }

    @Test("SB1/SB2: the initial scene with its navigation root relationship; no initial scene throws")
    func sb1Initial() throws {
        let h = Harness()
        let storyboard = makeStoryboard(h)
        let root = storyboard.instantiateInitialViewController()
        let nav = try #require(root as? NavigationController)
        #expect(nav.viewControllers.count == 1 && nav.topViewController?.title == "List")
        let empty = Storyboard(name: "Empty", runtime: h.runtime)
        let error = expectRaise(h.runtime) { _ = empty.instantiateInitialViewController() }
        #expect(error?.code == .noInitialViewController)
        #expect(
            error?.reason
                == "Failed to instantiate the default view controller for UIMainStoryboardFile 'Empty' - perhaps the designated entry point is not set?"
        )
    }

    @Test("SB2: tab, split and embed relationships are resolved; an unknown class logs and falls back")
    func sb2Relationships() throws {
        let h = Harness()
        let storyboard = makeStoryboard(h)
        var tabs = StoryboardScene("tabs", controllerClass: "TabBarController")
        tabs.relationship = .tabs(["nav", "detail"])
        storyboard.addScene(tabs)
        var split = StoryboardScene("split", controllerClass: "SplitViewController")
        split.relationship = .split(primary: "nav", secondary: "detail")
        storyboard.addScene(split)
        var container = StoryboardScene("container")
        container.views = [.init("slot", frame: Rect(x: 0, y: 0, width: 100, height: 100))]
        container.embeds = [.init("embed", scene: "detail", containerView: "slot")]
        storyboard.addScene(container)
        storyboard.addScene(StoryboardScene("ghost", controllerClass: "NoSuchController"))

        let tabBar = try #require(try storyboard.instantiateViewController(withIdentifier: "tabs") as? TabBarController)
        #expect(tabBar.viewControllers?.count == 2 && tabBar.viewControllers?[0] is NavigationController)
        let splitVC = try #require(try storyboard.instantiateViewController(withIdentifier: "split") as? SplitViewController)
        #expect(splitVC.viewControllers.count == 2)
        let host = storyboard.instantiateViewController(withIdentifier: "container")
        #expect(host.children.isEmpty)
        host.loadViewIfNeeded()
        let child = try #require(host.children.first)
        #expect(child.isViewLoaded && child.view.superview === host.storyboardViews["slot"])
        let ghost = storyboard.instantiateViewController(withIdentifier: "ghost")
        #expect(type(of: ghost) == ViewController.self)
        #expect(h.runtime.diagnostics.last?.message == "Unknown class NoSuchController in Interface Builder file.")
    }

    @Test("L9: awakeFromNib at instantiation (outlets nil, view not loaded); outlets, actions and view awakeFromNib before viewDidLoad")
    func l9LoadOrder() throws {
        let h = Harness()
        let storyboard = makeStoryboard(h)
        let list = try #require(try storyboard.instantiateViewController(withIdentifier: "list") as? OutletController)
        #expect(list.log == ["awakeFromNib(button: false, viewLoaded: false)"])
        #expect(h.recorder.trace(of: [list.traceLabel]) == ["\(list.traceLabel).init", "\(list.traceLabel).awakeFromNib"])
        h.recorder.reset()
        list.loadViewIfNeeded()
        #expect(list.log.last == "viewDidLoad(button: true)")
        #expect(h.recorder.trace(of: [list.traceLabel]) == ["\(list.traceLabel).loadView", "\(list.traceLabel).viewDidLoad"])
        let button = try #require(list.button)
        #expect(button.superview === list.view)
        #expect((list.storyboardViews["badge"] as? AwakeView)?.awoke == true)
        #expect(button.actions(forTarget: list, forControlEvent: .touchUpInside) == ["tapped:"])
    }

    @Test("SB3: performSegue skips shouldPerform; prepare runs after the destination's awakeFromNib and before its view loads")
    func sb3Programmatic() throws {
        let h = Harness()
        let storyboard = makeStoryboard(h)
        let nav = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        h.show(nav)
        let list = try #require(nav.topViewController as? OutletController)
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        h.runtime.runUntilIdle()
        #expect(!list.log.contains { $0.hasPrefix("shouldPerform") })
        #expect(list.log.last == "prepare(showDetail)" && list.preparedDestinationLoaded == false)
        let detail = try #require(nav.topViewController as? OutletController)
        #expect(detail !== list && nav.viewControllers.count == 2)
        let trace = h.recorder.trace(of: [list.traceLabel, detail.traceLabel], layout: false)
        #expect(
            Array(trace.prefix(6)) == [
                "\(detail.traceLabel).init", "\(detail.traceLabel).awakeFromNib", "\(list.traceLabel).prepareForSegue",
                "\(detail.traceLabel).willMoveToParent(\(nav.traceLabel))", "\(detail.traceLabel).loadView", "\(detail.traceLabel).viewDidLoad",
            ])
    }

    @Test("SB3: a user-triggered segue asks shouldPerform first; false cancels before anything is created")
    func sb3UserTriggered() throws {
        let h = Harness()
        let storyboard = makeStoryboard(h)
        let nav = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        h.show(nav)
        let list = try #require(nav.topViewController as? OutletController)
        list.shouldPerform = false
        let count = h.runtime.liveControllerCount
        list.button?.simulateTap()
        #expect(list.log.last == "shouldPerform(showDetail)")
        #expect(h.runtime.liveControllerCount == count && nav.viewControllers.count == 1)
        list.shouldPerform = true
        list.log.removeAll()
        list.button?.simulateTap()
        h.runtime.runUntilIdle()
        #expect(list.log == ["shouldPerform(showDetail)", "prepare(showDetail)"])
        #expect(nav.viewControllers.count == 2)
    }

    @Test("SB4: no storyboard, unknown identifier and custom segue without perform throw; nothing changes")
    func sb4Errors() throws {
        let h = Harness()
        let storyboard = makeStoryboard(h)
        let a = h.make("A")
        h.show(a)
        let e1 = expectRaise(h.runtime) { a.performSegue(withIdentifier: "x", sender: nil) }
        #expect(e1?.code == .noStoryboard && e1?.reason == "Receiver (<Plain: A>) has no segue with identifier 'x'")
        let list = try #require(try storyboard.instantiateViewController(withIdentifier: "list") as? OutletController)
        let e2 = expectRaise(h.runtime) { list.performSegue(withIdentifier: "nope", sender: nil) }
        #expect(
            e2?.code == .unknownSegueIdentifier
                && e2?.reason == "Receiver (<OutletController: OutletController#1>) has no segue with identifier 'nope'")
        let count = h.runtime.liveControllerCount
        let e3 = expectRaise(h.runtime) { list.performSegue(withIdentifier: "custom", sender: nil) }
        #expect(
            e3?.reason == "Could not perform segue with identifier 'custom'. A segue must either have a performHandler or it must override -perform.")
        #expect(h.runtime.liveControllerCount == count && !list.log.contains { $0.hasPrefix("prepare") })
        let plain = Segue(identifier: "bare", source: a, destination: h.make("B"), kind: .custom)
        expectRaise(h.runtime) { plain.perform() }
    }

    @Test("SB5: show outside a navigation controller presents from the window's root")
    func sb5ShowModal() throws {
        let h = Harness()
        let storyboard = makeStoryboard(h)
        let list = storyboard.instantiateViewController(withIdentifier: "list")
        h.show(list)
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        h.runtime.runUntilIdle()
        #expect(list.presentedViewController?.title == "Detail")
    }

    @Test("SB5: present modally with a style, custom with a handler, custom subclass, popover anchored at a view")
    func sb5Kinds() throws {
        let h = Harness()
        let storyboard = makeStoryboard(h)
        let list = try #require(try storyboard.instantiateViewController(withIdentifier: "list") as? OutletController)
        h.show(list)
        list.performSegue(withIdentifier: "modal", sender: nil)
        h.runtime.runUntilIdle()
        #expect(list.presentedViewController?.modalPresentationStyle == .fullScreen)
        #expect(list.viewIfLoaded?.window == nil)
        list.dismiss(animated: false)
        list.performSegue(withIdentifier: "customHandled", sender: nil)
        #expect(list.presentedViewController != nil)
        list.dismiss(animated: false)
        list.performSegue(withIdentifier: "customClass", sender: nil)
        #expect(list.presentedViewController != nil)
        list.dismiss(animated: false)
        list.performSegue(withIdentifier: "popover", sender: nil)
        h.runtime.runUntilIdle()
        let popover = try #require(list.presentedViewController?.popoverPresentationController)
        #expect(popover.sourceView === list.button && popover.arrowDirection == .up)
    }

    @Test("SB5/S4: showDetail goes to the split view controller, which replaces its secondary")
    func sb5ShowDetail() throws {
        let h = Harness(screen: .iPad)
        let storyboard = makeStoryboard(h)
        var split = StoryboardScene("split", controllerClass: "SplitViewController")
        split.relationship = .split(primary: "nav", secondary: "detail")
        storyboard.addScene(split)
        let splitVC = try #require(try storyboard.instantiateViewController(withIdentifier: "split") as? SplitViewController)
        h.show(splitVC)
        let nav = try #require(splitVC.primaryViewController as? NavigationController)
        let list = try #require(nav.topViewController)
        let oldSecondary = splitVC.secondaryViewController
        list.performSegue(withIdentifier: "detailOfSplit", sender: nil)
        #expect(splitVC.secondaryViewController !== oldSecondary && splitVC.secondaryViewController?.title == "Detail")
        #expect(splitVC.secondaryViewController?.appearState == .appeared && oldSecondary?.parent == nil)
    }

    @Test("L9/M2: an unloaded storyboard scene reloads its views and outlets; its embedded child is kept, not duplicated")
    func l9ReloadAfterUnload() throws {
        let h = Harness(policy: .unloadViews)
        let storyboard = makeStoryboard(h)
        var container = StoryboardScene("container", controllerClass: "OutletController")
        container.views = [.init("button", className: "Button"), .init("slot")]
        container.outlets = [.keyPath("button", \OutletController.button)]
        container.embeds = [.init(scene: "detail", containerView: "slot")]
        storyboard.addScene(container)
        let host = try #require(try storyboard.instantiateViewController(withIdentifier: "container") as? OutletController)
        host.loadViewIfNeeded()
        let embedded = try #require(host.children.first)
        let firstButton = host.button
        h.runtime.simulateMemoryWarning(level: .low)
        #expect(!host.isViewLoaded && host.storyboardViews.isEmpty)
        host.loadViewIfNeeded()
        #expect(host.children.count == 1 && host.children.first === embedded)
        #expect(host.button != nil && host.button !== firstButton && host.button?.superview === host.view)
        #expect(embedded.view.superview === host.storyboardViews["slot"])
    }

    @Test("Dealloc: storyboard-made controllers, segue destinations and their views deallocate after teardown")
    func deallocation() throws {
        let h = Harness()
        weak var weakList: ViewController?
        weak var weakDetail: ViewController?
        weak var weakButton: View?
        do {
            let storyboard = makeStoryboard(h)
            let nav = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
            h.show(nav)
            let list = try #require(nav.topViewController as? OutletController)
            list.button?.simulateTap()
            h.runtime.runUntilIdle()
            weakList = list
            weakDetail = nav.topViewController
            weakButton = list.button
        }
        #expect(weakDetail !== weakList)
        h.window.tearDown()
        #expect(weakList == nil && weakDetail == nil && weakButton == nil)
        #expect(h.runtime.liveControllerCount == 0)
    }
}
