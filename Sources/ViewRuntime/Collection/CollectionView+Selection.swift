public import Foundation

/// Selection (CV23-CV26): programmatic selection is silent; a simulated touch sends the delegate's
/// highlight and selection calls in UIKit's order.
extension CollectionView {
    /// Whether items can be selected (default true). Turning it off does not deselect.
    public var allowsSelection: Bool {
        get { selectionFlags.allowsSelection }
        set { selectionFlags.allowsSelection = newValue }
    }

    /// Whether several items can be selected at once (default false). Turning it off with several
    /// items selected keeps the first in index-path order (CV26 leaves which one unspecified).
    public var allowsMultipleSelection: Bool {
        get { selectionFlags.allowsMultipleSelection }
        set {
            selectionFlags.allowsMultipleSelection = newValue
            if !newValue, selectedItems.count > 1, let first = selectedItems.min() {
                selectedItems = [first]
                refreshVisibleSelection()
            }
        }
    }

    /// The selected items in index-path order; `[]` when none is (CV23). Allocates.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// Selects the item at `indexPath` (nil clears the selection) without any delegate call
    /// (CV24); in single selection it replaces the previous selection. Then scrolls it to
    /// `scrollPosition` (`[]` does not scroll). Does nothing while ``allowsSelection`` is false or
    /// for an index path outside the data.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            selectedItems.removeAll()
            refreshVisibleSelection()
            return
        }
        loadCountsIfNeeded()
        guard isValidItem(indexPath) else { return }
        if !allowsMultipleSelection { selectedItems.removeAll() }
        selectedItems.insert(indexPath)
        refreshVisibleSelection()
        if scrollPosition != [] { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without any delegate call (CV24). Does nothing while
    /// ``allowsSelection`` is false.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection, selectedItems.remove(indexPath) != nil else { return }
        visibleItemCells[indexPath]?.isSelected = false
    }

    /// A simulated tap on the item at `indexPath` (CV25, CV26): `shouldHighlightItemAt` (false ends
    /// it), highlight and `didHighlightItemAt`; then `shouldSelectItemAt` → (in single selection,
    /// `didDeselectItemAt` for the item it replaces) → `didSelectItemAt`, or, for an item already
    /// selected in multiple selection, `shouldDeselectItemAt` → `didDeselectItemAt`; then unhighlight
    /// and `didUnhighlightItemAt`. Ignored while ``allowsSelection`` is false or for an item
    /// outside the data.
    public func userSelectItem(at indexPath: IndexPath) {
        loadCountsIfNeeded()
        guard allowsSelection, isValidItem(indexPath) else { return }
        let delegate = self.delegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        visibleItemCells[indexPath]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            if delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true {
                selectedItems.remove(indexPath)
                visibleItemCells[indexPath]?.isSelected = false
                delegate?.collectionView(self, didDeselectItemAt: indexPath)
            }
        } else if delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
            if !allowsMultipleSelection {
                for previous in selectedItems.sorted() where previous != indexPath {
                    selectedItems.remove(previous)
                    visibleItemCells[previous]?.isSelected = false
                    delegate?.collectionView(self, didDeselectItemAt: previous)
                }
            }
            selectedItems.insert(indexPath)
            visibleItemCells[indexPath]?.isSelected = true
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }
        visibleItemCells[indexPath]?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// Sets `isSelected` on every visible cell from the selection.
    final func refreshVisibleSelection() {
        for (indexPath, cell) in visibleItemCells {
            let selected = selectedItems.contains(indexPath)
            if cell.isSelected != selected { cell.isSelected = selected }
        }
    }
}

/// The two selection switches of a collection view (CV23 defaults).
struct CollectionSelectionFlags {
    var allowsSelection = true
    var allowsMultipleSelection = false
}
