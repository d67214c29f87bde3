import Foundation
import Testing
@testable import ViewRuntime

final class PinnedController: ViewController {
    override var canUnloadView: Bool { false }
}

@MainActor
@Suite("Memory warnings (M1-M5)")
struct MemoryWarningTests {
    @Test("M1: a warning reaches every live controller, in creation order, and none of another runtime")
    func m1Broadcast() throws {
        let h = Harness()
        let other = Harness()
        let foreign = other.make("foreign")
        let detached = h.make("detached")
        let root = h.make("root")
        let buried = h.make("buried")
        let nav = h.navigation(root: buried)
        let tabs = TabBarController(runtime: h.runtime)
        tabs.traceLabel = "tabs"
        let unselected = h.make("unselected")
        tabs.setViewControllers([nav, unselected])
        nav.pushViewController(h.make("top"), animated: false)
        h.show(tabs)
        let modal = h.make("modal")
        tabs.present(modal, animated: false)
        _ = root
        h.recorder.reset()
        h.runtime.simulateMemoryWarning(level: .moderate)
        let order = h.recorder.events.filter { $0.hasSuffix(".didReceiveMemoryWarning") }
        #expect(
            order
                == [
                    "detached", "root", "buried", "nav", "tabs", "unselected", "top", "modal",
                ].map { "\($0).didReceiveMemoryWarning" })
        #expect(h.recorder.events.first == "memoryWarning(moderate)")
        #expect(other.recorder.events.filter { $0.contains("MemoryWarning") }.isEmpty)
        withExtendedLifetime((foreign, detached, root)) {}
    }

    @Test("M2: unloadViews releases off-window views only, between viewWillUnload and viewDidUnload")
    func m2UnloadOffWindowOnly() throws {
        let h = Harness(policy: .unloadViews)
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = h.make("B")
        nav.pushViewController(b, animated: false)
        let detached = h.make("D")
        detached.loadViewIfNeeded()
        let pinned = PinnedController(runtime: h.runtime)
        pinned.loadViewIfNeeded()
        h.runtime.simulateMemoryWarning(level: .low)
        #expect(!a.isViewLoaded && !detached.isViewLoaded)
        #expect(b.isViewLoaded && nav.isViewLoaded, "visible controllers keep their views")
        #expect(pinned.isViewLoaded, "canUnloadView = false keeps the view")
        #expect(a.viewUnloadCount == 1 && b.viewUnloadCount == 0)
    }

    @Test(
        "M2: unloadViews unloads off-window views at every level, between viewWillUnload and viewDidUnload",
        arguments: MemoryWarningLevel.allCases)
    func m2UnloadAtEveryLevel(level: MemoryWarningLevel) throws {
        let h = Harness(policy: .unloadViews)
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let b = h.make("B")
        nav.pushViewController(b, animated: false)
        h.recorder.reset()
        h.runtime.simulateMemoryWarning(level: level)
        #expect(!a.isViewLoaded && a.viewUnloadCount == 1, "\(level)")
        #expect(b.isViewLoaded && nav.isViewLoaded, "visible controllers keep their views")
        let events = h.recorder.events
        let warn = try #require(events.firstIndex(of: "A.didReceiveMemoryWarning"))
        let will = try #require(events.firstIndex(of: "A.viewWillUnload"))
        let did = try #require(events.firstIndex(of: "A.viewDidUnload"))
        #expect(warn < will && will < did)
        nav.popViewController(animated: false)
        #expect(a.isViewLoaded && a.viewLoadCount == 2, "reloaded when shown again")
    }

    @Test(
        "M5: purgeBackingStores frees off-window stores at every level; none only delivers callbacks",
        arguments: MemoryWarningLevel.allCases)
    func m5PolicyAtEveryLevel(level: MemoryWarningLevel) throws {
        for policy in [MemoryWarningPolicy.purgeBackingStores, .none] {
            let h = Harness(policy: policy, backingStoreScale: 1)
            let a = h.make("A")
            let nav = h.navigation(root: a)
            h.show(nav)
            nav.pushViewController(h.make("B"), animated: false)
            let before = h.runtime.backingStoreBytes
            h.runtime.simulateMemoryWarning(level: level)
            #expect(a.isViewLoaded)
            #expect((h.runtime.backingStoreBytes < before) == (policy == .purgeBackingStores), "\(policy) \(level)")
            #expect(h.recorder.events.contains("A.didReceiveMemoryWarning"))
        }
    }

    @Test(
        "M4/M5: backing stores: purgeBackingStores frees off-window stores at every level, keeps the views",
        arguments: MemoryWarningLevel.allCases)
    func m4PurgeBackingStores(level: MemoryWarningLevel) throws {
        let h = Harness(policy: .purgeBackingStores, backingStoreScale: 1)
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        let perView = BackingStore.byteCount(for: h.runtime.screen.size, scale: 1)
        #expect(a.view.backingStoreByteCount == perView)
        nav.pushViewController(h.make("B"), animated: false)
        let total = h.runtime.backingStoreBytes
        #expect(total >= 2 * perView && h.runtime.backingStoreBytesFreed == 0, "A and B drawn, nothing freed yet")
        h.runtime.simulateMemoryWarning(level: level)
        #expect(a.isViewLoaded)
        #expect(a.view.backingStoreByteCount == 0)
        #expect(h.runtime.backingStoreBytesFreed == perView)
        #expect(h.runtime.backingStoreBytes == total - perView)
        nav.popViewController(animated: false)
        #expect(a.view.backingStoreByteCount == perView, "redrawn when it is back in the window")
        #expect(a.viewLoadCount == 1)
    }

    @Test("M5: unloadViews frees the bytes with the view; critical also purges pinned off-window views")
    func m5UnloadFreesBytes() throws {
        let h = Harness(policy: .unloadViews, backingStoreScale: 1)
        let pinned = PinnedController(runtime: h.runtime)
        pinned.traceLabel = "P"
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        nav.pushViewController(pinned, animated: false)
        nav.pushViewController(h.make("C"), animated: false)
        let perView = BackingStore.byteCount(for: h.runtime.screen.size, scale: 1)
        let before = h.runtime.backingStoreBytes
        h.runtime.simulateMemoryWarning(level: .low)
        #expect(h.runtime.backingStoreBytes == before - perView, "only A's view died")
        #expect(pinned.view.backingStoreByteCount == perView)
        h.runtime.simulateMemoryWarning(level: .critical)
        #expect(pinned.isViewLoaded && pinned.view.backingStoreByteCount == 0)
        #expect(h.runtime.backingStoreBytes == before - 2 * perView)
        #expect(h.runtime.backingStoreBytesFreed == 2 * perView)
    }

    @Test("M-none: policy none delivers callbacks and purges caches, nothing else", arguments: MemoryWarningLevel.allCases)
    func noneDoesNothing(level: MemoryWarningLevel) throws {
        let h = Harness(policy: .none)
        let a = h.make("A")
        let nav = h.navigation(root: a)
        h.show(nav)
        nav.pushViewController(h.make("B"), animated: false)
        let cache = Cache<String, [UInt8]>(runtime: h.runtime)
        cache.setObject([1, 2, 3], forKey: "k", cost: 3)
        let bytes = h.runtime.backingStoreBytes
        h.runtime.simulateMemoryWarning(level: level)
        #expect(a.isViewLoaded && h.runtime.backingStoreBytes == bytes)
        #expect(cache.count == 0 && cache.purgeCount == 1)
    }

    @Test("Cache: emptied by every warning of its runtime only; cost limit evicts oldest first")
    func cachePurges() {
        let h = Harness()
        let other = Harness()
        let cache = Cache<Int, String>(runtime: h.runtime, totalCostLimit: 10)
        let otherCache = Cache<Int, String>(runtime: other.runtime)
        otherCache.setObject("x", forKey: 1)
        for i in 0..<4 { cache.setObject("v\(i)", forKey: i, cost: 4) }
        #expect(cache.count == 2 && cache.object(forKey: 0) == nil && cache.object(forKey: 3) == "v3")
        h.runtime.simulateMemoryWarning(level: .moderate)
        #expect(cache.count == 0 && cache.totalCost == 0)
        #expect(otherCache.count == 1)
    }

    @Test("M1: caches and tables that die leave the responder list without a warning (no dead weak entries kept)")
    func deadRespondersLeaveWithoutWarning() {
        let h = Harness()
        let kept = Cache<Int, Int>(runtime: h.runtime)
        for _ in 0..<100 {
            _ = Cache<Int, Int>(runtime: h.runtime)
            _ = TableView(runtime: h.runtime)
        }
        // Each dead entry would hold its object's side table: a run without warnings (a soak
        // under a limit that never presses) kept one per table and cache it made.
        #expect(h.runtime.responders.count == 1)
        kept.setObject(1, forKey: 1)
        h.runtime.simulateMemoryWarning(level: .moderate)
        #expect(kept.count == 0 && kept.purgeCount == 1)
    }

    @Test("TB2/M2: an unselected tab unloads and reloads when reselected")
    func tabReloadsWhenReselected() throws {
        let h = Harness(policy: .unloadViews)
        let tabs = TabBarController(runtime: h.runtime)
        let a = h.make("A"), b = h.make("B")
        tabs.setViewControllers([a, b])
        h.show(tabs)
        try tabs.selectTab(at: 1)
        h.runtime.simulateMemoryWarning(level: .low)
        #expect(!a.isViewLoaded && b.isViewLoaded)
        try tabs.selectTab(at: 0)
        #expect(a.isViewLoaded && a.viewLoadCount == 2 && a.viewUnloadCount == 1)
    }

    @Test(
        "P6/M2: a presenter unloads under a fullScreen modal, not under overFullScreen, and reloads on dismiss",
        arguments: [ModalPresentationStyle.fullScreen, .overFullScreen])
    func presenterUnloadsUnderFullScreen(style: ModalPresentationStyle) throws {
        let h = Harness(policy: .unloadViews)
        let a = h.make("A")
        h.show(a)
        let b = h.make("B")
        b.modalPresentationStyle = style
        a.present(b, animated: false)
        h.runtime.simulateMemoryWarning(level: .critical)
        #expect(a.isViewLoaded == (style == .overFullScreen))
        a.dismiss(animated: false)
        #expect(a.isViewLoaded && a.view.window === h.window)
        #expect(a.viewLoadCount == (style == .fullScreen ? 2 : 1))
        #expect(a.appearState == .appeared)
    }
}

