/// A transition from one controller to another, as a storyboard segue performs it (rules L9, SB3).
///
/// Only what the lifecycle needs is modelled: ``ViewController/perform(_:sender:)`` calls the
/// source's `prepare(for:sender:)` (the destination's view is not loaded yet), then shows the
/// destination. Storyboards themselves are not part of this module.
@MainActor
public final class Segue {
    /// How a segue shows its destination.
    public enum Kind: Sendable, Hashable {
        /// A push onto the source's navigation controller, else a presentation (rule SB5).
        case show
        /// A modal presentation from the source.
        case present
    }

    public let identifier: String?
    public let source: ViewController
    public let destination: ViewController
    public let kind: Kind

    public init(identifier: String?, source: ViewController, destination: ViewController, kind: Kind = .show) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
    }
}

extension ViewController {
    /// Performs `segue` from this controller: `prepare(for:sender:)`, then a push (`.show` inside a
    /// navigation controller) or a presentation (trace T5 starts with this `prepare`).
    /// - Throws: what the push or the presentation throws; `prepare` has run by then.
    public func perform(_ segue: Segue, sender: Any? = nil, animated: Bool = true) throws {
        callPrepare(for: segue, sender: sender)
        if segue.kind == .show, let navigation = navigationController ?? (self as? NavigationController) {
            try navigation.pushViewController(segue.destination, animated: animated)
        } else {
            try present(segue.destination, animated: animated)
        }
    }
}
