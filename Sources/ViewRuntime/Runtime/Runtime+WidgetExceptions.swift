import Foundation

/// Where the widget classes record a misuse that UIKit raises an exception for.
///
/// Such a misuse is recorded as the runtime's ``UIKitException`` (``raise(_:)``: kept in
/// ``raisedExceptions``, a ``Diagnostic/Code/exceptionRaised`` diagnostic, the scenario step or the
/// `ProfilingSession` step fails with it); the call changes nothing.
extension Runtime {
    /// Records UIKit's exception `name` with `reason` (see the extension's documentation).
    func raiseWidgetException(name: String, reason: String) {
        raise(UIKitException(name: UIKitException.Name(name), reason: reason))
    }
}
