/// A pop driven by a simulated edge swipe; returned by
/// ``NavigationController/beginInteractivePop()``.
///
/// ``update(progress:)`` moves the finger; ``finish()`` completes the pop (trace T2) and ``cancel()``
/// puts the top back (trace T3: `B.viewWillDisappear, A.viewWillAppear, A.viewWillDisappear,
/// A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear`, A's pair left unbalanced). Both take the
/// remaining share of the transition duration on the virtual clock (none left: synchronously).
/// Calls after the first `finish`/`cancel` are ignored.
@MainActor
public final class InteractivePopTransition {
    /// The navigation controller being popped.
    public let navigationController: NavigationController
    /// The controller leaving (B).
    public let popped: ViewController
    /// The controller being revealed (A).
    public let revealed: ViewController
    /// How far the swipe went, 0...1.
    public private(set) var progress: Double = 0
    /// True once `finish` or `cancel` was called.
    public private(set) var isCompleting = false

    init(navigationController: NavigationController, popped: ViewController, revealed: ViewController) {
        self.navigationController = navigationController
        self.popped = popped
        self.revealed = revealed
    }

    /// Moves the swipe to `progress` (clamped to 0...1). No callbacks.
    public func update(progress: Double) {
        guard !isCompleting else { return }
        self.progress = min(1, max(0, progress))
    }

    /// Completes the pop after `(1 - progress) x duration` of virtual time.
    public func finish() {
        guard !isCompleting else { return }
        isCompleting = true
        let navigation = navigationController, popped = popped, revealed = revealed
        navigation.runtime.run(after: (1 - progress) * navigation.runtime.settings.transitionDuration) {
            navigation.completeInteractivePop(popped: popped, revealed: revealed)
        }
    }

    /// Cancels the pop after `progress x duration` of virtual time.
    public func cancel() {
        guard !isCompleting else { return }
        isCompleting = true
        let navigation = navigationController, popped = popped, revealed = revealed
        navigation.runtime.run(after: progress * navigation.runtime.settings.transitionDuration) {
            navigation.cancelInteractivePop(popped: popped, revealed: revealed)
        }
    }
}
