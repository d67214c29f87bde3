// Scheduled work on the runtime's virtual clock: `Timer`, `RunLoop.add(_:forMode:)` and
// `DispatchQueue.main.async`/`asyncAfter` as an iOS file writes them (docs/UIKIT.md,
// "Scheduled work on the runtime's clock"; docs/RUNLOOP.md).

/// A timer on the runtime's main run loop and virtual clock: UIKit code's `Timer`
/// (`Foundation.Timer`'s API, TM1-TM9). In a file that imports only UIKit this name wins over
/// Foundation's; a file that also imports Foundation directly must write `UIKit.Timer` (or
/// drop `import Foundation`, which UIKit re-exports).
public typealias Timer = RunLoopTimer

extension RunLoop {
    /// Adds `timer` to the current runtime's main run loop in `mode` (`.default`, `.common`,
    /// `.tracking`), as `RunLoop.main.add(_:forMode:)` does on iOS.
    @MainActor
    public func add(_ timer: RunLoopTimer, forMode mode: RunLoop.Mode) {
        Runtime.current.mainRunLoop.add(timer, forMode: mode)
    }
}

extension DispatchQueue {
    /// `DispatchQueue.main.async { ... }` from the main queue runs at the runtime's next
    /// main-queue drain (RL10), holding the closure, whose captures the leak walk reads, until
    /// then. Any other queue, or a call from another thread, goes to libdispatch.
    public func async(execute work: @escaping @Sendable () -> Void) {
        if label == "com.apple.main-thread", Runtime.takeMainQueueWork(deadline: nil, work) { return }
        async(group: nil, execute: work)
    }

    /// `DispatchQueue.main.asyncAfter(deadline:) { ... }` from the main queue runs when the
    /// runtime's virtual clock reaches the deadline (RL11): `.now() + 600` runs during a
    /// 600-second `advance`, and holds the closure until then. Any other queue, or a call from
    /// another thread, goes to libdispatch.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        if label == "com.apple.main-thread", Runtime.takeMainQueueWork(deadline: deadline, work) { return }
        asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }
}
