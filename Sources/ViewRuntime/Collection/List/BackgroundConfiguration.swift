public import Foundation

/// A cell's background described as a value: UIKit's `UIBackgroundConfiguration` (CR4), kept as
/// data (no background view is made).
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill colour, or nil for none.
    public var backgroundColor: Color?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour, or nil.
    public var strokeColor: Color?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// Insets of the background inside the cell.
    public var backgroundInsets: DirectionalEdgeInsets = .zero

    /// An empty configuration.
    public init() {}

    /// No background: UIKit's `.clear()`.
    public static func clear() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }
    /// A plain list cell's background: UIKit's `.listPlainCell()`.
    public static func listPlainCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }
    /// A grouped list cell's background: UIKit's `.listGroupedCell()`.
    public static func listGroupedCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .secondarySystemGroupedBackground
        return configuration
    }
}

extension ListContentConfiguration {
    /// A section header's configuration: UIKit's `.header()`.
    public static func header() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        return configuration
    }
    /// A section footer's configuration: UIKit's `.footer()`.
    public static func footer() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }
    /// A plain list's header: UIKit's `.plainHeader()`.
    public static func plainHeader() -> ListContentConfiguration { header() }
    /// A grouped list's header (secondary colour): UIKit's `.groupedHeader()`.
    public static func groupedHeader() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }
    /// A grouped list's footer: UIKit's `.groupedFooter()`.
    public static func groupedFooter() -> ListContentConfiguration { footer() }
}
