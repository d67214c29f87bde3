public import Foundation

/// Intrinsic sizes the layout engine reads (AUTOLAYOUT-SPEC IC5) beyond the views that declare
/// their own (``Label`` and ``ImageView`` override ``View/intrinsicContentSize``): a button's
/// title plus insets. There are no font metrics on Linux: text is half its point size wide per
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
        return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// IC7: labels have a text baseline (the ascent, 0.95 em of their font, below their top);
    /// other views use their bottom.
    var baselineOffsetFromTop: Double? {
        guard let label = self as? Label else { return nil }
        return (0.95 * Double(label.font.pointSize)).rounded()
    }
}
