import Testing
import ViewRuntime

@testable import Profiler

/// Rules UV1-UV6, LK3: a view of a deallocated controller's tree that is still alive and in no
/// live hierarchy is a leak, with its holder's path, its place in the tree and its bytes.
@MainActor
@Suite("View leaks", .serialized)
struct ViewLeakTests {
    private func popPhoto(_ stack: ProfiledStack, keep: @escaping (PhotoController) -> Void) throws {
        try stack.pushAndPop {
            let controller = PhotoController(runtime: stack.runtime)
            controller.traceLabel = "photo#1"
            controller.keep = keep
            return controller
        }
    }

    @Test("UV1: an image view held by a global after its screen is popped is a leak with its path, stack and bytes")
    func subviewHeldByGlobal() throws {
        defer { ViewCache.views = [] }
        let stack = try ProfiledStack()
        try popPhoto(stack) { ViewCache.views.append($0.photo) }
        let findings = stack.profiler.checkLeaks()
        #expect(findings.count == 1)
        let found = try #require(findings.first)
        #expect(found.controller == "photo#1")
        #expect(found.className == "ImageView")
        #expect(found.path == ["ViewCache.views[0]"])
        #expect(found.proven)
        let view = try #require(found.view)
        #expect(view.stack == ["photo#1", "View", "View", "ImageView"])
        #expect(view.imageBytes == twentyOneMiB)
        #expect(view.bytes > twentyOneMiB)
        #expect(found.explanation.hasPrefix("Leaking: YES (its controller photo#1 was deallocated); held directly by ViewCache.views[0]"))
        #expect(found.fingerprint == LeakFingerprint.make(className: "ImageView", path: found.provenPath, candidates: []))
    }

    @Test("UV1, LK3: a root view held by a global is reported once, with its whole subtree's bytes")
    func rootViewHeldByGlobal() throws {
        defer { ViewCache.views = [] }
        let stack = try ProfiledStack()
        try popPhoto(stack) { ViewCache.views.append($0.view) }
        let findings = stack.profiler.checkLeaks()
        #expect(findings.count == 1)
        let view = try #require(findings.first?.view)
        #expect(view.stack == ["photo#1", "View"])
        #expect(view.imageBytes == twentyOneMiB)
        #expect(findings.first?.path == ["ViewCache.views[0]"])
    }

    @Test("UV1: a clean screen whose controller and custom views keep subviews in stored properties leaks nothing")
    func cleanScreen() throws {
        let stack = try ProfiledStack()
        try popPhoto(stack) { _ in }
        try popPhoto(stack) { _ in }
        #expect(stack.profiler.checkLeaks().isEmpty)
        #expect(ViewTeardownWatch.shared.liveCount == 0)
    }

    @Test("UV1: a view of a popped screen shown again by a live screen is no leak; out of every live hierarchy it is")
    func viewReusedByLiveScreen() throws {
        defer { ViewCache.views = [] }
        let stack = try ProfiledStack()
        let live = try #require(stack.navigation.topViewController)
        try stack.pushAndPop { SharingController(runtime: stack.runtime) }
        let header = try #require(ViewCache.views.first)
        #expect(stack.profiler.checkLeaks().first?.path == ["ViewCache.views[0]"])
        live.view.addSubview(header)
        #expect(stack.profiler.checkLeaks().isEmpty)
        header.removeFromSuperview()
        let found = try #require(stack.profiler.checkLeaks().first)
        #expect(found.view?.stack == ["SharingController#1", "View", "View"])
        #expect(found.path == ["ViewCache.views[0]"])
    }

    @Test("LK3, UV2: when the controller itself leaks, only the controller is reported")
    func controllerLeakHidesItsViews() throws {
        defer { ViewCache.views = [] }
        let stack = try ProfiledStack()
        var kept: PhotoController?
        try popPhoto(stack) { controller in
            ViewCache.views.append(controller.photo)
            kept = controller
        }
        let findings = stack.profiler.checkLeaks()
        #expect(findings.count == 1)
        #expect(findings.first?.view == nil)
        kept = nil
        #expect(stack.profiler.checkLeaks().first?.view?.stack.last == "ImageView")
        _ = kept
    }

    @Test("UV1, UV2: a child's view noted by its container's teardown and by its own is reported once, under the child")
    func childTreeNotedTwice() throws {
        defer { ViewCache.views = [] }
        let stack = try ProfiledStack()
        try stack.pushAndPop {
            let container = PhotoContainerController(runtime: stack.runtime)
            container.traceLabel = "album#1"
            container.keep = { ViewCache.views.append($0.photo) }
            return container
        }
        let findings = stack.profiler.checkLeaks()
        #expect(findings.count == 1)
        #expect(findings.first?.view?.stack == ["photo#1", "View", "View", "ImageView"])
        #expect(findings.first?.path == ["ViewCache.views[0]"])
        #expect(ViewTeardownWatch.shared.liveCount == 1)
        ViewCache.views = []
        #expect(stack.profiler.checkLeaks().isEmpty)
        #expect(ViewTeardownWatch.shared.liveCount == 0)
    }
}
