import Results
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM as a request to stop: the handler only records the signal, and the
/// scenario runner, the soak walk and the bench suite (between workloads, between passes and
/// inside a large table's scroll) look at it, stop there, and return what they measured so
/// far, marked as interrupted (``RunStatus/interruptedBy``; exit 130 or 143).
///
/// Call ``install()`` once, before a long run, from the process's entry point; a library
/// user who drives runners from their own code may leave it alone (then signals keep their
/// default action).
///
/// ## Repeated signals
/// A terminal's Ctrl-C reaches the whole process group, and `timeout -s INT` or a CI agent may
/// send a second signal a few milliseconds after the first: a second signal within
/// ``gracePeriodNanoseconds`` (2 s) of the first is the same request, not a kill. A third
/// signal, or a second one after the grace period (the run is stuck inside one long step, or
/// still writing its results), ends the process at once with the signal's default action, and
/// says so on standard error (docs/RELIABILITY.md).
///
/// Cost: one relaxed atomic load per step. The handler only touches atomics and calls
/// `clock_gettime`, `write`, `signal` and `raise`; it is installed with
/// `sigaction` without `SA_RESTART`, so a blocking read returns `EINTR` and its loop stops, all async-signal-safe.
package enum RunInterruption {
    /// 0, or the number of the first signal received.
    private static let received = Atomic<Int32>(0)
    /// Signals received since the last ``reset()``.
    private static let count = Atomic<Int>(0)
    /// CLOCK_MONOTONIC nanoseconds of the first signal.
    private static let firstNanoseconds = Atomic<UInt64>(0)

    /// Whether the first signal ends the process at once with 128 + the signal (``endAtOnce()``).
    private static let endsAtOnce = Atomic<Bool>(false)

    /// Makes the first SIGINT or SIGTERM end the process at once (`_exit(128 + signal)`): for a
    /// command that writes nothing and has no loop that looks at the request (`list`, `probe`).
    package static func endAtOnce() { endsAtOnce.store(true, ordering: .sequentiallyConsistent) }

    /// How long after the first signal a second one is taken as the same request: 2 s.
    package static let gracePeriodNanoseconds: UInt64 = 2_000_000_000

    /// Installs the handlers for SIGINT and SIGTERM.
    package static func install() {
        _ = received.load(ordering: .relaxed)  // initialize the statics before any handler can run
        _ = count.load(ordering: .relaxed)
        _ = firstNanoseconds.load(ordering: .relaxed)
        _ = endsAtOnce.load(ordering: .relaxed)
        // A parent may start us with the signals blocked (the mask is inherited across exec;
        // test runners and some CI agents block them): unblock them, or no handler would run.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        // sigaction without SA_RESTART: a read blocked on a pipe or a FIFO returns EINTR, and
        // the reader looks at the request (``StopRequest``) instead of waiting for input.
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            action.__sigaction_handler.sa_handler = { number in
                switch RunInterruption.receive(number, at: RunInterruption.monotonicNanoseconds()) {
                case .stop:
                    if RunInterruption.endsAtOnce.load(ordering: .relaxed) { _exit(128 + number) }
                    RunInterruption.say("viewpressure: stopping at the end of the current step (a third signal ends the process at once)\n")
                case .sameRequest:
                    RunInterruption.say(
                        "viewpressure: already stopping; a second signal within 2 s is the same request (a third ends the process at once)\n")
                case .endNow:
                    RunInterruption.say(
                        "viewpressure: ending at once on a repeated signal; results being written are lost (temporary files are removed at the next start)\n"
                    )
                    signal(number, SIG_DFL)
                    raise(number)
                }
            }
            sigaction(number, &action, nil)
        }
    }

    /// What a received signal does.
    package enum Response: Sendable, Equatable {
        /// The first: stop at the end of the current step.
        case stop
        /// A second one within the grace period: the same request.
        case sameRequest
        /// A third, or a second after the grace period: end the process now.
        case endNow
    }

    /// Records `number`, received at `nanoseconds` (CLOCK_MONOTONIC), and says what it does.
    /// The signal handler's logic; tests call it with chosen times.
    package static func receive(_ number: Int32, at nanoseconds: UInt64) -> Response {
        let order = count.add(1, ordering: .sequentiallyConsistent).newValue
        if order == 1 {
            firstNanoseconds.store(nanoseconds, ordering: .sequentiallyConsistent)
            received.store(number, ordering: .sequentiallyConsistent)
            StopRequest.record(number)
            return .stop
        }
        let first = firstNanoseconds.load(ordering: .sequentiallyConsistent)
        if order == 2, nanoseconds &- first <= gracePeriodNanoseconds { return .sameRequest }
        return .endNow
    }

    /// The signal that asked the run to stop, if one did.
    package static var requested: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Forgets received signals (tests; a driver that starts a new run after handling one).
    package static func reset() {
        received.store(0, ordering: .sequentiallyConsistent)
        count.store(0, ordering: .sequentiallyConsistent)
        firstNanoseconds.store(0, ordering: .sequentiallyConsistent)
        StopRequest.reset()
    }

    /// Records `signal` as if it had been received (tests).
    package static func simulate(_ signal: Int32) {
        received.store(signal, ordering: .relaxed)
        StopRequest.record(signal)
    }

    /// Throws ``Interrupted`` when a signal asked the run to stop.
    static func check() throws(Interrupted) {
        if let signal = requested { throw Interrupted(signal: signal) }
    }

    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    private static func say(_ text: StaticString) {
        _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
    }
}

/// Thrown inside a runner's loop when a signal asked it to stop.
package struct Interrupted: Error {
    package let signal: Int32
}
