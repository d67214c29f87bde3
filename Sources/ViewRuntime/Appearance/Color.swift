public import Foundation

/// A colour in extended sRGB: the runtime's UIColor.
///
/// Colours are values to the runtime: a view keeps the one it is given and nothing is drawn with
/// it, so a colour never changes what a view costs (see docs/UIKIT-COMPATIBILITY.md). Components
/// are stored as given (extended sRGB allows values outside 0...1, as UIKit does).
///
/// A class, as UIKit's is, so that a team's `extension UIColor { convenience init(hex:) }` compiles.
/// The system colours (``systemBackground``, ``label``...) have their light-appearance values.
public final class Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The opacity, 0 (clear) to 1 (opaque).
    public let alpha: CGFloat
    /// The system colour's name (`"systemBlue"`), or nil for a colour made from components.
    public let systemName: String?

    /// A colour from its components (UIKit's `init(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        systemName = nil
    }

    /// A grey (UIKit's `init(white:alpha:)`).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0...1 (UIKit's
    /// `init(hue:saturation:brightness:alpha:)`).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (brightness, t, p)
            case 1: (q, brightness, p)
            case 2: (p, brightness, t)
            case 3: (p, q, brightness)
            case 4: (t, p, brightness)
            default: (brightness, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A system colour: 0-255 components and a name.
    init(system name: String, _ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
        self.red = CGFloat(red) / 255
        self.green = CGFloat(green) / 255
        self.blue = CGFloat(blue) / 255
        self.alpha = alpha
        systemName = name
    }

    /// This colour with another opacity (UIKit's `withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the components through the pointers that are not nil and returns true, as UIKit's
    /// `getRed(_:green:blue:alpha:)` does for an RGB-compatible colour (every colour here is).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the grey level (the mean of the components) and opacity, and returns true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// Equal components (UIKit's `isEqual(_:)` for colours of one colour space); the name is ignored.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// `systemBlue`, or UIKit's form `UIExtendedSRGBColorSpace 1 0 0 1`.
    public var description: String {
        systemName ?? "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
    }
}
