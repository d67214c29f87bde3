/// A view that turns touches into action messages: the runtime's UIControl (rules R2-R4).
///
/// Register actions with ``addTarget(_:action:for:)`` (a nil target searches the responder chain,
/// rule R2) or ``addHandler(for:_:)``. Drive it with the touch simulation of `Control+Tracking.swift`
/// (``simulateTouch(began:tapCount:)`` and friends): a press inside sends `touchDown` then
/// `touchUpInside`; a drag out sends `touchDragInside` until the finger is more than
/// ``trackingSlop`` (70 pt) outside the bounds, then `touchDragExit` with `touchDragOutside`, and
/// ends with `touchUpOutside`; a system cancel sends `touchCancel`. Actions run at once (R3).
@MainActor
open class Control: View {
    /// How far outside its bounds a tracked touch still counts as inside (rule R4: about 70 pt).
    public static let trackingSlop: Double = 70

    struct TargetAction {
        weak var target: Responder?
        let hasTarget: Bool
        let action: Action
        let events: ControlEvents
    }

    var targetActions: [TargetAction] = []
    var handlers: [(events: ControlEvents, body: @MainActor (Control, Event?) -> Void)] = []
    /// The closure actions added with ``addAction(_:for:)`` (Control+ClosureActions.swift), held strongly as UIKit does.
    var closureActions: [(action: ClosureAction, events: ControlEvents)] = []
    var activeTouch: Touch?

    /// Disabled controls ignore touches. Default true.
    public var isEnabled = true
    /// Whether the control is selected (a state flag for subclasses). Default false.
    public var isSelected = false
    /// True while a touch is down and inside the expanded bounds.
    public internal(set) var isHighlighted = false
    /// True while a touch is being tracked (``beginTracking(_:with:)`` returned true).
    public internal(set) var isTracking = false
    /// True while the tracked touch is inside the expanded bounds.
    public internal(set) var isTouchInside = false

    /// Adds an action for `events`. With a nil `target` the action goes up the responder chain
    /// (rule R2). The target is held weakly, as UIKit does.
    public func addTarget(_ target: Responder?, action: Action, for events: ControlEvents) {
        targetActions.append(TargetAction(target: target, hasTarget: target != nil, action: action, events: events))
    }

    /// Removes the actions of `target` (nil: the nil-target ones) matching `action` (nil: any) for
    /// any of `events`.
    public func removeTarget(_ target: Responder?, action: Action?, for events: ControlEvents) {
        targetActions.removeAll { entry in
            entry.target === target && (action == nil || entry.action == action) && !entry.events.isDisjoint(with: events)
        }
    }

    /// The actions registered for `event` with `target` (nil: nil-target actions).
    public func actions(forTarget target: Responder?, forControlEvent event: ControlEvents) -> [Action] {
        targetActions.filter { $0.target === target && !$0.events.isDisjoint(with: event) }.map(\.action)
    }

    /// The events for which any action or handler is registered.
    public var allControlEvents: ControlEvents {
        var events: ControlEvents = []
        for entry in targetActions { events.formUnion(entry.events) }
        for entry in handlers { events.formUnion(entry.events) }
        return events
    }

    /// Adds a closure run for `events` (UIKit's `UIAction`), after the target-actions.
    public func addHandler(for events: ControlEvents, _ body: @escaping @MainActor (Control, Event?) -> Void) {
        handlers.append((events, body))
    }

    /// Sends the actions for `events` now, each single event in bit order, and for each its
    /// target-actions in registration order, then its handlers. A target-action whose target died
    /// is skipped. Nil-target actions go through ``Application/sendAction(_:to:from:for:)``'s
    /// responder-chain search; one that nobody handles is dropped.
    public func sendActions(for events: ControlEvents, event: Event? = nil) {
        for single in events.singleEvents {
            for entry in targetActions where entry.events.contains(single) {
                if entry.hasTarget {
                    guard let target = entry.target else { continue }
                    Application.dispatch(entry.action, to: target, from: self, for: event)
                } else {
                    Application.dispatch(entry.action, to: nil, from: self, for: event)
                }
            }
            for entry in handlers where entry.events.contains(single) { entry.body(self, event) }
        }
    }

    // MARK: Tracking (overridable)

    /// Called when a touch begins inside the control; return false to ignore the touch (then no
    /// tracking event follows, not even `touchDown`). Default true.
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }

    /// Called for each move of a tracked touch, before the drag events are sent; return false to
    /// stop tracking (later moves and the end send nothing). Default true.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }

    /// Called when a tracked touch ends, before `touchUpInside`/`touchUpOutside` is sent.
    open func endTracking(_ touch: Touch?, with event: Event?) {}

    /// Called when the system cancels a tracked touch, before `touchCancel` is sent.
    open func cancelTracking(with event: Event?) {}

    /// The runtime's own controls react here, after `touchUpInside`/`touchUpOutside` was sent.
    func trackedTouchDidEnd(inside: Bool, event: Event?) {}
}

extension Application {
    /// ``sendAction(_:to:from:for:)`` without an application instance (controls outside a window).
    @discardableResult
    static func dispatch(_ action: Action, to target: Responder?, from sender: Any?, for event: Event?) -> Bool {
        let receiver: Responder?
        if let target {
            receiver = target.handler(for: action) != nil ? target : nil
        } else {
            let senderResponder = sender as? Responder
            let start = senderResponder?.responderWindow?.firstResponderStorage ?? senderResponder
            receiver = start?.target(forAction: action, withSender: sender)
        }
        guard let receiver, let handler = receiver.handler(for: action) else { return false }
        handler.invoke(sender: sender, event: event)
        return true
    }
}
