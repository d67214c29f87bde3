import ViewRuntime

/// What a scenario can observe of one table: its rows per section, its selection and its visible
/// rows (docs/TRACE-FORMAT.md, `tableState`). Listed index paths are bounded
/// (``maximumListed``); the counts say how many there are in all.
struct TableSnapshot: Hashable {
    /// The table's label (its controller's: `list#1`).
    var table: String
    /// Rows in each section.
    var rows: [Int]
    /// The selected rows, in index-path order (the first ``maximumListed``).
    var selected: [IndexPath]
    var selectedCount: Int
    /// The visible rows, top to bottom (the first ``maximumListed``).
    var visible: [IndexPath]
    var visibleCount: Int

    /// The most selected or visible index paths a snapshot lists.
    static let maximumListed = 1_000

    @MainActor
    init(_ tableView: TableView) {
        table = tableView.traceLabel
        rows = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        let selection = tableView.indexPathsForSelectedRows ?? []
        selected = Array(selection.prefix(Self.maximumListed))
        selectedCount = selection.count
        let shown = tableView.indexPathsForVisibleRows
        visible = Array(shown.prefix(Self.maximumListed))
        visibleCount = shown.count
    }

    /// The snapshot of every live table of `runtime`, in creation order.
    @MainActor
    static func all(in runtime: Runtime) -> [TableSnapshot] {
        runtime.tables.liveTables.map(TableSnapshot.init)
    }

    /// `[s, r]`.
    static func text(_ path: IndexPath) -> String { "[\(path.section), \(path.row)]" }

    static func text(_ paths: [IndexPath], count: Int) -> String {
        let listed = paths.map(text).joined(separator: ", ")
        return count > paths.count ? "[\(listed), ... \(count) in all]" : "[\(listed)]"
    }

    /// What differs from `other` (the same table later), in words; empty when nothing does.
    func differences(to other: TableSnapshot) -> [String] {
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
