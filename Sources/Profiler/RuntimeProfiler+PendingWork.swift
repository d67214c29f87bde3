public import ViewRuntime

/// The main run loop's pending work (timers, main-queue and delayed blocks) as roots of the
/// leak walk, and the controllers that only such work holds: delayed releases, not leaks.
extension RuntimeProfiler {
    /// The run loop's holders as roots, named as reports say them (`pending
    /// DispatchQueue.main block due in 600 s (scheduled at InboxViewController.viewDidLoad)`).
    func pendingWorkRoots() -> [(name: String, object: AnyObject)] {
        runtime.mainRunLoop.pendingHolders().map { ($0.name, $0.object) }
    }

    /// Splits `findings` into leaks, returned, and delayed releases, kept in
    /// ``delayedReleases``: a controller whose every proven holder is temporary pending work
    /// (a delayed or main-queue block, a non-repeating timer) is released by itself when the
    /// clock reaches the last of their release times (RL10, RL11).
    func separatingDelayedReleases(_ findings: [LeakFinding]) -> [LeakFinding] {
        let releaseTimes = Dictionary(
            runtime.mainRunLoop.pendingHolders().compactMap { holder in holder.releaseTime.map { (holder.name, $0) } },
            uniquingKeysWith: max)
        var leaks: [LeakFinding] = []
        delayedReleases = []
        for finding in findings {
            guard let proven = finding.provenPath, !proven.isCycle else {
                leaks.append(finding)
                continue
            }
            let paths = [proven] + finding.otherPaths
            let times = paths.compactMap { $0.isCycle ? nil : releaseTimes[$0.root] }
            guard times.count == paths.count, let last = times.max() else {
                leaks.append(finding)
                continue
            }
            delayedReleases.append(
                DelayedRelease(controller: finding.controller, className: finding.className, holders: paths, releaseTime: last))
        }
        return leaks
    }

    /// Tells the runtime's main run loop where work scheduled now comes from: the innermost
    /// callback in flight (`InboxViewController.viewDidLoad`), else the scenario step's op.
    /// Unowned, not weak: a weak reference would give the profiler a side table, and every
    /// retain of it the slow path; ``removeSchedulingSite()`` clears it in the profiler's deinit.
    func installSchedulingSite() {
        runtime.mainRunLoop.schedulingSite = { [unowned(unsafe) self] in self.schedulingSite() }
        runtime.mainRunLoop.schedulingSiteOwner = ObjectIdentifier(self)
    }

    /// Clears the site provider if it is this profiler's.
    func removeSchedulingSite() {
        guard runtime.mainRunLoop.schedulingSiteOwner == ObjectIdentifier(self) else { return }
        runtime.mainRunLoop.schedulingSite = nil
        runtime.mainRunLoop.schedulingSiteOwner = nil
    }

    private func schedulingSite() -> String? {
        if let (slot, kindIndex) = core.innermostCallback, slot >= 0, slot < core.accounts.count {
            return "\(className(of: core.accounts[slot])).\(CallbackKind.allCases[kindIndex].rawValue)"
        }
        return currentOperation.map { "step \($0)" }
    }
}

/// A controller that left the hierarchy and is held only by pending work that lets go by
/// itself: not a leak; it is released when the virtual clock reaches ``releaseTime``.
public struct DelayedRelease: Sendable, Hashable {
    public var controller: String
    public var className: String
    /// The proven paths from the pending holders (`pending DispatchQueue.main block due in
    /// 600 s (...)` → `{capture 0}` → the controller).
    public var holders: [RetainPath]
    /// The virtual time, in seconds, at which the last holder lets go.
    public var releaseTime: Double
}
