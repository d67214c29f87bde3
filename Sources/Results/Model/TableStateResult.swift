/// A table's (or collection view's) state at the end of a scenario run (or, for a table that a `teardown` released, just
/// before it): rows per section, selected and visible rows as `[section, row]` pairs (the first
/// 1,000 of each; the counts are given when there are more).
public struct TableStateResult: Sendable, Hashable, Codable {
    /// The table's label (its controller's: `list#1`).
    public var table: String
    public var rows: [Int]
    public var selected: [[Int]]
    /// How many rows are selected, when more than ``selected`` lists.
    package var selectedCount: Int?
    public var visible: [[Int]]
    /// How many rows are visible, when more than ``visible`` lists.
    package var visibleCount: Int?
    /// `collection` for a collection view (rows are its items); absent for a table.
    public var view: String?

    public init(
        table: String, rows: [Int], selected: [[Int]], selectedCount: Int, visible: [[Int]], visibleCount: Int, view: String? = nil
    ) {
        self.view = view
        self.table = table
        self.rows = rows
        self.selected = selected
        self.selectedCount = selectedCount > selected.count ? selectedCount : nil
        self.visible = visible
        self.visibleCount = visibleCount > visible.count ? visibleCount : nil
    }
}
