public import MemoryProbe
import Reports
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
/// pop, and two O(1) row updates (about 262 instructions per callback in all with the ledger
/// alone on the deep-navigation passes, 441 with the checker too, `scripts/instructions`).
/// Slots of deallocated controllers are reused when ``keepsDeallocatedControllers`` is off
/// (soak and `run`), so a long run keeps bounded state.
@MainActor
public final class RuntimeProfiler: UnretainedRuntimeObserver {
    public let runtime: Runtime
    public let probe: AllocatorProbe?
    let trace: TraceRecorder?
    /// The state touched on every callback, kept behind a pointer: stored properties of a
    /// class are checked for exclusive access at run time on every mutation, which would cost
    /// more than the ledger itself; the pointer's target is not.
    let hot: UnsafeMutablePointer<HotState>
    /// The per-callback ledger, behind its own pointer for the same reason; nil without a
    /// probe (no measurements).
    let ledger: UnsafeMutablePointer<CallbackLedger>?
    // The stored properties below that a callback or an event touches are unchecked for
    // exclusive access: main-actor state, only mutated synchronously by the profiler's own
    // handlers, never passed inout across a call that could reach them again
    // (docs/ARCHITECTURE.md, "Exclusivity").
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
    public private(set) var callbackRecords: [CallbackRecord] = []
    /// Keep a record per callback (for tests and small runs; grows with the run).
    public var recordsCallbacks: Bool {
        get { hot.pointee.recordsCallbacks }
        set {
            hot.pointee.recordsCallbacks = newValue
            refreshFastPaths()
        }
    }
    /// Whether the lifecycle invariant checker runs (on by default; off measures the ledger alone).
    public var checksInvariants: Bool {
        get { hot.pointee.checksInvariants }
        set {
            hot.pointee.checksInvariants = newValue
            refreshFastPaths()
            reserveCheckerStates()
        }
    }
    /// The op of the step being run, used to name how controllers leave the hierarchy.
    public var currentOperation: String? {
        get { hot.pointee.currentOperation }
        set {
            hot.pointee.currentOperation = newValue
            hot.pointee.currentOperationCode = operationNames.code(for: newValue)
        }
    }
    /// When false, accounts of deallocated controllers are folded into their scene's totals
    /// and their slots reused, so a long soak keeps bounded state.
    /// Turning it off also reserves room for 1,024 live controllers in the free-slot list and,
    /// while ``checksInvariants`` is on, in the invariant checker, so a walk that reaches a new
    /// maximum of live controllers late allocates nothing for it.
    @exclusivity(unchecked) public var keepsDeallocatedControllers = true {
        didSet {
            guard !keepsDeallocatedControllers else { return }
            freeSlots.reserveCapacity(Self.reservedSlots)
            reserveCheckerStates()
        }
    }
    static let reservedSlots = 1024

    /// Reserves the checker's states for ``reservedSlots`` controllers when slots are reused and
    /// the checker runs; with the checker off its 40 KiB are not allocated (a block of a
    /// backing store's size class, which changes where jemalloc puts the stores: about 5
    /// instructions per callback of its own work, `scripts/instructions`).
    func reserveCheckerStates() {
        if !keepsDeallocatedControllers, hot.pointee.checksInvariants { hot.pointee.checker.reserveControllers(Self.reservedSlots) }
    }
    /// With ``keepsDeallocatedControllers`` off, how many deallocated controllers keep their
    /// per-instance detail in the results: the last N to die and the N largest by ledger bytes
    /// (so at most 2N); every other one is folded into its scene's totals and counted in
    /// `controllersFolded`. 0 (the default, what soak uses) keeps none. Set before the run.
    public var keptDeallocatedControllers: Int {
        get { deallocatedDetails.limit }
        set { deallocatedDetails = DeallocatedControllerDetails(limit: newValue) }
    }
    /// The detail kept of deallocated controllers (see ``keptDeallocatedControllers``).
    /// (Updated at each controller's death, so unchecked for exclusive access, as the fields above.)
    @exclusivity(unchecked) var deallocatedDetails = DeallocatedControllerDetails(limit: 0)
    /// `CallbackKind.allCases.count`, as a literal: a computed static would cost a `swift_once`
    /// check on every callback (checked by LedgerTests).
    nonisolated static let kindCount = 21
    @exclusivity(unchecked) public private(set) var memoryWarningCount = 0
    /// The first ``diagnosticsKept`` diagnostics (all are counted in ``diagnosticCount``).
    public private(set) var diagnostics: [String] = []
    /// How many diagnostic messages are kept (a soak keeps few, so that they do not show as growth).
    public var diagnosticsKept = 100
    @exclusivity(unchecked) public private(set) var diagnosticCount = 0
    /// Every diagnostic counted by its code (room for 32 codes is reserved, so counting does
    /// not allocate: the messages themselves are kept only up to ``diagnosticsKept``).
    public private(set) var diagnosticCountsByCode: [String: Int] = Dictionary(minimumCapacity: 32)
    /// The first lifecycle invariant violation, if any.
    public var firstViolation: InvariantViolation? { hot.pointee.firstViolation }

