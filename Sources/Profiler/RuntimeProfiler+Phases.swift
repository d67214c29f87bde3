import MemoryProbe
public import Results
public import ViewRuntime

/// Phases, steps, the memory timeline and memory warnings with their purges.
extension RuntimeProfiler {
    /// Ends the current phase (if any) and starts one named `label`.
    public func beginPhase(_ label: String) {
        endPhase()
        phases.begin(label, probe: probe, counters: core.counters)
        core.windows?.phaseBegan(label)
        emit(event: .phase, arguments: .phase(label))
        if timeline.snapshotEvery == 0 { sampleTimeline(force: true) }
    }

    /// Steps between timeline samples (heap snapshots): 1 (the default) samples every step
    /// (thinned by the bounded timeline's stride), N every N-th, 0 only at phase boundaries
    /// and memory warnings. Recorded in the results as ``Results/RunResults/snapshotEvery``.
    public var snapshotEvery: Int {
        get { timeline.snapshotEvery }
        set { timeline.snapshotEvery = max(0, newValue); timeline.stepsUntilSnapshot = 0 }
    }

    /// Ends the current phase, taking its closing snapshot.
    public func endPhase() {
        core.windows?.phaseEnded()
        phases.end(
            probe: probe, counters: core.counters, liveControllers: runtime.liveControllerCount,
            peakOverride: core.windows?.phasePeak())
    }

    /// The label of the phase in progress.
    public var currentPhase: String? { phases.open?.label }

    /// Records that step `index` (`op`) starts: a trace line, a count for the phase, and now
    /// and then a timeline sample.
    public func recordStep(index: Int, op: String) {
        currentOperation = op
        phases.countOperation()
        emit(event: .step, arguments: .step(index: index, op: op))
        if timeline.stepIsDue() { sampleTimeline() }
    }

    /// Takes a timeline sample if the bounded timeline's stride says so.
    public func sampleTimeline(force: Bool = false) {
        guard let probe, force ? timeline.admitsForced() : timeline.shouldSample(), let snapshot = try? probe.heapSnapshot() else { return }
        timeline.append(
            TimelineSample(
                seq: core.seq, timeNanoseconds: AllocatorProbe.monotonicNanoseconds() &- startNanoseconds,
                allocatedBytes: snapshot.allocatedBytes, activeBytes: snapshot.activeBytes,
                residentBytes: snapshot.residentBytes, liveControllers: runtime.liveControllerCount,
                pooledCells: pooledCells()
            ))
    }

    /// Sends a memory warning of `level` to the runtime, lets it settle, then (when `purging`,
    /// the default) purges jemalloc's arenas so that what the warning released really leaves
    /// resident memory, and records what the warning and the purge returned.
    ///
    /// Without `purging`, the thread's cache is still flushed (so `allocatedAfter` is the same
    /// figure) but the arenas keep their dirty pages: `residentAfter` and
    /// `processResidentAfter` are then read as the warning left them, and the result says so
    /// (``Results/MemoryWarningResult/purged`` false). A purge hands every freed page back to
    /// the kernel, and every later allocation that reuses one faults it in again: a soak's walk,
    /// which sends a warning every few operations and reports none of their resident figures,
    /// would spend most of its time in the kernel doing that (docs/PERFORMANCE.md, "Soak speed").
    /// `trigger` is "pressure" for the memory guard's own warnings (see ``MemoryWarningResult/trigger``).
    @discardableResult
    public func memoryWarning(_ level: MemoryWarningLevel, trigger: String? = nil, purging: Bool = true) -> MemoryWarningResult {
        let warningSeq = core.seq
        let before = try? probe?.heapSnapshot()
        let unloadsBefore = totalViewUnloads()
        let freedBefore = runtime.backingStoreBytesFreed
        runtime.simulateMemoryWarning(level: level)
        runtime.runUntilIdle()
        let after =
            purging
            ? (try? probe?.purge())?.after
            : probe.flatMap { probe in
                (try? probe.flushThreadCache()).flatMap { try? probe.heapSnapshot() }
            }
        var result = MemoryWarningResult(
            seq: warningSeq, level: level.description, phase: currentPhase ?? "",
            viewsUnloaded: totalViewUnloads() - unloadsBefore,
            backingStoreBytesFreed: runtime.backingStoreBytesFreed - freedBefore,
            allocatedBefore: before?.allocatedBytes ?? 0, allocatedAfter: after?.allocatedBytes ?? 0,
            residentBefore: before?.residentBytes ?? 0, residentAfter: after?.residentBytes ?? 0,
            processResidentBefore: before?.processResidentBytes ?? 0,
            processResidentAfter: after?.processResidentBytes ?? 0
        )
        if !purging { result.purged = false }
        result.trigger = trigger
        warningTally.record(result)
        if warningResults.count < Self.warningsKept { warningResults.append(result) }
        sampleTimeline(force: true)
        return result
    }

    /// Adds what a driver learned about the warning with trace sequence `seq` (how it was
    /// raised, how each screen answered) to its kept result, if it was kept.
    package func annotateWarning(seq: Int, trigger: String?, screens: [ScreenWarningResponse]?) {
        guard let index = warningResults.lastIndex(where: { $0.seq == seq }) else { return }
        warningResults[index].trigger = trigger
        warningResults[index].screens = screens
    }

    /// The most memory-warning results kept in the results (the count is in
    /// ``memoryWarningCount``), and how many are reserved up front, so that recording them
    /// does not show up as growth in a soak.
    static let warningsKept = 1000
    static let warningsReserved = 1000

    func totalViewUnloads() -> Int {
        core.accounts.rows.reduce(0) { $0 + ($1.instanceID >= 0 ? $1.viewUnloads : 0) } + sceneTotals.reduce(0) { $0 + $1.viewUnloads }
    }
}
