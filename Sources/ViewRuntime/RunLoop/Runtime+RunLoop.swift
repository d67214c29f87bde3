public import Dispatch

/// The runtime's main run loop (docs/RUNLOOP.md).
extension Runtime {
    /// The headless main run loop: timers, main-queue and delayed blocks, perform-blocks.
    public var mainRunLoop: MainRunLoop {
        if let runLoopStorage { return runLoopStorage }
        let made = MainRunLoop(runtime: self)
        runLoopStorage = made
        return made
    }

    /// Queues `work` on this runtime's main queue, as `DispatchQueue.main.async` does from code
    /// of this runtime: the UIKit module's `DispatchQueue.main.async(execute:)` and
    /// `asyncAfter(deadline:execute:)` call it with the Swift closure itself, whose captures
    /// the leak walk can read. `deadline` nil: the next drain. Returns false (and queues
    /// nothing) when the main queue is not this runtime's to take: not called on the main
    /// queue, or ``MainRunLoop/capturesMainQueue`` off.
    public static func takeMainQueueWork(deadline: DispatchTime?, _ work: @escaping @Sendable () -> Void) -> Bool {
        guard MainQueueCapture.onMainQueue else { return false }
        return MainActor.assumeIsolated {
            guard let runtime = mainQueueOwner, runtime.mainRunLoop.capturesMainQueue else { return false }
            guard let deadline else {
                runtime.mainRunLoop.enqueue(work)
                return true
            }
            let now = DispatchTime.now().uptimeNanoseconds
            let delay = deadline.uptimeNanoseconds > now ? Int64(deadline.uptimeNanoseconds - now) : 0
            runtime.mainRunLoop.enqueue(after: MainQueueCapture.virtualSeconds(delay), work)
            return true
        }
    }

    /// Runs main-loop turns until quiescent at the current virtual time, if the loop has
    /// anything scheduled at all: what a driver calls between events when it does not run the
    /// clock (``runUntilIdle()`` and ``advance(by:)`` call it themselves). False when it gave
    /// up (``MainRunLoop/maximumTurnsPerSettle``).
    @discardableResult
    public func settleMainRunLoop() -> Bool {
        guard let runLoopStorage, runLoopStorage.hasScheduledWork else { return true }
        runLoopStorage.runUntilQuiescent()
        return runLoopStorage.isQuiescent
    }

    /// The next time the main loop has work due (a timer of the current mode, a delayed block).
    var nextRunLoopTime: Double? { runLoopStorage?.nextDueTime }
}
