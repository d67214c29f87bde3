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
@MainActor
public final class RuntimeProfiler: RuntimeObserver {
    public let runtime: Runtime
    public let probe: AllocatorProbe?
    var ledger: CallbackLedger?
    var trace: TraceRecorder?
    var checker = LifecycleInvariantChecker()
    var kindTotals = [LedgerTotalsAccumulator](repeating: .init(), count: CallbackKind.allCases.count)
    var accounts: [Int: ControllerAccount] = [:]
    var sceneTotals: [String: SceneAccount] = [:]
    var watched: [Int: WeakController] = [:]
    var intentionallyRetained: Set<Int> = []
    var pendingInitialized: [WeakController] = []
    var leakRoots: [(String, WeakObject)] = []
    var phases = PhaseRecorder()
    var timeline = Timeline()
    var warningResults: [MemoryWarningResult] = []
    let startNanoseconds = AllocatorProbe.monotonicNanoseconds()
    /// How many cells sit in reuse pools right now (set by a driver that knows its tables).
    public var pooledCells: () -> Int = { 0 }
    /// Every finished callback with its cost, kept only when ``recordsCallbacks`` is on.
    public private(set) var callbackRecords: [CallbackRecord] = []
    /// Keep a record per callback (for tests and small runs; grows with the run).
    public var recordsCallbacks = false
    var seq = 0
    /// The op of the step being run, used to name how controllers leave the hierarchy.
    public var currentOperation: String?
    /// When false, accounts of deallocated controllers are folded into their scene's totals
    /// and dropped, so a long soak keeps bounded state.
    public var keepsDeallocatedControllers = true
    /// Counters of runtime events.
    public private(set) var backingStoreBytes = 0
    public private(set) var backingStoreBytesFreed = 0
    public private(set) var memoryWarningCount = 0
    public private(set) var diagnostics: [String] = []
    /// The maximum number of diagnostics kept (their total count is in ``diagnosticCount``).
    public static let diagnosticsKept = 1000
    public private(set) var diagnosticCount = 0
    /// The first lifecycle invariant violation, if any.
    public var firstViolation: InvariantViolation? { checker.firstViolation }

    static let kindIndex: [CallbackKind: Int] = Dictionary(
        uniqueKeysWithValues: CallbackKind.allCases.enumerated().map { ($1, $0) })

    /// Creates a profiler for `runtime`.
    ///
    /// - Parameters:
    ///   - probe: jemalloc's probe; nil turns the ledger off (no measurements).
    ///   - tracePath: where to stream the trace, or nil for none.
    public init(runtime: Runtime, probe: AllocatorProbe?, tracePath: String? = nil) throws {
        self.runtime = runtime
        self.probe = probe
        if probe != nil {
            ledger = CallbackLedger(counters: try ThreadCounters.forCurrentThread(), runStart: AllocatorProbe.monotonicNanoseconds())
        }
        if let tracePath { trace = try TraceRecorder(path: tracePath) }
        accounts.reserveCapacity(1024)
    }

    /// Installs the profiler as the runtime's observer.
    public func install() { runtime.observer = self }

    /// Flushes the trace and closes it.
    public func finish() throws {
        flushInitialized()
        try trace?.close()
        trace = nil
    }

    // MARK: RuntimeObserver

    public func callbackWillBegin(_ callback: LifecycleCallback, of controller: ViewController) {
        let entry = ledger?.counters.read() ?? ThreadCounterReading(allocatedBytes: 0, deallocatedBytes: 0)
        let entryNanoseconds = ledger != nil ? CallbackLedger.now() : 0
        flushInitialized()
        let id = controller.instanceID
        let kind = callback.kind
        updateAccount(for: controller, beginning: callback)
        checker.observe(LifecycleEventRecord(
            seq: seq, controller: id, label: controller.label, kind: kind, parent: Self.parentID(of: callback)))
        let line = trace?.add(traceLine(for: callback, of: controller), holding: ledger != nil)
        seq += 1
        ledger?.open(controller: id, kindIndex: Self.kindIndex[kind] ?? 0, entry: entry,
                     entryNanoseconds: entryNanoseconds, traceLine: line)
    }

    public func callbackDidEnd(_ callback: LifecycleCallback, of controller: ViewController) {
        if callback.kind == .viewDidUnload || callback.kind == .viewDidLoad {
            let id = controller.instanceID
            if callback.kind == .viewDidUnload { accounts[id]?.viewUnloads += 1 }
        }
        guard var ledger else { return }
        let entry = ledger.counters.read()
        let entryNanoseconds = CallbackLedger.now()
        guard let (frame, cost) = ledger.close(entry: entry, entryNanoseconds: entryNanoseconds) else { return }
        kindTotals[frame.kindIndex].add(cost)
        if recordsCallbacks {
            callbackRecords.append(CallbackRecord(
                controller: frame.controller, kind: CallbackKind.allCases[frame.kindIndex], inclusive: cost.inclusive,
                exclusive: cost.exclusive, exclusiveNanoseconds: cost.exclusiveNanoseconds))
        }
        accounts[frame.controller]?.totals.add(cost)
        if let line = frame.traceLine {
            trace?.setMeasurement(.init(
                allocatedBytes: cost.exclusive.allocatedBytes, freedBytes: cost.exclusive.freedBytes,
                exclusiveNanoseconds: cost.exclusiveNanoseconds, inclusiveNanoseconds: cost.inclusiveNanoseconds
            ), forLine: line)
        }
        if ledger.depth == 0 { trace?.releasePending() }
        ledger.finishClose(cost: cost, frame: frame, entry: entry, entryNanoseconds: entryNanoseconds)
        self.ledger = ledger
    }

    public func runtime(_ runtime: Runtime, didEmit event: RuntimeEvent) {
        let entry = ledger?.counters.read() ?? ThreadCounterReading(allocatedBytes: 0, deallocatedBytes: 0)
        let entryNanoseconds = ledger != nil ? CallbackLedger.now() : 0
        switch event {
        case .controllerInitialized(let controller):
            flushInitialized()
            pendingInitialized.append(WeakController(controller))
            watched[controller.instanceID] = WeakController(controller)
        case .controllerDeinitialized(let identity):
            flushInitialized()
            controllerDied(identity)
        case .memoryWarning(let level):
            flushInitialized()
            memoryWarningCount += 1
            emit(event: "memoryWarning", arguments: .level(level.description))
        case .diagnostic(let diagnostic):
            flushInitialized()
            diagnosticCount += 1
            if diagnostics.count < Self.diagnosticsKept { diagnostics.append(diagnostic.message) }
            emit(event: "diagnostic", arguments: .message(diagnostic.message))
        case .backingStoreAllocated(let bytes):
            backingStoreBytes += bytes
        case .backingStoreFreed(let bytes):
            backingStoreBytes -= bytes
            backingStoreBytesFreed += bytes
        @unknown default:
            break
        }
        ledger?.chargeOverhead(entry: entry, entryNanoseconds: entryNanoseconds)
    }
}

/// A weak reference to a controller, with its instance ID kept for when it is gone.
struct WeakController {
    weak var value: ViewController?
    let id: Int

    @MainActor
    init(_ controller: ViewController) {
        value = controller
        id = controller.instanceID
    }
}

/// One scene's totals over all its instances.
struct SceneAccount {
    var instances = 0
    var viewLoads = 0
    var viewUnloads = 0
    var totals = LedgerTotalsAccumulator()
}
