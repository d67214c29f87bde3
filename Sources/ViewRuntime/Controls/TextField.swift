public import Foundation

/// What a ``TextField`` asks and tells: UIKit's `UITextFieldDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether a tap may start editing. Default true.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began (after `editingDidBegin` is sent).
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end. Default true.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended (after `editingDidEnd` is sent).
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether typed text may replace `range` with `string`. Default true.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether Return is handled (the usual place to resign first responder). Default true.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Whether the clear button may clear the text. Default true.
    func textFieldShouldClear(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
}

/// A single-line text field: a tap makes it first responder, which sends `editingDidBegin`;
/// typing sends `editingChanged`; Return sends `editingDidEndOnExit` (and resigns when an action is
/// registered for it, as UIKit does); resigning sends `editingDidEnd`. The ``delegate`` is asked
/// and told as UIKit's is.
///
/// UIKit's `UITextField`: ``text`` is `String?` and reads `""` after being set to nil, as UIKit's
/// does. Placeholder, border, keyboard and text traits are recorded (nothing is drawn).
@preconcurrency @MainActor
open class TextField: Control {
    /// The look of the field's border: UIKit's `UITextField.BorderStyle` (recorded).
    public enum BorderStyle: Int, Sendable, Hashable { case none, line, bezel, roundedRect }
    /// When an overlay view or the clear button shows: UIKit's `UITextField.ViewMode` (recorded).
    public enum ViewMode: Int, Sendable, Hashable { case never, whileEditing, unlessEditing, always }

    private var textStorage = ""
    /// The text; setting nil makes it empty (reading gives `""`, as in UIKit).
    public var text: String? {
        get { textStorage }
        set { textStorage = newValue ?? "" }
    }
    /// The grey text shown while the field is empty.
    public var placeholder: String?
    /// The border (recorded).
    public var borderStyle: BorderStyle = .none
    /// The font; nil gives the default body font.
    public var font: Font?
    /// The text colour (recorded).
    public var textColor: Color?
    /// The alignment of the text (recorded).
    public var textAlignment: TextAlignment = .natural
    /// When the clear button shows (recorded).
    public var clearButtonMode: ViewMode = .never
    /// A view on the leading side: a subview, so its bytes count with the field.
    public var leftView: View? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When ``leftView`` shows (recorded).
    public var leftViewMode: ViewMode = .never
    /// A view on the trailing side: a subview, so its bytes count with the field.
    public var rightView: View? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When ``rightView`` shows (recorded).
    public var rightViewMode: ViewMode = .never
    /// The keyboard (recorded).
    public var keyboardType: KeyboardType = .default
    /// The Return key's title (recorded).
    public var returnKeyType: ReturnKeyType = .default
    /// Automatic capitalization (recorded).
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Autocorrection (recorded).
    public var autocorrectionType: TextAutocorrectionType = .default
    /// Whether the text is hidden as typed (recorded).
    public var isSecureTextEntry = false
    /// What the text is, for AutoFill (recorded).
    public var textContentType: TextContentType?
    /// Told about editing and asked before changes. Held weakly.
    public weak var delegate: (any TextFieldDelegate)?

    /// Whether the field is first responder (UIKit's `isEditing`).
    public var isEditing: Bool { isFirstResponder }

    /// Text fields can become first responder when enabled and when the delegate agrees.
    open override var canBecomeFirstResponder: Bool {
        isEnabled && (delegate?.textFieldShouldBeginEditing(self) ?? true)
    }

    /// Sends `editingDidBegin` and tells the delegate.
    open override func didBecomeFirstResponder() {
        sendActions(for: .editingDidBegin, event: Event(kind: .editing))
        delegate?.textFieldDidBeginEditing(self)
    }

    /// Sends `editingDidEnd` and tells the delegate.
    open override func didResignFirstResponder() {
        sendActions(for: .editingDidEnd, event: Event(kind: .editing))
        delegate?.textFieldDidEndEditing(self)
    }

    override func trackedTouchDidEnd(inside: Bool, event: Event?) {
        if inside { becomeFirstResponder() }
    }

    /// Types `characters` at the end, as a keyboard would: only while first responder, and only
    /// if the delegate's `shouldChangeCharactersIn` agrees; sends `editingChanged`.
    public func simulateTyping(_ characters: String) {
        guard isFirstResponder else { return }
        let range = NSRange(location: textStorage.utf16.count, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: characters) ?? true else { return }
        textStorage += characters
        sendActions(for: .editingChanged, event: Event(kind: .editing))
    }

    /// Presses Return: the delegate's `textFieldShouldReturn`, then `editingDidEndOnExit`, which
    /// resigns first responder when an action is registered for it (as UIKit does).
    public func simulateReturnKey() {
        guard isFirstResponder else { return }
        _ = delegate?.textFieldShouldReturn(self)
        sendActions(for: .editingDidEndOnExit, event: Event(kind: .editing))
        if allControlEvents.contains(.editingDidEndOnExit), isFirstResponder { resignFirstResponder() }
    }

    private func replaceOverlay(_ old: View?, with new: View?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addWithoutChecks(new) }
    }
}
