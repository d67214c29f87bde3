// UIKit's diffable data sources, compositional layouts and list configurations, over ViewRuntime's.

/// The state of a diffable data source: UIKit's `NSDiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
/// One section as a hierarchy: UIKit's `NSDiffableDataSourceSectionSnapshot`.
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSectionSnapshot<ItemIdentifierType>
/// A collection view data source driven by snapshots: UIKit's `UICollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// A table data source driven by snapshots: UIKit's `UITableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

/// UIKit's `UICollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout.SectionProvider
/// UIKit's `NSCollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's `NSCollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's `NSCollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UIKit's `NSCollectionLayoutEdgeSpacing`.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// UIKit's `NSCollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// UIKit's `NSCollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// UIKit's `NSCollectionLayoutGroupCustomItem`.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// UIKit's `NSCollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// UIKit's `NSCollectionLayoutEnvironment`.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// UIKit's `NSCollectionLayoutContainer`.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// UIKit's `NSRectAlignment`.
public typealias NSRectAlignment = RectAlignment
/// UIKit's `UIContentInsetsReference`.
public typealias UIContentInsetsReference = ContentInsetsReference
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior

/// UIKit's `UICollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// UIKit's `UICollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// UIKit's `UICellAccessory`.
public typealias UICellAccessory = CellAccessory
/// UIKit's `UIBackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
