public import Foundation

/// An action message: UIKit's selector, as a name (rule R3).
///
/// Two actions are equal when their names are. A responder implements an action by having an
/// ``ActionHandler`` for it (``Responder/handler(for:)``).
public struct Action: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name, e.g. `"save:"`.
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

/// How a responder runs an action: one of UIKit's three action signatures (rule R3).
public enum ActionHandler {
    /// `func action()`.
    case none(@MainActor () -> Void)
    /// `func action(_ sender: Any?)`.
    case sender(@MainActor (Any?) -> Void)
    /// `func action(_ sender: Any?, forEvent event: Event?)`.
    case senderAndEvent(@MainActor (Any?, Event?) -> Void)

    @MainActor
    func invoke(sender: Any?, event: Event?) {
        switch self {
        case .none(let body): body()
        case .sender(let body): body(sender)
        case .senderAndEvent(let body): body(sender, event)
        }
    }
}

/// An input event: what a control's action receives as its third argument.
public struct Event: Hashable, Sendable {
    /// What produced the event.
    public enum Kind: String, Sendable, Hashable { case touches, editing, programmatic }

    public var kind: Kind
    /// The touch's location in the control's coordinates, for touch events.
    public var location: Point?
    /// The tap count of the touch (2 for a double tap).
    public var tapCount: Int
    /// The virtual time of the event (``Runtime/now``).
    public var timestamp: Double

    public init(kind: Kind, location: Point? = nil, tapCount: Int = 0, timestamp: Double = 0) {
        self.kind = kind
        self.location = location
        self.tapCount = tapCount
        self.timestamp = timestamp
    }
}

extension Responder {
    /// Makes this responder implement `action` with `handler` (nil removes it).
    public func setHandler(for action: Action, _ handler: ActionHandler?) {
        if actionHandlers == nil { actionHandlers = [:] }
        actionHandlers?[action] = handler
    }

    /// Whether this responder implements `action` (UIKit's `responds(to:)`).
    public func responds(to action: Action) -> Bool { handler(for: action) != nil }

    /// The first responder, from this one along ``next``, whose
    /// ``canPerformAction(_:withSender:)`` is true for `action`, or nil (UIKit's
    /// `target(forAction:withSender:)`).
    public func target(forAction action: Action, withSender sender: Any?) -> Responder? {
        var current: Responder? = self
        var steps = 0
        while let responder = current, steps < 10_000 {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
            steps += 1
        }
        return nil
    }
}
