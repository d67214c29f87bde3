/// UIKit's closure actions on controls (`addAction(_:for:)`, iOS 14).
extension Control {
    /// Adds `action` for `events`, held strongly: sending one of those events performs it, with the
    /// control as its ``ClosureAction/sender``, after the target-actions (as ``addHandler(for:_:)``).
    public func addAction(_ action: ClosureAction, for events: ControlEvents) {
        closureActions.append((action, events))
        addHandler(for: events) { [weak action] control, _ in
            guard let action, control.closureActions.contains(where: { $0.action === action && !$0.events.isDisjoint(with: events) })
            else { return }
            action.perform(sender: control)
        }
    }

    /// Removes `action` for `events` (UIKit's `removeAction(_:for:)`).
    public func removeAction(_ action: ClosureAction, for events: ControlEvents) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the actions with `identifier` for `events` (UIKit's `removeAction(identifiedBy:for:)`).
    public func removeAction(identifiedBy identifier: ClosureAction.Identifier, for events: ControlEvents) {
        closureActions = closureActions.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let remaining = entry.events.subtracting(events)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// The closure actions added for any of `events`, in the order added.
    public func closureActions(for events: ControlEvents) -> [ClosureAction] {
        closureActions.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    }
}
