import Foundation

/// One turn of the main run loop, and running turns until the loop is quiescent.
extension MainRunLoop {
    /// Whether a turn now would run nothing: no due timer in the current mode, no delayed
    /// block past its deadline, an empty main queue and no perform-block for the current mode.
    /// Leak verdicts are taken only then.
    public var isQuiescent: Bool {
        let now = runtime.now
        if !mainQueue.isEmpty { return false }
        if let first = delayed.first?.deadline, first <= now { return false }
        if timers.contains(where: { $0.fireTime <= now && $0.modes.contains(currentMode) }) { return false }
        return !performBlocks.contains { runsInCurrentMode($0) }
    }

    /// Whether anything is scheduled at all (due or not).
    public var hasScheduledWork: Bool {
        !timers.isEmpty || !mainQueue.isEmpty || !delayed.isEmpty || !performBlocks.isEmpty
    }

    /// The earliest virtual time at which a timer of the current mode or a delayed block falls
    /// due, or nil.
    var nextDueTime: Double? {
        var next = delayed.first?.deadline
        for timer in timers where timer.modes.contains(currentMode) {
            next = min(next ?? timer.fireTime, timer.fireTime)
        }
        return next
    }

    /// Runs one turn (RL2, RL5, RL6; the spec's core model):
    /// 1. every timer of the current mode due now, in fire-time then scheduling order, once
    ///    each (a repeating timer that missed periods fires once, TM6);
    /// 2. one snapshot of the main queue: the delayed blocks whose deadline has passed join it
    ///    first (RL11), then the blocks queued when the drain starts run; blocks queued
    ///    meanwhile wait for the next turn (RL5). On the process's main thread the real
    ///    `RunLoop.main` is then pumped once with a zero timeout, which runs main-actor jobs
    ///    (`Task {}` bodies) that libdispatch holds (TK8);
    /// 3. the perform-blocks of the current mode queued when the turn started;
    /// 4. the end of the turn: the runtime's pending layout passes, when anything ran.
    ///
    /// Returns whether anything ran.
    @discardableResult
    public func runTurn() -> Bool {
        turnCount += 1
        let now = runtime.now
        var ran = false
        let performs = performBlocks.filter { runsInCurrentMode($0) }
        let dueTimers = timers.filter { $0.fireTime <= now && $0.modes.contains(currentMode) }
            .sorted { ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence) }
        for timer in dueTimers where timer.isValid && timer.runLoop === self && timer.fireTime <= now {
            timer.fireScheduled(now: now)
            ran = true
        }
        while let first = delayed.first, let deadline = first.deadline, deadline <= now {
            delayed.removeFirst()
            mainQueue.append(first)
        }
        if !mainQueue.isEmpty {
            let snapshot = mainQueue
            mainQueue.removeAll()
            for work in snapshot { work.body() }
            ran = true
        }
        if Thread.isMainThread { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
        if !performs.isEmpty {
            performBlocks.removeAll { work in performs.contains { $0 === work } }
            for work in performs { work.body() }
            ran = true
        }
        if ran { runtime.runPendingLayoutPasses() }
        return ran
    }

    /// Runs turns until the loop is quiescent, at the current virtual time. Stops after
    /// ``maximumTurnsPerSettle`` turns (work that keeps scheduling work due now) and records a
    /// `mainRunLoopNeverQuiescent` diagnostic. Returns the number of turns run.
    @discardableResult
    public func runUntilQuiescent() -> Int {
        var turns = 0
        while !isQuiescent {
            if turns == maximumTurnsPerSettle {
                runtime.record(
                    .mainRunLoopNeverQuiescent,
                    "the main run loop ran \(turns) turns at t = \(runtime.now) s and still had work due: work that schedules work due at once never lets it settle"
                )
                break
            }
            runTurn()
            turns += 1
        }
        return turns
    }

    private func runsInCurrentMode(_ work: PendingWork) -> Bool {
        if case .perform(let modes) = work.kind { return modes.contains(currentMode.rawValue) }
        return false
    }
}
