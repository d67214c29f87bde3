import Foundation

/// An alert or an action sheet: the runtime's UIAlertController (AUTOLAYOUT-SPEC UK5).
///
/// A controller like any other: present it with ``ViewController/present(_:animated:completion:)``
/// and it appears in the lifecycle, the ledger and the leak checks. As in UIKit:
/// - its ``modalPresentationStyle`` is ``ModalPresentationStyle/custom`` (the presenter's view
///   stays, so the presenter gets no disappear callbacks), except an action sheet made while the
///   screen is regular-width (an iPad), which is a ``ModalPresentationStyle/popover``;
/// - presenting such a popover action sheet without a ``PopoverPresentationController/sourceView``
///   or ``PopoverPresentationController/barButtonItem`` raises `NSGenericException` (UK5's reason)
///   and presents nothing;
/// - ``addTextField(configurationHandler:)`` on an action sheet raises
///   `NSInternalInconsistencyException` and adds nothing; a second cancel action too.
///
/// A user's tap is ``simulateTap(_:animated:)``: the alert is dismissed, then the action's
/// handler runs. Its view (built by ``loadView()``) is a full-screen dimming view holding a card
/// with the title, the message, the text fields and a ``Button`` per action.
@MainActor
open class AlertController: ViewController {
    /// The two kinds (UIAlertController.Style, UIKit's raw values).
    public enum Style: Int, Sendable, Hashable {
        case actionSheet = 0, alert = 1
    }

    /// The message under the title.
    public var message: String?
    /// Alert or action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action shown as preferred (bold), or nil. Recorded.
    public var preferredAction: AlertAction?
    /// The text fields added with ``addTextField(configurationHandler:)`` (alerts only), or nil if none.
    public var textFields: [TextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }
    private var textFieldStorage: [TextField] = []
    /// The card holding the content, once the view is loaded.
    private var card: View?

    /// An alert or action sheet (UIKit's `init(title:message:preferredStyle:)`), in `runtime`
    /// (default: the ambient ``Runtime/current``).
    public init(title: String?, message: String?, preferredStyle: Style, runtime: Runtime = .current) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(runtime: runtime)
        self.title = title
        let regular = runtime.screen.traitCollection.horizontalSizeClass == .regular
        modalPresentationStyle = preferredStyle == .actionSheet && regular ? .popover : .custom
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required convenience init?(coder: NSCoder) {
        self.init(title: nil, message: nil, preferredStyle: .alert)
    }

    /// Adds `action`. A second ``AlertAction/Style/cancel`` action raises
    /// `NSInternalInconsistencyException` and is not added, as in UIKit.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            runtime.raiseWidgetException(
                name: "NSInternalInconsistencyException",
                reason: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
        if let card { addButton(for: action, to: card) }
    }

    /// Adds a text field, configured by `configurationHandler` (alerts only). On an action sheet it
    /// raises `NSInternalInconsistencyException` ("Text fields can only be added to an alert
    /// controller of style UIAlertControllerStyleAlert") and adds nothing.
    public func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            runtime.raiseWidgetException(
                name: "NSInternalInconsistencyException",
                reason: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = TextField(frame: Rect(x: 16, y: 0, width: 238, height: 24))
        textFieldStorage.append(field)
        configurationHandler?(field)
        if let card { place(field, in: card) }
    }

    /// Builds the dimming view and the card: title and message labels, text fields, one button per
    /// action (a button's tap is ``simulateTap(_:animated:)``).
    open override func loadView() {
        let screen = runtime.screen.bounds
        let root = View(frame: screen)
        root.backgroundColor = Color(white: 0, alpha: 0.2)
        let width = preferredStyle == .alert ? 270 : max(0, screen.width - 16)
        let made = View(frame: Rect(x: (screen.width - width) / 2, y: 0, width: width, height: 0))
        made.backgroundColor = .secondarySystemBackground
        made.layer.cornerRadius = 14
        root.addWithoutChecks(made)
        card = made
        for text in [title, message] {
            guard let text else { continue }
            let label = Label(frame: Rect(x: 16, y: made.frame.height, width: width - 32, height: 22))
            label.text = text
            label.textAlignment = .center
            label.numberOfLines = 0
            grow(made, by: label)
        }
        for field in textFieldStorage { place(field, in: made) }
        for action in actions { addButton(for: action, to: made) }
        view = root
    }

    private func place(_ field: TextField, in card: View) {
        field.frame.origin.y = card.frame.height + 8
        grow(card, by: field, extra: 8)
    }

    private func addButton(for action: AlertAction, to card: View) {
        let button = Button(frame: Rect(x: 0, y: card.frame.height, width: card.frame.width, height: 44), title: action.title)
        button.isEnabled = action.isEnabled
        button.addHandler(for: .primaryActionTriggered) { [weak self, weak action] _, _ in
            guard let self, let action else { return }
            self.simulateTap(action)
        }
        grow(card, by: button)
    }

    /// Adds `view` at the bottom of `card` and grows the card to hold it, keeping it centred
    /// (alerts) or at the bottom of the screen (action sheets).
    private func grow(_ card: View, by view: View, extra: Double = 0) {
        card.addWithoutChecks(view)
        let screen = runtime.screen.bounds
        let height = view.frame.origin.y + view.frame.height + extra
        let y = preferredStyle == .alert ? (screen.height - height) / 2 : screen.height - height - 8
        card.frame = Rect(x: card.frame.origin.x, y: max(0, y), width: card.frame.width, height: height)
    }

    /// The user taps `action`'s button: if the alert is presented and the action is one of its
    /// enabled actions, the alert is dismissed and, once the dismissal has finished, the action's
    /// handler runs (so it may present another controller). Returns whether the tap was taken.
    @discardableResult
    public func simulateTap(_ action: AlertAction, animated: Bool = false) -> Bool {
        guard action.isEnabled, actions.contains(where: { $0 === action }),
            presentingViewController != nil, !isBeingDismissed
        else { return false }
        dismiss(animated: animated) { action.handler?(action) }
        return true
    }

    /// Taps the first enabled action titled `title` (see ``simulateTap(_:animated:)``).
    @discardableResult
    public func simulateTap(actionTitled title: String, animated: Bool = false) -> Bool {
        guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
        return simulateTap(action, animated: animated)
    }

    /// Whether the presentation about to be performed with `style` may go ahead: an action sheet
    /// shown as a popover needs a source view or a bar button item (UK5); without one the
    /// exception is raised and nothing is presented. Called by ``ViewController/present(_:animated:completion:)``.
    func mayBePresented(as style: ModalPresentationStyle, by presenter: ViewController) -> Bool {
        guard preferredStyle == .actionSheet, style == .popover else { return true }
        let popover = popoverPresentationController
        if popover?.sourceView != nil || popover?.barButtonItem != nil { return true }
        runtime.raiseWidgetException(
            name: "NSGenericException",
            reason:
                "Your application has presented a UIAlertController (\(self)) of style UIAlertControllerStyleActionSheet from \(presenter.traceClassName) (\(presenter)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
        )
        return false
    }
}
