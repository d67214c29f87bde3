import Foundation

/// The style of the status bar: UIKit's `UIStatusBarStyle` (recorded).
public enum StatusBarStyle: Int, Sendable, Hashable { case `default`, lightContent, darkContent }

/// The orientations a controller supports: UIKit's `UIInterfaceOrientationMask` (recorded).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}

/// A sheet's resting heights and chrome: UIKit's `UISheetPresentationController` (iOS 15),
/// recorded. The sheet is presented as its `.pageSheet`/`.formSheet` style says (P-rules); the
/// detents change no callback and no byte.
@preconcurrency @MainActor
public final class SheetPresentationController {
    /// A resting height: UIKit's `UISheetPresentationController.Detent`.
    public struct Detent: Hashable, Sendable {
        /// The detent's identifier (`"medium"`, `"large"`, or a custom one).
        public let identifier: String
        /// About half the screen.
        public static func medium() -> Detent { Detent(identifier: "com.apple.UIKit.medium") }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: "com.apple.UIKit.large") }
    }

    /// The heights the sheet may rest at. Default `[.large()]`.
    public var detents: [Detent] = [.large()]
    /// The detent the sheet rests at, by identifier (nil: the smallest).
    public var selectedDetentIdentifier: String?
    /// Whether the grabber shows (recorded).
    public var prefersGrabberVisible = false
    /// The corner radius (recorded).
    public var preferredCornerRadius: CGFloat?
    /// Whether scrolling expands the sheet (recorded).
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    init() {}
}
