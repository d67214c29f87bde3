import Foundation
import Testing
import ViewRuntime

@testable import Profiler

/// Rule: every holder a team writes is found with a path that names it: a `Task` still running
/// its closure (TK3, TK5), a private or generic singleton, a global closure (LK16).
@MainActor
@Suite("Holders named in leak paths", .serialized)
struct HolderKindTests {
    /// Pushes and pops a screen that `keep` stores somewhere, then returns the leak, if any.
    private func leak(label: String, _ keep: (HeldScreenController) -> Void) throws -> LeakFinding? {
        let stack = try ProfiledStack()
        try stack.pushAndPop {
            let controller = HeldScreenController(runtime: stack.runtime)
            controller.traceLabel = label
            keep(controller)
            return controller
        }
        return stack.profiler.checkLeaks().first { $0.controller == label }
    }

    @Test("TK5: a task looping over a stream that never ends, its handle stored by the screen, is a cycle through the task's closure")
    func taskOnEndlessStream() throws {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        defer { continuation.finish() }
        let found = try #require(
            try leak(label: "inbox#1") { screen in
                screen.task = Task { for await value in stream { screen.counted += value } }
            })
        #expect(found.proven)
        #expect(found.provenPath?.isCycle == true)
        let fields = found.path.joined(separator: " -> ")
        print("TK5 leak:", fields)
        #expect(fields.hasPrefix("inbox#1 -> task{Task closure}"), "\(fields)")
        #expect(found.explanation.hasPrefix("a retain cycle of proven strong references, through a closure's strong capture"))
    }

    @Test("TK5 control: the same task capturing the screen weakly holds nothing")
    func taskWeakCapture() throws {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        defer { continuation.finish() }
        let found = try leak(label: "inbox#2") { screen in
            screen.task = Task { [weak screen] in for await value in stream { screen?.counted += value } }
        }
        #expect(found == nil)
    }

    @Test("TK3: a completed task's handle holds nothing, even if stored")
    func completedTask() async throws {
        let stack = try ProfiledStack()
        weak var weakScreen: HeldScreenController?
        try stack.pushAndPop {
            let controller = HeldScreenController(runtime: stack.runtime)
            controller.task = Task { controller.counted += 1 }
            weakScreen = controller
            return controller
        }
        await weakScreen?.task?.value
        #expect(weakScreen == nil)
        #expect(stack.profiler.checkLeaks().isEmpty)
    }

    @Test("a private static singleton is read: the path names it without its discriminator")
    func privateSingleton() throws {
        defer { resetHolderKindFixtures() }
        let found = try #require(try leak(label: "session#1") { SessionStore.keep($0) })
        #expect(found.proven)
        #expect(found.path == ["SessionStore.shared", "screens[0]"])
    }

    @Test("a singleton of a private type is out of reach: no path, and the explanation says where to look")
    func privateTypeSingleton() throws {
        defer { resetHolderKindFixtures() }
        let found = try #require(try leak(label: "hidden#1") { keepInHiddenCache($0) })
        #expect(!found.proven)
        #expect(found.explanation.contains("private type"))
    }

    @Test("a generic class's singleton, plain and optional, is read")
    func genericSingleton() throws {
        defer { resetHolderKindFixtures() }
        let plain = try #require(try leak(label: "store#1") { Stores.screens.items.append($0) })
        #expect(plain.path == ["Stores.screens", "items[0]"])
        resetHolderKindFixtures()
        let optional = try #require(
            try leak(label: "store#2") { screen in
                Stores.current = Store()
                Stores.current?.items.append(screen)
            })
        #expect(optional.path == ["Stores.current", "items[0]"])
    }

    @Test("a global closure capturing the screen: the path is the closure's capture")
    func globalClosure() throws {
        defer { resetHolderKindFixtures() }
        let found = try #require(try leak(label: "logout#1") { screen in onLogout = { screen.counted += 1 } })
        #expect(found.proven)
        #expect(found.path == ["onLogout{capture 0: HeldScreenController}"])
    }

    @Test("controls: emptied holders report nothing")
    func cleanControls() throws {
        defer { resetHolderKindFixtures() }
        let found = try leak(label: "clean#1") { screen in
            SessionStore.keep(screen)
            Stores.screens.items.append(screen)
            onLogout = { screen.counted += 1 }
            resetHolderKindFixtures()
        }
        #expect(found == nil)
    }
}
