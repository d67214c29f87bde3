import MemoryProbe
import ViewRuntime

/// The profiler's hot state and the only code that touches its memory: the per-callback
/// ledger (open frames, thread counters, clock), the controllers' accounts, the per-scene and
/// per-kind totals, the invariant checker's states and the trace sequence number.
///
/// Why a pointer: stored properties of a class are checked for exclusive access at run time on
/// every mutation, which would cost more than the ledger itself (docs/ARCHITECTURE.md,
/// "Rooms"); the pointer's target is not. The state lives in a ``HeapBox`` (allocated in
/// `init`, freed with the core: the core is non-copyable, so exactly once), its pointer never
/// leaves this type, and
/// every read and write of the state is a member here (pure state logic is `HotState`'s own,
/// in HotState+*.swift). ``RuntimeProfiler`` holds the core in a `let` and calls the
/// operations a callback needs: the beginnings, `open`, `endOutermost`, `close`,
/// `chargeOverhead`, `fold` (what each step leaves to it: ProfilerCore+Steps.swift).
///
/// Main-actor state: every member is called synchronously from the profiler's handlers, and
/// none calls user code, so two accesses never overlap.
@MainActor
struct ProfilerCore: ~Copyable {
    private nonisolated(unsafe) let hotState: HeapBox<HotState>
    /// The ledger, nil without a probe (no measurements).
    private nonisolated(unsafe) let ledgerBox: HeapBox<CallbackLedger>?

    /// The hot state's address.
    private var hot: UnsafeMutablePointer<HotState> {
        @inline(__always) get { hotState.pointer }
    }
    /// The ledger's address, nil without a probe.
    private var ledger: UnsafeMutablePointer<CallbackLedger>? {
        @inline(__always) get {
            switch ledgerBox {
            case .some(let box): box.pointer
            case .none: nil
            }
        }
    }

    /// `CallbackKind.allCases.count`, as a literal: a computed static would cost a `swift_once`
    /// check on every callback (checked by LedgerTests).
    nonisolated static let kindCount = 21

    /// A core that measures with `counters` (nil: no ledger, nothing is measured).
    init(counters: ThreadCounters?) {
        ledgerBox = counters.map { HeapBox(CallbackLedger(counters: $0, clock: CycleClock.shared, kinds: Self.kindCount)) }
        hotState = HeapBox(HotState())
    }

    // MARK: The ledger's window around a callback

    /// Whether callbacks are measured (a probe was given).
    var measures: Bool { ledger != nil }
    /// The thread counters the ledger reads, nil without a probe.
    var counters: ThreadCounters? { ledger?.pointee.counters }
    /// The ledger's clock (the shared one without a probe).
    var clock: CycleClock { ledger?.pointee.clock ?? CycleClock.shared }
    /// How many callback windows are open (0 without a probe).
    var depth: Int { ledger?.pointee.depth ?? 0 }
    /// The innermost open callback's account slot and kind index; nil when none is open or
    /// without a probe.
    var innermostCallback: (slot: Int, kindIndex: Int)? {
        guard let ledger, ledger.pointee.depth > 0 else { return nil }
        let frame = ledger.pointee.frames[ledger.pointee.depth - 1]
        return (frame.controller, frame.kindIndex)
    }
    /// Nanoseconds since the run started, now (nil without a probe).
    var relativeNow: UInt64? { ledger.map { $0.pointee.relativeNanoseconds($0.pointee.now()) } }

    /// A reading of the counters and the clock, taken first by a handler that does work before
    /// its window opens or after it closes. Only when ``measures``.
    @inline(__always)
    func read() -> (entry: ThreadCounterReading, ticks: UInt64) {
        let ledger = ledger.unsafelyUnwrapped
        return (ledger.pointee.counters.read(), ledger.pointee.now())
    }

    /// The ledger-only beginning: nothing before the window's start allocates or frees (the
    /// account update stores numbers), so the window opens with its one reading (exact in
    /// bytes; these instructions count as the enclosing callback's time). No call, so no stack
    /// frame: what would need one goes to the measured beginning first (``opensWithoutCalls``).
    @inline(__always)
    func beginLedgerOnly(slot: Int, kind: CallbackKind, callback: LifecycleCallback, controller: ViewController) -> Beginning {
        guard let ledger else { return .unmeasured }
        guard hot.pointee.ledgerOnly, opensWithoutCalls(ledger, slot: slot, callback: callback, controller: controller) else {
            return .needsMeasuredBeginning
        }
        openFast(slot: slot, kind: kind, callback: callback, controller: controller)
        return .opened
    }

