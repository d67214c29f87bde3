import Foundation
import Testing
@testable import ViewRuntime

/// Records what the runtime delivers, as `label.event` strings, and checks begin/end nesting.
@MainActor
final class TraceRecorder: RuntimeObserver {
    /// Every begin, as "label.kind" (containment with "(parent)"), plus runtime events.
    private(set) var events: [String] = []
    /// Kinds of every begin, with labels, for filtering.
    private(set) var entries: [(label: String, kind: CallbackKind?, text: String)] = []
    private var open: [(ObjectIdentifier, CallbackKind)] = []
    private(set) var nestingViolations = 0
    private(set) var deinitialized: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    func callbackWillBegin(_ callback: LifecycleCallback, of controller: ViewController) {
        open.append((ObjectIdentifier(controller), callback.kind))
        var text = "\(controller.traceLabel).\(callback.kind.rawValue)"
        switch callback {
        case .willMoveToParent(let parent), .didMoveToParent(let parent):
            text += "(\(parent?.traceLabel ?? "nil"))"
        default: break
        }
        append(label: controller.traceLabel, kind: callback.kind, text: text)
    }

    func callbackDidEnd(_ callback: LifecycleCallback, of controller: ViewController) {
        guard let last = open.popLast(), last.0 == ObjectIdentifier(controller), last.1 == callback.kind else {
            nestingViolations += 1
            return
        }
    }

    func runtime(_ runtime: Runtime, didEmit event: RuntimeEvent) {
        switch event {
        case .controllerInitialized(let controller):
            append(label: controller.traceLabel, kind: .`init`, text: "\(controller.traceLabel).init")
        case .controllerDeinitialized(let identity):
            deinitialized.append(identity.label)
            append(label: identity.label, kind: .`deinit`, text: "\(identity.label).deinit")
        case .memoryWarning(let level):
            append(label: "", kind: nil, text: "memoryWarning(\(level))")
        case .diagnostic(let diagnostic):
            diagnostics.append(diagnostic)
        }
    }

    /// Adds a marker such as "completion".
    func mark(_ text: String) { append(label: "", kind: nil, text: text) }

    func reset() { events.removeAll(); entries.removeAll() }

    private func append(label: String, kind: CallbackKind?, text: String) {
        events.append(text)
        entries.append((label, kind, text))
    }

    /// The events of the given controllers (and markers), optionally without layout callbacks.
    func trace(of labels: Set<String>, layout: Bool = true, kinds: Set<CallbackKind>? = nil) -> [String] {
        entries.filter { entry in
            guard let kind = entry.kind else { return entry.label.isEmpty && !entry.text.hasPrefix("memoryWarning") }
            guard labels.contains(entry.label) else { return false }
            if !layout, kind == .viewWillLayoutSubviews || kind == .viewDidLayoutSubviews { return false }
            if let kinds, !kinds.contains(kind) { return false }
            return true
        }.map(\.text)
    }
}

/// A controller that counts nothing itself: the runtime counts loads and unloads.
final class Plain: ViewController {}

/// A fresh runtime with small backing stores, a recorder and a visible window.
@MainActor
struct Harness {
    let runtime: Runtime
    let recorder = TraceRecorder()
    let window: Window

    init(
        policy: MemoryWarningPolicy = .unloadViews,
        backingStoreScale: Double? = 0.1,
        screen: Screen = .iPhone,
        adaptsSheets: Bool = false
    ) {
        runtime = Runtime(
            screen: screen,
            settings: RuntimeSettings(
                memoryWarningPolicy: policy, backingStoreScale: backingStoreScale,
                adaptsSheetsInCompactWidth: adaptsSheets
            )
        )
        runtime.observer = recorder
        window = Window(runtime: runtime)
    }

    /// A plain controller labelled `label`.
    func make(_ label: String) -> Plain {
        let controller = Plain(runtime: runtime)
        controller.traceLabel = label
        return controller
    }

    /// Shows `root` in the window and forgets the launch trace.
    func show(_ root: ViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        recorder.reset()
    }

    func navigation(_ label: String = "nav", root: ViewController) -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.traceLabel = label
        return navigation
    }
}

let appearanceKinds: Set<CallbackKind> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

/// Runs `body` and expects UIKit to have raised exactly one exception on `runtime` during it
/// (recorded, not thrown: ``UIKitException``); returns it.
@MainActor
@discardableResult
func expectRaise(_ runtime: Runtime, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) -> UIKitException? {
    runtime.drainRaisedExceptions()
    body()
    let raised = runtime.drainRaisedExceptions()
    #expect(raised.count == 1, "expected UIKit to raise once; it raised \(raised)", sourceLocation: sourceLocation)
    return raised.first
}
