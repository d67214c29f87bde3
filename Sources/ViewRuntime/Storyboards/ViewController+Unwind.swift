import Foundation

/// What an unwind search is looking for: UIKit's `UIStoryboardUnwindSegueSource`.
@preconcurrency @MainActor
public final class UnwindSegueSource {
    /// The controller the unwind starts from.
    public let sourceViewController: ViewController
    /// The action the destination must accept.
    public let unwindAction: Action
    /// The sender given to `performSegue`.
    public let sender: Any?

    init(sourceViewController: ViewController, unwindAction: Action, sender: Any?) {
        self.sourceViewController = sourceViewController
        self.unwindAction = unwindAction
        self.sender = sender
    }
}

/// Unwind segues (rule SB6).
extension ViewController {
    /// The child of this controller whose subtree (through parents and presentations) holds the
    /// source, or nil.
    public func childContaining(_ source: UnwindSegueSource) -> ViewController? {
        var current: ViewController? = source.sourceViewController
        while let candidate = current {
            if candidate.parent === self { return candidate }
            current = candidate.parent ?? candidate.presentingStorage
        }
        return nil
    }

    /// Finds the destination of `source`'s action (rule SB6): from the source, walk up to the
    /// parent or, without one, the presenting controller; at each, search its
    /// ``allowedChildrenForUnwinding(from:)`` depth first (children before their parent), then ask it
    /// ``canPerformUnwindSegueAction(_:from:sender:)``. The first match - the most recent - wins.
    public static func unwindDestination(for source: UnwindSegueSource) -> ViewController? {
        unwindDestination(for: source) {
            $0.canPerformUnwindSegueAction(source.unwindAction, from: source.sourceViewController, sender: source.sender)
        }
    }

    /// The SB6 search with `accepts` in place of ``canPerformUnwindSegueAction(_:from:sender:)``
    /// (the source itself is never a destination). Tab bar controllers, split views and
    /// presentations are searched as any container: through ``allowedChildrenForUnwinding(from:)``.
    public static func unwindDestination(for source: UnwindSegueSource, accepts: (ViewController) -> Bool) -> ViewController? {
        var current = source.sourceViewController
        while let up = current.parent ?? current.presentingStorage {
            if let found = up.searchUnwindDestination(source, accepts: accepts) { return found }
            current = up
        }
        return nil
    }

    private func searchUnwindDestination(_ source: UnwindSegueSource, accepts: (ViewController) -> Bool) -> ViewController? {
        for child in allowedChildrenForUnwinding(from: source) {
            if let found = child.searchUnwindDestination(source, accepts: accepts) { return found }
        }
        if self !== source.sourceViewController, accepts(self) { return self }
        return nil
    }

    /// Unwinds from this controller to the most recent controller that `accepts` (rule SB6 with a
    /// predicate for the action check, as a harness that names destinations rather than actions
    /// needs): the search of ``unwindDestination(for:accepts:)``, then `prepare(for:sender:)` on this
    /// controller (the source), then the transition back (``Segue/perform()``). Returns the
    /// destination, or nil (and changes nothing, calls nothing) when none accepts.
    @discardableResult
    public func performUnwind(
        identifier: String?, action: Action = "unwind:", sender: Any? = nil, animated: Bool = true,
        to accepts: (ViewController) -> Bool
    ) throws -> ViewController? {
        let source = UnwindSegueSource(sourceViewController: self, unwindAction: action, sender: sender)
        guard let destination = Self.unwindDestination(for: source, accepts: accepts) else { return nil }
        let segue = Segue(identifier: identifier, source: self, destination: destination, kind: .unwind)
        segue.unwindAction = action
        segue.animates = animated
        callPrepare(for: segue, sender: sender)
        segue.perform()
        return destination
    }

    /// SB6 steps 2-4: `prepare(for:sender:)` on the source, the destination's action (its handler
    /// gets the segue as sender), then ``Segue/perform()`` (the transition back). No destination:
    /// a diagnostic, nothing else.
    package func performUnwind(_ template: SegueTemplate, sender: Any?) {
        guard let action = template.unwindAction else { return }
        let source = UnwindSegueSource(sourceViewController: self, unwindAction: action, sender: sender)
        guard let destination = Self.unwindDestination(for: source) else {
            runtime.record(.unwindDestinationNotFound, "Could not find a view controller to unwind to for action \(action) from \(self)")
            return
        }
        let segue =
            template.makeSegue?(template.identifier, self, destination)
            ?? Segue(identifier: template.identifier, source: self, destination: destination, kind: .unwind)
        segue.unwindAction = action
        segue.animates = template.animates
        if let handler = template.performHandler { segue.performHandler = handler }
        callPrepare(for: segue, sender: sender)
        destination.handler(for: action)?.invoke(sender: segue, event: nil)
        segue.perform()
    }
}

extension Segue {
    /// The transition of an unwind segue: each container from the window's root down to the
    /// destination gets ``ViewController/unwind(for:towards:)`` (a navigation controller pops, a tab
    /// bar controller selects), then whatever is presented above the destination's chain is dismissed.
    func performUnwindTransition() {
        var path: [(container: ViewController, child: ViewController)] = []
        var node = destination
        while let parent = node.parent {
            path.append((parent, node))
            node = parent
        }
        for step in path.reversed() { step.container.unwind(for: self, towards: step.child) }
        if destination.presentedViewController != nil {
            destination.dismiss(animated: source.runtime.areAnimationsEnabled)
        }
    }
}
