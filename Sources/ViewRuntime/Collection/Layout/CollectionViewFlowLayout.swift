public import Foundation

extension CollectionView {
    /// The axis a layout scrolls along: UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable, Hashable {
        case vertical, horizontal
    }
}

/// Items in lines, with optional section headers and footers: the runtime's
/// UICollectionViewFlowLayout (FL1-FL13).
///
/// Properties apply to every item and section unless the collection view's delegate is a
/// ``CollectionViewDelegateFlowLayout`` that answers per item or section (FL2). Any change
/// invalidates the layout.
///
/// ## Costs
/// ``prepare()`` is O(S) for sections whose items share one size (``itemSize``, no `sizeForItemAt`,
/// no estimate): their frames are computed from the index, never stored. A section with per-item
/// sizes (`sizeForItemAt`, or self-sizing with ``estimatedItemSize``) costs O(items) once per
/// preparation. ``layoutAttributesForElements(in:)`` is O(log S + elements returned), plus
/// O(log lines) per per-item section; it allocates only the returned attributes.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UIKit's `UICollectionViewFlowLayout.automaticSize`: as ``estimatedItemSize``, self-size
    /// every item, starting from ``itemSize``.
    public nonisolated static let automaticSize = Size(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Where section insets are measured from: UIKit's `SectionInsetReference` (recorded; the
    /// content inset is always the reference).
    public enum SectionInsetReference: Int, Sendable, Hashable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// The size of every item without a delegate answer. Default 50 x 50.
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero turns self-sizing on (FL12): items count as this size until their cells are
    /// measured with ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``. Default zero.
    public var estimatedItemSize: Size = .zero {
        didSet {
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }
    /// The minimum space between lines (edge to edge). Default 10.
    public var minimumLineSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// The minimum space between items of one line (full lines widen it, FL5). Default 10.
    public var minimumInteritemSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// Space around each section's lines. Default zero.
    public var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The header size of every section; zero along the scroll axis: no header (FL9). Default zero.
    public var headerReferenceSize: Size = .zero { didSet { invalidateLayout() } }
    /// The footer size of every section; zero along the scroll axis: no footer. Default zero.
    public var footerReferenceSize: Size = .zero { didSet { invalidateLayout() } }
    /// The scroll direction. Default vertical.
    public var scrollDirection: CollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Recorded (FL1). Default `.fromContentInset`.
    public var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Recorded (FL1): pinned headers are not modelled. Default false.
    public var sectionHeadersPinToVisibleBounds = false
    /// Recorded (FL1): pinned footers are not modelled. Default false.
    public var sectionFootersPinToVisibleBounds = false

    /// The sections as of the last preparation.
    final var sections: [FlowLayoutSection] = []
    /// The content size as of the last preparation.
    final var contentSize: Size = .zero
    /// The collection view's bounds size at the last preparation.
    final var preparedBoundsSize: Size?
    /// Self-sizing: the sizes cells asked for, by index path.
    final var measuredSizes: [IndexPath: Size] = [:]

    /// Creates a flow layout with UIKit's defaults (FL1).
    public override init() { super.init() }

    /// UIKit's archive initializer (the coder is not read): UIKit's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the layout sizes items from their cells.
    final var isSelfSizing: Bool { estimatedItemSize != .zero }

    final var isVertical: Bool { scrollDirection == .vertical }

    /// Builds every section from the counts and the delegate's answers (see Costs).
    open override func prepare() {
        super.prepare()
        sections = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        preparedBoundsSize = collectionView.bounds.size
        let counts = collectionView.itemCounts ?? []
        let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        let inset = collectionView.adjustedContentInset
        let contentCross =
            isVertical
            ? collectionView.bounds.width - inset.left - inset.right : collectionView.bounds.height - inset.top - inset.bottom
        var main = 0.0
        sections.reserveCapacity(counts.count)
        for (section, count) in counts.enumerated() {
            let settings = self.settings(for: section, count: count, contentCross: contentCross, delegate: delegate, in: collectionView)
            let built = buildSection(section, settings: settings, at: main, delegate: delegate, in: collectionView)
            sections.append(built)
            main = built.mainEnd
        }
        let cross = max(0, contentCross)
        contentSize = isVertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    open override var collectionViewContentSize: Size { contentSize }

    /// True when the bounds' length across the scroll direction differs from the one the layout was
    /// prepared for (CV27's headless answer).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let prepared = preparedBoundsSize else { return false }
        return isVertical ? newBounds.width != prepared.width : newBounds.height != prepared.height
    }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        let low = isVertical ? rect.minY : rect.minX
        let high = isVertical ? rect.maxY : rect.maxX
        var result: [CollectionViewLayoutAttributes] = []
        var index = firstSection(endingAfter: low)
        while index < sections.count, sections[index].mainStart < high {
            let section = sections[index]
            if section.headerMain > 0, let header = supplementaryAttributes(CollectionView.elementKindSectionHeader, section: index),
                header.frame.intersects(rect)
            {
                result.append(header)
            }
            for item in section.items(inMain: low, high) {
                let frame = section.frame(ofItem: item).rect(vertical: isVertical)
                guard frame.intersects(rect) else { continue }
                result.append(cellAttributes(IndexPath(item: item, section: index), frame: frame))
            }
            if section.footerMain > 0, let footer = supplementaryAttributes(CollectionView.elementKindSectionFooter, section: index),
                footer.frame.intersects(rect)
            {
                result.append(footer)
            }
            index += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        return cellAttributes(indexPath, frame: section.frame(ofItem: indexPath.item).rect(vertical: isVertical))
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0 else { return nil }
        return supplementaryAttributes(elementKind, section: indexPath.section)
    }

    /// Self-sizing (FL12): keeps the size a cell asked for and invalidates the layout when it
    /// differs from the one used. Returns whether it did.
    final func recordPreferredSize(_ size: Size, forItemAt indexPath: IndexPath) -> Bool {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return false }
        guard let current = layoutAttributesForItem(at: indexPath), current.size != size else { return false }
        measuredSizes[indexPath] = size
        invalidateLayout()
        return true
    }

    // MARK: Helpers

    private func cellAttributes(_ indexPath: IndexPath, frame: Rect) -> CollectionViewLayoutAttributes {
        let attributes = Self.layoutAttributesClass.init()
        attributes.indexPath = indexPath
        attributes.frame = frame
        return attributes
    }

    private func supplementaryAttributes(_ kind: String, section index: Int) -> CollectionViewLayoutAttributes? {
        guard index >= 0, index < sections.count else { return nil }
        let section = sections[index]
        let isHeader = kind == CollectionView.elementKindSectionHeader
        guard isHeader || kind == CollectionView.elementKindSectionFooter else { return nil }
        let length = isHeader ? section.headerMain : section.footerMain
        guard length > 0 else { return nil }
        let cross = isVertical ? contentSize.width : contentSize.height
        let frame = FlowFrame(cross: 0, main: isHeader ? section.mainStart : section.footerStart, crossLength: cross, mainLength: length)
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: index))
        attributes.frame = frame.rect(vertical: isVertical)
        return attributes
    }

    /// The first section whose end is after `main` (binary search).
    private func firstSection(endingAfter main: Double) -> Int {
        var lo = 0
        var hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].mainEnd <= main { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
