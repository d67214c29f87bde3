public import Foundation

/// A font: the runtime's UIFont, a name, a point size and a weight.
///
/// No glyphs exist on Linux: a font is a value that a ``Label`` keeps and that sizes its
/// ``Label/intrinsicContentSize`` (see there). It never changes what a view costs.
/// A class, as UIKit's is, so that a team's `extension UIFont { ... }` with convenience
/// initializers compiles.
public final class Font: Hashable, Sendable, CustomStringConvertible {
    /// The font's name (`".SFUI-Regular"` for the system font).
    public let fontName: String
    /// The family (`".AppleSystemUIFont"` for the system font, else the name up to its first `-`).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (``Weight/regular`` unless made with one).
    public let weight: Weight
    /// The text style it was made for by ``preferredFont(forTextStyle:)``, or nil.
    public let textStyle: TextStyle?

    init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// A font by name (UIKit's `init(name:size:)`). Linux has no font files to look the name up in,
    /// so every non-empty name gives a font (UIKit returns nil for a name it does not know); an
    /// empty name gives nil.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let family = fontName.split(separator: "-", maxSplits: 1).first.map(String.init) ?? fontName
        let bold = fontName.lowercased().contains("bold")
        self.init(fontName: fontName, familyName: family, pointSize: fontSize, weight: bold ? .bold : .regular)
    }

    /// The system font at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` points, bold.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font at `fontSize` points, italic (regular weight).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(fontName: ".SFUI-RegularItalic", familyName: ".AppleSystemUIFont", pointSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(fontName: ".SFUI-\(weight.name)", familyName: ".AppleSystemUIFont", pointSize: fontSize, weight: weight)
    }

    /// The monospaced system font (SF Mono).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(fontName: ".SFMono-\(weight.name)", familyName: ".AppleSystemUIFontMonospaced", pointSize: fontSize, weight: weight)
    }

    /// The system font with monospaced digits.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font for `style` at the default content size (Large), with UIKit's point sizes and
    /// weights (see ``TextStyle``).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        let base = systemFont(ofSize: style.defaultPointSize, weight: style.defaultWeight)
        return Font(fontName: base.fontName, familyName: base.familyName, pointSize: base.pointSize, weight: base.weight, textStyle: style)
    }

    /// This font at another size (UIKit's `withSize(_:)`).
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    /// The height of a line: 1.2 x the point size, rounded up to a whole point (San Francisco's
    /// line height is about 1.19 x its size).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// UIKit's standard sizes: 14 (system), 17 (labels), 18 (buttons), 12 (small).
    public static let systemFontSize: CGFloat = 14
    public static let labelFontSize: CGFloat = 17
    public static let buttonFontSize: CGFloat = 18
    public static let smallSystemFontSize: CGFloat = 12

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// `<UICTFont> font-family: ".SFUI-Regular"; font-weight: normal; font-size: 17.00pt`, as UIKit prints.
    public var description: String {
        let size = (pointSize * 100).rounded() / 100
        return "<UICTFont> font-family: \"\(fontName)\"; font-weight: \(weight >= .semibold ? "bold" : "normal"); font-size: \(size)pt"
    }
}
