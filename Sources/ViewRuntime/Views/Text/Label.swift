public import Foundation

/// A view that shows text: the runtime's UILabel.
///
/// Setting ``text`` stores the string (a retain, or an inline copy for strings of up to 15 UTF-8
/// bytes): it allocates nothing, so configuring a cell with a preallocated string is free. The
/// styling (``font``, ``textColor``, ``textAlignment``, ``numberOfLines``...) is kept in one object
/// made on the first set, so a label that only shows text pays one pointer for it. No glyph is
/// drawn: the label's memory is its backing store, as any view's. Takes no touches by default.
@preconcurrency @MainActor
open class Label: View {
    /// The text shown, or nil.
    public var text: String?
    var styleStorage: LabelStyle?

    /// Creates an empty label.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var style: LabelStyle {
        if let styleStorage { return styleStorage }
        let made = LabelStyle()
        styleStorage = made
        return made
    }

    /// The font: the 17-point system font by default. Setting nil restores the default.
    public var font: Font! {
        get { styleStorage?.font ?? LabelStyle.defaultFont }
        set { style.font = newValue }
    }

    /// The text colour: ``Color/label`` by default. Setting nil restores the default.
    public var textColor: Color! {
        get { styleStorage?.textColor ?? .label }
        set { style.textColor = newValue }
    }

    /// The alignment. Default ``TextAlignment/natural``.
    public var textAlignment: TextAlignment {
        get { styleStorage?.textAlignment ?? .natural }
        set { style.textAlignment = newValue }
    }

    /// The most lines shown; 0 means as many as needed. Default 1.
    public var numberOfLines: Int {
        get { styleStorage?.numberOfLines ?? 1 }
        set { style.numberOfLines = max(0, newValue) }
    }

    /// How a line too long is cut. Default ``LineBreakMode/byTruncatingTail``.
    public var lineBreakMode: LineBreakMode {
        get { styleStorage?.lineBreakMode ?? .byTruncatingTail }
        set { style.lineBreakMode = newValue }
    }

    /// Whether the font shrinks to fit the width. Recorded. Default false.
    public var adjustsFontSizeToFitWidth: Bool {
        get { styleStorage?.adjustsFontSizeToFitWidth ?? false }
        set { style.adjustsFontSizeToFitWidth = newValue }
    }

    /// The smallest scale the font may shrink to. Recorded. Default 0.
    public var minimumScaleFactor: CGFloat {
        get { styleStorage?.minimumScaleFactor ?? 0 }
        set { style.minimumScaleFactor = newValue }
    }

    /// The width at which a multi-line label wraps when computing ``intrinsicContentSize``.
    /// Default 0 (no wrapping).
    public var preferredMaxLayoutWidth: CGFloat {
        get { styleStorage?.preferredMaxLayoutWidth ?? 0 }
        set { style.preferredMaxLayoutWidth = newValue }
    }

    /// Whether the font follows the user's text size (Dynamic Type). Recorded. Default false.
    public var adjustsFontForContentSizeCategory: Bool {
        get { styleStorage?.adjustsFontForContentSizeCategory ?? false }
        set { style.adjustsFontForContentSizeCategory = newValue }
    }

    /// Whether the text is drawn enabled (grey when false). Recorded. Default true.
    public var isEnabled: Bool {
        get { styleStorage?.isEnabled ?? true }
        set { style.isEnabled = newValue }
    }

    /// The text with attributes (UIKit's `attributedText`): setting it sets ``text`` to its string
    /// (the attributes are not kept); reading it gives the text without attributes, or nil.
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    /// An estimate of the size the text needs: each character 0.45 em wide (San Francisco's average
    /// advance), each line
    /// ``Font/lineHeight`` high; a multi-line label (``numberOfLines`` not 1) with a
    /// ``preferredMaxLayoutWidth`` wraps at it (within ``numberOfLines`` when not 0). Empty text
    /// needs 0 x 0. No font metrics exist on Linux, so widths are estimates (docs/UIKIT-COMPATIBILITY.md).
    open override var intrinsicContentSize: Size {
        guard let text, !text.isEmpty else { return .zero }
        let font = self.font!
        let width = (CGFloat(text.count) * font.pointSize * 0.45).rounded(.up)
        let wrap = preferredMaxLayoutWidth
        guard numberOfLines != 1, wrap > 0, width > wrap else { return Size(width: width, height: font.lineHeight) }
        var lines = Int((width / wrap).rounded(.up))
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return Size(width: wrap, height: font.lineHeight * CGFloat(lines))
    }
}

/// A label's styling, made on the first set.
@MainActor
final class LabelStyle {
    static let defaultFont = Font.systemFont(ofSize: 17)
    var font: Font?
    var textColor: Color?
    var textAlignment: TextAlignment = .natural
    var numberOfLines = 1
    var lineBreakMode: LineBreakMode = .byTruncatingTail
    var adjustsFontSizeToFitWidth = false
    var minimumScaleFactor: CGFloat = 0
    var preferredMaxLayoutWidth: CGFloat = 0
    var isEnabled = true
    var adjustsFontForContentSizeCategory = false
}

/// How text lines up (NSTextAlignment, same raw values as on iOS).
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How a line that does not fit is cut (NSLineBreakMode, same raw values).
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
