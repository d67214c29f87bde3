public import MemoryProbe
import Results
public import ViewRuntime

/// Observes one ``ViewRuntime/Runtime`` and reads the probe: the per-callback memory ledger,
/// view load and unload counts, the lifecycle invariant checker, the trace recorder, memory
/// warnings with their purges, and the bookkeeping the leak oracle needs.
///
/// ## Typical use
/// ```swift
/// let profiler = try RuntimeProfiler(runtime: runtime, probe: probe, tracePath: "run.jsonl")
/// profiler.install()                       // runtime.observer = profiler
/// ... drive the runtime (synchronously: the ledger reads per-thread counters) ...
/// let leaks = profiler.checkLeaks()        // at quiescence
/// try profiler.finish()                    // flushes the trace
/// ```
///
/// With `probe == nil` the profiler still records the trace (without measurements, so it is
/// byte-for-byte reproducible), counts loads and unloads and checks invariants.
///
/// ## Performance
/// Per-controller state lives in a raw table indexed by the controller's
/// ``ViewRuntime/ViewController/instrumentationSlot``, so a callback costs no hashing: a
/// thread-counter read and a time-stamp read on each side (two where the profiler's own work
/// must be measured and subtracted: checker, trace, stack windows, nesting), a frame push and
/// pop, and two O(1) row updates (instructions per callback, with the ledger alone and with the
/// checker too: docs/PERFORMANCE.md, measured by `scripts/instructions`).
/// Slots of deallocated controllers are reused when ``keepsDeallocatedControllers`` is off
/// (soak and `run`), so a long run keeps bounded state.
@MainActor
public final class RuntimeProfiler: UnretainedRuntimeObserver {
    public let runtime: Runtime
    public let probe: AllocatorProbe?
    let trace: TraceRecorder?
    /// The hot state and the ledger: the only owner of their memory (``ProfilerCore``).
    let core: ProfilerCore
    // The stored properties below that a callback or an event touches are unchecked for
    // exclusive access: main-actor state, only mutated synchronously by the profiler's own
    // handlers, never passed inout across a call that could reach them again
    // (docs/ARCHITECTURE.md, "Rooms").
    @exclusivity(unchecked) var freeSlots: [Int] = []
    /// The names departures are recorded with (see ``currentOperation``).
    var operationNames = OperationNames()
    /// Scene totals (deallocated controllers folded in), with the index of each scene name
    /// and of each controller class whose instances have default labels.
    @exclusivity(unchecked) var sceneTotals: [SceneAccount] = []
    @exclusivity(unchecked) var sceneIndexByName: [String: Int] = [:]
    /// By ``ViewRuntime/ViewController/classIndex``; -1 for a class not seen yet.
    @exclusivity(unchecked) var sceneIndexByClass: [Int] = []
    /// Class names by ``ViewRuntime/ViewController/classIndex``, for new accounts (a copy of a
    /// string here costs less than asking the runtime per controller).
    @exclusivity(unchecked) var classNames: [String?] = []
    @exclusivity(unchecked) var intentionallyRetained: Set<Int> = []
    var leakRoots: [(String, WeakObject)] = []
    /// The controllers the last leak check found held only by pending work that lets go by
    /// itself (RuntimeProfiler+PendingWork.swift).
    public internal(set) var delayedReleases: [DelayedRelease] = []
    /// The leak walk's per-type knowledge (class layouts, reference plans, type names), kept
    /// from one leak check to the next: a soak checks after every cycle. Behind a pointer,
    /// which the walk lists as an address and never reads: the profiler is reachable from
    /// the runtime, and reading the scanner's own tables cost each check more than its graph.
    let leakScanner: UnsafeMutablePointer<ReferenceScanner> = {
        let pointer = UnsafeMutablePointer<ReferenceScanner>.allocate(capacity: 1)
        pointer.initialize(to: ReferenceScanner())
        return pointer
    }()
    /// Globals and statics registered with `addLeakRoots(of:)`, read at each leak check.
    var leakGlobals: [(String, @MainActor () -> Any)] = []
    var phases = PhaseRecorder()
    var timeline = Timeline()
    var warningResults: [MemoryWarningResult] = []
    /// Every warning counted (``warningResults`` keeps the first ``warningsKept`` in detail).
    var warningTally = MemoryWarningTally()
    let startNanoseconds = AllocatorProbe.monotonicNanoseconds()
    /// How many cells sit in reuse pools right now (set by a driver that knows its tables).
    public var pooledCells: () -> Int = { 0 }
    /// Every finished callback with its cost, kept only when ``recordsCallbacks`` is on.
    public internal(set) var callbackRecords: [CallbackRecord] = []
    static let reservedSlots = 1024
    /// See ``keepsDeallocatedControllers`` (read at each controller's death: unchecked, as above).
    @exclusivity(unchecked) var keepsDeallocatedStorage = true

