import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM as a request to stop: the handler only records the signal, and the
/// scenario runner, the soak walk and the bench suite look at it between steps (operations,
/// workloads), stop there, and return what they measured so far, marked as interrupted
/// (``RunStatus/interruptedBy``; exit 130 or 143).
///
/// Call ``install()`` once, before a long run, from the process's entry point; a library
/// user who drives runners from their own code may leave it alone (then signals keep their
/// default action). A second signal of the same kind, while the first one is being handled,
/// ends the process at once with the default action, for a run stuck inside one long step.
///
/// Cost: one relaxed atomic load per step.
public enum RunInterruption {
    /// 0, or the number of the signal received.
    private static let received = Atomic<Int32>(0)

    /// Installs the handlers for SIGINT and SIGTERM.
    public static func install() {
        _ = received.load(ordering: .relaxed)  // initialize the static before any handler can run
        // A parent may start us with the signals blocked (the mask is inherited across exec;
        // test runners and some CI agents block them): unblock them, or no handler would run.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in
                if RunInterruption.received.exchange(number, ordering: .relaxed) == number {
                    signal(number, SIG_DFL)
                    raise(number)
                }
            }
        }
    }

    /// The signal that asked the run to stop, if one did.
    public static var requested: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Forgets a received signal (tests; a driver that starts a new run after handling one).
    public static func reset() { received.store(0, ordering: .relaxed) }

    /// Records `signal` as if it had been received (tests).
    public static func simulate(_ signal: Int32) { received.store(signal, ordering: .relaxed) }
}

/// Thrown inside a runner's loop when a signal asked it to stop.
struct Interrupted: Error {
    let signal: Int32
}
