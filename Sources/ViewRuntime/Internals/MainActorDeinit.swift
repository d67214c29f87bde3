/// Runs `body`, main-actor code, from a deinit (which is not isolated: a user's subclass declares
/// a plain `deinit`, so the runtime's classes do too).
///
/// A release build skips `MainActor.assumeIsolated`'s executor check: at one check per view and
/// controller deinit it was about 10% of a deep-navigation pass's instructions (callgrind:
/// `isMainExecutor`, `swift_task_isCurrentExecutorWithFlags`, `_isSameExecutor`). Sound because
/// every runtime object is main-actor state, made, held and released on the main actor (the
/// runtime starts no thread and hands no object to one). A debug build keeps the check, so the
/// tests would trap on a release off the main actor.
@inline(__always)
func onMainActorFromDeinit(_ body: @MainActor () -> Void) {
    #if DEBUG
    MainActor.assumeIsolated(body)
    #else
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> Void).self)()
    }
    #endif
}