    /// The beginning with the ledger and the checker alone: the check stores numbers only, so
    /// the window opens with one reading as in the ledger-only beginning. False, with nothing
    /// changed, otherwise or when a rule broke (which leaves the checker's state as it was:
    /// the measured beginning checks again and records the violation).
    @inline(__always)
    func beginChecked(slot: Int, kind: CallbackKind, callback: LifecycleCallback, controller: ViewController) -> Bool {
        guard let ledger, hot.pointee.checksInvariants, hot.pointee.plainEnds,
            opensWithoutCalls(ledger, slot: slot, callback: callback, controller: controller),
            slot < hot.pointee.checker.controllersWithRoom,
            !hot.pointee.checker.observe(controller: slot, kind: kind, parent: callback.parentSlot)
        else { return false }
        openFast(slot: slot, kind: kind, callback: callback, controller: controller)
        return true
    }

    /// What both fast beginnings need first: the TSC, frame room, an account, a call-free update.
    @inline(__always)
    private func opensWithoutCalls(
        _ ledger: UnsafeMutablePointer<CallbackLedger>, slot: Int, callback: LifecycleCallback, controller: ViewController
    ) -> Bool {
        hot.pointee.fastWindows && ledger.pointee.hasRoom && hot.pointee.hasAccount(slot: slot, instanceID: controller.instanceID)
            && HotState.updatesAccountWithoutCalls(callback, of: controller)
    }

    /// The fast beginnings' common end: the account updated, the sequence counted, the window
    /// opened with the time-stamp counter (their guards hold).
    @inline(__always)
    private func openFast(slot: Int, kind: CallbackKind, callback: LifecycleCallback, controller: ViewController) {
        if HotState.kindsUpdatingAccounts & (1 &<< kind.ordinal) != 0 {
            hot.pointee.updateAccountWithoutCalls(slot: slot, controller: controller, beginning: callback)
        }
        hot.pointee.seq &+= 1
        ledger.unsafelyUnwrapped.pointee.openWithTimeStampCounter(slot: slot, kindIndex: kind.ordinal)
    }

    /// Opens the window of a callback whose handler read the counters first (`entry`): what
    /// it did since is charged as overhead.
    @inline(__always)
    func open(slot: Int, kindIndex: Int, entry: ThreadCounterReading, entryTicks: UInt64, traceLine: Int?) {
        ledger.unsafelyUnwrapped.pointee.open(slot: slot, kindIndex: kindIndex, entry: entry, entryTicks: entryTicks, traceLine: traceLine)
    }

    /// Reads the counters at a callback's end (the window's end, before anything else), and
    /// closes the outermost window when the end does nothing else (no stack windows, trace
    /// line or record): nothing encloses it to charge the profiler's work to, so its cost goes
    /// to its account and scene rows with no second reading. With the time-stamp counter and
    /// not a `viewDidUnload` (whose end counts the unload first), it makes no call, so it needs
    /// no stack frame; otherwise it returns ``Ending/general`` before reading anything.
    @inline(__always)
    func endOutermost(kind: CallbackKind) -> Ending {
        guard let ledger, hot.pointee.fastWindows, kind != .viewDidUnload else { return .general }
        return closeIfOutermost(entry: ledger.pointee.counters.read(), entryTicks: CycleClock.timeStampCounter())
    }

    /// ``endOutermost(kind:)`` with the ledger's own clock, for any kind and clock.
    @inline(__always)
    func endOutermostWithAnyClock() -> Ending {
        guard let ledger else { return .unmeasured }
        return closeIfOutermost(entry: ledger.pointee.counters.read(), entryTicks: ledger.pointee.now())
    }

