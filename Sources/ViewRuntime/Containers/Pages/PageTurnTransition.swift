import Foundation

/// A page turn driven by a simulated finger; returned by
/// ``PageViewController/beginInteractivePageTurn(_:)``.
///
/// ``finish()`` completes it (T7: scroll `New.viewDidAppear, Cur.viewDidDisappear`; curl the other
/// way round), then the delegate hears `didFinishAnimating(true, previous, transitionCompleted: true)`.
/// ``cancel()`` puts the old pages back (T7 cancelled: `Cur.viewWillAppear, Cur.viewDidAppear,
/// New.viewWillDisappear, New.viewDidDisappear`), then `transitionCompleted: false`. Both take the
/// remaining share of the transition duration on the virtual clock. Calls after the first are ignored.
@preconcurrency @MainActor
public final class PageTurnTransition {
    public let pageViewController: PageViewController
    public let direction: PageViewController.NavigationDirection
    /// The pages shown before the turn.
    public let previous: [ViewController]
    /// The pages the turn shows if it finishes.
    public let pending: [ViewController]
    let appearing: [ViewController]
    let disappearing: [ViewController]
    private var finger = InteractiveProgress()
    /// How far the finger went, 0...1.
    public var progress: Double { finger.fraction }
    /// True once `finish` or `cancel` was called.
    public var isCompleting: Bool { finger.isCompleting }

    init(
        pageViewController: PageViewController, direction: PageViewController.NavigationDirection,
        previous: [ViewController], pending: [ViewController], appearing: [ViewController], disappearing: [ViewController]
    ) {
        self.pageViewController = pageViewController
        self.direction = direction
        self.previous = previous
        self.pending = pending
        self.appearing = appearing
        self.disappearing = disappearing
    }

    /// Moves the finger to `progress` (clamped to 0...1). No callbacks.
    public func update(progress: Double) {
        finger.update(progress)
    }

    /// Completes the turn after `(1 - progress) x duration`.
    public func finish() {
        let runtime = pageViewController.runtime
        guard let delay = finger.complete(finishing: true, duration: runtime.settings.transitionDuration) else { return }
        runtime.run(after: delay) { [self] in pageViewController.completeTurn(self) }
    }

    /// Cancels the turn after `progress x duration`.
    public func cancel() {
        let runtime = pageViewController.runtime
        guard let delay = finger.complete(finishing: false, duration: runtime.settings.transitionDuration) else { return }
        runtime.run(after: delay) { [self] in pageViewController.cancelTurn(self) }
    }
}
