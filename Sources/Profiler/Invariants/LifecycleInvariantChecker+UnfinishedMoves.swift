/// Containment calls left half done (C2, C3): a `willMove(toParent:)` whose `didMove(toParent:)`
/// never came. UIKit's documentation requires the container to call `didMove(toParent:)` after
/// `addChild(_:)` (which sends the `willMove`), and `removeFromParent()` (which sends
/// `didMove(toParent: nil)`) after `willMove(toParent: nil)`. A transition may span callbacks, so
/// this is checked at quiescence (a scenario's `teardown` and its end), not per callback.
extension LifecycleInvariantChecker {
    /// The live controllers (keys) with a `willMove(toParent:)` and no `didMove` yet, each with
    /// the parent it announced (nil: a removal) and the parent it had (from its last
    /// `didMove(toParent:)`). O(controllers).
    public func unfinishedMoves() -> [(controller: Int, parent: Int?, currentParent: Int?)] {
        states.indices.compactMap { key in
            guard !states[key].dead, case .some(let parent) = states[key].pendingMove else { return nil }
            return (key, parent, states[key].parent)
        }
    }

    /// The message for an unfinished move to `parent` (named `parentLabel`).
    static func unfinishedMoveMessage(parent: Int?, parentLabel: String) -> String {
        guard parent != nil else {
            return
                "willMove(toParent: nil) without removeFromParent(): the container must call removeFromParent() after it, which sends didMove(toParent: nil) (C3)"
        }
        return
            "willMove(toParent: \(parentLabel)) without didMove(toParent:): addChild(_:) sends willMove, the container must call didMove(toParent:) once the child is in place (C2)"
    }
}
