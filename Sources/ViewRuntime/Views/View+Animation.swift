public import Foundation

/// UIKit's block animations, deterministic: the animation block runs at once (UIKit also sets the
/// model values at once; only the presentation animates), and the completion runs with `true`
/// after `delay + duration` seconds of the runtime's virtual clock (``Runtime/schedule(after:_:)``),
/// so ``Runtime/advance(by:)`` or ``Runtime/runUntilIdle()`` delivers it. Nothing is timed by the
/// wall clock.
extension View {
    /// Options of a block animation (recorded).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Runs `animations` now; `completion(true)` after `duration` virtual seconds.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Runs `animations` now; `completion(true)` after `delay + duration` virtual seconds.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animations()
        guard let completion else { return }
        let wait = max(0, (duration.isFinite ? duration : 0) + (delay.isFinite ? delay : 0))
        Runtime.current.schedule(after: wait) { completion(true) }
    }

    /// A spring animation: as ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Runs `actions` with animations off: they run at once.
    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

    /// Resigns the first responder if it is this view or in its subtree: UIKit's
    /// `endEditing(_:)`. Returns whether no first responder is left in the subtree (`force` is
    /// accepted: a text field here always agrees to resign).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let first = window.firstResponder as? View, first.isDescendant(of: self) else { return true }
        return first.resignFirstResponder()
    }
}
