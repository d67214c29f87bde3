import Foundation

/// The ambient runtime: the one that controllers, views, windows and storyboards created without
/// a runtime join, as UIKit's objects all belong to `UIApplication.shared`.
///
/// ``Runtime/current`` is, in order:
/// 1. the runtime bound to the current task by ``Runtime/withCurrent(_:_:)`` (a task-local value:
///    it holds for the closure and the child tasks it creates, and for nothing else);
/// 2. else the process-wide default, set by assigning ``Runtime/current`` (the command line, the
///    scenario driver and `ProfilingSession` set it to the runtime they create);
/// 3. else a runtime made on first use with the default screen and settings.
///
/// Tests that run in parallel each bind their own runtime with ``Runtime/withCurrent(_:_:)``, or
/// create their objects right after the session that set the default, before any `await`: the
/// process-wide default is one value, and the last writer wins; the task-local binding always wins
/// over it.
extension Runtime {
    /// The task-local binding of ``current``; see ``withCurrent(_:_:)``.
    @TaskLocal static var taskCurrent: Runtime?

    /// The process-wide default, or nil until set or first read.
    private static var processCurrent: Runtime?

    /// The runtime that objects created without one join (UIKit's `UIApplication.shared`'s world):
    /// the task-local binding of ``withCurrent(_:_:)`` if any, else the process-wide default.
    ///
    /// Setting it sets the process-wide default (the task-local binding, where there is one, still
    /// wins inside its scope). Reading it when nothing was set makes a runtime with the default
    /// screen and settings and keeps it as the default.
    public static var current: Runtime {
        get {
            if let bound = taskCurrent { return bound }
            if let processCurrent { return processCurrent }
            let made = Runtime()
            processCurrent = made
            return made
        }
        set { processCurrent = newValue }
    }

    /// The runtime whose main run loop takes `DispatchQueue.main` blocks scheduled now: the
    /// task-local binding, else the process-wide default if one was set or made (never makes
    /// one).
    static var mainQueueOwner: Runtime? { taskCurrent ?? processCurrent }

    /// Runs `body` with ``current`` bound to `runtime` for the current task and its child tasks.
    ///
    /// The binding is task-local: other tasks (tests running in parallel) keep their own, and it ends
    /// when `body` returns. It wins over the process-wide default.
    public static func withCurrent<Result>(
        _ runtime: Runtime, _ body: () throws -> Result
    ) rethrows -> Result {
        try $taskCurrent.withValue(runtime, operation: body)
    }

    /// Runs the asynchronous `body` with ``current`` bound to `runtime` for the current task and its
    /// child tasks; see the synchronous ``withCurrent(_:_:)``.
    public static func withCurrent<Result>(
        _ runtime: Runtime,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $taskCurrent.withValue(runtime, operation: body, isolation: isolation)
    }
}
