import Foundation

/// The finger of an interactive transition (``InteractivePopTransition``,
/// ``PageTurnTransition``): how far it went, and whether it let go.
///
/// `finish` takes the remaining share of the transition's duration on the virtual clock and
/// `cancel` the share already done; only the first of them counts.
struct InteractiveProgress {
    /// How far the finger went, 0...1.
    private(set) var fraction: Double = 0
    /// True once the transition was finished or cancelled.
    private(set) var isCompleting = false

    /// Moves the finger to `progress`, clamped to 0...1; ignored once completing.
    mutating func update(_ progress: Double) {
        guard !isCompleting else { return }
        fraction = min(1, max(0, progress))
    }

    /// Lets go: returns the virtual time the completion takes, `(1 - progress) x duration` to
    /// finish or `progress x duration` to cancel, or nil when it had already let go.
    mutating func complete(finishing: Bool, duration: Double) -> Double? {
        guard !isCompleting else { return nil }
        isCompleting = true
        return (finishing ? 1 - fraction : fraction) * duration
    }
}
