public import MemoryProbe

/// One phase of a run: what the heap looked like at its end and what happened during it.
public struct PhaseResult: Sendable, Hashable, Codable {
    /// `launch`, a checkpoint's label, or a workload step kind (`push`, `pop`, `scroll`...).
    public var label: String
    /// The phase's position in the run, from 0.
    public var index: Int
    /// Steps (or workload operations) the phase ran.
    public var operations: Int
    /// Bytes allocated and freed on the runtime's thread during the phase.
    public var allocatedBytes: UInt64
    public var freedBytes: UInt64
    /// Exact allocation requests during the phase (process-wide).
    public var allocations: UInt64
    /// The highest (allocated - freed) on the runtime's thread during the phase.
    public var peakBytes: UInt64
    /// The heap at the phase's end.
    public var end: HeapSnapshot
    /// The process's resident high-water mark during the phase (`VmHWM`, reset when the phase
    /// began; the peak since the process started when the kernel refused the reset), in bytes.
    /// Files written before this field carry the same figure as `end.processResidentPeakBytes`,
    /// which decoding reads instead; 0 without a probe.
    public var processResidentPeakBytes: Int
    /// Wall-clock nanoseconds the phase took (a timing metric: noisy).
    public var elapsedNanoseconds: UInt64
    /// Live controllers at the phase's end.
    public var liveControllers: Int

    public init(
        label: String, index: Int, operations: Int, allocatedBytes: UInt64, freedBytes: UInt64,
        allocations: UInt64, peakBytes: UInt64, end: HeapSnapshot, processResidentPeakBytes: Int,
        elapsedNanoseconds: UInt64, liveControllers: Int
    ) {
        self.label = label
        self.index = index
        self.operations = operations
        self.allocatedBytes = allocatedBytes
        self.freedBytes = freedBytes
        self.allocations = allocations
        self.peakBytes = peakBytes
        self.end = end
        self.processResidentPeakBytes = processResidentPeakBytes
        self.elapsedNanoseconds = elapsedNanoseconds
        self.liveControllers = liveControllers
    }
}

extension PhaseResult {
    /// Where files written before ``processResidentPeakBytes`` had its own key kept it:
    /// inside the closing snapshot, as `end.processResidentPeakBytes`.
    private enum LegacyEndKeys: String, CodingKey { case processResidentPeakBytes }

    /// Decodes both layouts of a phase: the current one, and the older one whose process
    /// peak sits in `end` (results format 1 from before the field moved; see docs/architecture/Reports.md).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        index = try container.decode(Int.self, forKey: .index)
        operations = try container.decode(Int.self, forKey: .operations)
        allocatedBytes = try container.decode(UInt64.self, forKey: .allocatedBytes)
        freedBytes = try container.decode(UInt64.self, forKey: .freedBytes)
        allocations = try container.decode(UInt64.self, forKey: .allocations)
        peakBytes = try container.decode(UInt64.self, forKey: .peakBytes)
        end = try container.decode(HeapSnapshot.self, forKey: .end)
        if let peak = try container.decodeIfPresent(Int.self, forKey: .processResidentPeakBytes) {
            processResidentPeakBytes = peak
        } else {
            processResidentPeakBytes = try container.nestedContainer(keyedBy: LegacyEndKeys.self, forKey: .end)
                .decode(Int.self, forKey: .processResidentPeakBytes)
        }
        elapsedNanoseconds = try container.decode(UInt64.self, forKey: .elapsedNanoseconds)
        liveControllers = try container.decode(Int.self, forKey: .liveControllers)
    }
}

/// The ledger for one callback kind, or for one controller or scene.
public struct LedgerTotals: Sendable, Hashable, Codable {
    /// How many callbacks were delivered.
    public var count: Int = 0
    /// Bytes allocated and freed inside the callbacks, nested callbacks excluded.
    public var exclusiveAllocatedBytes: UInt64 = 0
    package var exclusiveFreedBytes: UInt64 = 0
    /// Bytes allocated and freed inside the callbacks, nested callbacks included
    /// (for nested callbacks of the same kind, counted once per outermost callback).
    package var inclusiveAllocatedBytes: UInt64 = 0
    package var inclusiveFreedBytes: UInt64 = 0
    /// Nanoseconds inside the callbacks, nested callbacks excluded (a timing: noisy).
    package var exclusiveNanoseconds: UInt64 = 0

    public init() {}

    /// Exclusive allocated minus exclusive freed: what the callbacks left live.
    package var exclusiveNetBytes: Int64 { Int64(bitPattern: exclusiveAllocatedBytes &- exclusiveFreedBytes) }
}

/// The ledger for one callback kind (`viewDidLoad`, `viewWillAppear`...).
public struct CallbackResult: Sendable, Hashable, Codable {
    public var kind: String
    public var totals: LedgerTotals

    public init(kind: String, totals: LedgerTotals) {
        self.kind = kind
        self.totals = totals
    }
}

/// One controller instance (`scene#n`).
public struct ControllerResult: Sendable, Hashable, Codable {
    public var controller: String
    public var scene: String
    package var `class`: String
    public var viewLoads: Int
    package var viewUnloads: Int
    public var deallocated: Bool
    /// The controller's callbacks, exclusive of nested callbacks of other controllers.
    public var totals: LedgerTotals

    public init(controller: String, scene: String, class: String, viewLoads: Int, viewUnloads: Int, deallocated: Bool, totals: LedgerTotals) {
        self.controller = controller
        self.scene = scene
        self.class = `class`
        self.viewLoads = viewLoads
        self.viewUnloads = viewUnloads
        self.deallocated = deallocated
        self.totals = totals
    }
}

/// All instances of one scene together.
public struct SceneResult: Sendable, Hashable, Codable {
    public var scene: String
    package var instances: Int
    public var viewLoads: Int
    package var viewUnloads: Int
    public var totals: LedgerTotals
    /// The same totals by callback kind, for the kinds that ran (absent in results of older
    /// versions): what the scene's own code allocated in `viewDidLoad`, `viewWillAppear`...
    public var callbacks: [CallbackResult]?

    public init(scene: String, instances: Int, viewLoads: Int, viewUnloads: Int, totals: LedgerTotals) {
        self.scene = scene
        self.instances = instances
        self.viewLoads = viewLoads
        self.viewUnloads = viewUnloads
        self.totals = totals
    }
}
