public import Foundation

/// The layout pass, the visible set (CV7, CV8, CV13, CV14) and scrolling.
///
/// Invariant outside a pass: ``visibleItemCells`` holds exactly the items whose layout frames
/// intersect the bounds and that have a cell, each a subview with its layout frame; the same for
/// ``visibleSupplementaryViews``.
extension CollectionView {
    /// The scroll position: `bounds.origin`, as in UIScrollView. Setting it is
    /// ``setContentOffset(_:animated:)`` without animation.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `offset` (not clamped, as in UIScrollView), synchronously: the layout is asked
    /// whether the bounds change invalidates it (CV27), then the visible set is updated (items that
    /// left get `didEndDisplaying` and go to their queues, items that entered get cells and
    /// `willDisplay`). `animated` is ignored.
    public func setContentOffset(_ offset: Point, animated: Bool = false) {
        guard offset != bounds.origin else { return }
        var newBounds = bounds
        newBounds.origin = offset
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) { collectionViewLayout.invalidateLayout() }
        bounds.origin = offset
        if hasLoadedData { updateVisibleElements() } else { setNeedsLayout() }
    }

    /// `contentInset` plus the safe area as ``contentInsetAdjustmentBehavior`` decides (CV29).
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        var vertical: Bool
        var horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes, .automatic:
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
            if contentInsetAdjustmentBehavior == .automatic, let controller = nearestViewController,
                controller.navigationController != nil || controller.tabBarController != nil
            {
                vertical = true
            }
        }
        return EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The cells of the visible items, in no particular order (CV7). Allocates.
    public var visibleCells: [CollectionViewCell] { Array(visibleItemCells.values) }

    /// The index paths of the visible items, unsorted, no supplementary views (CV7). Allocates.
    public var indexPathsForVisibleItems: [IndexPath] { Array(visibleItemCells.keys) }

    /// The cell of the item at `indexPath` while it is visible, else nil (CV8: no cell is kept for
    /// items off screen). Never asks the data source. O(1).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { visibleItemCells[indexPath] }

    /// The index path of `cell` while it shows a visible item, else nil. O(visible).
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visibleItemCells.first { $0.value === cell }?.key
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, or nil.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        visibleSupplementaryViews[CollectionSupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of `elementKind`. Allocates.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        visibleSupplementaryViews.filter { $0.key.kind == elementKind }.map(\.value)
    }

    /// The layout's attributes of the item at `indexPath` (the layout prepared first if needed).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        loadCountsIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item at `point` (content coordinates), or nil. O(what the layout's rect query costs).
    public func indexPathForItem(at point: Point) -> IndexPath? {
        loadCountsIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        let probe = Rect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    // MARK: The pass

    /// One layout pass: counts, layout preparation, content size, then the visible set. With
    /// self-sizing items a measured size re-lays out and the pass repeats (at most four times).
    final func updateVisibleElements() {
        guard !isInLayoutPass else { return }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        loadCountsIfNeeded()
        guard itemCounts != nil else { return }
        if lastLayoutBoundsSize != bounds.size {
            if lastLayoutBoundsSize != nil, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
                collectionViewLayout.invalidateLayout()
            }
            lastLayoutBoundsSize = bounds.size
        }
        var passes = 0
        repeat {
            collectionViewLayout.prepareIfNeeded()
            contentSize = collectionViewLayout.collectionViewContentSize
            passes += 1
        } while updateVisibleSetOnce() && passes < 4
        updatePrefetching()
        lastPassOffset = bounds.origin
    }

    /// Brings the visible views in line with the layout's attributes for the bounds: frames of
    /// views that stay are updated, new elements get views in ascending index-path order with
    /// `willDisplay`, then elements that left get `didEndDisplaying` and are queued (CV14).
    /// Returns whether a self-sizing cell changed the layout.
    private func updateVisibleSetOnce() -> Bool {
        let visibleRect = bounds
        let attributes = (collectionViewLayout.layoutAttributesForElements(in: visibleRect) ?? [])
            .filter { $0.frame.intersects(visibleRect) && !$0.isHidden }
        var keptItems: [IndexPath: CollectionViewCell] = [:]
        var keptSupplementary: [CollectionSupplementaryKey: CollectionReusableView] = [:]
        var entering: [CollectionViewLayoutAttributes] = []
        for element in attributes {
            switch element.representedElementCategory {
            case .cell:
                guard isValidItem(element.indexPath) else { continue }
                if let cell = visibleItemCells.removeValue(forKey: element.indexPath) {
                    cell.applyLayoutAttributes(element)
                    keptItems[element.indexPath] = cell
                } else if keptItems[element.indexPath] == nil {
                    entering.append(element)
                }
            case .supplementaryView:
                guard let kind = element.representedElementKind else { continue }
                let key = CollectionSupplementaryKey(kind: kind, indexPath: element.indexPath)
                if let view = visibleSupplementaryViews.removeValue(forKey: key) {
                    view.applyLayoutAttributes(element)
                    keptSupplementary[key] = view
                } else if keptSupplementary[key] == nil {
                    entering.append(element)
                }
            case .decorationView:
                continue
            }
        }
        let leavingItems = visibleItemCells
        let leavingSupplementary = visibleSupplementaryViews
        visibleItemCells = keptItems
        visibleSupplementaryViews = keptSupplementary
        entering.sort { ($0.indexPath, $0.representedElementCategory.rawValue) < ($1.indexPath, $1.representedElementCategory.rawValue) }
        var measured = false
        for element in entering {
            if element.representedElementCategory == .cell {
                if showCell(for: element) { measured = true }
            } else {
                showSupplementaryView(for: element)
            }
        }
        for (indexPath, cell) in leavingItems.sorted(by: { $0.key < $1.key }) { recycle(cell, at: indexPath) }
        for (key, view) in leavingSupplementary { recycle(view, key: key) }
        return measured
    }

    /// Asks the data source for the cell of `element`, checks that it was dequeued (CV5), applies
    /// the attributes and the selection, tells the delegate and adds it. Returns whether the cell's
    /// preferred size changed a self-sizing layout.
    private func showCell(for element: CollectionViewLayoutAttributes) -> Bool {
        guard let dataSource else { return false }
        let indexPath = element.indexPath
        let raisedBefore = runtime.raisedExceptionCount
        attributesBeingRequested = element
        CellRegistrationScope.depth += 1
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        CellRegistrationScope.depth -= 1
        attributesBeingRequested = nil
        // CV4: UIKit raised inside cellForItemAt: the item stays empty, as if the exception had
        // unwound the data source's call.
        if runtime.raisedExceptionCount != raisedBefore { return false }
        guard cell.reuseIdentifier != nil else {
            runtime.raise(
                RuntimeError(
                    .viewNotDequeued,
                    "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
                ))
            return false
        }
        if cell.handedOutByDequeue { cell.handedOutByDequeue = false } else { cellPool.countNotDequeued(identifier: cell.reuseIdentifier) }
        cell.applyLayoutAttributes(element)
        let selected = selectedItems.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
        if cell.needsLayout { cell.layoutIfNeeded() }
        var measured = false
        if let flow = collectionViewLayout as? CollectionViewFlowLayout, flow.isSelfSizing {
            let preferred = cell.preferredLayoutAttributesFitting(element.copy() as! CollectionViewLayoutAttributes)
            measured = flow.recordPreferredSize(preferred.size, forItemAt: indexPath)
        }
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        attach(cell)
        visibleItemCells[indexPath] = cell
        return measured
    }

    /// Asks the data source for the supplementary view of `element` (CV5's check for views that
    /// were not dequeued), tells the delegate and adds it.
    private func showSupplementaryView(for element: CollectionViewLayoutAttributes) {
        guard let dataSource, let kind = element.representedElementKind else { return }
        let indexPath = element.indexPath
        let raisedBefore = runtime.raisedExceptionCount
        attributesBeingRequested = element
        CellRegistrationScope.depth += 1
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        CellRegistrationScope.depth -= 1
        attributesBeingRequested = nil
        if runtime.raisedExceptionCount != raisedBefore { return }
        guard view.reuseIdentifier != nil, view.handedOutByDequeue else {
            runtime.raise(
                RuntimeError(
                    .viewNotDequeued,
                    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),\(indexPath.uikitDescription)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(view))"
                ))
            return
        }
        view.handedOutByDequeue = false
        view.applyLayoutAttributes(element)
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        attach(view)
        visibleSupplementaryViews[CollectionSupplementaryKey(kind: kind, indexPath: indexPath)] = view
    }

    /// Takes a cell off screen: out of the subviews, `didEndDisplaying`, into its queue.
    final func recycle(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        cell.detachFromSuperview()
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if cell.isHighlighted { cell.isHighlighted = false }
        cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// Takes a supplementary view off screen: out of the subviews, `didEndDisplaying…`, into its queue.
    final func recycle(_ view: CollectionReusableView, key: CollectionSupplementaryKey) {
        view.detachFromSuperview()
        delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        supplementaryPool.enqueue(
            view, identifier: view.reuseIdentifier.map { Self.supplementaryKey(kind: key.kind, identifier: $0) })
    }

    /// Recycles every visible cell and supplementary view (reload), in index-path order.
    final func recycleAllVisible() {
        let items = visibleItemCells
        let supplementary = visibleSupplementaryViews
        visibleItemCells = [:]
        visibleSupplementaryViews = [:]
        for (indexPath, cell) in items.sorted(by: { $0.key < $1.key }) { recycle(cell, at: indexPath) }
        for (key, view) in supplementary { recycle(view, key: key) }
    }

    /// Adds a view above the others without the checks `addSubview` makes (it cannot be an
    /// ancestor, and it has no controller); draws it when the collection view is in a window.
    private func attach(_ view: CollectionReusableView) {
        addWithoutChecks(view)
    }
}
