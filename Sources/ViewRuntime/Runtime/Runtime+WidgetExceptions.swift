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

    /// The runtime that widgets created without one join (an alert controller made with UIKit's
    /// initializer): one per process, made on first use. Replaced by the ambient runtime
    /// (`Runtime.current`) when it lands.
    public static var widgetDefault: Runtime {
        if let made = widgetDefaultStorage { return made }
        let made = Runtime()
        widgetDefaultStorage = made
        return made
    }
    private static var widgetDefaultStorage: Runtime?
}

extension Diagnostic.Code {
    /// A misuse UIKit raises an exception for, met by a widget class (`AlertController`...): the
    /// message is `NAME: reason`; the call changed nothing.
    public static let widgetExceptionRaised = Diagnostic.Code("widgetExceptionRaised")
}
