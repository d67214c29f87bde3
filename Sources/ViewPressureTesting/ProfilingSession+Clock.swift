public import Profiler
public import ViewRuntime

/// The session's virtual clock: scheduled work (timers, `DispatchQueue.main` blocks,
/// `asyncAfter` deadlines) runs on it, never on the wall clock (docs/RUNLOOP.md).
extension ProfilingSession {
    /// Moves the virtual clock forward by `seconds`, running every timer, delayed block and
    /// transition end that falls due, with the main run loop's turns between them: a
    /// 600-second `asyncAfter` runs during `advance(by: 600)`.
    public func advance(by seconds: Double) {
        runtime.advance(by: seconds)
        runtime.runPendingLayoutPasses()
    }

    /// The controllers the last leak check found held only by pending work that lets go by
    /// itself (a delayed or main-queue block, a one-shot timer): released when the clock
    /// reaches their time, so not leaks.
    public var delayedReleases: [DelayedRelease] { profiler.delayedReleases }
}
