import Foundation

/// How a table groups its sections: UIKit's `UITableView.Style`. Recorded on the table
/// (``TableView/style``); it does not change the row geometry the runtime computes.
public enum TableViewStyle: Int, Sendable, Hashable {
    /// Sections run together, headers float (UIKit's default).
    case plain
    /// Sections are separate groups.
    case grouped
    /// Grouped, inset from the table's edges.
    case insetGrouped
}
