import Synchronization

/// The process-wide request to stop: the first SIGINT or SIGTERM, recorded by the CLI's signal
/// handler (Driver's `RunInterruption`) and read by every loop that can run longer than a
/// second, in every module: input reads blocked on a pipe (``BoundedInput``, the trace reader),
/// merging, the history store's commands, report rendering, the runners and workloads.
///
/// A loop that sees it stops there: a command that writes results writes them marked partial,
/// the others throw and write nothing, and the CLI exits 128 + the signal (130 or 143).
///
/// Cost: one relaxed atomic load per check. ``record(_:)`` is async-signal-safe (one atomic
/// compare-and-exchange).
package enum StopRequest {
    private static let signal = Atomic<Int32>(0)

    /// The signal that asked the process to stop, if one did.
    package static var requested: Int32? {
        let value = signal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Records `number` as the request, unless one was recorded already (the first wins).
    package static func record(_ number: Int32) {
        _ = signal.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent)
    }

    /// Forgets the request (tests; a driver that starts a new run after handling one).
    package static func reset() { signal.store(0, ordering: .sequentiallyConsistent) }

    /// Throws ``Stopped`` when a signal asked the process to stop.
    package static func check() throws(Stopped) {
        if let number = requested { throw Stopped(signal: number) }
    }

    /// Thrown by a loop that stopped on the request.
    package struct Stopped: Error, CustomStringConvertible {
        package let signal: Int32
        package var description: String { "stopped by \(StopRequest.name(signal))" }
    }

    /// "SIGINT", "SIGTERM" or "signal N".
    package static func name(_ number: Int32) -> String {
        number == 2 ? "SIGINT" : number == 15 ? "SIGTERM" : "signal \(number)"
    }
}

extension StopRequest {
    /// Throws a ``ResultsError`` of `code` ("stopped by SIGTERM") when a signal asked the
    /// process to stop: the check of the loops whose errors are ``ResultsError``.
    package static func check(_ code: ResultsError.Code) throws(ResultsError) {
        if let number = requested { throw ResultsError(code, "stopped by \(name(number))") }
    }
}
