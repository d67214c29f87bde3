import Foundation

/// UIKit's named colours. The fixed ones (``red``, ``white``...) have UIKit's component values; the
/// semantic and system ones (``systemBackground``, ``label``, ``systemBlue``...) their values in the
/// light appearance on iOS 15 and later (the runtime has no dark mode).
extension Color {
    // MARK: Fixed colours

    public static let black = Color(system: "black", 0, 0, 0)
    public static let darkGray = Color(system: "darkGray", 85, 85, 85)
    public static let lightGray = Color(system: "lightGray", 170, 170, 170)
    public static let white = Color(system: "white", 255, 255, 255)
    public static let gray = Color(system: "gray", 128, 128, 128)
    public static let red = Color(system: "red", 255, 0, 0)
    public static let green = Color(system: "green", 0, 255, 0)
    public static let blue = Color(system: "blue", 0, 0, 255)
    public static let cyan = Color(system: "cyan", 0, 255, 255)
    public static let yellow = Color(system: "yellow", 255, 255, 0)
    public static let magenta = Color(system: "magenta", 255, 0, 255)
    public static let orange = Color(system: "orange", 255, 128, 0)
    public static let purple = Color(system: "purple", 128, 0, 128)
    public static let brown = Color(system: "brown", 153, 102, 51)
    /// Fully transparent black.
    public static let clear = Color(system: "clear", 0, 0, 0, alpha: 0)

    // MARK: System colours

    public static let systemBlue = Color(system: "systemBlue", 0, 122, 255)
    public static let systemRed = Color(system: "systemRed", 255, 59, 48)
    public static let systemGreen = Color(system: "systemGreen", 52, 199, 89)
    public static let systemOrange = Color(system: "systemOrange", 255, 149, 0)
    public static let systemYellow = Color(system: "systemYellow", 255, 204, 0)
    public static let systemPink = Color(system: "systemPink", 255, 45, 85)
    public static let systemPurple = Color(system: "systemPurple", 175, 82, 222)
    public static let systemTeal = Color(system: "systemTeal", 48, 176, 199)
    public static let systemIndigo = Color(system: "systemIndigo", 88, 86, 214)
    public static let systemBrown = Color(system: "systemBrown", 162, 132, 94)
    public static let systemMint = Color(system: "systemMint", 0, 199, 190)
    public static let systemCyan = Color(system: "systemCyan", 50, 173, 230)
    public static let systemGray = Color(system: "systemGray", 142, 142, 147)
    public static let systemGray2 = Color(system: "systemGray2", 174, 174, 178)
    public static let systemGray3 = Color(system: "systemGray3", 199, 199, 204)
    public static let systemGray4 = Color(system: "systemGray4", 209, 209, 214)
    public static let systemGray5 = Color(system: "systemGray5", 229, 229, 234)
    public static let systemGray6 = Color(system: "systemGray6", 242, 242, 247)
    /// The app's accent colour (UIKit's `UIColor.tintColor`): system blue unless a view sets one.
    public static let tintColor = Color(system: "tintColor", 0, 122, 255)

    // MARK: Semantic colours

    public static let systemBackground = Color(system: "systemBackground", 255, 255, 255)
    public static let secondarySystemBackground = Color(system: "secondarySystemBackground", 242, 242, 247)
    public static let tertiarySystemBackground = Color(system: "tertiarySystemBackground", 255, 255, 255)
    public static let systemGroupedBackground = Color(system: "systemGroupedBackground", 242, 242, 247)
    public static let secondarySystemGroupedBackground = Color(system: "secondarySystemGroupedBackground", 255, 255, 255)
    public static let tertiarySystemGroupedBackground = Color(system: "tertiarySystemGroupedBackground", 242, 242, 247)
    public static let label = Color(system: "label", 0, 0, 0)
    public static let secondaryLabel = Color(system: "secondaryLabel", 60, 60, 67, alpha: 0.6)
    public static let tertiaryLabel = Color(system: "tertiaryLabel", 60, 60, 67, alpha: 0.3)
    public static let quaternaryLabel = Color(system: "quaternaryLabel", 60, 60, 67, alpha: 0.18)
    public static let placeholderText = Color(system: "placeholderText", 60, 60, 67, alpha: 0.3)
    public static let link = Color(system: "link", 0, 122, 255)
    public static let separator = Color(system: "separator", 60, 60, 67, alpha: 0.29)
    public static let opaqueSeparator = Color(system: "opaqueSeparator", 198, 198, 200)
    public static let systemFill = Color(system: "systemFill", 120, 120, 128, alpha: 0.2)
    public static let secondarySystemFill = Color(system: "secondarySystemFill", 120, 120, 128, alpha: 0.16)
    public static let tertiarySystemFill = Color(system: "tertiarySystemFill", 118, 118, 128, alpha: 0.12)
    public static let quaternarySystemFill = Color(system: "quaternarySystemFill", 116, 116, 128, alpha: 0.08)
}
