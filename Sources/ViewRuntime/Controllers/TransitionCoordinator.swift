public import Foundation

/// What a transition's alongside animations and completions are told: UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates (false: the runtime does not animate size changes).
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled (never, for a size change).
    var isCancelled: Bool { get }
    /// Whether a gesture drives it (never, for a size change).
    var isInteractive: Bool { get }
    /// Its duration in seconds (0 here).
    var transitionDuration: TimeInterval { get }
    /// The share of the transition done: 1 when the alongside animations run.
    var percentComplete: CGFloat { get }
}

/// The coordinator passed to `viewWillTransition(to:with:)` and `willTransition(to:with:)`:
/// UIKit's `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Registers an animation to run alongside the transition and a completion for its end.
    /// Returns true (the runtime always runs them).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension ViewControllerTransitionCoordinator {
    /// ``animate(alongsideTransition:completion:)`` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The runtime's coordinator for a screen size change (``Runtime/resize(to:)``): every controller's
/// `viewWillTransition(to:with:)` registers with one coordinator; once the views have their new
/// size, the alongside animations run (in registration order), then the completions.
/// Deterministic: nothing is animated or timed.
@MainActor
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    private var animations: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var percentComplete: CGFloat = 0

    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var transitionDuration: TimeInterval { 0 }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside animations, then the completions (each list emptied first, so a
    /// closure that registers more does not run them in this pass).
    func finish() {
        percentComplete = 1
        let animations = self.animations
        self.animations = []
        for animation in animations { animation(self) }
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
    }
}
