public import Foundation

/// Scrolling to an item (CV28) and data prefetching (CV12).
extension CollectionView {
    /// Where ``scrollToItem(at:at:animated:)`` puts an item: UIKit's
    /// `UICollectionView.ScrollPosition`, one vertical and one horizontal value at most (CV28).
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No scrolling on either axis.
        public static let none = ScrollPosition([])
        public static let top = ScrollPosition(rawValue: 1)
        public static let centeredVertically = ScrollPosition(rawValue: 2)
        public static let bottom = ScrollPosition(rawValue: 4)
        public static let left = ScrollPosition(rawValue: 8)
        public static let centeredHorizontally = ScrollPosition(rawValue: 16)
        public static let right = ScrollPosition(rawValue: 32)

        var verticalCount: Int { [Self.top, .centeredVertically, .bottom].filter { contains($0) }.count }
        var horizontalCount: Int { [Self.left, .centeredHorizontally, .right].filter { contains($0) }.count }
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition` (CV28), from the layout's
    /// current attributes (loaded and prepared first), clamped to the scrollable range: top →
    /// `minY − adjustedContentInset.top`, centred → `midY − height / 2`, bottom → `maxY − height +
    /// adjustedContentInset.bottom`, and the same horizontally; an axis without a value keeps its
    /// offset. An item the layout has no attributes for is ignored. `animated` is ignored.
    /// - Raises (recorded on the runtime, see ``UIKitException``): `NSInvalidArgumentException` when
    ///   two values of one axis are combined; then nothing scrolls.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        for (count, axis) in [(scrollPosition.verticalCount, "vertical"), (scrollPosition.horizontalCount, "horizontal")]
        where count > 1 {
            runtime.raise(
                RuntimeError(
                    .invalidScrollPosition,
                    "UICollectionViewScrollPosition: attempt to use a scroll position with multiple \(axis) positioning styles"))
            return
        }
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        contentSize = collectionViewLayout.collectionViewContentSize
        let inset = adjustedContentInset
        var target = bounds.origin
        if scrollPosition.contains(.top) {
            target.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = frame.midY - bounds.height / 2
        } else if scrollPosition.contains(.bottom) {
            target.y = frame.maxY - bounds.height + inset.bottom
        }
        if scrollPosition.contains(.left) {
            target.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = frame.midX - bounds.width / 2
        } else if scrollPosition.contains(.right) {
            target.x = frame.maxX - bounds.width + inset.right
        }
        let minY = 0 - inset.top
        let minX = 0 - inset.left
        target.y = min(max(target.y, minY), max(minY, contentSize.height + inset.bottom - bounds.height))
        target.x = min(max(target.x, minX), max(minX, contentSize.width + inset.right - bounds.width))
        setContentOffset(target, animated: animated)
    }

    // MARK: Data prefetching (CV12)

    /// After a pass that scrolled: announces the items in the band one bounds length ahead in the
    /// scroll direction that are neither visible nor announced yet (nearest first), and cancels
    /// announced items that are now neither visible nor in the band. Items that became visible
    /// leave the announced set without a cancel. Nothing while prefetching is off or there is no
    /// ``prefetchDataSource``.
    final func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else {
            prefetchedItems.removeAll()
            return
        }
        let dx = bounds.origin.x - lastPassOffset.x
        let dy = bounds.origin.y - lastPassOffset.y
        guard dx != 0 || dy != 0 else { return }
        var band = bounds
        if abs(dy) >= abs(dx) {
            band.origin.y += dy > 0 ? bounds.height : -bounds.height
        } else {
            band.origin.x += dx > 0 ? bounds.width : -bounds.width
        }
        let candidates = (collectionViewLayout.layoutAttributesForElements(in: band) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(band) && isValidItem($0.indexPath) }
        let wanted = Set(candidates.map(\.indexPath))
        prefetchedItems.subtract(visibleItemCells.keys)
        let cancelled = prefetchedItems.subtracting(wanted).sorted()
        if !cancelled.isEmpty {
            prefetchedItems.subtract(cancelled)
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
        }
        let visibleCenter = Point(x: bounds.midX, y: bounds.midY)
        func distance(_ a: CollectionViewLayoutAttributes) -> Double {
            abs(a.frame.midX - visibleCenter.x) + abs(a.frame.midY - visibleCenter.y)
        }
        let fresh = candidates.filter { visibleItemCells[$0.indexPath] == nil && !prefetchedItems.contains($0.indexPath) }
            .sorted { (distance($0), $0.indexPath) < (distance($1), $1.indexPath) }.map(\.indexPath)
        guard !fresh.isEmpty else { return }
        prefetchedItems.formUnion(fresh)
        prefetchDataSource.collectionView(self, prefetchItemsAt: fresh)
    }
}
