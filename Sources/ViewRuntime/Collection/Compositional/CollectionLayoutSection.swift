public import Foundation

/// One section's description in a compositional layout: UIKit's `NSCollectionLayoutSection`
/// (CL1, CL8, CL10, CL11).
///
/// The section repeats its root ``group`` along the scroll direction until its items are placed
/// (the last group may be partly filled), ``interGroupSpacing`` apart, inside ``contentInsets``.
/// With an ``orthogonalScrollingBehavior`` other than `.none` the groups repeat across instead,
/// in one row that scrolls sideways: the section is one group long along the scroll direction.
@preconcurrency @MainActor
public final class CollectionLayoutSection {
    /// The root group.
    public let group: CollectionLayoutGroup
    /// Space between consecutive groups. Default 0.
    public var interGroupSpacing: CGFloat = 0
    /// Insets around the section's content. Default zero.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Which insets of the collection view the container leaves out (recorded; the runtime uses the
    /// adjusted content inset). Default `.automatic`.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Whether the groups scroll across the layout's direction (CL10). Default `.none`.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers (CL11). Default empty.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary supplementary items follow ``contentInsets``. Default true.
    public var supplementaryContentInsetsReference = true

    /// A section of `group`.
    public init(group: CollectionLayoutGroup) { self.group = group }
}

/// The options of a compositional layout: UIKit's `UICollectionViewCompositionalLayoutConfiguration`
/// (CL8). The layout copies it on assignment.
@preconcurrency @MainActor
public final class CollectionViewCompositionalLayoutConfiguration {
    /// The scroll direction. Default `.vertical`.
    public var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// Space between sections. Default 0.
    public var interSectionSpacing: CGFloat = 0
    /// Which insets of the collection view the container leaves out (recorded). Default `.safeArea`.
    public var contentInsetsReference: ContentInsetsReference = .safeArea

    public init() {}

    func copy() -> CollectionViewCompositionalLayoutConfiguration {
        let copy = CollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
