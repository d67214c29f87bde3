import Foundation

/// A ``RuntimeObserver`` that the runtime calls without retaining it around each callback.
///
/// Delivering a lifecycle callback to an observer held as `any RuntimeObserver` costs a retain
/// and a release of the observer (the callback's own code could replace it and drop the last
/// reference) and two witness-table calls: about 40 instructions per callback on the
/// deep-navigation workload (`scripts/instructions`). For an observer whose own cost is part of
/// what is measured, as a memory profiler's is, subclass this class instead and override the
/// three handlers (the base versions do nothing). The runtime then keeps the observer alive
/// itself while a callback is in flight: replacing ``Runtime/observer`` during a callback keeps
/// the previous observer until the outermost callback returned (it still hears the ends of the
/// callbacks it heard begin), and releases it at the next replacement or with the runtime.
///
/// The handlers also receive the callback's kind, which the runtime knows where it delivers
/// the callback (a constant there), so that an observer need not compute it from the callback.
///
/// Cost: per callback, two calls through the class's table and a counter of callbacks in
/// flight; nothing when no observer is installed beyond the nil checks. A controller's creation
/// and deallocation reach it through their own handlers, without the event's reference counting.
@preconcurrency @MainActor
open class UnretainedRuntimeObserver: RuntimeObserver {
    public init() {}

    /// Called just before the runtime calls `callback` (of `kind`) on `controller`.
    open func callbackWillBegin(_ callback: LifecycleCallback, kind: CallbackKind, of controller: ViewController) {}
    /// Called just after `callback` (of `kind`) on `controller` returned.
    open func callbackDidEnd(_ callback: LifecycleCallback, kind: CallbackKind, of controller: ViewController) {}
    /// Called for every runtime-wide event, in order, except the two below.
    open func runtime(_ runtime: Runtime, didEmit event: RuntimeEvent) {}

    /// Called when `controller` finished its base initializer, in place of the
    /// ``RuntimeEvent/controllerInitialized(_:)`` event and with the controller borrowed: no
    /// retain and release of it (a controller usually has weak references, so each of those
    /// takes the reference count's slow path). The base version forwards the event to
    /// ``runtime(_:didEmit:)``.
    open func runtime(_ runtime: Runtime, didInitialize controller: ViewController) {
        self.runtime(runtime, didEmit: .controllerInitialized(controller))
    }

    /// Called when the controller numbered `instanceID` was deallocated, in place of the
    /// ``RuntimeEvent/controllerDeinitialized(_:)`` event: `identity` forms its
    /// ``ControllerIdentity`` (a class-name lookup and two string copies) only when called, so an
    /// observer that needs the numbers alone does not pay for the names. `instrumentationSlot` is
    /// the slot the package's profiler gave the controller (-1 if none). The base version
    /// forwards the event, with the identity formed, to ``runtime(_:didEmit:)``.
    open func runtime(
        _ runtime: Runtime, didDeinitialize instanceID: Int, instrumentationSlot: Int, identity: () -> ControllerIdentity
    ) {
        self.runtime(runtime, didEmit: .controllerDeinitialized(identity()))
    }

    /// ``RuntimeObserver``'s form: forwards with the callback's kind.
    public final func callbackWillBegin(_ callback: LifecycleCallback, of controller: ViewController) {
        callbackWillBegin(callback, kind: callback.kind, of: controller)
    }

    /// ``RuntimeObserver``'s form: forwards with the callback's kind.
    public final func callbackDidEnd(_ callback: LifecycleCallback, of controller: ViewController) {
        callbackDidEnd(callback, kind: callback.kind, of: controller)
    }
}

/// Calls `body` with the object `reference` points to, without retaining it: the caller
/// guarantees it stays alive for the call (``Runtime`` does, for its observer). Not the standard
/// library's `_withUnsafeGuaranteedRef` called directly: a main-actor closure passed to it is
/// checked for its executor at run time on every call, which would cost more than the retain.
@inline(__always)
func withUnretained<Object: AnyObject, Result>(_ reference: Unmanaged<Object>, _ body: (Object) -> Result) -> Result {
    reference._withUnsafeGuaranteedRef(body)
}
