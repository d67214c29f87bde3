public import Foundation

/// The base name of a lifecycle callback, as written in traces (DESIGN.md, "Trace, format 1").
public enum CallbackKind: String, CaseIterable, Sendable {
    case `init`, loadView, viewDidLoad
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case viewWillLayoutSubviews, viewDidLayoutSubviews
    case willMoveToParent, didMoveToParent
    case didReceiveMemoryWarning, viewWillUnload, viewDidUnload
    case prepareForSegue, viewWillTransitionToSize, traitCollectionDidChange
    case `deinit`
    case awakeFromNib, willTransitionToTraitCollection
    case updateViewConstraints

    /// The case's position in ``allCases``, for an observer's per-kind arrays: read without
    /// hashing and without a hand-written table. A Swift enum without payloads is stored as its
    /// case's index in declaration order (the ABI's "C-like enums", docs/ABI/TypeLayout.rst),
    /// one byte for up to 256 cases; ViewRuntimeTests check it against `allCases`.
    @inlinable package var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}

/// One delivery of a lifecycle callback, with its arguments.
///
/// Built only when an observer is installed, so that an unobserved runtime never pays for it. It holds
/// its arguments inline (no allocation).
public enum LifecycleCallback {
    case loadView
    case viewDidLoad
    case viewWillAppear(animated: Bool)
    case viewDidAppear(animated: Bool)
    case viewWillDisappear(animated: Bool)
    case viewDidDisappear(animated: Bool)
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    case willMoveToParent(ViewController?)
    case didMoveToParent(ViewController?)
    case didReceiveMemoryWarning(MemoryWarningLevel)
    case viewWillUnload
    case viewDidUnload
    case prepareForSegue(Segue)
    case viewWillTransitionToSize(Size)
    case traitCollectionDidChange(previous: TraitCollection?)
    case awakeFromNib
    case willTransitionToTraitCollection(TraitCollection)
    case updateViewConstraints

    /// The callback's trace name. Always inlined: an observer reads it on every callback.
    @inlinable public var kind: CallbackKind {
        @inline(__always) get {
            switch self {
            case .loadView: .loadView
            case .viewDidLoad: .viewDidLoad
            case .viewWillAppear: .viewWillAppear
            case .viewDidAppear: .viewDidAppear
            case .viewWillDisappear: .viewWillDisappear
            case .viewDidDisappear: .viewDidDisappear
            case .viewWillLayoutSubviews: .viewWillLayoutSubviews
            case .viewDidLayoutSubviews: .viewDidLayoutSubviews
            case .willMoveToParent: .willMoveToParent
            case .didMoveToParent: .didMoveToParent
            case .didReceiveMemoryWarning: .didReceiveMemoryWarning
            case .viewWillUnload: .viewWillUnload
            case .viewDidUnload: .viewDidUnload
            case .prepareForSegue: .prepareForSegue
            case .viewWillTransitionToSize: .viewWillTransitionToSize
            case .traitCollectionDidChange: .traitCollectionDidChange
            case .awakeFromNib: .awakeFromNib
            case .willTransitionToTraitCollection: .willTransitionToTraitCollection
            case .updateViewConstraints: .updateViewConstraints
            }
        }
    }
}

/// Who a controller was, for events delivered when it no longer exists (its `deinit`).
public struct ControllerIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The per-runtime instance number, from 1 in creation order (all classes together).
    public let instanceID: Int
    /// The label a driver set, or nil for the default `ClassName#n`.
    public let customLabel: String?
    /// The dynamic type's name.
    public let className: String
    /// The per-class instance number (the `n` of the default label).
    public let classInstanceNumber: Int
    /// The controller's `instrumentationSlot` when it died (for the package's Profiler).
    package let instrumentationSlot: Int

    public init(instanceID: Int, customLabel: String?, className: String, classInstanceNumber: Int, instrumentationSlot: Int = -1) {
        self.instanceID = instanceID
        self.customLabel = customLabel
        self.className = className
        self.classInstanceNumber = classInstanceNumber
        self.instrumentationSlot = instrumentationSlot
    }

    /// The controller's ``ViewController/label`` when it died (formed on demand).
    public var label: String { customLabel ?? "\(className)#\(classInstanceNumber)" }

    public var description: String { label }
}

/// A runtime-wide event: anything an observer hears of besides callback begin/end.
public enum RuntimeEvent {
    /// A controller finished its base initializer (trace name `init`). Sent once per controller.
    case controllerInitialized(ViewController)
    /// A controller was deallocated (trace name `deinit`). Sent from its isolated deinit, once.
    case controllerDeinitialized(ControllerIdentity)
    /// ``Runtime/simulateMemoryWarning(level:)`` started, before any purge or callback.
    case memoryWarning(MemoryWarningLevel)
    /// A diagnostic was recorded (something UIKit only logs).
    case diagnostic(Diagnostic)
    // Backing stores are not events: the runtime counts them itself (``Runtime/backingStoreBytes``,
    // ``Runtime/backingStoreBytesFreed``), because an event per store would cost more than the
    // ledger's bracket around a callback.
}

/// The instrumentation hook: installed on one ``Runtime`` with ``Runtime/observer``.
///
/// The runtime calls ``callbackWillBegin(_:of:)`` just before and ``callbackDidEnd(_:of:)`` just after
/// each call it makes into an overridable lifecycle method, so that nested callbacks (a `viewDidLoad`
/// inside a `viewWillAppear`'s view access, a `viewDidUnload` inside `didReceiveMemoryWarning`) nest
/// properly. A profiler computes inclusive and exclusive costs from these brackets.
///
/// Cost: with no observer installed each callback costs one nil check; with one, two protocol calls.
/// Calls that user code makes directly to a callback (say a container calling
/// `child.didMove(toParent: self)`) are plain method calls and are not bracketed.
@preconcurrency @MainActor
public protocol RuntimeObserver: AnyObject {
    /// Called just before the runtime calls `callback` on `controller`.
    func callbackWillBegin(_ callback: LifecycleCallback, of controller: ViewController)
    /// Called just after `callback` on `controller` returned.
    func callbackDidEnd(_ callback: LifecycleCallback, of controller: ViewController)
    /// Called for every runtime-wide event, in order.
    func runtime(_ runtime: Runtime, didEmit event: RuntimeEvent)
}
