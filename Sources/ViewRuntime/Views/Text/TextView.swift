public import Foundation

/// What a ``TextView`` asks and tells: UIKit's `UITextViewDelegate`. Every method is optional.
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// Whether editing may begin. Default true.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether typed text may replace `range` with `text`. Default true.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing.
    func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
}

/// Scrolling, editable multi-line text: UIKit's `UITextView`. Its text is held as a `String`
/// (its bytes are the app's); it becomes first responder when editable and tapped
/// (``simulateTyping(_:)`` types into it). Fonts, colours and insets are recorded. UIKit's text
/// view is a scroll view; here it is a plain view (its ``delegate`` is a ``TextViewDelegate``,
/// which Swift could not give a scroll view subclass), and scrolling it is not modelled.
@preconcurrency @MainActor
open class TextView: View {
    private var textStorage = ""
    /// The text; setting nil makes it empty (reading gives `""`, as in UIKit).
    public var text: String! {
        get { textStorage }
        set { textStorage = newValue ?? "" }
    }
    /// Styled text (recorded; setting it sets ``text`` to its string).
    public var attributedText: NSAttributedString? {
        didSet { if let attributedText { textStorage = attributedText.string } }
    }
    /// The font; nil is the default body font.
    public var font: Font?
    /// The text colour (recorded).
    public var textColor: Color?
    /// The alignment (recorded).
    public var textAlignment: TextAlignment = .natural
    /// Whether typing edits the text. Default true.
    public var isEditable = true
    /// Whether text can be selected (recorded). Default true.
    public var isSelectable = true
    /// The padding around the text (recorded).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The keyboard (recorded).
    public var keyboardType: KeyboardType = .default
    /// Told about editing. Held weakly.
    public weak var delegate: (any TextViewDelegate)?

    /// A text view at `frame` (UIKit's `init(frame:)`).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Editable text views can become first responder when the delegate agrees.
    open override var canBecomeFirstResponder: Bool {
        isEditable && (delegate?.textViewShouldBeginEditing(self) ?? true)
    }

    /// Tells the delegate.
    open override func didBecomeFirstResponder() { delegate?.textViewDidBeginEditing(self) }

    /// Tells the delegate.
    open override func didResignFirstResponder() { delegate?.textViewDidEndEditing(self) }

    /// Types `characters` at the end while first responder, if the delegate agrees, then tells it
    /// `textViewDidChange`.
    public func simulateTyping(_ characters: String) {
        guard isFirstResponder else { return }
        let range = NSRange(location: textStorage.utf16.count, length: 0)
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: characters) ?? true else { return }
        textStorage += characters
        delegate?.textViewDidChange(self)
    }
}