    /// Closes the only open window at `entry`, charging its cost to its account and scene row,
    /// where the end has nothing else to do.
    @inline(__always)
    private func closeIfOutermost(entry: ThreadCounterReading, entryTicks: UInt64) -> Ending {
        let ledger = ledger.unsafelyUnwrapped
        guard hot.pointee.plainEnds, ledger.pointee.depth == 1 else { return .needsMeasuredEnd(entry: entry, entryTicks: entryTicks) }
        let (slot, kindIndex, cost) = ledger.pointee.closeOutermost(entry: entry, entryTicks: entryTicks)
        hot.pointee.chargeOutermost(cost, slot: slot, kindIndex: kindIndex)
        return .closed
    }

    /// Closes the innermost window and charges its cost to its controller's account, its
    /// scene's row and (nested in its own kind on another controller) the kind's inclusive
    /// correction. Returns the closed frame and cost for ``finishClose(frame:cost:entry:entryTicks:)``.
    @inline(__always)
    func close(entry: ThreadCounterReading, entryTicks: UInt64) -> (frame: UnsafeMutablePointer<LedgerFrame>, cost: CallbackCost)? {
        let ledger = ledger.unsafelyUnwrapped
        guard let (frame, cost) = ledger.pointee.close(entry: entry, entryTicks: entryTicks) else { return nil }
        let kindIndex = frame.pointee.kindIndex
        let slot = frame.pointee.controller
        let (nestedInKind, nestedInController) = ledger.pointee.openFrames(kindIndex: kindIndex, slot: slot)
        hot.pointee.charge(cost, slot: slot, kindIndex: kindIndex, nestedInKind: nestedInKind, nestedInController: nestedInController)
        return (frame, cost)
    }

    /// Finishes a close whose handler did nothing since that allocated or freed (``plainEnds``):
    /// charges the cost to the enclosing window, with no second reading.
    @inline(__always)
    func finishCloseWithoutReading(frame: UnsafeMutablePointer<LedgerFrame>, cost: CallbackCost) {
        ledger.unsafelyUnwrapped.pointee.finishCloseWithoutReading(cost: cost, frame: frame)
    }

    /// Finishes a close: charges the cost to the enclosing window, and the handler's work since
    /// `entry` as that window's overhead.
    func finishClose(frame: UnsafeMutablePointer<LedgerFrame>, cost: CallbackCost, entry: ThreadCounterReading, entryTicks: UInt64) {
        ledger.unsafelyUnwrapped.pointee.finishClose(cost: cost, frame: frame, entry: entry, entryTicks: entryTicks)
    }

    /// Charges the handler's work since `entry` to the innermost open window as overhead.
    @inline(__always)
    func chargeOverhead(entry: ThreadCounterReading, entryTicks: UInt64) {
        ledger.unsafelyUnwrapped.pointee.chargeOverhead(entry: entry, entryTicks: entryTicks)
    }

    // MARK: Accounts

    /// The accounts by slot (``ViewRuntime/ViewController/instrumentationSlot``): rows are
    /// read and updated in place through the table; only the core appends.
    var accounts: UncheckedTable<ControllerAccount> {
        _read { yield hot.pointee.accounts }
    }

    /// Whether `slot` holds the account of the controller numbered `instanceID`.
    @inline(__always)
    func hasAccount(slot: Int, instanceID: Int) -> Bool { hot.pointee.hasAccount(slot: slot, instanceID: instanceID) }

    /// Adds a new controller's account, built in place (not built, copied in and destroyed),
    /// and returns its slot.
    func appendAccount(instanceID: Int, customLabel: String?, classIndex: Int, classInstanceNumber: Int, sceneIndex: Int) -> Int {
        hot.pointee.accounts.appendUninitialized().initialize(
            to: ControllerAccount(
                instanceID: instanceID, customLabel: customLabel, classIndex: classIndex,
                classInstanceNumber: classInstanceNumber, sceneIndex: sceneIndex))
        return hot.pointee.accounts.count - 1
    }

    /// Keeps a controller's account current as one of its callbacks begins
    /// (``HotState/updateAccount(slot:controller:beginning:)``).
    @inline(__always)
    func updateAccount(slot: Int, controller: ViewController, beginning callback: LifecycleCallback) {
        hot.pointee.updateAccount(slot: slot, controller: controller, beginning: callback)
    }