@MainActor
@Suite("M5: memory admission of backing stores (the driver's budget for large blocks)")
struct MemoryAdmissionTests {
    @Test("M5: a refused backing store is not allocated, the view draws without one, and the refusal is recorded once")
    func refusedBackingStore() throws {
        let h = Harness()
        var asked: [Int] = []
        h.runtime.memoryAdmission = { bytes in
            asked.append(bytes); return false
        }
        let controller = h.make("screen")
        h.show(controller)
        #expect(controller.view.backingStoreByteCount == 0)
        #expect(h.runtime.backingStoreBytes == 0)
        let refusal = try #require(h.runtime.refusedAllocation)
        #expect(refusal.bytes == asked.first)
        #expect(!refusal.mallocFailed)
        #expect(refusal.purpose.contains("a backing store of <View: of <Plain: screen>> in <Plain: screen>"), "\(refusal.purpose)")
        #expect(h.runtime.refusedAllocationCount == asked.count)
        h.runtime.clearRefusedAllocation()
        #expect(h.runtime.refusedAllocation == nil)
    }

    @Test("M5: an admitted block is allocated as before; no admission check admits everything")
    func admittedBackingStore() {
        let h = Harness()
        h.runtime.memoryAdmission = { _ in true }
        let controller = h.make("screen")
        h.show(controller)
        #expect(controller.view.backingStoreByteCount > 0)
        #expect(h.runtime.refusedAllocation == nil)
    }
}
