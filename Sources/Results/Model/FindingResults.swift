/// One table and reuse identifier: how cells were created and reused.
public struct TableResult: Sendable, Hashable, Codable {
    /// The table's controller label, e.g. `list#1`.
    public var table: String
    public var identifier: String
    public var cellsCreated: Int
    public var dequeues: Int
    public var reused: Int
    public var poolHighWater: Int
    public var cellsDiscarded: Int
    /// Cells the data source returned without dequeuing them: a reuse failure (exit 5). Absent
    /// when none (and in results written before it was counted).
    public var cellsNotDequeued: Int?

    public init(
        table: String, identifier: String, cellsCreated: Int, dequeues: Int, reused: Int, poolHighWater: Int, cellsDiscarded: Int,
        cellsNotDequeued: Int = 0
    ) {
        self.cellsNotDequeued = cellsNotDequeued > 0 ? cellsNotDequeued : nil
        self.table = table
        self.identifier = identifier
        self.cellsCreated = cellsCreated
        self.dequeues = dequeues
        self.reused = reused
        self.poolHighWater = poolHighWater
        self.cellsDiscarded = cellsDiscarded
    }
}

extension TableResult {
    /// "returned 2,989 cells that were never dequeued", or nil when every cell was dequeued.
    public var reuseFailure: String? {
        guard let count = cellsNotDequeued, count > 0 else { return nil }
        return
            "table \(table) \"\(identifier)\": the data source returned \(count) cell\(count == 1 ? "" : "s") that \(count == 1 ? "was" : "were") never dequeued "
            + "(made in cellForRowAt instead of dequeueReusableCell(withIdentifier:for:)): cells are not reused"
    }
}

/// The first event that broke the lifecycle state machine.
public struct InvariantViolationResult: Sendable, Hashable, Codable {
    /// The event's sequence number in the trace.
    public var seq: Int
    public var controller: String?
    public var event: String
    /// A short rule name, e.g. `didWithoutWill`.
    public var rule: String
    public var message: String

    public init(seq: Int, controller: String?, event: String, rule: String, message: String) {
        self.seq = seq
        self.controller = controller
        self.event = event
        self.rule = rule
        self.message = message
    }
}

/// A memory warning and what it, and the purge after it, returned.
public struct MemoryWarningResult: Sendable, Hashable, Codable {
    /// The trace sequence number of the warning event.
    public var seq: Int
    public var level: String
    /// The phase it happened in.
    public var phase: String
    public var viewsUnloaded: Int
    public var backingStoreBytesFreed: Int
    /// jemalloc `stats.allocated` before the warning and after it and its purge.
    public var allocatedBefore: Int
    public var allocatedAfter: Int
    /// jemalloc `stats.resident` before the warning and after it and its purge (or, when
    /// ``purged`` is false, after the warning alone).
    public var residentBefore: Int
    public var residentAfter: Int
    /// Process RSS before and after.
    public var processResidentBefore: Int
    public var processResidentAfter: Int
    /// False when the arenas were not purged after the warning (a soak's own walk warnings:
    /// their resident figures are not what a soak measures), so the "after" resident figures
    /// still include the dirty pages jemalloc keeps for reuse; absent when they were purged
    /// (every `run` step's warning, every warning raised by pressure, every session's).
    /// The `allocated` figures are the same either way (the thread's cache is flushed).
    public var purged: Bool?
    /// "pressure" when the memory guard raised it under `--memory-limit-mb`; absent for a
    /// warning a step or the soak's walk sent.
    public var trigger: String?
    /// How each live screen answered it, most reclaimed first (at most 32), when measured.
    public var screens: [ScreenWarningResponse]?

    public init(
        seq: Int, level: String, phase: String, viewsUnloaded: Int, backingStoreBytesFreed: Int,
        allocatedBefore: Int, allocatedAfter: Int, residentBefore: Int, residentAfter: Int,
        processResidentBefore: Int, processResidentAfter: Int
    ) {
        self.seq = seq
        self.level = level
        self.phase = phase
        self.viewsUnloaded = viewsUnloaded
        self.backingStoreBytesFreed = backingStoreBytesFreed
        self.allocatedBefore = allocatedBefore
        self.allocatedAfter = allocatedAfter
        self.residentBefore = residentBefore
        self.residentAfter = residentAfter
        self.processResidentBefore = processResidentBefore
        self.processResidentAfter = processResidentAfter
    }
}

/// Memory at one step boundary. A run keeps at most a bounded number of samples (older
/// ones are thinned by keeping every other sample), so huge runs stay small.
package struct TimelineSample: Sendable, Hashable, Codable {
    /// The trace sequence number at the sample.
    package var seq: Int
    /// Nanoseconds since the run started (wall clock, for plotting).
    package var timeNanoseconds: UInt64
    package var allocatedBytes: Int
    package var activeBytes: Int
    package var residentBytes: Int
    package var liveControllers: Int
    package var pooledCells: Int

    package init(seq: Int, timeNanoseconds: UInt64, allocatedBytes: Int, activeBytes: Int, residentBytes: Int, liveControllers: Int, pooledCells: Int)
    {
        self.seq = seq
        self.timeNanoseconds = timeNanoseconds
        self.allocatedBytes = allocatedBytes
        self.activeBytes = activeBytes
        self.residentBytes = residentBytes
        self.liveControllers = liveControllers
        self.pooledCells = pooledCells
    }
}

/// The soak analysis: retained bytes per cycle, their robust slope and a verdict.
public struct SoakResult: Sendable, Hashable, Codable {
    /// Whether retained memory grows from cycle to cycle.
    public enum Verdict: String, Sendable, Hashable, Codable {
        /// No growth of at least the minimum effect: the upper end of the slope's interval
        /// is below it, or the slope's interval reaches down to no growth.
        case flat
        /// The whole 95% interval of the slope lies above the minimum effect.
        case growing
        /// Too few cycles after the warm-up to judge (exit 0, said so).
        case undecided
    }

    public var operations: Int
    package var cycles: Int
    /// The runtime thread's net bytes (allocated minus freed, jemalloc's exact per-thread
    /// counters) since the soak began, after each cycle's teardown and purge.
    package var retainedBytesPerCycle: [Int]
    /// Theil-Sen slope, bytes per cycle, with its 95% confidence interval.
    package var slopeBytesPerCycle: Double
    package var slopeLow: Double
    package var slopeHigh: Double
    public var verdict: Verdict
    /// Cycles at the start that the verdict leaves out (pools, capped records and caches
    /// fill there); absent in results of older versions.
    package var warmupCycles: Int?
    /// The smallest growth, in bytes per cycle, that the verdict calls growing.
    package var minimumEffectBytesPerCycle: Double?
    /// One sentence that says why the verdict is what it is.
    public var reason: String?

    public init(
        operations: Int, cycles: Int, retainedBytesPerCycle: [Int], slopeBytesPerCycle: Double, slopeLow: Double,
        slopeHigh: Double, verdict: Verdict, warmupCycles: Int? = nil, minimumEffectBytesPerCycle: Double? = nil,
        reason: String? = nil
    ) {
        self.operations = operations
        self.cycles = cycles
        self.retainedBytesPerCycle = retainedBytesPerCycle
        self.slopeBytesPerCycle = slopeBytesPerCycle
        self.slopeLow = slopeLow
        self.slopeHigh = slopeHigh
        self.verdict = verdict
        self.warmupCycles = warmupCycles
        self.minimumEffectBytesPerCycle = minimumEffectBytesPerCycle
        self.reason = reason
    }
}
