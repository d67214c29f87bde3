import MemoryProbe
import ViewRuntime

/// The profiler's hot state and the only code that touches its memory: the per-callback
/// ledger (open frames, thread counters, clock), the controllers' accounts, the per-scene and
/// per-kind totals, the invariant checker's states and the trace sequence number.
///
/// Why a pointer: stored properties of a class are checked for exclusive access at run time on
/// every mutation, which would cost more than the ledger itself (docs/ARCHITECTURE.md,
/// "Exclusivity"); the pointer's target is not. The pointer never leaves this type: it is
/// allocated in `init`, freed in `deinit` (the type is non-copyable, so exactly once), and
/// every read and write of the state is a member here. ``RuntimeProfiler`` holds the core in a
/// `let` and calls the operations a callback needs: ``beginLedgerOnly(slot:kind:callback:controller:)``,
/// ``open(slot:kindIndex:entry:entryTicks:traceLine:)``, ``endOutermost()``,
/// ``close(entry:entryTicks:)``, ``chargeOverhead(entry:entryTicks:)``, ``fold(slot:into:)``
/// (what each step leaves to the profiler: ProfilerCore+Steps.swift).
///
/// Main-actor state: every member is called synchronously from the profiler's handlers, and
/// none calls user code, so two accesses never overlap.
@MainActor
struct ProfilerCore: ~Copyable {
    private nonisolated(unsafe) let hot: UnsafeMutablePointer<HotState>
    /// The ledger, nil without a probe (no measurements).
    private nonisolated(unsafe) let ledger: UnsafeMutablePointer<CallbackLedger>?

    /// `CallbackKind.allCases.count`, as a literal: a computed static would cost a `swift_once`
    /// check on every callback (checked by LedgerTests).
    nonisolated static let kindCount = 21

    /// A core that measures with `counters` (nil: no ledger, nothing is measured).
    init(counters: ThreadCounters?) {
        if let counters {
            let ledger = HeapMemory.allocate(CallbackLedger.self)
            ledger.initialize(to: CallbackLedger(counters: counters, clock: CycleClock.shared, kinds: Self.kindCount))
            self.ledger = ledger
        } else {
            ledger = nil
        }
        hot = HeapMemory.allocate(HotState.self)
        hot.initialize(to: HotState())
    }

