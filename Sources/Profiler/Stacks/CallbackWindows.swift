import MemoryProbe

/// The per-callback hook behind stacks and exact callback peaks: the profiler calls
/// ``willBegin(kindIndex:sceneIndex:)`` just before a callback's ledger window opens and
/// ``willEnd(kindIndex:slot:)`` just after it closes, both in the handler's own time, which
/// the ledger measures as overhead and subtracts; only when stacks or peaks were asked for
/// (`HotState.windows` is nil otherwise: one predictable branch per callback).
///
/// Stacks: `thread.prof.active` is switched on at the start of the outermost matching
/// callback and off at its end (one `mallctlbymib` each). Peaks: `thread.peak` is read and
/// reset at each callback's start and read at its end (three `mallctlbymib`), folding a
/// nested callback's high-water mark into its parent's. Nothing here allocates once the
/// stacks are reserved.
final class CallbackWindows {
    enum Target {
        case all, callback(Int), scene(String), phase(String), none
    }

    let target: Target
    /// The window as the user named it (stacks only).
    var window: StackWindow?
    let sampler: StackSampler?
    let peaks: AllocatorProbe?
    let counters: ThreadCounters?
    /// The name of a scene index (to resolve `scene:ID` once per new scene).
    let sceneName: (Int) -> String?
    private var depth = 0
    private var matched: [Bool] = []
    private var sceneMatches: [Bool] = []
    private var peakFrames: [(base: Int64, high: Int64)] = []
    private var resetLevel: Int64 = 0
    /// The high-water mark outside any callback since the phase began, and the phase's base
    /// level: resetting `thread.peak` per callback would otherwise lose the phase's peak.
    private var outerHigh: Int64 = 0
    private var phaseBase: Int64 = 0
    /// Per callback kind: the highest peak, the slot that had it, and the calls measured.
    private(set) var peakByKind: [(peak: Int64, slot: Int, calls: Int)]

    init(target: Target, sampler: StackSampler?, peaks: AllocatorProbe?, counters: ThreadCounters?,
         kindCount: Int, sceneName: @escaping (Int) -> String?) {
        self.target = target
        self.sampler = sampler
        self.peaks = peaks
        self.counters = counters
        self.sceneName = sceneName
        peakByKind = Array(repeating: (0, -1, 0), count: kindCount)
        matched.reserveCapacity(256)
        peakFrames.reserveCapacity(256)
        sceneMatches.reserveCapacity(256)
    }

    private func level() -> Int64 {
        guard let reading = counters?.read() else { return 0 }
        return Int64(bitPattern: reading.allocatedBytes &- reading.deallocatedBytes)
    }

    func willBegin(kindIndex: Int, sceneIndex: Int) {
        if let peaks {
            let now = level()
            if let peak = try? peaks.threadPeakBytes() {
                if peakFrames.isEmpty {
                    outerHigh = max(outerHigh, resetLevel + Int64(peak))
                } else {
                    peakFrames[peakFrames.count - 1].high = max(peakFrames[peakFrames.count - 1].high, resetLevel + Int64(peak))
                }
            }
            try? peaks.resetThreadPeak()
            resetLevel = now
            peakFrames.append((now, now))
        }
        guard let sampler else { return }
        let matches = self.matches(kindIndex: kindIndex, sceneIndex: sceneIndex)
        matched.append(matches)
        if matches {
            depth += 1
            if depth == 1 { sampler.setSampling(true) }
        }
    }

    func willEnd(kindIndex: Int, slot: Int) {
        if let sampler, let matches = matched.popLast(), matches {
            depth -= 1
            if depth == 0 { sampler.setSampling(false) }
        }
        if let peaks, let frame = peakFrames.popLast() {
            let high = max(frame.high, resetLevel + Int64((try? peaks.threadPeakBytes()) ?? 0))
            if peakFrames.isEmpty {
                outerHigh = max(outerHigh, high)
            } else {
                peakFrames[peakFrames.count - 1].high = max(peakFrames[peakFrames.count - 1].high, high)
            }
            let peak = high - frame.base
            peakByKind[kindIndex].calls += 1
            if peak > peakByKind[kindIndex].peak || peakByKind[kindIndex].slot < 0 {
                peakByKind[kindIndex].peak = peak
                peakByKind[kindIndex].slot = slot
            }
        }
    }

    private func matches(kindIndex: Int, sceneIndex: Int) -> Bool {
        switch target {
        case .callback(let index): return index == kindIndex
        case .scene(let name):
            guard sceneIndex >= 0 else { return false }
            while sceneMatches.count <= sceneIndex { sceneMatches.append(sceneName(sceneMatches.count) == name) }
            return sceneMatches[sceneIndex]
        case .all, .phase, .none: return false
        }
    }

    /// Phase windows, and the whole run (every phase), are switched at phase boundaries, not per callback.
    func phaseBegan(_ label: String) {
        if peaks != nil {
            resetLevel = level()  // the phase recorder has just reset thread.peak
            phaseBase = resetLevel
            outerHigh = resetLevel
        }
        switch target {
        case .phase(let wanted): sampler?.setSampling(label == wanted)
        case .all: sampler?.setSampling(true)
        default: break
        }
    }

    /// The phase's peak above its starting level, with callback peaks folded in (nil without peaks).
    func phasePeak() -> UInt64? {
        guard let peaks else { return nil }
        let high = max(outerHigh, resetLevel + Int64((try? peaks.threadPeakBytes()) ?? 0))
        return UInt64(max(0, high - phaseBase))
    }

    func phaseEnded() {
        switch target {
        case .phase, .all: sampler?.setSampling(false)
        default: break
        }
    }
}

extension RuntimeProfiler {
    /// The scene index of the controller in `slot`, or -1.
    func sceneIndex(ofSlot slot: Int) -> Int {
        slot >= 0 && slot < hot.pointee.accounts.count ? hot.pointee.accounts[slot].sceneIndex : -1
    }
}
