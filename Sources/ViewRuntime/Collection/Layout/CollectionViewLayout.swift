public import Foundation

/// How a ``CollectionView`` places its elements: the runtime's UICollectionViewLayout, an open
/// class to subclass (CV27).
///
/// The collection view, in its layout pass, calls ``prepare()`` once after each invalidation, reads
/// ``collectionViewContentSize`` into its `contentSize`, then asks
/// ``layoutAttributesForElements(in:)`` for its bounds and shows a view for each answer. A subclass
/// overrides those three (and ``layoutAttributesForItem(at:)`` for scrolling to an item). The base
/// class answers zero and nil, as UIKit's does.
///
/// The layout does not own its collection view: ``collectionView`` is a weak back pointer the
/// collection view sets when the layout is installed (MEM1).
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view this layout is installed in, or nil. Set by the collection view.
    public internal(set) weak var collectionView: CollectionView?
    /// Whether ``prepare()`` must run before the next use (set by ``invalidateLayout()``).
    final var needsPrepare = true

    /// Creates a layout: subclasses call it (`super.init()`).
    public init() {}

    /// UIKit's archive initializer (the coder is not read).
    public required init?(coder: NSCoder) {}

    /// Computes what the other methods answer; called once per layout pass after an invalidation.
    /// The default does nothing.
    open func prepare() {}

    /// The size of all the content. Default `.zero`.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of every element whose frame intersects `rect`. Default nil.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` (scrolling included) makes
    /// the layout invalid. Default false (CV27).
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// Marks the layout invalid: the next layout pass of its collection view calls ``prepare()``
    /// again. Overrides must call super.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The attributes class this layout makes (UIKit's `layoutAttributesClass`).
    open class var layoutAttributesClass: CollectionViewLayoutAttributes.Type { CollectionViewLayoutAttributes.self }

    /// Runs ``prepare()`` if the layout was invalidated since it last ran.
    final func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
