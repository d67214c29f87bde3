import Foundation

/// The runtime's headless main run loop: what the main thread runs between events, on the
/// runtime's virtual clock (docs/RUNLOOP.md).
///
/// It holds every piece of scheduled work as a named holder: timers (``RunLoopTimer``),
/// main-queue blocks, delayed (`asyncAfter`) blocks and perform-blocks (``PendingWork``).
/// ``runTurn()`` runs one turn in the spec's order: due timers of the current mode, one
/// snapshot of the main queue, perform-blocks, then the end of the turn (the runtime's layout
/// passes). The runtime runs turns after each of its clock's actions, at each
/// ``Runtime/advance(by:)`` and in ``Runtime/runUntilIdle()``; nothing reads the wall clock,
/// so the same calls give the same trace.
@preconcurrency @MainActor
public final class MainRunLoop {
    unowned let runtime: Runtime
    /// The scheduled timers, in the order they were added.
    var timers: [RunLoopTimer] = []
    /// The main queue: blocks waiting for the next drain, in order (RL5).
    var mainQueue: [PendingWork] = []
    /// Delayed blocks waiting for their deadline, in deadline then scheduling order.
    var delayed: [PendingWork] = []
    /// Perform-blocks waiting for a turn in one of their modes (RL6).
    var performBlocks: [PendingWork] = []
    /// The mode the loop runs in: `.default`, or `.tracking` while a touch tracks (RL16).
    public private(set) var currentMode: RunLoop.Mode = .default
    /// Whether blocks for `DispatchQueue.main` from this runtime's code run here (default
    /// true); false leaves them to libdispatch.
    public var capturesMainQueue = true
    /// Where work scheduled now comes from (`InboxViewController.viewDidLoad`), or nil: set
    /// by a profiler that knows the callback in flight.
    package var schedulingSite: (@MainActor () -> String?)?
    /// The object that set ``schedulingSite`` (which clears it when it goes).
    package var schedulingSiteOwner: ObjectIdentifier?
    /// The most turns ``runUntilQuiescent()`` runs at one time before it reports that the
    /// loop never quiesces (a block that re-enqueues itself, TK8).
    public var maximumTurnsPerSettle = 1_000
    /// Turns run so far.
    public internal(set) var turnCount = 0
    /// Scheduling order, shared by every kind of work.
    var sequence = 0
    /// The wall-clock date of virtual time 0, for `Timer.fireDate`.
    let epoch = Date()

    init(runtime: Runtime) { self.runtime = runtime }

    /// The virtual time as a date (``epoch`` plus `time` seconds).
    public func date(at time: Double) -> Date { epoch.addingTimeInterval(time) }

    /// The virtual time of `date` (its distance from ``epoch``).
    public func time(of date: Date) -> Double { date.timeIntervalSince(epoch) }

    func nextSequence() -> Int {
        sequence += 1
        return sequence
    }

    // MARK: Scheduling

    /// Adds `timer` to the loop in `mode` (`.default`, `.common` = default and tracking, or
    /// `.tracking`). Adding it again in another mode adds that mode; an invalidated timer, or
    /// one already in another runtime's loop, is not added (RL16, TM7).
    public func add(_ timer: RunLoopTimer, forMode mode: RunLoop.Mode) {
        guard timer.isValid, timer.runLoop == nil || timer.runLoop === self else { return }
        if mode == .common {
            timer.modes.formUnion([.default, .tracking])
        } else {
            timer.modes.insert(mode)
        }
        guard timer.runLoop == nil else { return }
        timer.runLoop = self
        timer.sequence = nextSequence()
        timer.site = currentSite()
        timer.fireTime = runtime.now + (timer.delayUntilAdded ?? 0)
        timer.delayUntilAdded = nil
        timers.append(timer)
    }

    /// Lets go of `timer` (its `invalidate()`).
    func remove(_ timer: RunLoopTimer) {
        timers.removeAll { $0 === timer }
        timer.modes = []
    }

    /// Queues `work` on the main queue (`DispatchQueue.main.async`): it runs at the next drain.
    public func enqueue(_ work: @escaping () -> Void) {
        mainQueue.append(PendingWork(kind: .mainQueue, site: currentSite(), sequence: nextSequence(), body: work))
    }

    /// Queues `work` to join the main queue `delay` virtual seconds from now
    /// (`DispatchQueue.main.asyncAfter`); a delay of 0 or less behaves as ``enqueue(_:)``.
    public func enqueue(after delay: Double, _ work: @escaping () -> Void) {
        schedule(PendingWork(kind: .after(deadline: runtime.now + max(0, delay)), site: currentSite(), sequence: nextSequence(), body: work))
    }

    /// Queues a perform-block for the next turn in one of `modes` (`RunLoop.perform`, RL6).
    public func perform(inModes modes: [RunLoop.Mode] = [.default], _ work: @escaping () -> Void) {
        let names = modes.flatMap { $0 == .common ? [RunLoop.Mode.default.rawValue, RunLoop.Mode.tracking.rawValue] : [$0.rawValue] }
        performBlocks.append(PendingWork(kind: .perform(modes: names), site: currentSite(), sequence: nextSequence(), body: work))
    }

    /// Queues a block taken from libdispatch: on the main queue, or `delay` seconds from now.
    func enqueue(block: UnsafeRawPointer, delay: Double?) {
        let site = currentSite()
        guard let delay, delay > 0 else {
            mainQueue.append(PendingWork(kind: .mainQueue, site: site, sequence: nextSequence(), block: block))
            return
        }
        schedule(PendingWork(kind: .after(deadline: runtime.now + delay), site: site, sequence: nextSequence(), block: block))
    }

    private func schedule(_ work: PendingWork) {
        guard let deadline = work.deadline, deadline > runtime.now else {
            mainQueue.append(PendingWork(kind: .mainQueue, site: work.site, sequence: work.sequence, body: work.body))
            return
        }
        var index = delayed.count
        while index > 0, let last = delayed[index - 1].deadline, last > deadline { index -= 1 }
        delayed.insert(work, at: index)
    }

    /// Enters or leaves tracking mode (a touch that tracks, a scroll): default-mode timers
    /// wait while it lasts, common-mode ones and the main queue keep running (RL4, RL16).
    public func setTracking(_ tracking: Bool) {
        currentMode = tracking ? .tracking : .default
    }

    private func currentSite() -> String? { schedulingSite?() }
}

extension RunLoop.Mode {
    #if !canImport(Darwin)
    /// UIKit's tracking mode (`UITrackingRunLoopMode`), which Linux's Foundation does not
    /// define (RL17).
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
    #endif
}
