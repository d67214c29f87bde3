public import Foundation

/// The arrow directions a popover may use.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// No arrow (the value of ``PopoverPresentationController/arrowDirection`` before presentation).
    public static let unknown: PopoverArrowDirection = []
}

/// Told about a popover's adaptation and about dismissals the user makes by tapping outside it.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AnyObject {
    /// Asked at presentation time for the style to use in `traitCollection` instead of a popover;
    /// return ``ModalPresentationStyle/popover`` to keep the popover (UIKit's `.none`), nil for the
    /// default adaptation (see ``PopoverPresentationController/adaptedStyle(for:)``).
    func adaptivePresentationStyle(for controller: PopoverPresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle?
    /// Asked when the user taps outside the popover; false keeps it. Never asked for a programmatic
    /// dismissal.
    func presentationControllerShouldDismiss(_ controller: PopoverPresentationController) -> Bool
    /// Told that a user dismissal starts, before the presented controller's `viewWillDisappear`.
    func presentationControllerWillDismiss(_ controller: PopoverPresentationController)
    /// Told after a user dismissal finished, after the presented controller's `viewDidDisappear`.
    /// Never for a programmatic dismissal.
    func presentationControllerDidDismiss(_ controller: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PopoverPresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle?
    { nil }
    public func presentationControllerShouldDismiss(_ controller: PopoverPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ controller: PopoverPresentationController) {}
    public func presentationControllerDidDismiss(_ controller: PopoverPresentationController) {}
}

/// How a controller presented as a popover is anchored: the runtime's
/// UIPopoverPresentationController. Obtained from ``ViewController/popoverPresentationController``
/// while the controller's style is ``ModalPresentationStyle/popover``.
///
/// Lifecycle (rules P6, A7): the presenter gets no appearance callbacks when the popover appears or
/// goes, and a controller presented from inside the popover does not remove the popover's
/// controller's view, so dismissing it sends that controller no `viewWillAppear`.
@preconcurrency @MainActor
public final class PopoverPresentationController {
    /// The controller shown in the popover (unowned: it owns this object).
    public unowned let presentedViewController: ViewController
    /// The view the arrow points at (weak).
    public weak var sourceView: View?
    /// The rectangle in ``sourceView`` the arrow points at; nil means its bounds.
    public var sourceRect: Rect?
    /// The bar button the arrow points at instead of a view.
    public var barButtonItem: BarButtonItem?
    /// The directions the arrow may take. Default ``PopoverArrowDirection/any``.
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// The direction chosen at presentation: the first permitted of up, down, left, right;
    /// ``PopoverArrowDirection/unknown`` before (and when adapted to another style).
    public internal(set) var arrowDirection: PopoverArrowDirection = .unknown
    /// Told about adaptation and user dismissals (weak).
    public weak var delegate: (any PopoverPresentationControllerDelegate)?

    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The style the popover is shown with in `traits`: the delegate's answer if it gives one; else,
    /// in a compact width with ``RuntimeSettings/adaptsSheetsInCompactWidth``,
    /// ``ModalPresentationStyle/fullScreen``; else ``ModalPresentationStyle/popover``.
    public func adaptedStyle(for traits: TraitCollection) -> ModalPresentationStyle {
        if let chosen = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) { return chosen.resolved }
        let adapts = presentedViewController.runtime.settings.adaptsSheetsInCompactWidth
        return adapts && traits.horizontalSizeClass == .compact ? .fullScreen : .popover
    }

    /// Simulates the user tapping outside the popover: asks the delegate
    /// `presentationControllerShouldDismiss` (false: nothing happens, returns false), tells it
    /// `presentationControllerWillDismiss`, dismisses the popover (animated) and, when the dismissal
    /// finished, tells it `presentationControllerDidDismiss`. Returns false as well when the
    /// controller is not presented as a popover now.
    @discardableResult
    public func userDismissPopover() -> Bool {
        let presented = presentedViewController
        guard let record = presented.presentationRecord, record.style == .popover,
            let presenter = presented.presentingStorage
        else { return false }
        if let delegate, !delegate.presentationControllerShouldDismiss(self) { return false }
        delegate?.presentationControllerWillDismiss(self)
        presenter.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }
}

extension ViewController {
    /// The popover settings of this controller while its ``modalPresentationStyle`` is
    /// ``ModalPresentationStyle/popover``; nil otherwise. Created on first access and kept.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popoverStorage { return popoverStorage }
        let made = PopoverPresentationController(presentedViewController: self)
        popoverStorage = made
        return made
    }

    /// Whether this controller is inside a popover: it or the root of its parent chain was presented
    /// with the popover style (rule A7).
    var isInsidePopover: Bool { rootAncestor.presentationRecord?.style == .popover }
}