    /// Creates a profiler for `runtime`.
    ///
    /// - Parameters:
    ///   - probe: jemalloc's probe; nil turns the ledger off (no measurements).
    ///   - tracePath: where to stream the trace, or nil for none.
    public init(runtime: Runtime, probe: AllocatorProbe?, tracePath: String? = nil) throws {
        self.runtime = runtime
        self.probe = probe
        if probe != nil {
            let counters = try ThreadCounters.forCurrentThread()
            let ledger = HeapMemory.allocate(CallbackLedger.self)
            ledger.initialize(to: CallbackLedger(counters: counters, clock: CycleClock.shared, kinds: Self.kindCount))
            self.ledger = ledger
        } else {
            ledger = nil
        }
        trace = try tracePath.map { try TraceRecorder(path: $0) }
        hot = HeapMemory.allocate(HotState.self)
        hot.initialize(to: HotState())
        warningResults.reserveCapacity(Self.warningsReserved)
        diagnostics.reserveCapacity(100)
        super.init()
        refreshFastPaths()
    }

    isolated deinit {
        if let ledger {
            ledger.pointee.deallocate()
            HeapMemory.deallocate(ledger)
        }
        hot.pointee.kindInclusiveCounted.deallocate()
        hot.pointee.sceneKindTotals.deallocate()
        hot.pointee.accounts.deallocate()
        hot.deinitialize(count: 1)
        HeapMemory.deallocate(hot)
        leakScanner.deinitialize(count: 1)
        leakScanner.deallocate()
    }

    /// Installs the profiler as the runtime's observer.
    public func install() { runtime.observer = self }

    /// Flushes the trace and closes it.
    public func finish() throws {
        try trace?.close()
    }

    // MARK: RuntimeObserver

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
    //   ledger-only beginning stores numbers before its reading (no allocation or release may
    //   be added there), the outermost end has no enclosing window to charge, and a nested end
    //   with no windows, record or trace line only does arithmetic after its reading.

    override public func callbackWillBegin(_ callback: LifecycleCallback, kind: CallbackKind, of controller: ViewController) {
        guard let ledger else { return beginUnmeasured(callback, of: controller) }
        let slot = controller.instrumentationSlot
        guard hot.pointee.ledgerOnly, hasAccount(slot: slot, controller: controller) else {
            return beginMeasured(callback, of: controller, ledger: ledger)
        }
        // The ledger alone, on a controller with an account: nothing before the window's start
        // allocates or frees (the account update stores numbers), so the window is opened with
        // its one reading (exact in bytes; these few instructions count as the enclosing
        // callback's time instead of being measured and subtracted).
        if Self.kindsUpdatingAccounts & (1 &<< kind.ordinal) != 0 { updateAccount(slot: slot, controller: controller, beginning: callback) }
        hot.pointee.seq &+= 1
        ledger.pointee.open(slot: slot, kindIndex: kind.ordinal)
    }

    /// A beginning that may allocate before its window opens (a new account, the checker, the
    /// trace, stack windows): the counters are read first, and what the handler
    /// does before the window's start is measured as the profiler's overhead.
    @inline(never)
    func beginMeasured(_ callback: LifecycleCallback, of controller: ViewController, ledger: UnsafeMutablePointer<CallbackLedger>) {
        let entry = ledger.pointee.counters.read()
        let entryTicks = ledger.pointee.now()
        let (slot, kind) = beginAccount(callback, of: controller)
        let line: Int?
        if hot.pointee.checksInvariants || trace != nil || hot.pointee.windows != nil {
            line = beginExtras(callback, of: controller, slot: slot, kind: kind)
        } else {
            line = nil
            hot.pointee.seq &+= 1
        }
        ledger.pointee.open(slot: slot, kindIndex: kind.ordinal, entry: entry, entryTicks: entryTicks, traceLine: line)
    }

    override public func callbackDidEnd(_ callback: LifecycleCallback, kind: CallbackKind, of controller: ViewController) {
        if kind == .viewDidUnload { countUnload(of: controller) }
        guard let ledger else { return }
        let entry = ledger.pointee.counters.read()
        let entryTicks = ledger.pointee.now()
        guard hot.pointee.plainEnds, ledger.pointee.depth == 1 else {
            return endMeasured(callback, of: controller, ledger: ledger, entry: entry, entryTicks: entryTicks)
        }
        // The outermost callback, with no stack windows, trace line or record to finish: it is
        // nested in nothing, and nothing encloses it to charge the profiler's work to, so its
        // cost goes to its account and scene rows with no second reading.
        let (slot, kindIndex, cost) = ledger.pointee.closeOutermost(entry: entry, entryTicks: entryTicks)
        let account = hot.pointee.accounts.base + slot
        account.pointee.totals.add(cost)
        hot.pointee.sceneKindTotals[account.pointee.sceneIndex &* Self.kindCount &+ kindIndex].add(cost)
    }

