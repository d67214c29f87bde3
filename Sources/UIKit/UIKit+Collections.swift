// UIKit's collection view classes and protocols, over ViewRuntime's.

/// A scrolling grid of items: UIKit's `UICollectionView`.
public typealias UICollectionView = CollectionView
/// An item of a collection view: UIKit's `UICollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// A reusable header, footer or cell base: UIKit's `UICollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// A controller whose view is a collection view: UIKit's `UICollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// What a collection view shows: UIKit's `UICollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// What a collection view tells and asks about its items: UIKit's `UICollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// Items the collection view will need soon: UIKit's `UICollectionViewDataSourcePrefetching`.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
/// The base class of layouts: UIKit's `UICollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// Where a layout puts one element: UIKit's `UICollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// Items in lines: UIKit's `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// Per-item and per-section answers for a flow layout: UIKit's `UICollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's `UICollectionView.ScrollDirection` at top level, as Objective-C names it.
public typealias UICollectionViewScrollDirection = CollectionView.ScrollDirection
/// UIKit's `UICollectionView.ScrollPosition` at top level, as Objective-C names it.
public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition

/// The kind of a section header (the pre-iOS 11 global name).
public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader
/// The kind of a section footer (the pre-iOS 11 global name).
public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter

extension CollectionView {
    /// Cell, supplementary view or decoration view: UIKit's `UICollectionView.ElementCategory`.
    public typealias ElementCategory = CollectionViewLayoutAttributes.ElementCategory
}

extension ScrollView {
    /// How the safe area joins the content inset: UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public typealias ContentInsetAdjustmentBehavior = ViewRuntime.ContentInsetAdjustmentBehavior
}
