public import Foundation

/// A bar's look (UIBarAppearance and its navigation and tab bar forms): recorded.
///
/// Memory: none of it changes what the runtime allocates (the bars are models; see ``NavigationBar``).
@preconcurrency @MainActor
open class BarAppearance {
    /// The background colour, or nil for the configuration's.
    public var backgroundColor: Color?
    /// The colour of the bar's bottom (or top) hairline, or nil for none.
    public var shadowColor: Color?
    /// The background image, or nil. Held strongly.
    public var backgroundImage: Image?
    /// Which configuration was applied last.
    public private(set) var configuration: Configuration = .defaultBackground

    /// The three background configurations.
    public enum Configuration: Sendable, Hashable { case defaultBackground, opaqueBackground, transparentBackground }

    public init() {}

    /// A translucent material background with a shadow.
    public func configureWithDefaultBackground() {
        configuration = .defaultBackground
        backgroundColor = nil
        shadowColor = Color(white: 0, alpha: 0.3)
    }

    /// An opaque background (system background colour) with a shadow.
    public func configureWithOpaqueBackground() {
        configuration = .opaqueBackground
        backgroundColor = .systemBackground
        shadowColor = Color(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    public func configureWithTransparentBackground() {
        configuration = .transparentBackground
        backgroundColor = nil
        shadowColor = nil
    }
}

/// A navigation bar's look (UINavigationBarAppearance): the bar's plus its titles' attributes.
@preconcurrency @MainActor
public final class NavigationBarAppearance: BarAppearance {
    /// The title's text attributes (UIKit's `[NSAttributedString.Key: Any]`). Recorded.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes. Recorded.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The image of the back button's chevron, or nil. Held strongly.
    public var backIndicatorImage: Image?

    public override init() { super.init() }

    /// UIKit's `setBackIndicatorImage(_:transitionMaskImage:)`.
    public func setBackIndicatorImage(_ image: Image?, transitionMaskImage: Image?) {
        backIndicatorImage = image
    }
}

/// A tab bar's look (UITabBarAppearance). Recorded.
@preconcurrency @MainActor
public final class TabBarAppearance: BarAppearance {
    public override init() { super.init() }
}
