/// Where the widget classes record a misuse that UIKit raises an exception for.
///
/// Until the runtime's `UIKitException` recording lands (docs/UIKIT-COMPATIBILITY.md), such a misuse
/// is recorded as a ``Diagnostic`` with code ``Diagnostic/Code/widgetExceptionRaised`` and the text
/// `NAME: reason`; the call changes nothing. Every widget raise goes through
/// ``raiseWidgetException(name:reason:)``, so switching to the runtime's exceptions is one line.
extension Runtime {
    /// Records UIKit's exception `name` with `reason` (see the extension's documentation).
    func raiseWidgetException(name: String, reason: String) {
        record(.widgetExceptionRaised, "\(name): \(reason)")
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
