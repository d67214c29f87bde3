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
/// nested callback's high-water mark into its parent's. Nothing here allocates, and nothing
/// here uses a generic collection on the callback path (see `matched`).
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
    /// Nesting deeper than this is not measured (peaks) or treated as unmatched (stacks).
    static let maximumDepth = 256
    // Raw storage, not arrays: the first use of a generic type (`[Bool]`'s storage class)
    // instantiates its metadata, whose bytes the ledger charges to whichever callback needs
    // it first, so they are made here, before any window opens.
    private let matched = UnsafeMutablePointer<Bool>.allocate(capacity: CallbackWindows.maximumDepth)
    private var matchedCount = 0
    private let frameBase = UnsafeMutablePointer<Int64>.allocate(capacity: CallbackWindows.maximumDepth)
    private let frameHigh = UnsafeMutablePointer<Int64>.allocate(capacity: CallbackWindows.maximumDepth)
    private var frameCount = 0
    /// Per scene index: -1 not yet known, 0 no, 1 the window's scene (beyond the capacity,
    /// the name is compared each time).
    private let sceneMatches = UnsafeMutablePointer<Int8>.allocate(capacity: CallbackWindows.sceneCapacity)
    static let sceneCapacity = 1024
    private var resetLevel: Int64 = 0
    /// The high-water mark outside any callback since the phase began, and the phase's base
    /// level: resetting `thread.peak` per callback would otherwise lose the phase's peak.
    private var outerHigh: Int64 = 0
    private var phaseBase: Int64 = 0
    /// Per callback kind: the highest peak, the slot that had it, and the calls measured.
    let kindCount: Int
    let kindPeak: UnsafeMutablePointer<Int64>
    let kindSlot: UnsafeMutablePointer<Int>
    let kindCalls: UnsafeMutablePointer<Int>
    /// The label of a kind's peak controller once its slot was freed for reuse (folded
    /// accounts, ``RuntimeProfiler/keepsDeallocatedControllers`` off); nil while the slot
    /// still holds that controller's account.
    let kindRetiredLabel: UnsafeMutablePointer<String?>

    init(
        target: Target, sampler: StackSampler?, peaks: AllocatorProbe?, counters: ThreadCounters?,
        kindCount: Int, sceneName: @escaping (Int) -> String?
    ) {
        self.target = target
        self.sampler = sampler
        self.peaks = peaks
        self.counters = counters
        self.sceneName = sceneName
        self.kindCount = kindCount
        kindPeak = .allocate(capacity: kindCount)
        kindPeak.initialize(repeating: 0, count: kindCount)
        kindSlot = .allocate(capacity: kindCount)
        kindSlot.initialize(repeating: -1, count: kindCount)
        kindCalls = .allocate(capacity: kindCount)
        kindCalls.initialize(repeating: 0, count: kindCount)
        kindRetiredLabel = .allocate(capacity: kindCount)
        kindRetiredLabel.initialize(repeating: nil, count: kindCount)
        sceneMatches.initialize(repeating: -1, count: Self.sceneCapacity)
    }

    deinit {
        matched.deallocate()
        frameBase.deallocate()
        frameHigh.deallocate()
        kindPeak.deallocate()
        kindSlot.deallocate()
        kindCalls.deallocate()
        kindRetiredLabel.deinitialize(count: kindCount)
        kindRetiredLabel.deallocate()
        sceneMatches.deallocate()
    }

    private func level() -> Int64 {
        guard let reading = counters?.read() else { return 0 }
        return Int64(bitPattern: reading.allocatedBytes &- reading.deallocatedBytes)
    }

    func willBegin(kindIndex: Int, sceneIndex: Int) {
        if let peaks {
            let now = level()
            if let peak = try? peaks.threadPeakBytes() {
                let high = resetLevel + Int64(peak)
                if frameCount == 0 {
                    if high > outerHigh { outerHigh = high }
                } else if frameCount <= Self.maximumDepth, high > frameHigh[frameCount - 1] {
                    frameHigh[frameCount - 1] = high
                }
            }
            try? peaks.resetThreadPeak()
            resetLevel = now
            if frameCount < Self.maximumDepth {
                frameBase[frameCount] = now
                frameHigh[frameCount] = now
            }
            frameCount += 1
        }
        guard let sampler else { return }
        let matches = self.matches(kindIndex: kindIndex, sceneIndex: sceneIndex)
        if matchedCount < Self.maximumDepth { matched[matchedCount] = matches }
        matchedCount += 1
        if matches {
            depth += 1
            if depth == 1 { sampler.setSampling(true) }
        }
    }

    /// The controller in `slot` died and its slot will be reused: keeps its label for the
    /// kinds whose peak it holds.
    func slotRetired(_ slot: Int, label: @autoclosure () -> String) {
        for kind in 0..<kindCount where kindSlot[kind] == slot && kindRetiredLabel[kind] == nil {
            kindRetiredLabel[kind] = label()
        }
    }

    func willEnd(kindIndex: Int, slot: Int) {
        if let sampler, matchedCount > 0 {
            matchedCount -= 1
            if matchedCount < Self.maximumDepth, matched[matchedCount] {
                depth -= 1
                if depth == 0 { sampler.setSampling(false) }
            }
        }
        if let peaks, frameCount > 0 {
            frameCount -= 1
            guard frameCount < Self.maximumDepth else { return }
            var high = resetLevel + Int64((try? peaks.threadPeakBytes()) ?? 0)
            if frameHigh[frameCount] > high { high = frameHigh[frameCount] }
            if frameCount == 0 {
                if high > outerHigh { outerHigh = high }
            } else if high > frameHigh[frameCount - 1] {
                frameHigh[frameCount - 1] = high
            }
            let peak = high - frameBase[frameCount]
            kindCalls[kindIndex] += 1
            if peak > kindPeak[kindIndex] || kindSlot[kindIndex] < 0 {
                kindPeak[kindIndex] = peak
                kindSlot[kindIndex] = slot
                if kindRetiredLabel[kindIndex] != nil { kindRetiredLabel[kindIndex] = nil }
            }
        }
    }

    private func matches(kindIndex: Int, sceneIndex: Int) -> Bool {
        switch target {
        case .callback(let index): return index == kindIndex
        case .scene(let name):
            guard sceneIndex >= 0 else { return false }
            guard sceneIndex < Self.sceneCapacity else { return sceneName(sceneIndex) == name }
            if sceneMatches[sceneIndex] < 0 { sceneMatches[sceneIndex] = sceneName(sceneIndex) == name ? 1 : 0 }
            return sceneMatches[sceneIndex] == 1
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
        let current = resetLevel + Int64((try? peaks.threadPeakBytes()) ?? 0)
        let high = current > outerHigh ? current : outerHigh
        return high > phaseBase ? UInt64(high - phaseBase) : 0
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
        slot >= 0 && slot < core.accounts.count ? core.accounts[slot].sceneIndex : -1
    }
}
