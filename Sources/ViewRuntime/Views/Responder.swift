/// An object that can take part in the responder chain (rule R1 of UIKIT-SPEC.md).
///
/// The chain is read through ``next``:
/// - a ``View`` answers its ``ViewController`` if it is that controller's root view, else its superview;
/// - a ``ViewController`` answers its ``Window`` if its view is the window's root view, its presenting
///   controller if it was presented, else its view's superview, else its parent;
/// - a ``Window`` answers the runtime's ``Application``.
///
/// Threading: the whole runtime is main-actor isolated, like UIKit.
@MainActor
open class Responder {
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
}

/// The application object: the end of every responder chain. One per ``Runtime``.
@MainActor
public final class Application: Responder {
    /// The runtime this application belongs to (unowned: the runtime owns its application).
    public unowned let runtime: Runtime

    init(runtime: Runtime) {
        self.runtime = runtime
    }
}
