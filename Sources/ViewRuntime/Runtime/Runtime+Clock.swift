import Foundation

/// An action the virtual clock runs when it reaches `time`.
struct ScheduledAction {
    let time: Double
    let sequence: Int
    let action: @MainActor () -> Void
}

/// The virtual clock.
///
/// Nothing in the runtime reads wall-clock time. Non-animated transitions finish synchronously; an
/// animated one delivers its will-callbacks at once and schedules its did-callbacks
/// ``RuntimeSettings/transitionDuration`` seconds of virtual time later. Time moves only when
/// ``advance(by:)`` or ``runUntilIdle()`` is called, so the same calls give the same trace.
extension Runtime {
    /// Virtual seconds since the runtime was created.
    public var now: Double { clockNow }

    /// True while some scheduled action (an animated transition's end) has not run yet.
    public var hasPendingWork: Bool { !timers.isEmpty }

    /// Schedules `action` to run `delay` virtual seconds from now. Actions due at the same time run in
    /// the order they were scheduled.
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) {
        let entry = ScheduledAction(time: clockNow + max(0, delay), sequence: timerSequence, action: action)
        timerSequence += 1
        // Few timers are ever pending at once: a sorted insert from the back is O(1) in practice.
        var index = timers.count
        while index > 0, timers[index - 1].time > entry.time { index -= 1 }
        timers.insert(entry, at: index)
    }

    /// Runs `action` now when `delay` is 0 or less, else ``schedule(after:_:)``s it: how an
    /// interactive transition finishes or cancels after the rest of its duration.
    func run(after delay: Double, _ action: @escaping @MainActor () -> Void) {
        if delay > 0 { schedule(after: delay, action) } else { action() }
    }

    /// Moves the clock forward by `seconds`, running everything that falls due in time order:
    /// the runtime's own actions and the main run loop's timers and delayed blocks, with the
    /// loop's turns run until quiescent after each (docs/RUNLOOP.md). A 10-minute
    /// `asyncAfter` runs during a 10-minute advance, at its deadline.
    public func advance(by seconds: Double) {
        let target = clockNow + max(0, seconds)
        var settled = settleMainRunLoop()
        while let next = nextEventTime(), next <= target {
            // A loop that never quiesces has work due now: move on rather than spin.
            if next <= clockNow, !settled, (timers.first?.time ?? .infinity) > clockNow { break }
            clockNow = max(clockNow, next)
            runActionDue()
            settled = settleMainRunLoop()
        }
        clockNow = target
        settleMainRunLoop()
    }

    /// Runs every pending action, moving the clock to each one's time, until none is left
    /// (including actions scheduled by the actions themselves). The main run loop's turns run
    /// until quiescent now and after each action, and its timers and delayed blocks that fall
    /// due on the way run at their time; those due later than the last action stay pending
    /// (they wait for ``advance(by:)``: a repeating timer never idles).
    public func runUntilIdle() {
        settleMainRunLoop()
        while let first = timers.first {
            let time = max(clockNow, first.time)
            while let next = nextRunLoopTime, next < time {
                clockNow = max(clockNow, next)
                guard settleMainRunLoop() else { break }
            }
            clockNow = time
            runActionDue()
            settleMainRunLoop()
        }
    }

    /// The earliest time anything is due: a runtime action, a main-loop timer or delayed block.
    private func nextEventTime() -> Double? {
        switch (timers.first?.time, nextRunLoopTime) {
        case (let action?, let loop?): min(action, loop)
        case (let action?, nil): action
        case (nil, let loop): loop
        }
    }

    /// Runs the first runtime action if it is due now.
    private func runActionDue() {
        guard let first = timers.first, first.time <= clockNow else { return }
        timers.removeFirst()
        first.action()
    }
}
