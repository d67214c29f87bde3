import Foundation

/// Memory warnings (rules M1-M6); the policy x level table is in <doc:MemoryWarnings>.
extension Runtime {
    /// Simulates a memory warning of `level`, synchronously.
    ///
    /// In order: the observer gets ``RuntimeEvent/memoryWarning(_:)``; every registered
    /// ``MemoryPressureResponder`` (each ``Cache`` among them) purges, in registration order; then every
    /// live controller of this runtime - on screen, buried in a stack, in an unselected tab, behind a
    /// modal, or detached - gets `didReceiveMemoryWarning()`, in creation order (rule M1 [R]).
    /// Controllers created during the broadcast do not get this one.
    ///
    /// Cost: O(live controllers + responders) plus what the callbacks do.
    public func simulateMemoryWarning(level: MemoryWarningLevel = .critical) {
        emit(.memoryWarning(level))
        let previous = currentMemoryWarningLevel
        currentMemoryWarningLevel = level
        defer { currentMemoryWarningLevel = previous }
        responders.removeAll { $0.value == nil }
        for responder in responders.compactMap(\.value) {
            responder.runtimeDidReceiveMemoryWarning(level: level)
        }
        for controller in registry.liveControllers() {
            controller.callDidReceiveMemoryWarning(level)
        }
    }

    /// Registers `responder` (held weakly) to purge on every warning of this runtime.
    /// O(1): the runtime's own responders (``Cache``, ``TableView``) remove their dead entries
    /// when they deinit; others' are swept then and at the next warning.
    public func addMemoryPressureResponder(_ responder: any MemoryPressureResponder) {
        responders.append(WeakResponder(value: responder))
    }

    /// Stops sending warnings to `responder`.
    public func removeMemoryPressureResponder(_ responder: any MemoryPressureResponder) {
        responders.removeAll { $0.value == nil || $0.value === responder }
    }

    /// Drops the entries of responders that died. A ``Cache`` or ``TableView`` calls it from its
    /// deinit: a dead entry's weak reference keeps the dead object's side table (32 bytes) allocated,
    /// and a run without memory warnings (a soak under a real limit that never presses) would keep
    /// one per table and cache it ever made. O(registered responders), no allocation.
    func sweepDeadResponders() {
        responders.removeAll { $0.value == nil }
    }
}