    /// A callback's end in general: stack windows, nesting, records, trace lines, and the
    /// profiler's work charged to the enclosing window.
    @inline(never)
    func endMeasured(
        _ callback: LifecycleCallback, of controller: ViewController, ledger: UnsafeMutablePointer<CallbackLedger>,
        entry: ThreadCounterReading, entryTicks: UInt64
    ) {
        if let windows = hot.pointee.windows { windows.willEnd(kindIndex: callback.kind.ordinal, slot: controller.instrumentationSlot) }
        guard let (frame, cost) = ledger.pointee.close(entry: entry, entryTicks: entryTicks) else { return }
        let kindIndex = frame.pointee.kindIndex
        let slot = frame.pointee.controller
        let (nestedInKind, nestedInController) = ledger.pointee.openFrames(kindIndex: kindIndex, slot: slot)
        if nestedInKind != nestedInController { hot.pointee.kindInclusiveCounted[kindIndex].add(cost, nested: false) }
        if slot < hot.pointee.accounts.count {
            let account = hot.pointee.accounts.base + slot
            account.pointee.totals.add(cost, nested: nestedInController)
            let sceneKind = account.pointee.sceneIndex &* Self.kindCount &+ kindIndex
            if sceneKind < hot.pointee.sceneKindTotals.count { hot.pointee.sceneKindTotals[sceneKind].add(cost, nested: nestedInController) }
        }
        guard !hot.pointee.plainEnds else {
            // Nothing above allocated or freed (no windows, record or trace line): no second reading.
            return ledger.pointee.finishCloseWithoutReading(cost: cost, frame: frame)
        }
        if hot.pointee.recordsCallbacks { record(frame: frame.pointee, cost: cost) }
        if let line = frame.pointee.traceLine { measure(line: line, cost: cost, depth: ledger.pointee.depth) }
        ledger.pointee.finishClose(cost: cost, frame: frame, entry: entry, entryTicks: entryTicks)
    }

    /// The callback kinds whose beginning updates the controller's account (a bit per kind
    /// ordinal: viewDidLoad, willMoveToParent, didMoveToParent, viewWillAppear,
    /// viewDidDisappear): one test on the callback path instead of a switch over every
    /// callback. A literal, so that reading it costs no lazy-initialization check
    /// (LedgerConstantsTests checks it against the kinds).
    nonisolated static let kindsUpdatingAccounts = 0b110_0100_1100

    /// Whether a callback's end only updates the ledger (no trace, stack windows or records:
    /// `plainEnds`), and whether the ledger is all the profiler does per callback (no checker
    /// either: `ledgerOnly`): one flag each for the fast end and beginning to test. Call when
    /// one of those changes.
    func refreshFastPaths() {
        hot.pointee.plainEnds = trace == nil && hot.pointee.windows == nil && !hot.pointee.recordsCallbacks
        hot.pointee.ledgerOnly = !hot.pointee.checksInvariants && hot.pointee.plainEnds
    }

    /// The begin handler's work beyond the ledger (invariant checker, trace line, stack
    /// windows), out of line so that a ledger-only callback does not carry it. Returns the
    /// trace line written, if any.
    @inline(never)
    func beginExtras(_ callback: LifecycleCallback, of controller: ViewController, slot: Int, kind: CallbackKind) -> Int? {
        if hot.pointee.checksInvariants { observeInvariant(slot: slot, kind: kind, parent: Self.parentSlot(of: callback)) }
        let line = trace.flatMap { $0.add(traceLine(for: callback, of: controller), holding: ledger != nil) }
        hot.pointee.seq += 1
        if let windows = hot.pointee.windows { windows.willBegin(kindIndex: kind.ordinal, sceneIndex: sceneIndex(ofSlot: slot)) }
        return line
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
        if Self.kindsUpdatingAccounts & (1 &<< kind.ordinal) != 0 { updateAccount(slot: slot, controller: controller, beginning: callback) }
        return (slot, kind)
    }

    /// Counts a `viewDidUnload` on the controller's account (out of line: a memory warning's
    /// callback, not a navigation's).
    @inline(never)
    func countUnload(of controller: ViewController) {
        let slot = controller.instrumentationSlot
        if slot >= 0, slot < hot.pointee.accounts.count { hot.pointee.accounts[slot].viewUnloads += 1 }
    }

