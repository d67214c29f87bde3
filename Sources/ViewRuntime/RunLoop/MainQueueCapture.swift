internal import _RunLoopShims

/// Takes the blocks that code running on the main queue submits to `DispatchQueue.main`
/// (`async`, `asyncAfter` with a `DispatchTime` deadline, with or without QoS or a work item)
/// and queues them on the main run loop of the runtime that code belongs to
/// (``Runtime/current``'s: the task-local binding, else the process-wide default), so that
/// they run in that runtime's turns on its virtual clock.
///
/// The `_RunLoopShims` target defines `dispatch_async` and `dispatch_after`: the executable's
/// definitions win symbol resolution for libswiftDispatch's calls, and whatever the hook
/// declines goes on to libdispatch's own. Declined: other queues, calls from another thread
/// or queue, wall-clock deadlines, no runtime set, or a runtime with
/// ``MainRunLoop/capturesMainQueue`` off. A deadline's distance from now becomes virtual
/// seconds, rounded up to a whole millisecond, so the microseconds between `.now()` and the
/// call do not reach the trace.
enum MainQueueCapture {
    /// Installs the hook (once per process; every runtime's init calls it).
    static func install() { _ = installed }

    /// Installs the hook on first read (a lazy, thread-safe global).
    private static let installed: Void = vp_set_main_queue_hook(hook)

    /// How many blocks the hook has taken in this process.
    static var takenCount: UInt64 { vp_main_queue_taken() }

    /// Whether the calling code runs on the main dispatch queue.
    static var onMainQueue: Bool { vp_on_main_queue() }

    private static let hook: vp_main_queue_hook = { block, delay in
        let address = UInt(bitPattern: block)  // the block's owner is the hook now: pass it on
        return MainActor.assumeIsolated { take(UnsafeRawPointer(bitPattern: address)!, delayNanoseconds: delay) }
    }

    @MainActor
    private static func take(_ block: UnsafeRawPointer, delayNanoseconds: Int64) -> Bool {
        guard let runtime = Runtime.mainQueueOwner, runtime.mainRunLoop.capturesMainQueue else { return false }
        runtime.mainRunLoop.enqueue(block: block, delay: delayNanoseconds < 0 ? nil : virtualSeconds(delayNanoseconds))
        return true
    }

    /// `nanoseconds` as virtual seconds, rounded up to a whole millisecond.
    static func virtualSeconds(_ nanoseconds: Int64) -> Double {
        Double((nanoseconds + 999_999) / 1_000_000) / 1000
    }
}