    /// The detail kept of deallocated controllers (see ``keptDeallocatedControllers``).
    /// (Updated at each controller's death, so unchecked for exclusive access, as the fields above.)
    @exclusivity(unchecked) var deallocatedDetails = DeallocatedControllerDetails(limit: 0)
    @exclusivity(unchecked) public internal(set) var memoryWarningCount = 0
    /// The first ``diagnosticsKept`` diagnostics (all are counted in ``diagnosticCount``).
    public internal(set) var diagnostics: [String] = []
    /// How many diagnostic messages are kept (a soak keeps few, so that they do not show as growth).
    public var diagnosticsKept = 100
    @exclusivity(unchecked) public internal(set) var diagnosticCount = 0
    /// Every diagnostic counted by its code (room for 32 codes is reserved, so counting does
    /// not allocate: the messages themselves are kept only up to ``diagnosticsKept``).
    public internal(set) var diagnosticCountsByCode: [String: Int] = Dictionary(minimumCapacity: 32)
    /// The first lifecycle invariant violation, if any.
    public var firstViolation: InvariantViolation? { core.firstViolation }

    /// Creates a profiler for `runtime`.
    ///
    /// - Parameters:
    ///   - probe: jemalloc's probe; nil turns the ledger off (no measurements).
    ///   - tracePath: where to stream the trace, or nil for none.
    public init(runtime: Runtime, probe: AllocatorProbe?, tracePath: String? = nil) throws {
        self.runtime = runtime
        self.probe = probe
        core = ProfilerCore(counters: probe != nil ? try ThreadCounters.forCurrentThread() : nil)
        trace = try tracePath.map { try TraceRecorder(path: $0) }
        warningResults.reserveCapacity(Self.warningsReserved)
        diagnostics.reserveCapacity(100)
        super.init()
        refreshFastPaths()
        installSchedulingSite()
        ViewTeardownWatch.install(watching: runtime)
    }

    isolated deinit {
        removeSchedulingSite()
        leakScanner.deinitialize(count: 1)
        leakScanner.deallocate()
    }

    /// Installs the profiler as the runtime's observer.
    public func install() { runtime.observer = self }

    /// Flushes the trace and closes it.
    public func finish() throws {
        try trace?.close()
    }

