import Foundation

/// A pop driven by a simulated edge swipe; returned by
/// ``NavigationController/beginInteractivePop()``.
///
/// ``update(progress:)`` moves the finger; ``finish()`` completes the pop (trace T2) and ``cancel()``
/// puts the top back (trace T3: `B.viewWillDisappear, A.viewWillAppear, A.viewWillDisappear,
/// A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear`, A's pair left unbalanced). Both take the
/// remaining share of the transition duration on the virtual clock (none left: synchronously).
/// Calls after the first `finish`/`cancel` are ignored.
@preconcurrency @MainActor
public final class InteractivePopTransition {
    /// The navigation controller being popped.
    public let navigationController: NavigationController
    /// The controller leaving (B).
    public let popped: ViewController
    /// The controller being revealed (A).
    public let revealed: ViewController
    private var finger = InteractiveProgress()
    /// How far the swipe went, 0...1.
    public var progress: Double { finger.fraction }
    /// True once `finish` or `cancel` was called.
    public var isCompleting: Bool { finger.isCompleting }

    init(navigationController: NavigationController, popped: ViewController, revealed: ViewController) {
        self.navigationController = navigationController
        self.popped = popped
        self.revealed = revealed
    }

    /// Moves the swipe to `progress` (clamped to 0...1). No callbacks.
    public func update(progress: Double) {
        finger.update(progress)
    }

    /// Completes the pop after `(1 - progress) x duration` of virtual time.
    public func finish() {
        let navigation = navigationController, popped = popped, revealed = revealed
        guard let delay = finger.complete(finishing: true, duration: navigation.runtime.settings.transitionDuration) else { return }
        navigation.runtime.run(after: delay) {
            navigation.completeInteractivePop(popped: popped, revealed: revealed)
        }
    }

    /// Cancels the pop after `progress x duration` of virtual time.
    public func cancel() {
        let navigation = navigationController, popped = popped, revealed = revealed
        guard let delay = finger.complete(finishing: false, duration: navigation.runtime.settings.transitionDuration) else { return }
        navigation.runtime.run(after: delay) {
            navigation.cancelInteractivePop(popped: popped, revealed: revealed)
        }
    }
}
