import Foundation

/// A timer on the runtime's virtual clock, with `Foundation.Timer`'s API: the UIKit module
/// calls it `Timer`, so `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { ... }`
/// in a file that imports UIKit runs here.
///
/// It is not built on `Foundation.Timer`, which on Linux is never freed, with its block and
/// every capture, even after `invalidate()` (TM11). The semantics are Apple's:
/// - `scheduledTimer` adds it to the main run loop in the default mode; the initialisers leave
///   it unscheduled until ``MainRunLoop/add(_:forMode:)`` or `RunLoop.add(_:forMode:)` (TM1).
/// - The run loop holds a scheduled timer; the timer holds its block, and so every capture,
///   until it is invalidated (TM2, TM4).
/// - A non-repeating timer invalidates itself after it fires, or on ``fire()`` (TM5).
/// - A repeating timer reschedules from its scheduled fire times; after missed periods it
///   fires once and waits for the next future one (TM6).
/// - It fires exactly at its fire date on the virtual clock; ``tolerance`` is kept but never
///   moves a firing (TM8).
@preconcurrency @MainActor
public final class RunLoopTimer {
    /// The block, until the timer is invalidated (TM4, TM7).
    private(set) var block: ((RunLoopTimer) -> Void)?
    /// The interval as given (after TM1's floor); repeating timers use it.
    private let interval: Double
    /// Whether the timer repeats.
    public let repeats: Bool
    /// The next fire time, in the runtime's virtual seconds.
    public internal(set) var fireTime: Double
    /// Set while the timer has no fire time of its own yet (an initialiser's, relative to
    /// when it is added).
    var delayUntilAdded: Double?
    /// The run loop that holds it, once added (one run loop per timer, RL16).
    weak var runLoop: MainRunLoop?
    /// The modes it fires in.
    var modes: Set<RunLoop.Mode> = []
    /// Where it was scheduled (`ProfileViewController.viewDidLoad`), when known.
    public internal(set) var site: String?
    /// Its order among timers, for ties.
    var sequence = 0
    /// Whether ``invalidate()`` ran (or a non-repeating timer fired).
    public private(set) var isValid = true
    /// How late the timer may fire (TM8); kept, never applied.
    public var tolerance: Double = 0
    /// Anything the caller attached; released by ``invalidate()`` (TM7).
    public private(set) var userInfo: Any?
    /// How many times the block ran.
    public private(set) var fireCount = 0

    /// A timer that fires `interval` virtual seconds after it is added to a run loop; an
    /// interval of 0 or less becomes 0.0001 s (TM1).
    public init(
        timeInterval interval: TimeInterval, repeats: Bool, userInfo: Any? = nil,
        block: @escaping @MainActor (RunLoopTimer) -> Void
    ) {
        self.interval = max(interval, 0.0001)
        self.repeats = repeats
        self.block = block
        self.userInfo = userInfo
        fireTime = 0
        delayUntilAdded = self.interval
    }

    /// A timer that first fires at `date` (read against the wall clock now: its distance from
    /// now becomes virtual seconds), then every `interval` if it repeats.
    public convenience init(
        fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (RunLoopTimer) -> Void
    ) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        delayUntilAdded = max(0, date.timeIntervalSinceNow)
    }

    /// Creates a timer and adds it to the current runtime's main run loop in the default mode
    /// (TM1): `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (RunLoopTimer) -> Void
    ) -> RunLoopTimer {
        let timer = RunLoopTimer(timeInterval: interval, repeats: repeats, block: block)
        Runtime.current.mainRunLoop.add(timer, forMode: .default)
        return timer
    }

    /// The interval of a repeating timer; 0 for a non-repeating one, as Apple's.
    public var timeInterval: TimeInterval { repeats ? interval : 0 }

    /// The next fire date: the runtime's virtual time as a date (``MainRunLoop/date(at:)``).
    /// Setting it moves the next firing.
    public var fireDate: Date {
        get { runLoop?.date(at: fireTime) ?? Date(timeIntervalSinceNow: delayUntilAdded ?? 0) }
        set {
            guard isValid else { return }
            if let runLoop {
                fireTime = runLoop.time(of: newValue)  // each turn reads every timer's fire time
            } else {
                delayUntilAdded = max(0, newValue.timeIntervalSinceNow)
            }
        }
    }

    /// Runs the block now, outside the schedule; a non-repeating timer is then invalidated
    /// (TM5). An invalidated timer does nothing.
    public func fire() {
        guard isValid, let block else { return }
        fireCount += 1
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer for good: no more firings, out of every mode, and its block and
    /// `userInfo` are released (TM7). The run loop lets go of it now.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        block = nil
        userInfo = nil
        runLoop?.remove(self)
    }

    /// The firing the run loop makes when the timer is due at `now`: runs the block, then
    /// ends a non-repeating timer or moves a repeating one to its next scheduled time after
    /// `now` (TM6).
    func fireScheduled(now: Double) {
        guard isValid, let block else { return }
        let scheduled = fireTime
        fireCount += 1
        block(self)
        guard isValid else { return }
        if !repeats {
            invalidate()
            return
        }
        guard fireTime == scheduled else { return }  // the block moved fireDate itself
        var next = scheduled + interval
        if next <= now { next = scheduled + interval * ((now - scheduled) / interval).rounded(.down) + interval }
        while next <= now { next += interval }  // rounding of the product above
        fireTime = next
    }
}
