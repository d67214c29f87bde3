public import ViewRuntime

/// What a scenario can observe of one table or collection view: its rows (items) per section, its
/// selection and its visible rows (docs/TRACE-FORMAT.md, `tableState`; the results' `tableStates`).
/// A collection view is seen as a table whose rows are its items, marked ``isCollection``. Listed
/// index paths are bounded (``maximumListed``); the counts say how many there are in all.
public struct TableSnapshot: Hashable, Sendable {
    /// The table's label (its controller's: `list#1`).
    public var table: String
    /// Rows in each section.
    public var rows: [Int]
    /// The selected rows, in index-path order (the first ``maximumListed``).
    public var selected: [IndexPath]
    public var selectedCount: Int
    /// The visible rows, top to bottom (the first ``maximumListed``).
    public var visible: [IndexPath]
    public var visibleCount: Int
    /// Whether it is a collection view's (items as rows; `"view": "collection"` in the trace).
    public var isCollection = false

    /// The most selected or visible index paths a snapshot lists.
    public static let maximumListed = 1_000

    public init(table: String, rows: [Int], selected: [IndexPath], selectedCount: Int, visible: [IndexPath], visibleCount: Int) {
        self.table = table
        self.rows = rows
        self.selected = selected
        self.selectedCount = selectedCount
        self.visible = visible
        self.visibleCount = visibleCount
    }

    /// The table's state now. O(sections + selected + visible rows).
    @MainActor
    public init(_ tableView: TableView) {
        table = tableView.traceLabel
        rows = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        let selection = tableView.indexPathsForSelectedRows ?? []
        selected = Array(selection.prefix(Self.maximumListed))
        selectedCount = selection.count
        let shown = tableView.indexPathsForVisibleRows
        visible = Array(shown.prefix(Self.maximumListed))
        visibleCount = shown.count
    }

    /// The collection view's state now: items per section, selected items in index-path order,
    /// visible items in index-path order (top to bottom, then leading to trailing). O(sections +
    /// selected + visible log visible).
    @MainActor
    public init(_ collectionView: CollectionView) {
        table = collectionView.traceLabel
        rows = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let selection = collectionView.indexPathsForSelectedItems ?? []
        selected = Array(selection.prefix(Self.maximumListed))
        selectedCount = selection.count
        let shown = collectionView.indexPathsForVisibleItems.sorted()
        visible = Array(shown.prefix(Self.maximumListed))
        visibleCount = shown.count
        isCollection = true
    }

    /// What tells snapshots apart in one run: the label, prefixed for a collection view (a
    /// controller may hold a table and a collection view).
    public var key: String { isCollection ? "collection " + table : table }

    /// The snapshot of every live table of `runtime`, then every live collection view, each in
    /// creation order.
    @MainActor
    public static func all(in runtime: Runtime) -> [TableSnapshot] {
        runtime.tables.liveTables.map(TableSnapshot.init) + runtime.tables.liveCollections.map(TableSnapshot.init)
    }

    /// `[s, r]`.
    public static func text(_ path: IndexPath) -> String { "[\(path.section), \(path.row)]" }

    public static func text(_ paths: [IndexPath], count: Int) -> String {
        let listed = paths.map(text).joined(separator: ", ")
        return count > paths.count ? "[\(listed), ... \(count) in all]" : "[\(listed)]"
    }

    /// What differs from `other` (the same table later), in words; empty when nothing does.
    public func differences(to other: TableSnapshot) -> [String] {
        var found: [String] = []
        if rows != other.rows {
            found.append("rows per section \(rows) -> \(other.rows)")
        }
        if selected != other.selected || selectedCount != other.selectedCount {
            found.append("selection \(Self.text(selected, count: selectedCount)) -> \(Self.text(other.selected, count: other.selectedCount))")
        }
        if visible != other.visible || visibleCount != other.visibleCount {
            found.append("visible rows \(Self.text(visible, count: visibleCount)) -> \(Self.text(other.visible, count: other.visibleCount))")
        }
        return found
    }
}
