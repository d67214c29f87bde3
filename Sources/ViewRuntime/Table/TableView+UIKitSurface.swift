public import Foundation

/// The parts of UIKit's `UITableView` surface that shape no rows: header and footer views, editing,
/// separators. The header and footer views are subviews of the table, so their bytes count with it.
extension TableView {
    /// UIKit's `UITableView.automaticDimension` (-1): self-sizing rows, which the runtime does not
    /// model. Set as ``rowHeight`` or ``estimatedRowHeight`` it keeps the current value (44 and 0
    /// by default); returned from `heightForRowAt`, the row gets ``rowHeight``.
    public static let automaticDimension: CGFloat = -1

    /// The view above the first section (UIKit's `tableHeaderView`): a subview of the table whose
    /// height becomes ``tableHeaderHeight``. Setting it replaces (and removes) the previous one.
    var headerFooterViews: TableHeaderFooterViews {
        if let existing = headerFooterViewsStorage { return existing }
        let made = TableHeaderFooterViews()
        headerFooterViewsStorage = made
        return made
    }

    public var tableHeaderView: View? {
        get { headerFooterViews.header }
        set {
            guard newValue !== headerFooterViews.header else { return }
            headerFooterViews.header?.removeFromSuperview()
            headerFooterViews.header = newValue
            tableHeaderHeight = newValue.map { Double($0.frame.height) } ?? 0
            if let newValue { addSubview(newValue) }
        }
    }

    /// The view below the last section (UIKit's `tableFooterView`; `UIView()` is the usual way of
    /// hiding empty rows' separators): a subview of the table whose height becomes
    /// ``tableFooterHeight``.
    public var tableFooterView: View? {
        get { headerFooterViews.footer }
        set {
            guard newValue !== headerFooterViews.footer else { return }
            headerFooterViews.footer?.removeFromSuperview()
            headerFooterViews.footer = newValue
            tableFooterHeight = newValue.map { Double($0.frame.height) } ?? 0
            if let newValue { addSubview(newValue) }
        }
    }

    /// Whether the table is in editing mode (recorded: editing controls are not drawn).
    public var isEditing: Bool {
        get { headerFooterViews.isEditing }
        set { headerFooterViews.isEditing = newValue }
    }

    /// Enters or leaves editing mode: UIKit's `setEditing(_:animated:)` (not animated).
    public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// A user's swipe-to-delete (or insert) of the row at `indexPath`, as UIKit delivers it: the
    /// data source is asked `canEditRowAt`, and if it agrees, told
    /// `tableView(_:commit:forRowAt:)`, where it updates its model and the table. Returns whether
    /// the commit was delivered. A row that does not exist is refused without a call.
    @discardableResult
    public func userCommitEditing(_ style: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) -> Bool {
        guard let dataSource, indexPath.section >= 0, indexPath.section < numberOfSections,
              indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section),
              dataSource.tableView(self, canEditRowAt: indexPath)
        else { return false }
        dataSource.tableView(self, commit: style, forRowAt: indexPath)
        return true
    }
}

/// The table's header and footer views and its editing flag: made on first use, so that a table
/// that sets none pays one pointer.
@MainActor
final class TableHeaderFooterViews {
    var header: View?
    var footer: View?
    var isEditing = false
}
