/// A page turn driven by a simulated finger; returned by
/// ``PageViewController/beginInteractivePageTurn(_:)``.
///
/// ``finish()`` completes it (T7: scroll `New.viewDidAppear, Cur.viewDidDisappear`; curl the other
/// way round), then the delegate hears `didFinishAnimating(true, previous, transitionCompleted: true)`.
/// ``cancel()`` puts the old pages back (T7 cancelled: `Cur.viewWillAppear, Cur.viewDidAppear,
/// New.viewWillDisappear, New.viewDidDisappear`), then `transitionCompleted: false`. Both take the
/// remaining share of the transition duration on the virtual clock. Calls after the first are ignored.
@MainActor
public final class PageTurnTransition {
    public let pageViewController: PageViewController
    public let direction: PageViewController.NavigationDirection
    /// The pages shown before the turn.
    public let previous: [ViewController]
    /// The pages the turn shows if it finishes.
    public let pending: [ViewController]
    let appearing: [ViewController]
    let disappearing: [ViewController]
    /// How far the finger went, 0...1.
    public private(set) var progress: Double = 0
    /// True once `finish` or `cancel` was called.
    public private(set) var isCompleting = false

    init(pageViewController: PageViewController, direction: PageViewController.NavigationDirection,
         previous: [ViewController], pending: [ViewController], appearing: [ViewController], disappearing: [ViewController]) {
        self.pageViewController = pageViewController
        self.direction = direction
        self.previous = previous
        self.pending = pending
        self.appearing = appearing
        self.disappearing = disappearing
    }

    /// Moves the finger to `progress` (clamped to 0...1). No callbacks.
    public func update(progress: Double) {
        guard !isCompleting else { return }
        self.progress = min(1, max(0, progress))
    }

    /// Completes the turn after `(1 - progress) x duration`.
    public func finish() {
        guard !isCompleting else { return }
        isCompleting = true
        pageViewController.runtime.run(after: (1 - progress) * pageViewController.runtime.settings.transitionDuration) { [self] in
            pageViewController.completeTurn(self)
        }
    }

    /// Cancels the turn after `progress x duration`.
    public func cancel() {
        guard !isCompleting else { return }
        isCompleting = true
        pageViewController.runtime.run(after: progress * pageViewController.runtime.settings.transitionDuration) { [self] in
            pageViewController.cancelTurn(self)
        }
    }
}
