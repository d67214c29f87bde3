package import Foundation
package import ViewRuntime

/// A table or a collection view, as the steps that scroll, select and edit see it: sections of
/// rows (a collection view's items), a vertical content offset, a user's tap. Scrolling follows
/// the vertical axis (a horizontally scrolling flow layout scrolls by its width instead).
@MainActor
package enum ReuseList {
    case table(TableView)
    case collection(CollectionView)

    /// The view itself.
    package var view: View {
        switch self {
        case .table(let table): table
        case .collection(let collection): collection
        }
    }

    /// `table` or `collection view`, for messages.
    package var kindName: String {
        switch self {
        case .table: "table"
        case .collection: "collection view"
        }
    }

    /// `row` or `item`, for messages.
    package var elementName: String {
        switch self {
        case .table: "row"
        case .collection: "item"
        }
    }

    package var numberOfSections: Int {
        switch self {
        case .table(let table): table.numberOfSections
        case .collection(let collection): collection.numberOfSections
        }
    }

    /// Rows (items) in `section`, which must exist.
    package func count(inSection section: Int) -> Int {
        switch self {
        case .table(let table): table.numberOfRows(inSection: section)
        case .collection(let collection): collection.numberOfItems(inSection: section)
        }
    }

    /// Rows (items) of all sections. O(sections).
    package var totalCount: Int { (0..<numberOfSections).reduce(0) { $0 + count(inSection: $1) } }

    /// The index path of the `flat`-th row (item), counting across sections. O(sections).
    package func indexPath(ofFlat flat: Int) -> IndexPath? {
        var remaining = flat
        for section in 0..<numberOfSections {
            let count = self.count(inSection: section)
            if remaining < count { return IndexPath(section: section, row: remaining) }
            remaining -= count
        }
        return nil
    }

    /// Whether the layout scrolls horizontally (a horizontal flow layout).
    package var scrollsHorizontally: Bool {
        guard case .collection(let collection) = self, let flow = collection.collectionViewLayout as? CollectionViewFlowLayout else {
            return false
        }
        return flow.scrollDirection == .horizontal
    }

    /// The largest offset along the scroll axis.
    package var maximumOffset: Double {
        switch self {
        case .table(let table): return max(0, table.contentSize.height - table.bounds.height)
        case .collection(let collection):
            collection.layoutIfNeeded()
            return scrollsHorizontally
                ? max(0, collection.contentSize.width - collection.bounds.width)
                : max(0, collection.contentSize.height - collection.bounds.height)
        }
    }

    /// The offset along the scroll axis.
    package var offset: Double {
        switch self {
        case .table(let table): table.contentOffset.y
        case .collection(let collection): scrollsHorizontally ? collection.contentOffset.x : collection.contentOffset.y
        }
    }

    /// Scrolls to `offset` along the scroll axis.
    package func setOffset(_ offset: Double) {
        switch self {
        case .table(let table): table.setContentOffset(Point(x: 0, y: offset))
        case .collection(let collection):
            collection.setContentOffset(scrollsHorizontally ? Point(x: offset, y: 0) : Point(x: 0, y: offset))
        }
    }

    /// Where the row (item) at `indexPath` starts along the scroll axis.
    package func start(of indexPath: IndexPath) -> Double {
        switch self {
        case .table(let table): return table.rectForRow(at: indexPath).origin.y
        case .collection(let collection):
            let frame = collection.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
            return scrollsHorizontally ? frame.origin.x : frame.origin.y
        }
    }

    /// A user's tap on the row (item) at `indexPath`: highlight, willSelect/shouldSelect,
    /// didSelect, as the view does it.
    package func userSelect(_ indexPath: IndexPath) {
        switch self {
        case .table(let table): table.userSelectRow(at: indexPath)
        case .collection(let collection): collection.userSelectItem(at: indexPath)
        }
    }

    /// `deselectRow(at:animated:)` or `deselectItem(at:animated:)`.
    package func deselect(_ indexPath: IndexPath) {
        switch self {
        case .table(let table): table.deselectRow(at: indexPath, animated: false)
        case .collection(let collection): collection.deselectItem(at: indexPath, animated: false)
        }
    }

    /// `reloadData()`.
    package func reloadData() {
        switch self {
        case .table(let table): table.reloadData()
        case .collection(let collection): collection.reloadData()
        }
    }

    /// The reuse figures of all identifiers together: cells created, dequeues, cells not dequeued.
    package var reuseTotals: (created: Int, dequeues: Int, notDequeued: Int) {
        let statistics: Dictionary<String, TableReuseStatistics>.Values
        switch self {
        case .table(let table): statistics = table.reuseStatistics.values
        case .collection(let collection): statistics = collection.reuseStatistics.values
        }
        return statistics.reduce((0, 0, 0)) { ($0.0 + $1.cellsCreated, $0.1 + $1.dequeues, $0.2 + $1.cellsNotDequeued) }
    }
}
