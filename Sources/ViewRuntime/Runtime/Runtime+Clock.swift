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

    /// Moves the clock forward by `seconds`, running every action that falls due, in time order.
    public func advance(by seconds: Double) {
        let target = clockNow + max(0, seconds)
        while let first = timers.first, first.time <= target {
            timers.removeFirst()
            clockNow = first.time
            first.action()
        }
        clockNow = target
    }

    /// Runs every pending action, moving the clock to each one's time, until none is left
    /// (including actions scheduled by the actions themselves).
    public func runUntilIdle() {
        while let first = timers.first {
            timers.removeFirst()
            clockNow = max(clockNow, first.time)
            first.action()
        }
    }
}
