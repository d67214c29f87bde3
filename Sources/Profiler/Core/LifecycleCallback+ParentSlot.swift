import ViewRuntime

extension LifecycleCallback {
    /// The slot of the parent a `willMove(toParent:)` or `didMove(toParent:)` names, nil for
    /// every other callback (what the invariant checker compares). No `Optional.map` closure:
    /// a closure reading main-actor state from a non-isolated function is checked for
    /// isolation at run time on every call.
    @MainActor
    var parentSlot: Int? {
        switch self {
        case .willMoveToParent(let parent), .didMoveToParent(let parent):
            if let parent { return parent.instrumentationSlot }
            return nil
        default:
            return nil
        }
    }
}
