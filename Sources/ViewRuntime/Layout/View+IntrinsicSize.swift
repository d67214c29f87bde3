/// The intrinsic sizes of the runtime's own views (AUTOLAYOUT-SPEC IC5), an approximation
/// documented in docs/AUTOLAYOUT.md: there are no fonts to measure on Linux, so text is sized
/// from its length and the font size.
extension View {
    /// The font size labels are measured with (UIKit's default label font is 17 pt).
    static let defaultLabelFontSize = 17.0
    /// The font size of a button's title (UIKit's system button: 15 pt).
    static let defaultButtonFontSize = 15.0
    /// Average advance of one character, in ems (SF Pro's average over English text is close).
    static let averageCharacterAdvance = 0.45
    /// Line height, in ems.
    static let lineHeightFactor = 1.2
    /// Ascent (top to baseline), in ems.
    static let ascentFactor = 0.95

    /// IC5: a label's text extent, an image view's image size, a button's title plus insets;
    /// (−1, −1) (``noIntrinsicMetric``) for every other view.
    var defaultIntrinsicContentSize: Size {
        if let label = self as? Label {
            let text = label.text ?? ""
            guard !text.isEmpty else { return .zero }
            return Self.textSize(text, fontSize: Self.defaultLabelFontSize)
        }
        if let imageView = self as? ImageView {
            guard let image = imageView.image else { return Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
            return Size(width: Double(image.width), height: Double(image.height))
        }
        if let button = self as? Button {
            let title = Self.textSize(button.title ?? "", fontSize: Self.defaultButtonFontSize)
            return Size(width: title.width + 4, height: max(30, title.height))
        }
        return Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// One line of `text`: characters × 0.45 em wide, 1.2 em high, rounded up to whole points.
    static func textSize(_ text: String, fontSize: Double) -> Size {
        let characters = Double(text.count)
        return Size(width: (characters * averageCharacterAdvance * fontSize).rounded(.up),
                    height: (lineHeightFactor * fontSize).rounded(.up))
    }

    /// IC7: labels have a text baseline (the ascent below their top); other views use their bottom.
    var baselineOffsetFromTop: Double? {
        guard self is Label else { return nil }
        return (Self.ascentFactor * Self.defaultLabelFontSize).rounded()
    }
}
