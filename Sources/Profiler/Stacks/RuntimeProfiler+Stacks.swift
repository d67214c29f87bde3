package import MemoryProbe
public import Results
import ViewRuntime

/// Allocation stacks for a chosen window, and exact per-callback peaks.
extension RuntimeProfiler {
    /// Starts sampling allocation stacks in `window` (call before the run, after ``install()``).
    ///
    /// - Parameters:
    ///   - window: where to sample (see ``StackWindow``).
    ///   - sampleIntervalLog2: jemalloc's `lg_prof_sample` (0: every allocation).
    ///   - callbackPeaks: also measure exact per-callback peaks (``enableCallbackPeaks()``).
    /// - Throws: ``MemoryProbe/ProbeError`` when the process was not started with
    ///   ``MemoryProbe/StackSampler/requiredMallocConf``; ``ProfilerError`` with
    ///   ``ProfilerError/Code/stacksNeedProbe`` when there is no probe.
    public func enableStacks(window: StackWindow, sampleIntervalLog2: Int, callbackPeaks: Bool = false) throws {
        guard let probe else {
            throw ProfilerError(.stacksNeedProbe, "stacks need the probe: run without --no-probe")
        }
        let sampler = try StackSampler(sampleIntervalLog2: sampleIntervalLog2)
        installWindows(target: Self.target(window), sampler: sampler, peaks: callbackPeaks ? probe : nil)
        core.windows?.window = window
        if case .all = window, currentPhase != nil { sampler.setSampling(true) }
    }

    /// Measures each callback's exact peak (`thread.peak`, reset and read at its boundaries:
    /// three `mallctlbymib` calls per callback). Results in ``callbackPeakResults()``.
    public func enableCallbackPeaks() {
        guard let probe else { return }
        installWindows(target: .none, sampler: nil, peaks: probe)
    }

    private func installWindows(target: CallbackWindows.Target, sampler: StackSampler?, peaks: AllocatorProbe?) {
        core.windows = CallbackWindows(
            target: target, sampler: sampler, peaks: peaks, counters: core.counters,
            kindCount: ProfilerCore.kindCount,
            sceneName: { [unowned self] index in index < sceneTotals.count ? sceneTotals[index].name : nil })
        refreshFastPaths()
    }

    static func target(_ window: StackWindow) -> CallbackWindows.Target {
        switch window {
        case .all: .all
        case .callback(let kind): .callback(kind.ordinal)
        case .scene(let id): .scene(id)
        case .phase(let label): .phase(label)
        }
    }

    /// Stops sampling, dumps jemalloc's profile, names and folds its stacks (see ``StackFolder``).
    ///
    /// Slow (symbolizes every distinct address once): call after the run.
    /// - Parameter raw: keep every frame (no folding).
    package func collectStacks(raw: Bool = false) throws -> FoldedStacks {
        guard let windows = core.windows, let sampler = windows.sampler else { return FoldedStacks([]) }
        sampler.setSampling(false)
        let profile = try sampler.dump()
        let symbolizer = StackSymbolizer()
        var folder = StackFolder(anchorMethod: nil, dropsProfilerOverhead: false, raw: raw)
        switch windows.window {
        case .callback(let kind):
            folder.anchorMethod = StackFolder.lifecycleMethods.first { $0.hasPrefix(kind.rawValue) }
            folder.dropsProfilerOverhead = true
        case .scene: folder.dropsProfilerOverhead = true
        default: break
        }
        var stacks: [FoldedStacks.Stack] = []
        for stack in profile.stacks where stack.cumulativeBytes > 0 {
            let frames = stack.addresses.reversed().map { symbolizer.frame(for: $0) }
            guard let folded = folder.fold(frames) else { continue }
            stacks.append(FoldedStacks.Stack(frames: folded, bytes: stack.estimatedCumulativeBytes(samplePeriod: profile.samplePeriod)))
        }
        return FoldedStacks(stacks)
    }

    /// What the frame-pointer backtrace hook did in this session, when it was installed.
    package func stackBacktraces() -> BacktraceCounts? { core.windows?.sampler?.backtraceCounts }

    /// The exact peak of each callback kind that ran, when peaks were enabled.
    package func callbackPeakResults() -> [CallbackPeakResult]? {
        guard let windows = core.windows, windows.peaks != nil else { return nil }
        return (0..<windows.kindCount).compactMap { index in
            guard windows.kindCalls[index] > 0 else { return nil }
            let slot = windows.kindSlot[index]
            let label =
                windows.kindRetiredLabel[index]
                ?? (slot >= 0 && slot < core.accounts.count ? label(of: core.accounts[slot]) : "?")
            return CallbackPeakResult(
                callback: CallbackKind.allCases[index].rawValue, peakBytes: UInt64(max(windows.kindPeak[index], 0)),
                controller: label, calls: windows.kindCalls[index])
        }
    }
}
