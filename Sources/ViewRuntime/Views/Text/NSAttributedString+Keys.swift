public import Foundation

/// UIKit's text attribute names (declared by UIKit, not Foundation, so absent on Linux), with
/// UIKit's raw values: for `titleTextAttributes`, `NSAttributedString(string:attributes:)` and
/// ``Label/attributedText``. Attributes are recorded, never rendered.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
}
