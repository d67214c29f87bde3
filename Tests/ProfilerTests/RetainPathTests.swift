import Foundation
import Results
import Testing
import ViewRuntime

@testable import Profiler

@MainActor
@Suite("Retain paths")
struct RetainPathTests {
    @Test("a stored closure that captures self strongly is a proven cycle naming the capture and its type")
    func strongSelfCaptureIsNamed() throws {
        let stack = try ProfiledStack()
        try stack.pushAndPop {
            let controller = TwoCaptureClosureController(runtime: stack.runtime)
            controller.traceLabel = "refreshing#1"
            return controller
        }
        let leak = try #require(stack.profiler.checkLeaks().first)
        let path = try #require(leak.provenPath)
        #expect(path.isCycle)
        #expect(
            path.edges == [
                RetainEdge(
                    holder: "TwoCaptureClosureController", field: "onRefresh{capture 1: TwoCaptureClosureController}",
                    target: "TwoCaptureClosureController", status: .strong)
            ])
        #expect(leak.path == ["refreshing#1", "onRefresh{capture 1: TwoCaptureClosureController}", "refreshing#1"])
        #expect(leak.explanation.contains("closure"))
    }

    @Test("the same closure with [weak self] is not blamed: the registry that holds the controller is")
    func weakSelfClosureIsNotBlamed() throws {
        let stack = try ProfiledStack()
        let registry = ObserverRegistry()
        stack.profiler.addLeakRoot("notificationCenter", registry)
        try stack.pushAndPop {
            let controller = WeakSelfClosureController(runtime: stack.runtime)
            controller.traceLabel = "weakly#1"
            registry.addObserver(controller)
            return controller
        }
        let leak = try #require(stack.profiler.checkLeaks().first)
        #expect(leak.proven)
        #expect(leak.path == ["notificationCenter", "observers[0]"])
        #expect(!leak.path.joined().contains("onRefresh"))
    }

    @Test(
        "an app-wide registry held by a static, with no root registered: the executable's statics are roots, so the path is exact; registering it changes nothing"
    )
    func unregisteredStaticRegistry() throws {
        let stack = try ProfiledStack()
        defer { AppScreenRegistry.shared.screens.removeAll() }
        try stack.pushAndPop {
            let controller = WeakSelfClosureController(runtime: stack.runtime)
            controller.traceLabel = "registered#1"
            AppScreenRegistry.shared.screens.append(controller)
            return controller
        }
        let found = try #require(stack.profiler.checkLeaks().first)
        #expect(found.proven)
        #expect(found.path == ["AppScreenRegistry.shared", "screens[0]"])
        #expect(!found.path.joined().contains("onRefresh"))
        #expect(found.explanation.hasPrefix("held from AppScreenRegistry.shared"))

        stack.profiler.addLeakRoots(of: ["AppScreenRegistry.shared": { AppScreenRegistry.shared }])
        let explained = try #require(stack.profiler.checkLeaks().first)
        #expect(explained.proven)
        #expect(explained.path == ["AppScreenRegistry.shared", "screens[0]"])
        #expect(explained.provenPath?.edges.map(\.holder) == ["AppScreenRegistry"])
        #expect(explained.fingerprint == found.fingerprint)
    }

    @Test("a registry that holds the controller by hand (Unmanaged), with no root registered: no proven path, the registry is a candidate")
    func handRetainedRegistryIsACandidate() throws {
        let stack = try ProfiledStack()
        let home = HomeController(runtime: stack.runtime)
        home.traceLabel = "home#1"
        try stack.navigation.pushViewController(home, animated: false)
        defer { home.callbacks.releaseAll() }
        try {
            let leaky = PlainController(runtime: stack.runtime)
            leaky.traceLabel = "callback#1"
            home.callbacks.register(leaky)
            try stack.navigation.pushViewController(leaky, animated: false)
        }()
        _ = stack.navigation.popViewController(animated: false)
        let leak = try #require(stack.profiler.checkLeaks().first)
        #expect(leak.controller == "callback#1")
        #expect(!leak.proven)
        #expect(leak.path.isEmpty)
        #expect(leak.explanation.hasPrefix("no proven path"))
        let candidate = try #require(leak.candidates.first)
        #expect(candidate.root == "window[0]")
        let last = try #require(candidate.edges.last)
        #expect(last.holder == "CallbackRegistry")
        #expect(last.field == "contexts[0]")
        guard case .unknown(let reason) = last.status else {
            Issue.record("the Unmanaged edge must be unknown, got \(last.status)")
            return
        }
        #expect(reason.contains("Unmanaged"))
        #expect(candidate.edges.dropLast().allSatisfy { $0.status.isStrong })
    }

    @Test("a delegate held strongly is a proven cycle, every edge strong")
    func strongDelegateEdges() throws {
        let stack = try ProfiledStack()
        try stack.pushAndPop {
            let controller = StrongDelegateController(runtime: stack.runtime)
            controller.traceLabel = "delegating#1"
            return controller
        }
        let path = try #require(stack.profiler.checkLeaks().first?.provenPath)
        #expect(
            path.edges == [
                RetainEdge(holder: "StrongDelegateController", field: "helper", target: "StrongDelegateHelper", status: .strong),
                RetainEdge(holder: "StrongDelegateHelper", field: "delegate", target: "StrongDelegateController", status: .strong),
            ])
    }

    @Test("a block observer that captures self, in a notification-style observer list, is found through the block's capture")
    func blockObserverList() throws {
        let stack = try ProfiledStack()
        let hub = NotificationHub()
        stack.profiler.addLeakRoot("hub", hub)
        try stack.pushAndPop {
            let controller = BlockObservingController(runtime: stack.runtime, hub: hub)
            controller.traceLabel = "observing#1"
            return controller
        }
        let leak = try #require(stack.profiler.checkLeaks().first)
        let path = try #require(leak.provenPath)
        #expect(path.root == "hub")
        #expect(path.edges.count == 1)
        #expect(path.edges.first?.holder == "NotificationHub")
        #expect(path.edges.first?.field.hasPrefix("observers[didChange][0]{capture") == true)
        #expect(path.edges.first?.field.hasSuffix("BlockObservingController}") == true)
    }

    @Test("a cycle through a closure stored in a child view names the view and its capture")
    func cycleThroughChildViewClosure() throws {
        let stack = try ProfiledStack()
        try stack.pushAndPop {
            let controller = ChildViewClosureController(runtime: stack.runtime)
            controller.traceLabel = "buttons#1"
            return controller
        }
        let leak = try #require(stack.profiler.checkLeaks().first)
        let path = try #require(leak.provenPath)
        #expect(path.isCycle)
        #expect(
            path.edges.last
                == RetainEdge(
                    holder: "ButtonView", field: "onTap{capture 0: ChildViewClosureController}",
                    target: "ChildViewClosureController", status: .strong))
        #expect(path.edges.allSatisfy { $0.status.isStrong })
    }

    @Test("a struct-wrapped reference in an array in a dictionary is followed; the struct's weak field is not")
    func structInArrayInDictionary() throws {
        let stack = try ProfiledStack()
        let table = RouteTable()
        stack.profiler.addLeakRoot("routes", table)
        let bystander = PlainController(runtime: stack.runtime)
        try stack.pushAndPop {
            let controller = PlainController(runtime: stack.runtime)
            controller.traceLabel = "routed#1"
            // "back" sorts first: were the weak `opener` followed, it would be the path.
            table.routes["back"] = [ScreenEntry(screen: bystander, opener: controller)]
            table.routes["detail"] = [ScreenEntry(screen: controller, opener: nil)]
            return controller
        }
        let leak = try #require(stack.profiler.checkLeaks().first { $0.controller == "routed#1" })
        #expect(leak.path == ["routes", "routes[detail][0].screen"])
        #expect(leak.provenPath?.edges.first?.status == .strong)
    }

    @Test("the scanner lists strong references only: weak, unowned and unowned(unsafe) fields and weak captures hold nothing")
    func scannerReadsOwnership() {
        let other = RefreshModel()
        let sample = OwnershipSample(other)
        var finder = RetainPathFinder()
        #expect(finder.references(of: sample).map(\.label) == ["strong"])
        let weakSample = OwnershipSample(other)
        weakSample.handler = { [weak other] in other?.refreshes += 1 }
        #expect(finder.references(of: weakSample).map(\.label) == ["strong"])
        let strongSample = OwnershipSample(other)
        let count = 2
        strongSample.handler = { other.refreshes += count }
        #expect(finder.references(of: strongSample).map(\.label) == ["strong", "handler{capture 0: RefreshModel}"])
        let handHeld = OwnershipSample(other)
        handHeld.retainedByHand = .passUnretained(other)
        let references = finder.references(of: handHeld)
        #expect(references.map(\.label) == ["strong", "retainedByHand"])
        #expect(references.last?.status.isStrong == false)
    }

    @Test("leak results carry each edge with its status, whether the path is proven, the candidates and the fingerprint")
    func leakResultsCarryEdges() throws {
        let stack = try ProfiledStack()
        try stack.pushAndPop {
            let controller = StrongDelegateController(runtime: stack.runtime)
            controller.traceLabel = "delegating#1"
            return controller
        }
        let findings = stack.profiler.checkLeaks()
        let result = try #require(stack.profiler.leakResults(findings).first)
        #expect(result.path == ["delegating#1", "helper", "delegate", "delegating#1"])
        #expect(result.proven == true)
        #expect(result.edges?.map(\.status) == ["strong", "strong"])
        #expect(result.edges?.map(\.from) == ["StrongDelegateController", "StrongDelegateHelper"])
        #expect(result.candidates == [])
        #expect(result.fingerprint == findings.first?.fingerprint)
        #expect(result.fingerprint?.count == 16)
    }

    @Test("a closure with a generic capture is followed as far as its layout is known; a controller past it is matched by address, as unknown")
    func genericCaptureIsUnknownOrProven() throws {
        let stack = try ProfiledStack()
        let refresher = GenericRefresher(model: [1, 2, 3])
        stack.profiler.addLeakRoot("refresher", refresher)
        try stack.pushAndPop {
            let controller = PlainController(runtime: stack.runtime)
            controller.traceLabel = "generic#1"
            refresher.bind(controller)
            return controller
        }
        let leak = try #require(stack.profiler.checkLeaks().first)
        if let path = leak.provenPath {
            // An optimized build may specialize the closure: then its captures resolve.
            #expect(path.edges.last?.field.hasPrefix("onRefresh{capture") == true)
            // Captures are named with their static type: `bind` takes a `ViewController`.
            #expect(path.edges.last?.field.hasSuffix(": ViewController}") == true)
        } else {
            let edge = try #require(leak.candidates.first?.edges.last)
            #expect(edge.holder == "GenericRefresher<Array<Int>>")
            #expect(edge.status == .unknown(reason: "capture 0 has a type the walk cannot resolve without its generic context"))
        }
    }

    @Test("addLeakRoots(ofModule:) registers a module's statics under the same names the automatic roots use")
    func moduleGlobalsAreRoots() throws {
        let stack = try ProfiledStack()
        defer { AppScreenRegistry.shared.screens.removeAll() }
        try stack.pushAndPop {
            let controller = WeakSelfClosureController(runtime: stack.runtime)
            controller.traceLabel = "global#1"
            AppScreenRegistry.shared.screens.append(controller)
            return controller
        }
        let skipped = stack.profiler.addLeakRoots(ofModule: "ProfilerTests")
        #expect(!skipped.contains { $0.hasPrefix("AppScreenRegistry.shared") })
        let leak = try #require(stack.profiler.checkLeaks().first)
        #expect(leak.path == ["AppScreenRegistry.shared", "screens[0]"])
        #expect(leak.proven)
    }

    @Test("a C pointer to the controller is an unknown edge, matched by address and never dereferenced")
    func cPointerIsUnknown() throws {
        let stack = try ProfiledStack()
        let table = CCallbackTable()
        defer { table.releaseAll() }
        stack.profiler.addLeakRoot("callbacks", table)
        try stack.pushAndPop {
            let controller = PlainController(runtime: stack.runtime)
            controller.traceLabel = "pointed#1"
            table.register(controller)
            return controller
        }
        let leak = try #require(stack.profiler.checkLeaks().first)
        #expect(!leak.proven)
        let edge = try #require(leak.candidates.first { $0.root == "callbacks" }?.edges.last)
        #expect(edge.field == "contexts[0]")
        #expect(edge.target == "PlainController")
        #expect(edge.status == .unknown(reason: "a C pointer (UnsafeMutableRawPointer): the walk does not read through pointers"))
    }
}