    // MARK: Totals

    /// Per scene and callback kind, at `sceneIndex * kindCount + kind`.
    var sceneKindTotals: UncheckedTable<LedgerTotalsAccumulator> {
        _read { yield hot.pointee.sceneKindTotals }
    }
    /// Per kind, the inclusive bytes its scenes' rows count and the kind's totals do not.
    var kindInclusiveCounted: UncheckedTable<LedgerTotalsAccumulator> {
        _read { yield hot.pointee.kindInclusiveCounted }
    }

    /// Adds the account in `slot` to its scene's totals (``HotState/fold(slot:into:)``).
    func fold(slot: Int, into sceneTotals: inout [SceneAccount]) { hot.pointee.fold(slot: slot, into: &sceneTotals) }

    /// Adds a scene's row per callback kind (a new scene, off the callback path).
    func appendSceneRows() { hot.pointee.sceneKindTotals.append(LedgerTotalsAccumulator(), times: Self.kindCount) }

    // MARK: Invariants and the trace's sequence

    /// Feeds a callback to the invariant checker; true when it broke a rule (then call
    /// ``recordViolation(_:)``).
    @inline(__always)
    func observeInvariant(slot: Int, kind: CallbackKind, parent: Int?) -> Bool {
        hot.pointee.checksInvariants && hot.pointee.checker.observe(controller: slot, kind: kind, parent: parent)
    }

    /// Records the violation the checker just found; the first one is kept.
    func recordViolation(_ event: LifecycleEventRecord) {
        keepIfFirst(hot.pointee.checker.recordViolation(event))
    }

    /// Keeps `violation` as ``firstViolation`` unless one was found before.
    func keepIfFirst(_ violation: InvariantViolation) {
        if hot.pointee.firstViolation == nil { hot.pointee.firstViolation = violation }
    }

    /// The controllers whose `willMove(toParent:)` was not followed by its `didMove`.
    func unfinishedMoves() -> [(controller: Int, parent: Int?, currentParent: Int?)] { hot.pointee.checker.unfinishedMoves() }
    /// How many controllers the checker has room for without allocating.
    var checkerControllersWithRoom: Int { hot.pointee.checker.controllersWithRoom }
    /// Reserves the checker's states for `count` controllers.
    func reserveCheckerControllers(_ count: Int) { hot.pointee.checker.reserveControllers(count) }
    /// The first lifecycle invariant violation, if any.
    var firstViolation: InvariantViolation? { hot.pointee.firstViolation }

    /// The trace's sequence number of the next line (counted with or without a trace).
    var seq: Int {
        get { hot.pointee.seq }
        nonmutating set { hot.pointee.seq = newValue }
    }

    // MARK: Settings

    /// See ``RuntimeProfiler/recordsCallbacks`` and ``RuntimeProfiler/checksInvariants``.
    var recordsCallbacks: Bool {
        get { hot.pointee.recordsCallbacks }
        nonmutating set { hot.pointee.recordsCallbacks = newValue }
    }
    var checksInvariants: Bool {
        get { hot.pointee.checksInvariants }
        nonmutating set { hot.pointee.checksInvariants = newValue }
    }
    /// The op of the step being run and its ``OperationNames`` code (what a departure records).
    var currentOperation: String? { hot.pointee.currentOperation }
    func setCurrentOperation(_ operation: String?, code: Int) {
        hot.pointee.currentOperation = operation
        hot.pointee.currentOperationCode = code
    }
    /// Stacks and exact callback peaks (`Stacks/`), nil unless asked for.
    var windows: CallbackWindows? {
        get { hot.pointee.windows }
        nonmutating set { hot.pointee.windows = newValue }
    }
    /// Whether a callback's end only updates the ledger (no trace, stack windows or records).
    var plainEnds: Bool { hot.pointee.plainEnds }

    /// Sets the fast paths' flags (``HotState/refreshFastPaths(tracing:timeStampCounter:)``).
    /// Call when one of their inputs changes.
    func refreshFastPaths(tracing: Bool) {
        hot.pointee.refreshFastPaths(tracing: tracing, timeStampCounter: ledger?.pointee.clock.usesTimeStampCounter ?? false)
    }
}
