import ViewRuntime

/// What a driver sets before (or while) it runs: records, the checker, the current op, and
/// how deallocated controllers are kept.
extension RuntimeProfiler {
    /// Keep a record per callback (for tests and small runs; grows with the run).
    public var recordsCallbacks: Bool {
        get { core.recordsCallbacks }
        set {
            core.recordsCallbacks = newValue
            refreshFastPaths()
        }
    }
    /// Whether the lifecycle invariant checker runs (on by default; off measures the ledger alone).
    public var checksInvariants: Bool {
        get { core.checksInvariants }
        set {
            core.checksInvariants = newValue
            refreshFastPaths()
            reserveCheckerStates()
        }
    }
    /// The op of the step being run, used to name how controllers leave the hierarchy.
    public var currentOperation: String? {
        get { core.currentOperation }
        set { core.setCurrentOperation(newValue, code: operationNames.code(for: newValue)) }
    }
    /// When false, accounts of deallocated controllers are folded into their scene's totals
    /// and their slots reused, so a long soak keeps bounded state.
    /// Turning it off also reserves room for 1,024 live controllers in the free-slot list and,
    /// while ``checksInvariants`` is on, in the invariant checker, so a walk that reaches a new
    /// maximum of live controllers late allocates nothing for it.
    public var keepsDeallocatedControllers: Bool {
        get { keepsDeallocatedStorage }
        set {
            keepsDeallocatedStorage = newValue
            guard !newValue else { return }
            freeSlots.reserveCapacity(Self.reservedSlots)
            reserveCheckerStates()
        }
    }
    /// Reserves the checker's states for ``reservedSlots`` controllers when slots are reused and
    /// the checker runs; with the checker off its 40 KiB are not allocated (a block of a
    /// backing store's size class, which changes where jemalloc puts the stores: about 5
    /// instructions per callback of its own work, `scripts/instructions`).
    func reserveCheckerStates() {
        if !keepsDeallocatedControllers, core.checksInvariants { core.reserveCheckerControllers(Self.reservedSlots) }
    }
    /// With ``keepsDeallocatedControllers`` off, how many deallocated controllers keep their
    /// per-instance detail in the results: the last N to die and the N largest by ledger bytes
    /// (so at most 2N); every other one is folded into its scene's totals and counted in
    /// `controllersFolded`. 0 (the default, what soak uses) keeps none. Set before the run.
    public var keptDeallocatedControllers: Int {
        get { deallocatedDetails.limit }
        set { deallocatedDetails = DeallocatedControllerDetails(limit: newValue) }
    }
}