    // MARK: The way of one callback, top to bottom
    //
    // The runtime calls `callbackWillBegin`, the user's callback runs, the runtime calls
    // `callbackDidEnd`. The ledger's window (``ProfilerCore``) brackets the user's code; the cold
    // services (invariant checker, trace, stack windows, records) run outside it, as measured
    // overhead (their out-of-line parts: RuntimeProfiler+ColdPaths.swift).
    //
    // Why the order of reads in these handlers matters (exactness, not style):
    // - The thread counters and the clock are read FIRST in each handler, before anything that
    //   could allocate or take time (slot lookup, accounts, the checker, the trace line), and
    //   the ledger opens or closes its frame LAST, with a second read. Everything between the two
    //   reads is the handler's own overhead, which the ledger charges to the enclosing frame and
    //   subtracts, so a callback is charged exactly what the runtime and user code did in it.
    // - Moving a read later, or doing work before the first read or after the ledger's final
    //   read, charges the profiler's own bytes and ticks to the user's callback (LedgerTests'
    //   exact 4096-byte and one-View assertions catch it).
    // - `runtime(_:didEmit:)` reads first and calls `chargeOverhead` last for the same reason
    //   (outside every window it reads nothing: there is nothing to charge).
    // - The fast paths read once, and are exact only because of what they do not do: the
    //   ledger-only and the checked beginnings store numbers before their reading (no
    //   allocation or release may be added there), the outermost end has no enclosing window
    //   to charge, and a nested end with no windows, record or trace line only does arithmetic
    //   after its reading.
    // - `callbackWillBegin` and `callbackDidEnd` make no call on their fast paths (every other
    //   case is a tail call), so they need no stack frame: adding a call there (a non-inlined
    //   helper, a retain, the monotonic clock) costs every callback the saving and restoring of
    //   five registers, about 30 instructions (`scripts/instructions` shows it).

    // MARK: 1. The callback begins

    override public func callbackWillBegin(_ callback: LifecycleCallback, kind: CallbackKind, of controller: ViewController) {
        // The ledger alone, on a controller with an account: the window opens with one reading.
        switch core.beginLedgerOnly(slot: controller.instrumentationSlot, kind: kind, callback: callback, controller: controller) {
        case .opened: return
        case .needsMeasuredBeginning: beginMeasured(callback, kind: kind, of: controller)
        case .unmeasured: beginUnmeasured(callback, of: controller)
        }
    }

    /// A beginning that may allocate before its window opens (a new account, the checker, the
    /// trace, stack windows): the counters are read first, and what the handler
    /// does before the window's start is measured as the profiler's overhead.
    @inline(never)
    func beginMeasured(_ callback: LifecycleCallback, kind: CallbackKind, of controller: ViewController) {
        // The ledger and the checker alone: one reading too, unless a rule broke.
        if core.beginChecked(slot: controller.instrumentationSlot, kind: kind, callback: callback, controller: controller) { return }
        let (entry, entryTicks) = core.read()
        let slot = beginAccount(callback, of: controller).slot
        let line: Int?
        if core.checksInvariants || trace != nil || core.windows != nil {
            line = beginExtras(callback, of: controller, slot: slot, kind: kind)
        } else {
            line = nil
            core.seq &+= 1
        }
        core.open(slot: slot, kindIndex: kind.ordinal, entry: entry, entryTicks: entryTicks, traceLine: line)
    }

    /// A callback's beginning without a probe: accounts, the checker and the trace only.
    @inline(never)
    func beginUnmeasured(_ callback: LifecycleCallback, of controller: ViewController) {
        let (slot, kind) = beginAccount(callback, of: controller)
        _ = beginExtras(callback, of: controller, slot: slot, kind: kind)
    }

    /// The controller's slot and the callback's kind, with the account updated for the kinds
    /// that change it: what every beginning does, measured or not.
    @inline(__always)
    func beginAccount(_ callback: LifecycleCallback, of controller: ViewController) -> (slot: Int, kind: CallbackKind) {
        let slot = slot(of: controller)
        let kind = callback.kind
        if HotState.kindsUpdatingAccounts & (1 &<< kind.ordinal) != 0 {
            core.updateAccount(slot: slot, controller: controller, beginning: callback)
        }
        return (slot, kind)
    }

