import Foundation
import Testing
@testable import ViewRuntime

/// An unretained observer that records begins and ends and can run code inside a callback.
@MainActor
final class UnretainedRecorder: UnretainedRuntimeObserver {
    let name: String
    var log: [String]
    var onBegin: ((LifecycleCallback, ViewController) -> Void)?
    var onDeinit: (() -> Void)?
    var onEvent: ((RuntimeEvent) -> Void)?

    init(_ name: String, log: [String] = []) {
        self.name = name
        self.log = log
    }

    isolated deinit { onDeinit?() }

    override func callbackWillBegin(_ callback: LifecycleCallback, kind: CallbackKind, of controller: ViewController) {
        #expect(kind == callback.kind)
        log.append("\(name) begin \(controller.traceLabel).\(kind.rawValue)")
        onBegin?(callback, controller)
    }

    override func callbackDidEnd(_ callback: LifecycleCallback, kind: CallbackKind, of controller: ViewController) {
        #expect(kind == callback.kind)
        log.append("\(name) end \(controller.traceLabel).\(kind.rawValue)")
    }

    override func runtime(_ runtime: Runtime, didEmit event: RuntimeEvent) {
        if case .controllerInitialized(let controller) = event { log.append("\(name) init \(controller.traceLabel)") }
        onEvent?(event)
    }
}

/// Replaces the runtime's observer from inside `viewDidLoad`.
final class ObserverReplacingController: ViewController {
    var replacement: (any RuntimeObserver)?
    override func viewDidLoad() { runtime.observer = replacement }
}

@MainActor
@Suite("Runtime: unretained observers")
struct UnretainedObserverTests {
    @Test("An unretained observer hears every callback, bracketed, and the runtime's events")
    func hearsCallbacks() {
        let runtime = Runtime(settings: RuntimeSettings(backingStoreScale: 0.1))
        let recorder = UnretainedRecorder("r")
        runtime.observer = recorder
        let controller = Plain(runtime: runtime)
        controller.traceLabel = "A"
        _ = controller.view
        #expect(recorder.log == ["r init Plain#1", "r begin A.loadView", "r end A.loadView", "r begin A.viewDidLoad", "r end A.viewDidLoad"])
        #expect(runtime.callbacksInFlight == 0)
    }

    @Test("Replaced inside a callback, it stays alive to hear that callback end; released at the next replacement")
    func replacedInFlight() {
        let runtime = Runtime(settings: RuntimeSettings(backingStoreScale: 0.1))
        var released = false
        var first: UnretainedRecorder? = UnretainedRecorder("first")
        first?.onDeinit = { released = true }
        runtime.observer = first
        let second = UnretainedRecorder("second")
        let controller = ObserverReplacingController(runtime: runtime)
        controller.traceLabel = "A"
        controller.replacement = second
        weak let firstWeak = first
        first = nil
        _ = controller.view
        // `first` heard viewDidLoad begin and end although it was replaced (and only the runtime held it) during it.
        #expect(firstWeak?.log.suffix(2) == ["first begin A.viewDidLoad", "first end A.viewDidLoad"])
        #expect(second.log.isEmpty)
        #expect(!released)
        #expect(runtime.retiredObservers.count == 1)
        runtime.observer = nil
        #expect(released)
        #expect(runtime.retiredObservers.isEmpty)
    }

    @Test("Replaced between callbacks, it is released at once; an existential observer is still called")
    func replacedBetweenCallbacks() {
        let runtime = Runtime(settings: RuntimeSettings(backingStoreScale: 0.1))
        var released = false
        var first: UnretainedRecorder? = UnretainedRecorder("first")
        first?.onDeinit = { released = true }
        runtime.observer = first
        first = nil
        let existential = TraceRecorder()
        runtime.observer = existential
        #expect(released)
        #expect(runtime.unretainedObserver == nil)
        let controller = Plain(runtime: runtime)
        controller.traceLabel = "B"
        _ = controller.view
        #expect(existential.events.contains("B.viewDidLoad"))
    }

    @Test("Creation and deallocation reach their own handlers, with the controller's numbers; the base versions forward them as events")
    func creationAndDeallocation() {
        let runtime = Runtime(settings: RuntimeSettings(backingStoreScale: 0.1))
        let numbers = NumbersRecorder()
        runtime.observer = numbers
        var controller: Plain? = Plain(runtime: runtime)
        let id = controller?.instanceID ?? -1
        controller?.instrumentationSlot = 7
        controller = nil
        #expect(numbers.log == ["initialized \(id)", "deinitialized \(id) slot 7"])
        #expect(runtime.callbacksInFlight == 0)

        // An observer that overrides only runtime(_:didEmit:) hears both as events, the
        // identity formed.
        let events = UnretainedRecorder("e")
        var deinitialized: [ControllerIdentity] = []
        events.onEvent = { if case .controllerDeinitialized(let identity) = $0 { deinitialized.append(identity) } }
        runtime.observer = events
        var second: Plain? = Plain(runtime: runtime)
        second?.traceLabel = "S"
        second = nil
        #expect(events.log == ["e init Plain#2"])
        #expect(deinitialized.map(\.label) == ["S"] && deinitialized.first?.className == "Plain")
    }
}

/// An unretained observer that overrides the creation and deallocation handlers and forms no identity.
@MainActor
final class NumbersRecorder: UnretainedRuntimeObserver {
    var log: [String] = []

    override func runtime(_ runtime: Runtime, didInitialize controller: ViewController) {
        log.append("initialized \(controller.instanceID)")
    }

    override func runtime(
        _ runtime: Runtime, didDeinitialize instanceID: Int, instrumentationSlot: Int, identity: () -> ControllerIdentity
    ) {
        log.append("deinitialized \(instanceID) slot \(instrumentationSlot)")
    }
}
