public import Foundation

/// The space a section or group is laid out in: UIKit's `NSCollectionLayoutContainer` (CL3).
public protocol CollectionLayoutContainer {
    /// The full size.
    var contentSize: CGSize { get }
    /// The size minus ``contentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The insets of the container.
    var contentInsets: DirectionalEdgeInsets { get }
    /// The insets of the container (no extra system insets headlessly).
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// What a section provider or custom group sees: UIKit's `NSCollectionLayoutEnvironment` (CL9).
public protocol CollectionLayoutEnvironment {
    /// The container being laid out.
    var container: any CollectionLayoutContainer { get }
    /// The screen's traits.
    var traitCollection: TraitCollection { get }
}

/// The runtime's container.
struct CompositionalContainer: CollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: DirectionalEdgeInsets
    var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// The runtime's environment.
struct CompositionalEnvironment: CollectionLayoutEnvironment {
    var container: any CollectionLayoutContainer
    var traitCollection: TraitCollection
}

/// Which insets of the collection view the layout container leaves out: UIKit's
/// `UIContentInsetsReference` (CL3).
public enum ContentInsetsReference: Int, Sendable, Hashable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// How a section scrolls across the layout's direction: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (CL10).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// Where a boundary supplementary item sits on its section: UIKit's `NSRectAlignment`.
public enum RectAlignment: Int, Sendable, Hashable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the item sits after the section's content (a footer).
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// A header or footer of a section: UIKit's `NSCollectionLayoutBoundarySupplementaryItem` (CL11).
///
/// Top alignments put it before the section's groups, bottom alignments after them; with
/// ``extendsBoundary`` (default true) the section grows to hold it. It follows the section's
/// content insets. The view comes from the data source with its ``elementKind`` at `(section, 0)`.
@preconcurrency @MainActor
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// The element kind the data source is asked for.
    public let elementKind: String
    /// Where it sits on the section.
    public let alignment: RectAlignment
    /// An offset added to its frame.
    public let offset: CGPoint
    /// Whether the section grows to hold it. Default true.
    public var extendsBoundary = true
    /// Whether it stays visible while its section is (recorded). Default false.
    public var pinToVisibleBounds = false
    /// Its z-index. Default 1.
    public var zIndex = 1

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint = .zero) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }
}
