public import Foundation

/// A cell's content described as a value: UIKit's `UIListContentConfiguration`, the iOS 14 way of
/// filling a ``TableViewCell``.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = note.title
/// content.secondaryText = note.date
/// cell.contentConfiguration = content
/// ```
///
/// Setting ``TableViewCell/contentConfiguration`` shows the text in the cell's ``TableViewCell/textLabel``,
/// the secondary text in its ``TableViewCell/detailTextLabel`` (made on first use) and the image in
/// its ``TableViewCell/imageView``, so the bytes are the ones those views cost. UIKit swaps the content
/// view for a list content view; the runtime keeps the cell's own views (the difference is a few
/// hundred bytes per cell and no callback). Fonts, colours and line counts are kept; margins and
/// spacing are not modelled.
public struct ListContentConfiguration: Sendable {
    /// Text attributes of one of the configuration's labels.
    public struct TextProperties: Sendable, Hashable {
        /// The font, or nil for the style's default.
        public var font: Font?
        /// The colour, or nil for the style's default.
        public var color: Color?
        /// Lines the label may use; 0 means as many as needed.
        public var numberOfLines = 0
        /// The alignment of the text (recorded).
        public var alignment: TextAlignment = .natural
    }

    /// Attributes of the configuration's image.
    public struct ImageProperties: Sendable, Hashable {
        /// The tint, or nil for the cell's.
        public var tintColor: Color?
        /// The largest size the image is shown at (recorded).
        public var maximumSize: CGSize = .zero
        /// The corner radius (recorded).
        public var cornerRadius: CGFloat = 0
    }

    /// The primary text.
    public var text: String?
    /// The secondary text (the detail label's).
    public var secondaryText: String?
    /// The image shown before the text.
    public var image: Image?
    /// How the primary text looks.
    public var textProperties = TextProperties()
    /// How the secondary text looks.
    public var secondaryTextProperties = TextProperties()
    /// How the image looks.
    public var imageProperties = ImageProperties()

    /// An empty configuration.
    public init() {}

    /// The default cell style's configuration: UIKit's `.cell()`.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration() }

    /// Text above a smaller secondary text: UIKit's `.subtitleCell()`.
    public static func subtitleCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        return configuration
    }

    /// Text with the secondary text trailing: UIKit's `.valueCell()`.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.secondaryTextProperties.color = .secondaryLabel
        return configuration
    }

    /// A sidebar row: UIKit's `.sidebarCell()`.
    public static func sidebarCell() -> ListContentConfiguration { ListContentConfiguration() }
}