    deinit {
        if let ledger {
            ledger.pointee.deallocate()
            HeapMemory.deallocate(ledger)
        }
        hot.pointee.kindInclusiveCounted.deallocate()
        hot.pointee.sceneKindTotals.deallocate()
        hot.pointee.accounts.deallocate()
        hot.deinitialize(count: 1)
        HeapMemory.deallocate(hot)
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
    /// Nanoseconds since the run started, now (nil without a probe).
    var relativeNow: UInt64? { ledger.map { $0.pointee.relativeNanoseconds($0.pointee.now()) } }

    /// A reading of the counters and the clock, taken first by a handler that does work before
    /// its window opens or after it closes. Only when ``measures``.
    @inline(__always)
    func read() -> (entry: ThreadCounterReading, ticks: UInt64) {
        let ledger = ledger.unsafelyUnwrapped
        return (ledger.pointee.counters.read(), ledger.pointee.now())
    }

    /// The ledger-only beginning, on a controller with an account: nothing before the window's
    /// start allocates or frees (the account update stores numbers), so the window is opened
    /// with its one reading (exact in bytes; these few instructions count as the enclosing
    /// callback's time instead of being measured and subtracted).
    @inline(__always)
    func beginLedgerOnly(slot: Int, kind: CallbackKind, callback: LifecycleCallback, controller: ViewController) -> Beginning {
        guard let ledger else { return .unmeasured }
        guard hot.pointee.ledgerOnly, hasAccount(slot: slot, instanceID: controller.instanceID) else { return .needsMeasuredBeginning }
        if Self.kindsUpdatingAccounts & (1 &<< kind.ordinal) != 0 { updateAccount(slot: slot, controller: controller, beginning: callback) }
        hot.pointee.seq &+= 1
        ledger.pointee.open(slot: slot, kindIndex: kind.ordinal)
        return .opened
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
    /// to its account and scene rows with no second reading.
    @inline(__always)
    func endOutermost() -> Ending {
        guard let ledger else { return .unmeasured }
        let entry = ledger.pointee.counters.read()
        let entryTicks = ledger.pointee.now()
        guard hot.pointee.plainEnds, ledger.pointee.depth == 1 else { return .needsMeasuredEnd(entry: entry, entryTicks: entryTicks) }
        let (slot, kindIndex, cost) = ledger.pointee.closeOutermost(entry: entry, entryTicks: entryTicks)
        let account = hot.pointee.accounts.base + slot
        account.pointee.totals.add(cost)
        hot.pointee.sceneKindTotals[account.pointee.sceneIndex &* Self.kindCount &+ kindIndex].add(cost)
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
        if nestedInKind != nestedInController { hot.pointee.kindInclusiveCounted[kindIndex].add(cost, nested: false) }
        if slot < hot.pointee.accounts.count {
            let account = hot.pointee.accounts.base + slot
            account.pointee.totals.add(cost, nested: nestedInController)
            let sceneKind = account.pointee.sceneIndex &* Self.kindCount &+ kindIndex
            if sceneKind < hot.pointee.sceneKindTotals.count { hot.pointee.sceneKindTotals[sceneKind].add(cost, nested: nestedInController) }
        }
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

    /// The callback kinds whose beginning updates the controller's account (a bit per kind
    /// ordinal: viewDidLoad, willMoveToParent, didMoveToParent, viewWillAppear,
    /// viewDidDisappear): one test on the callback path instead of a switch over every
    /// callback. A literal, so that reading it costs no lazy-initialization check
    /// (LedgerConstantsTests checks it against the kinds).
    nonisolated static let kindsUpdatingAccounts = 0b110_0100_1100

    /// The accounts by slot (``ViewRuntime/ViewController/instrumentationSlot``): rows are
    /// read and updated in place through the table; only the core appends.
    var accounts: UncheckedTable<ControllerAccount> { hot.pointee.accounts }

    /// Whether `slot` holds the account of the controller numbered `instanceID` (not one
    /// assigned by another profiler, or a freed slot now another controller's).
    @inline(__always)
    func hasAccount(slot: Int, instanceID: Int) -> Bool {
        // One unsigned comparison covers both bounds (an unassigned slot is -1).
        UInt(bitPattern: slot) < UInt(bitPattern: hot.pointee.accounts.count) && hot.pointee.accounts[slot].instanceID == instanceID
    }

    /// Adds an account and returns its slot.
    func appendAccount(_ account: ControllerAccount) -> Int {
        hot.pointee.accounts.appendUninitialized().initialize(to: account)
        return hot.pointee.accounts.count - 1
    }

    /// Keeps a controller's account current as one of its callbacks begins (only the kinds
    /// in ``kindsUpdatingAccounts`` reach it). Stores numbers only (a departure is an
    /// ``OperationNames`` code): it neither allocates nor frees, so the ledger-only beginning
    /// calls it before its one reading. The common updates are inlined; a departure is out of line.
    @inline(__always)
    func updateAccount(slot: Int, controller: ViewController, beginning callback: LifecycleCallback) {
        let account = hot.pointee.accounts.base + slot
        switch callback {
        case .viewDidLoad:
            account.pointee.viewLoads &+= 1
        case .willMoveToParent(.some), .viewWillAppear:
            account.pointee.attached = true
        case .didMoveToParent(.none), .viewDidDisappear:
            recordDeparture(slot: slot, controller: controller, at: callback)
        default:
            break
        }
    }

    /// Records how the controller in `slot` left the hierarchy: removed from its parent, or
    /// gone from the screen by a dismissal or with no parent and no presenter.
    @inline(never)
    func recordDeparture(slot: Int, controller: ViewController, at callback: LifecycleCallback) {
        if case .didMoveToParent = callback {
            hot.pointee.accounts[slot].departure = hot.pointee.currentOperationCode
        } else if controller.isBeingDismissed {
            hot.pointee.accounts[slot].departure = OperationNames.dismissCode
        } else if !controller.hasParent, controller.presentingViewController == nil {
            hot.pointee.accounts[slot].departure = hot.pointee.currentOperationCode
        }
    }

    // MARK: Totals

    /// Per scene and callback kind, at `sceneIndex * kindCount + kind`.
    var sceneKindTotals: UncheckedTable<LedgerTotalsAccumulator> { hot.pointee.sceneKindTotals }
    /// Per kind, the inclusive bytes its scenes' rows count and the kind's totals do not.
    var kindInclusiveCounted: UncheckedTable<LedgerTotalsAccumulator> { hot.pointee.kindInclusiveCounted }

    /// Adds the account in `slot` to its scene's totals (read in place, not copied): a
    /// deallocated controller's figures, before its slot is reused.
    func fold(slot: Int, into sceneTotals: inout [SceneAccount]) {
        let account = hot.pointee.accounts.base + slot
        sceneTotals[account.pointee.sceneIndex].add(
            viewLoads: account.pointee.viewLoads, viewUnloads: account.pointee.viewUnloads, totals: account.pointee.totals)
    }

    /// Adds a scene's row per callback kind (a new scene, off the callback path).
    func appendSceneRows() {
        hot.pointee.sceneKindTotals.append(LedgerTotalsAccumulator(), times: Self.kindCount)
    }

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

    /// See ``RuntimeProfiler/recordsCallbacks``.
    var recordsCallbacks: Bool {
        get { hot.pointee.recordsCallbacks }
        nonmutating set { hot.pointee.recordsCallbacks = newValue }
    }
    /// See ``RuntimeProfiler/checksInvariants``.
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

    /// Sets the fast paths' flags: `plainEnds` when a callback's end only updates the ledger,
    /// `ledgerOnly` when the checker is off too. Call when one of their inputs changes.
    func refreshFastPaths(tracing: Bool) {
        hot.pointee.plainEnds = !tracing && hot.pointee.windows == nil && !hot.pointee.recordsCallbacks
        hot.pointee.ledgerOnly = !hot.pointee.checksInvariants && hot.pointee.plainEnds
    }
}
