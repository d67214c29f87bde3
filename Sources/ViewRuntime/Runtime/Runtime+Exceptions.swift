import Foundation

/// Exceptions UIKit raises, recorded instead of trapping (see ``UIKitException``).
extension Runtime {
    /// How many raised exceptions ``raisedExceptions`` keeps (a soak drains them each step).
    public static let maximumRaisedExceptionsKept = 1_000

    /// Records that UIKit raised `exception`: keeps it in ``raisedExceptions`` (the first
    /// ``maximumRaisedExceptionsKept`` until drained) and records an
    /// ``Diagnostic/Code/exceptionRaised`` diagnostic with `NAME: reason`, which the observer hears.
    ///
    /// The caller leaves its state as UIKit leaves it (the raising call does nothing). A scenario
    /// step or a `ProfilingSession` step that raised fails with the exception.
    public func raise(_ exception: UIKitException) {
        raisedExceptionCount += 1
        if raisedExceptionStorage.count < Self.maximumRaisedExceptionsKept { raisedExceptionStorage.append(exception) }
        record(Diagnostic(.exceptionRaised, exception.description))
    }

    /// Records the exception UIKit raises for `error` (a ``RuntimeError`` or ``TableUpdateError``
    /// a checked operation threw); any other error as an `NSInternalInconsistencyException`.
    func raise(_ error: any Error) {
        switch error {
        case let error as RuntimeError: raise(UIKitException(error))
        case let error as TableUpdateError: raise(UIKitException(RuntimeError(error)))
        default: raise(UIKitException(name: .internalInconsistency, reason: "\(error)"))
        }
    }

    /// The exceptions raised and not yet drained, oldest first.
    public var raisedExceptions: [UIKitException] { raisedExceptionStorage }

    /// Returns the exceptions raised since the last drain, oldest first, and forgets them.
    @discardableResult
    public func drainRaisedExceptions() -> [UIKitException] {
        guard !raisedExceptionStorage.isEmpty else { return [] }
        let drained = raisedExceptionStorage
        raisedExceptionStorage.removeAll(keepingCapacity: true)
        return drained
    }
}