    /// Fills in the measurements of a callback's trace line, and releases the held lines once
    /// the outermost callback closed.
    @inline(never)
    func measure(line: Int, cost: CallbackCost, depth: Int) {
        guard let trace, let ledger else { return }
        let clock = ledger.pointee.clock
        trace.setMeasurement(.init(
            allocatedBytes: cost.exclusive.allocatedBytes, freedBytes: cost.exclusive.freedBytes,
            exclusiveNanoseconds: clock.nanoseconds(cost.exclusiveTicks),
            inclusiveNanoseconds: clock.nanoseconds(cost.inclusiveTicks)
        ), forLine: line)
        if depth == 0 { trace.releasePending() }
    }

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
        guard let ledger, ledger.pointee.depth > 0 else { return body() }
        let entry = ledger.pointee.counters.read()
        let entryTicks = ledger.pointee.now()
        body()
        ledger.pointee.chargeOverhead(entry: entry, entryTicks: entryTicks)
    }

    /// What an event does to the profiler's state (a controller's account opened or closed, a
    /// warning or a diagnostic counted and traced).
    func handle(_ event: RuntimeEvent) {
        switch event {
        case .controllerInitialized(let controller):
            controllerCreated(controller)
        case .controllerDeinitialized(let identity):
            controllerDied(instanceID: identity.instanceID, slot: identity.instrumentationSlot) { identity }
        case .memoryWarning(let level):
            memoryWarningCount += 1
            emit(event: .memoryWarning, arguments: .level(level.description))
        case .diagnostic(let diagnostic):
            diagnosticCount += 1
            if diagnostics.count < diagnosticsKept { diagnostics.append(diagnostic.message) }
            diagnosticCountsByCode[diagnostic.code.rawValue, default: 0] += 1
            emit(event: .diagnostic, arguments: .message(diagnostic.message))
        @unknown default:
            break
        }
    }

    @inline(never)
    func record(frame: LedgerFrame, cost: CallbackCost) {
        let clock = ledger?.pointee.clock ?? CycleClock.shared
        callbackRecords.append(CallbackRecord(
            controller: frame.controller < hot.pointee.accounts.count ? hot.pointee.accounts[frame.controller].instanceID : -1,
            kind: CallbackKind.allCases[frame.kindIndex], inclusive: cost.inclusive, exclusive: cost.exclusive,
            exclusiveNanoseconds: clock.nanoseconds(cost.exclusiveTicks)))
    }
}

/// What every callback touches (see ``RuntimeProfiler/hot``).
struct HotState {
    var checker = LifecycleInvariantChecker()
    var firstViolation: InvariantViolation?
    /// Per callback kind, at `kind.ordinal`, the callbacks that a scene's totals count inclusively
    /// and the kind's totals do not: nested in another callback of their kind on a different
    /// controller (rare). A kind's totals are its scenes' totals less these inclusive bytes
    /// (``RuntimeProfiler/kindTotals(_:)``), so a callback updates one table fewer.
    var kindInclusiveCounted = UncheckedTable(repeating: LedgerTotalsAccumulator(), count: RuntimeProfiler.kindCount)
    /// Per scene (or class, for controllers without a scene label) and callback kind, at
    /// `sceneIndex * RuntimeProfiler.kindCount + kind`; grown when a scene first appears,
    /// never on the callback path.
    var sceneKindTotals = UncheckedTable<LedgerTotalsAccumulator>(capacity: 16 * RuntimeProfiler.kindCount)
    /// By slot (``ViewRuntime/ViewController/instrumentationSlot``); room for 1,024 reserved.
    var accounts = UncheckedTable<ControllerAccount>(capacity: 1024)
    var seq = 0
    var recordsCallbacks = false
    var currentOperation: String?
    /// ``currentOperation``'s ``OperationNames`` code: what a departure records.
    var currentOperationCode = OperationNames.removalCode
    var checksInvariants = true
    /// See ``RuntimeProfiler/refreshFastPaths()``.
    var ledgerOnly = false
    var plainEnds = true
    /// Stacks and exact callback peaks (`Stacks/`), nil unless asked for.
    var windows: CallbackWindows?
}

/// One scene's totals over all its instances.
struct SceneAccount {
    var name: String
    var instances = 0
    var viewLoads = 0
    var viewUnloads = 0
    var totals = LedgerTotalsAccumulator()

    /// Counts one controller of the scene: its instance, loads, unloads and ledger totals.
    mutating func add(_ account: ControllerAccount) {
        add(viewLoads: account.viewLoads, viewUnloads: account.viewUnloads, totals: account.totals)
    }

    /// Counts one controller of the scene from its figures.
    mutating func add(viewLoads: Int, viewUnloads: Int, totals: LedgerTotalsAccumulator) {
        instances += 1
        self.viewLoads += viewLoads
        self.viewUnloads += viewUnloads
        self.totals.merge(totals)
    }
}
