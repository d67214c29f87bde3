import Foundation

/// A transition from one controller to another: the runtime's UIStoryboardSegue (rules L9, SB3-SB6).
///
/// Storyboard segues are made by ``ViewController/performSegue(withIdentifier:sender:)`` and
/// ``ViewController/userDidTriggerSegue(withIdentifier:sender:)`` from a ``SegueTemplate``; you can
/// also make one and hand it to ``ViewController/perform(_:sender:animated:)``. ``perform()`` does
/// what ``kind`` says; give a ``Kind/custom`` segue a ``performHandler`` or subclass and override
/// ``perform()``.
@MainActor
open class Segue {
    /// How a segue shows its destination (rule SB5).
    public enum Kind: String, Sendable, Hashable {
        /// `source.show(destination)`: a push inside a navigation controller, else a modal
        /// presentation from the window's root (rule S4).
        case show
        /// `source.showDetailViewController(destination)`: the split view's detail, else modal.
        case showDetail
        /// `source.present(destination)`, with ``Segue/presentationStyle`` if set.
        case present
        /// A presentation as a popover anchored at ``Segue/popoverSourceView`` (else the source's view).
        case popover
        /// ``Segue/performHandler`` or an override of ``Segue/perform()`` does the work.
        case custom
        /// An unwind segue: the transition back to ``Segue/destination`` (rule SB6).
        case unwind
        /// An embed segue: the destination became a child of the source while the source's view
        /// loaded (performed by the storyboard, not by ``Segue/perform()``).
        case embed
    }

    /// The segue's identifier (nil for embed segues without one).
    public let identifier: String?
    /// The controller the segue starts from; its `prepare(for:sender:)` runs before ``perform()``.
    public let source: ViewController
    /// The controller shown (for an unwind segue, the one unwound to).
    public let destination: ViewController
    /// What ``perform()`` does.
    public let kind: Kind
    /// For ``Kind/present``: the style given to the destination before presenting (nil keeps its own).
    public var presentationStyle: ModalPresentationStyle?
    /// For ``Kind/popover``: the anchor view (weak).
    public weak var popoverSourceView: View?
    /// For ``Kind/unwind``: the action that chose the destination.
    public var unwindAction: Action?
    /// Whether the transition animates (UIKit's segue "Animates" box). Default true.
    public var animates = true
    /// Runs instead of the kind's transition when set (UIKit's `performHandler`).
    public var performHandler: (@MainActor (Segue) throws -> Void)?

    public init(identifier: String?, source: ViewController, destination: ViewController, kind: Kind = .show) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
    }

    /// Performs the transition, after the source's `prepare(for:sender:)`.
    ///
    /// - Throws: ``RuntimeError/Code/customSegueWithoutPerform`` ("Could not perform segue with
    ///   identifier 'id'. A segue must either have a performHandler or it must override -perform.")
    ///   for a custom segue with neither (rule SB4); what the push or presentation throws.
    open func perform() throws {
        if let performHandler {
            try performHandler(self)
            return
        }
        let runtime = source.runtime
        let saved = runtime.areAnimationsEnabled
        runtime.areAnimationsEnabled = saved && animates
        defer { runtime.areAnimationsEnabled = saved }
        switch kind {
        case .show:
            try source.show(destination, sender: nil)
        case .showDetail:
            try source.showDetailViewController(destination, sender: nil)
        case .present:
            if let presentationStyle { destination.modalPresentationStyle = presentationStyle }
            try source.present(destination, animated: runtime.areAnimationsEnabled)
        case .popover:
            destination.modalPresentationStyle = .popover
            destination.popoverPresentationController?.sourceView = popoverSourceView ?? source.viewIfLoaded
            try source.present(destination, animated: runtime.areAnimationsEnabled)
        case .custom:
            throw RuntimeError.customSegueWithoutPerform(identifier)
        case .unwind:
            performUnwindTransition()
        case .embed:
            return
        }
    }
}

extension RuntimeError {
    static func customSegueWithoutPerform(_ identifier: String?) -> RuntimeError {
        RuntimeError(
            .customSegueWithoutPerform,
            "Could not perform segue with identifier '\(identifier ?? "(null)")'. A segue must either have a performHandler or it must override -perform."
        )
    }
}

extension ViewController {
    /// Performs `segue` from this controller: `prepare(for:sender:)` (the destination's view is not
    /// loaded yet), then ``Segue/perform()`` (trace T5 starts with this `prepare`).
    /// - Throws: what ``Segue/perform()`` throws; `prepare` has run by then.
    public func perform(_ segue: Segue, sender: Any? = nil, animated: Bool = true) throws {
        callPrepare(for: segue, sender: sender)
        segue.animates = animated
        try segue.perform()
    }
}
