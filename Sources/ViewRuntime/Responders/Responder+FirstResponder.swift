import Foundation

/// First-responder tracking, one per window.
extension Responder {
    /// The window this responder is in: a view's window, a controller's view's window (without
    /// loading it), a window itself; nil for the application.
    var responderWindow: Window? {
        if let view = self as? View { return view.window }
        if let controller = self as? ViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool { responderWindow?.firstResponderStorage === self }

    /// Makes this responder its window's first responder. Fails (returns false, changes nothing) if
    /// ``canBecomeFirstResponder`` is false, if it is not in a window, or if the current first
    /// responder refuses to resign. On success the previous one gets
    /// ``didResignFirstResponder()`` first, then this one ``didBecomeFirstResponder()``.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponderStorage === self { return true }
        if let current = window.firstResponderStorage {
            guard current.resignFirstResponder() else { return false }
        }
        window.firstResponderStorage = self
        didBecomeFirstResponder()
        return true
    }

    /// Gives up first-responder status. Returns false (and stays first responder) if
    /// ``canResignFirstResponder`` is false; true otherwise, also when it was not first responder.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard let window = responderWindow, window.firstResponderStorage === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponderStorage = nil
        didResignFirstResponder()
        return true
    }
}

extension Application {
    /// Sends `action` (rules R2, R3) and returns whether a responder handled it.
    ///
    /// With a `target`, the target's handler runs if it has one. With a nil target, the search starts
    /// at the first responder of the sender's window, or at the sender itself when that window has
    /// none (R2's default, after Chameleon), and walks ``Responder/next`` until a responder's
    /// ``Responder/canPerformAction(_:withSender:)`` is true; its handler runs at once.
    ///
    /// - Parameters:
    ///   - action: The action to send.
    ///   - target: The receiver, or nil for the responder chain.
    ///   - sender: The object sending it (usually a ``Control``), passed to handlers that take one.
    ///   - event: The event that triggered it, passed to `(sender, event)` handlers.
    @discardableResult
    public func sendAction(_ action: Action, to target: Responder?, from sender: Any?, for event: Event?) -> Bool {
        Application.dispatch(action, to: target, from: sender, for: event)
    }
}
