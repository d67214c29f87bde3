import Foundation

/// An object that can take part in the responder chain (rule R1 of UIKIT-SPEC.md).
///
/// The chain is read through ``next``:
/// - a ``View`` answers its ``ViewController`` if it is that controller's root view, else its superview;
/// - a ``ViewController`` answers its ``Window`` if its view is the window's root view, its presenting
///   controller if it was presented, else its view's superview, else its parent;
/// - a ``Window`` answers the runtime's ``Application``;
/// - the ``Application`` answers its ``Application/delegate`` if that is a responder not already in
///   the chain.
///
/// Actions (rule R3) are modelled without selectors: an ``Action`` is a name, and a responder handles
/// it when it has an ``ActionHandler`` for it, registered with ``setHandler(for:_:)`` or returned by an
/// override of ``handler(for:)``. See <doc:Controls>.
///
/// Threading: the whole runtime is main-actor isolated, like UIKit.
@preconcurrency @MainActor
open class Responder {
    var actionHandlers: [Action: ActionHandler]?

    public init() {}

    /// The next responder in the chain, or nil at its end. Reading it costs a few pointer loads.
    open var next: Responder? { nil }

    /// The responders from this one to the end of the chain, this one first.
    public var responderChain: [Responder] {
        var chain: [Responder] = [self]
        var current = next
        while let responder = current, chain.count < 10_000 {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }

    // MARK: Actions (rules R2, R3)

    /// The handler this responder runs for `action`, or nil if it does not implement it (UIKit's
    /// `responds(to:)`). The default returns what ``setHandler(for:_:)`` registered; override it to
    /// implement actions in a subclass.
    open func handler(for action: Action) -> ActionHandler? {
        actionHandlers?[action]
    }

    /// Whether this responder accepts `action` from `sender` now. Asked during the nil-target walk of
    /// ``Application/sendAction(_:to:from:for:)`` and the unwind search, for each responder in turn.
    /// The default is true iff ``handler(for:)`` is non-nil.
    open func canPerformAction(_ action: Action, withSender sender: Any?) -> Bool {
        handler(for: action) != nil
    }

    /// Called on objects created from a storyboard scene once they are connected (rule L9): on a
    /// controller right after instantiation, on a scene's views after their outlets and actions are
    /// connected, before the controller's `viewDidLoad`. The default does nothing.
    open func awakeFromNib() {}

    // MARK: First responder

    /// Whether this responder may become first responder. Default false (``TextField``: true).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked. Default true.
    open var canResignFirstResponder: Bool { true }

    /// Called by ``becomeFirstResponder()`` just after this responder became its window's first
    /// responder. The default does nothing (``TextField`` sends `editingDidBegin`).
    open func didBecomeFirstResponder() {}

    /// Called by ``resignFirstResponder()`` just after this responder stopped being first responder.
    /// The default does nothing (``TextField`` sends `editingDidEnd`).
    open func didResignFirstResponder() {}
}

/// The application object: the end of every responder chain. One per ``Runtime``.
@preconcurrency @MainActor
public final class Application: Responder {
    /// The runtime this application belongs to (unowned: the runtime owns its application).
    public unowned let runtime: Runtime

    /// The app delegate, held weakly as UIKit does (UIKit's is unsafe-unretained). If it is a
    /// ``Responder`` it ends every responder chain, after the application (rule R1).
    public weak var delegate: AnyObject?

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    /// R1: the delegate, if it is a responder other than the application.
    public override var next: Responder? {
        guard let responder = delegate as? Responder, responder !== self else { return nil }
        return responder
    }
}

/// Responders (views, controllers, windows) are equal only to themselves and hash by identity, as
/// UIKit's NSObject subclasses do: `controller == other`, `pages.firstIndex(of: page)` and sets of
/// controllers work as on iOS.
extension Responder: Hashable {
    nonisolated public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
