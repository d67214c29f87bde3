import Foundation
import Testing
import ViewRuntime

@testable import Profiler

/// Rule: globals and statics of the executable's modules, of any shape, are roots of the
/// retain-path walk with no registration (docs/LEAKS.md).
@MainActor
@Suite("Globals and statics as leak roots", .serialized)
struct GlobalRootTests {
    /// Pushes and pops a cached screen that `keep` stores somewhere, then returns the leak.
    private func leak(label: String, _ keep: (CachedDetailController) -> Void) throws -> LeakFinding {
        let stack = try ProfiledStack()
        try stack.pushAndPop {
            let controller = CachedDetailController(runtime: stack.runtime)
            controller.traceLabel = label
            keep(controller)
            return controller
        }
        return try #require(stack.profiler.checkLeaks().first { $0.controller == label })
    }

    @Test("a static array of controllers: the path is the element, DetailCache.screens[3]")
    func staticArray() throws {
        defer { resetGlobalRootFixtures() }
        let runtime = Runtime()
        let others = (0..<3).map { _ in CachedDetailController(runtime: runtime) }
        DetailCache.screens = others
        let found = try leak(label: "detail#4") { DetailCache.screens.append($0) }
        #expect(found.proven)
        #expect(found.path == ["DetailCache.screens[3]"])
        #expect(found.explanation == "held directly by DetailCache.screens[3]")
    }

    @Test("a static dictionary, a set, an optional, a tuple and a struct: each gives its exact path")
    func staticShapes() throws {
        defer { resetGlobalRootFixtures() }
        #expect(try leak(label: "byID#1") { DetailCache.byID["id-42"] = $0 }.path == ["DetailCache.byID[id-42]"])
        resetGlobalRootFixtures()
        #expect(try leak(label: "member#1") { DetailCache.members.insert(ScreenKey(screen: $0)) }.path == ["DetailCache.members[0].screen"])
        resetGlobalRootFixtures()
        #expect(try leak(label: "last#1") { DetailCache.last = $0 }.path == ["DetailCache.last"])
        resetGlobalRootFixtures()
        #expect(try leak(label: "pair#1") { DetailCache.pair = (7, $0) }.path == ["DetailCache.pair.1"])
        resetGlobalRootFixtures()
        #expect(try leak(label: "entry#1") { DetailCache.entry.screen = $0 }.path == ["DetailCache.entry.screen"])
        resetGlobalRootFixtures()
        #expect(try leak(label: "recent#1") { recentScreens.append($0) }.path == ["recentScreens[0]"])
    }

    @Test("a class singleton holding a dictionary of controllers: the path goes through the singleton's property")
    func singletonDictionary() throws {
        defer { resetGlobalRootFixtures() }
        let found = try leak(label: "feed#1") { FeedCache.shared.cache["id-42"] = $0 }
        #expect(found.proven)
        #expect(found.path == ["FeedCache.shared", "cache[id-42]"])
    }

    @Test("a weak static is never read as a strong reference: the controller it names is gone, and nothing is blamed on it")
    func weakStaticIsNotARoot() throws {
        defer { resetGlobalRootFixtures() }
        let stack = try ProfiledStack()
        try stack.pushAndPop {
            let controller = CachedDetailController(runtime: stack.runtime)
            DetailCache.weakLast = controller
            return controller
        }
        #expect(stack.profiler.checkLeaks().isEmpty)
        #expect(DetailCache.weakLast == nil)
        // Held weakly while a cycle keeps the controller alive: the cycle is the answer.
        try stack.pushAndPop {
            let controller = StrongDelegateController(runtime: stack.runtime)
            controller.traceLabel = "delegating#1"
            DetailCache.weakLast = nil
            weakDelegating = controller
            return controller
        }
        let found = try #require(stack.profiler.checkLeaks().first)
        #expect(found.provenPath?.isCycle == true)
        #expect(weakDelegating != nil)
    }

    @Test("addLeakRoots(of:) on a collection: each element is a root named by its position")
    func registeredCollection() throws {
        let stack = try ProfiledStack()
        var held: [ViewController] = []
        try stack.pushAndPop {
            let controller = PlainController(runtime: stack.runtime)
            controller.traceLabel = "held#1"
            held = [PlainController(runtime: stack.runtime), controller]
            return controller
        }
        stack.profiler.addLeakRoots(of: ["AppModel.held": { held }])
        let found = try #require(stack.profiler.checkLeaks().first { $0.controller == "held#1" })
        #expect(found.path == ["AppModel.held[1]"])
        #expect(found.proven)
        withExtendedLifetime(held) {}
    }

    @Test("the type text of a global of any common shape resolves to its metadata")
    func typeTextResolves() {
        var mangler = TypeNameMangler()
        #expect(mangler.resolve("[ProfilerTests.CachedDetailController]") == [CachedDetailController].self)
        #expect(mangler.resolve("[Swift.String : ProfilerTests.CachedDetailController]") == [String: CachedDetailController].self)
        #expect(mangler.resolve("(Swift.Int, ProfilerTests.CachedDetailController)?") == Optional<(Int, CachedDetailController)>.self)
        #expect(mangler.resolve("Swift.Set<ProfilerTests.ScreenKey>") == Set<ScreenKey>.self)
        #expect(mangler.resolve("ProfilerTests.CacheEntry") == CacheEntry.self)
        #expect(mangler.resolve("[Swift.String : [ViewRuntime.ViewController]]") == [String: [ViewController]].self)
        #expect(mangler.resolve("Swift.Optional<Any>") == Optional<Any>.self)
        // Every thick closure reads as `() -> ()`: the same two words, only the context is read.
        #expect(mangler.resolve("(() -> ())?") == Optional<() -> Void>.self)
        #expect(mangler.resolve("@Sendable (Foundation.Notification) -> ()") == (() -> Void).self)
        #expect(mangler.resolve("ProfilerTests.(HiddenCache in _0)") == nil)
    }
}
