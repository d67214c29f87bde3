public import ViewRuntime

/// Containment calls left half done (C2, C3), checked at quiescence.
extension RuntimeProfiler {
    /// Reports each live controller whose `willMove(toParent:)` has no `didMove(toParent:)` yet
    /// (``LifecycleInvariantChecker/unfinishedMoves()``) as a `moveWithoutPair` violation (the
    /// run's first is kept in the results, exit 4); returns them. Nothing while the checker is off.
    /// Call at quiescence: a transition in flight may have a pending move.
    ///
    /// - Parameter container: whether a move whose container has this label is checked (the parent
    ///   announced, or for a removal the parent it leaves; a move with neither is not checked); a
    ///   driver passes its custom containers, leaving UIKit's own containers to their rules' tests.
    @discardableResult
    public func checkUnfinishedMoves(in container: (String) -> Bool = { _ in true }) -> [InvariantViolation] {
        guard core.checksInvariants else { return [] }
        var found: [InvariantViolation] = []
        for (slot, parent, currentParent) in core.unfinishedMoves() {
            guard let owner = parent ?? currentParent, container(slotLabel(owner)) else { continue }
            let event = LifecycleEventRecord(seq: core.seq, controller: slot, label: slotLabel(slot), kind: .willMoveToParent, parent: parent)
            let message = LifecycleInvariantChecker.unfinishedMoveMessage(parent: parent, parentLabel: parent.map(slotLabel) ?? "nil")
            let violation = InvariantViolation(rule: .moveWithoutPair, event: event, message: message)
            core.keepIfFirst(violation)
            found.append(violation)
        }
        return found
    }

    /// The label of the controller in `slot`.
    func slotLabel(_ slot: Int) -> String {
        slot >= 0 && slot < core.accounts.count ? label(of: core.accounts[slot]) : "#\(slot)"
    }
}