    /// The begin handler's work beyond the ledger (invariant checker, trace line, stack
    /// windows), out of line so that a ledger-only callback does not carry it. Returns the
    /// trace line written, if any.
    @inline(never)
    func beginExtras(_ callback: LifecycleCallback, of controller: ViewController, slot: Int, kind: CallbackKind) -> Int? {
        if core.checksInvariants { observeInvariant(slot: slot, kind: kind, parent: callback.parentSlot) }
        let line = trace.flatMap { $0.add(traceLine(for: callback, of: controller), holding: core.measures) }
        core.seq += 1
        if let windows = core.windows { windows.willBegin(kindIndex: kind.ordinal, sceneIndex: sceneIndex(ofSlot: slot)) }
        return line
    }

    // MARK: 2. The callback ends

    override public func callbackDidEnd(_ callback: LifecycleCallback, kind: CallbackKind, of controller: ViewController) {
        // Read first; the outermost callback with nothing else to finish closes with that reading.
        switch core.endOutermost(kind: kind) {
        case .closed, .unmeasured: return
        case .needsMeasuredEnd(let entry, let entryTicks): endMeasured(kind, of: controller, entry: entry, entryTicks: entryTicks)
        case .general: endGeneral(kind, of: controller)
        }
    }

    /// An end that needs a call before its reading: a `viewDidUnload` counts the unload (before
    /// the reading: it stores a number), a clock without the time-stamp counter is a call.
    @inline(never)
    func endGeneral(_ kind: CallbackKind, of controller: ViewController) {
        if kind == .viewDidUnload { countUnload(of: controller) }
        switch core.endOutermostWithAnyClock() {
        case .closed, .unmeasured, .general: return
        case .needsMeasuredEnd(let entry, let entryTicks): endMeasured(kind, of: controller, entry: entry, entryTicks: entryTicks)
        }
    }

    /// A callback's end in general: stack windows, nesting, records, trace lines, and the
    /// profiler's work charged to the enclosing window.
    @inline(never)
    func endMeasured(_ kind: CallbackKind, of controller: ViewController, entry: ThreadCounterReading, entryTicks: UInt64) {
        if let windows = core.windows { windows.willEnd(kindIndex: kind.ordinal, slot: controller.instrumentationSlot) }
        guard let (frame, cost) = core.close(entry: entry, entryTicks: entryTicks) else { return }
        // Nothing above allocated or freed (no windows, record or trace line): no second reading.
        guard !core.plainEnds else { return core.finishCloseWithoutReading(frame: frame, cost: cost) }
        if core.recordsCallbacks { record(frame: frame.pointee, cost: cost) }
        if let line = frame.pointee.traceLine { measure(line: line, cost: cost, depth: core.depth) }
        core.finishClose(frame: frame, cost: cost, entry: entry, entryTicks: entryTicks)
    }

    // MARK: Events between callbacks

    override public func runtime(_ runtime: Runtime, didEmit event: RuntimeEvent) {
        chargingOverhead { handle(event) }
    }

    override public func runtime(_ runtime: Runtime, didInitialize controller: ViewController) {
        chargingOverhead { controllerCreated(controller) }
    }

    override public func runtime(
        _ runtime: Runtime, didDeinitialize instanceID: Int, instrumentationSlot: Int, identity: () -> ControllerIdentity
    ) {
        chargingOverhead { controllerDied(instanceID: instanceID, slot: instrumentationSlot, identity: identity) }
    }

    /// Runs an event's handling, charged to the innermost open callback window as the
    /// profiler's overhead. Outside every window there is nothing to charge it to: no reads.
    @inline(__always)
    func chargingOverhead(_ body: () -> Void) {
        guard core.depth > 0 else { return body() }
        let (entry, entryTicks) = core.read()
        body()
        core.chargeOverhead(entry: entry, entryTicks: entryTicks)
    }

    /// Sets the fast paths' flags (``ProfilerCore/refreshFastPaths(tracing:)``): call when
    /// the trace, the stack windows, records or the checker change.
    func refreshFastPaths() { core.refreshFastPaths(tracing: trace != nil) }
}
