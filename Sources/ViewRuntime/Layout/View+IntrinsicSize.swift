public import Foundation

/// Intrinsic sizes the layout engine reads (AUTOLAYOUT-SPEC IC5) beyond the views that declare
/// their own (``Label`` and ``ImageView`` override ``View/intrinsicContentSize``): a button's
/// title plus insets, a slider's height, a text field's text. There are no font metrics on Linux: text is half its point size wide per
/// character, as labels measure it (docs/UIKIT-COMPATIBILITY.md, docs/AUTOLAYOUT.md).
extension View {
    /// The font size of a button's title (UIKit's system button: 15 pt).
    static let defaultButtonFontSize = 15.0

    /// IC5: a button's title at 15 pt plus 2 pt of inset each side, at least 30 high;
    /// (−1, −1) (``noIntrinsicMetric``) for every other view without an override.
    var defaultIntrinsicContentSize: Size {
        if let button = self as? Button {
            let characters = Double(button.title?.count ?? 0)
            let width = (characters * Self.defaultButtonFontSize / 2).rounded(.up)
            return Size(width: width + 4, height: max(30, (Self.defaultButtonFontSize * 1.2).rounded(.up)))
        }
        // IC5: fixed-size controls (the switch's 51 x 31, the stepper's 94 x 32, the spinner's
        // style size); a segmented control is as wide as its segments (60 points each), 32 high.
        if self is Switch { return Switch.standardSize }
        if self is Stepper { return Stepper.standardSize }
        if let spinner = self as? ActivityIndicatorView { return spinner.style.size }
        if let segments = self as? SegmentedControl {
            return Size(width: Double(max(1, segments.numberOfSegments)) * 60, height: 32)
        }
        if self is Slider {
            // IC5: a slider has no intrinsic width and UIKit's fixed 31-point height.
            return Size(width: View.noIntrinsicMetric, height: 31)
        }
        if let field = self as? TextField {
            // IC5: the width of the text (or the placeholder when empty) at the field's font,
            // half an em per character as buttons measure; 30 points high with a rounded-rect
            // border, else one line of the font.
            let pointSize = Double(field.font?.pointSize ?? 17)
            let characters = Double(max(field.text?.count ?? 0, field.placeholder?.count ?? 0))
            let height = field.borderStyle == .roundedRect ? 30 : (pointSize * 1.2).rounded(.up)
            return Size(width: (characters * pointSize / 2).rounded(.up) + 14, height: height)
        }
        return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// IC7: labels have a text baseline (the ascent, 0.95 em of their font, below their top);
    /// other views use their bottom.
    var baselineOffsetFromTop: Double? {
        guard let label = self as? Label else { return nil }
        return (0.95 * Double(label.font.pointSize)).rounded()
    }
}
