import Foundation

/// A single-line text field: a tap makes it first responder, which sends `editingDidBegin`;
/// typing sends `editingChanged`; Return sends `editingDidEndOnExit` (and resigns when an action is
/// registered for it, as UIKit does); resigning sends `editingDidEnd`.
@MainActor
open class TextField: Control {
    /// The text.
    public var text = ""

    /// Text fields can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Sends `editingDidBegin`.
    open override func didBecomeFirstResponder() {
        sendActions(for: .editingDidBegin, event: Event(kind: .editing))
    }

    /// Sends `editingDidEnd`.
    open override func didResignFirstResponder() {
        sendActions(for: .editingDidEnd, event: Event(kind: .editing))
    }

    override func trackedTouchDidEnd(inside: Bool, event: Event?) {
        if inside { becomeFirstResponder() }
    }

    /// Types `characters` at the end of ``text`` and sends `editingChanged`; ignored unless the
    /// field is first responder.
    public func simulateTyping(_ characters: String) {
        guard isFirstResponder else { return }
        text += characters
        sendActions(for: .editingChanged, event: Event(kind: .editing))
    }

    /// Presses Return: `editingDidEndOnExit`, then, if something is registered for that event,
    /// ``Responder/resignFirstResponder()`` (`editingDidEnd`). Ignored unless the field is first responder.
    public func simulateReturnKey() {
        guard isFirstResponder else { return }
        sendActions(for: .editingDidEndOnExit, event: Event(kind: .editing))
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }
}
