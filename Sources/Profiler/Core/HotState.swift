import ViewRuntime

/// What every callback touches: the state behind ``ProfilerCore``'s pointer, read and written
/// only by the core. Non-copyable, as its tables are: they free themselves when it goes.
struct HotState: ~Copyable {
    var checker = LifecycleInvariantChecker()
    var firstViolation: InvariantViolation?
    /// Per callback kind, at `kind.ordinal`, the callbacks that a scene's totals count inclusively
    /// and the kind's totals do not: nested in another callback of their kind on a different
    /// controller (rare). A kind's totals are its scenes' totals less these inclusive bytes
    /// (``RuntimeProfiler/kindTotals(_:)``), so a callback updates one table fewer.
    var kindInclusiveCounted = UncheckedTable(repeating: LedgerTotalsAccumulator(), count: ProfilerCore.kindCount)
    /// Per scene (or class, for controllers without a scene label) and callback kind, at
    /// `sceneIndex * ProfilerCore.kindCount + kind`; grown when a scene first appears,
    /// never on the callback path.
    var sceneKindTotals = UncheckedTable<LedgerTotalsAccumulator>(capacity: 16 * ProfilerCore.kindCount)
    /// By slot (``ViewRuntime/ViewController/instrumentationSlot``); room for 1,024 reserved.
    var accounts = UncheckedTable<ControllerAccount>(capacity: 1024)
    var seq = 0
    var recordsCallbacks = false
    var currentOperation: String?
    /// ``currentOperation``'s ``OperationNames`` code: what a departure records.
    var currentOperationCode = OperationNames.removalCode
    var checksInvariants = true
    /// See ``refreshFastPaths(tracing:timeStampCounter:)``.
    var ledgerOnly = false
    var plainEnds = true
    /// Whether the ledger's clock is the time-stamp counter (its windows open and close with
    /// no call; see ``refreshFastPaths(tracing:timeStampCounter:)``).
    var fastWindows = false
    /// Stacks and exact callback peaks (`Stacks/`), nil unless asked for.
    var windows: CallbackWindows?
}
