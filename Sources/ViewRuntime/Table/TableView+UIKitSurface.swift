public import Foundation

/// The parts of UIKit's `UITableView` surface that shape no rows: header and footer views, editing,
/// separators. The header and footer views are subviews of the table, so their bytes count with it.
extension TableView {
    /// UIKit's `UITableView.automaticDimension` (-1): self-sizing rows, which the runtime does not
    /// model. Set as ``rowHeight`` or ``estimatedRowHeight`` it keeps the current value (44 and 0
    /// by default); returned from `heightForRowAt`, the row gets ``rowHeight``.
    public static let automaticDimension: CGFloat = -1

    var headerFooterViews: TableHeaderFooterViews {
        if let existing = headerFooterViewsStorage { return existing }
        let made = TableHeaderFooterViews()
        headerFooterViewsStorage = made
        return made
    }

    /// Puts `new` in the slot at `keyPath` and in the table's subviews (behind the rows when
    /// `atBack`), removing the view it replaces. Returns false when `new` is already there.
    @discardableResult
    private func replaceAuxiliaryView<V: View>(
        _ keyPath: ReferenceWritableKeyPath<TableHeaderFooterViews, V?>, with new: V?, atBack: Bool = false
    ) -> Bool {
        let views = headerFooterViews
        guard new !== views[keyPath: keyPath] else { return false }
        views[keyPath: keyPath]?.removeFromSuperview()
        views[keyPath: keyPath] = new
        if let new {
            if atBack { insertSubview(new, at: 0) } else { addSubview(new) }
        }
        return true
    }

    /// The view above the first section (UIKit's `tableHeaderView`): a subview of the table whose
    /// height becomes ``tableHeaderHeight``. Setting it replaces (and removes) the previous one.
    public var tableHeaderView: View? {
        get { headerFooterViews.header }
        set {
            guard replaceAuxiliaryView(\.header, with: newValue) else { return }
            tableHeaderHeight = newValue.map { Double($0.frame.height) } ?? 0
        }
    }

    /// The view below the last section (UIKit's `tableFooterView`; `UIView()` is the usual way of
    /// hiding empty rows' separators): a subview of the table whose height becomes
    /// ``tableFooterHeight``.
    public var tableFooterView: View? {
        get { headerFooterViews.footer }
        set {
            guard replaceAuxiliaryView(\.footer, with: newValue) else { return }
            tableFooterHeight = newValue.map { Double($0.frame.height) } ?? 0
        }
    }

    /// How rows are separated: UIKit's `UITableViewCell.SeparatorStyle` (recorded).
    public var separatorStyle: TableViewCell.SeparatorStyle {
        get { headerFooterViews.separatorStyle }
        set { headerFooterViews.separatorStyle = newValue }
    }

    /// The separators' insets (recorded).
    public var separatorInset: EdgeInsets {
        get { headerFooterViews.separatorInset }
        set { headerFooterViews.separatorInset = newValue }
    }

    /// The separators' colour (recorded).
    public var separatorColor: Color? {
        get { headerFooterViews.separatorColor }
        set { headerFooterViews.separatorColor = newValue }
    }

    /// Space around the content (recorded: rows are laid out from the top of the bounds).
    public var contentInset: EdgeInsets {
        get { headerFooterViews.contentInset }
        set { headerFooterViews.contentInset = newValue }
    }

    /// Whether scrolling dismisses the keyboard (recorded).
    public var keyboardDismissMode: ScrollView.KeyboardDismissMode {
        get { headerFooterViews.keyboardDismissMode }
        set { headerFooterViews.keyboardDismissMode = newValue }
    }

    /// The view behind the rows (UIKit's `backgroundView`): a subview of the table.
    public var backgroundView: View? {
        get { headerFooterViews.backgroundView }
        set { replaceAuxiliaryView(\.backgroundView, with: newValue, atBack: true) }
    }

    /// The pull-to-refresh control (UIKit's `refreshControl`): a subview of the table; pull it
    /// with ``RefreshControl/simulatePullToRefresh()``.
    public var refreshControl: RefreshControl? {
        get { headerFooterViews.refreshControl }
        set { replaceAuxiliaryView(\.refreshControl, with: newValue) }
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

/// The table's header, footer and background views, its refresh control, editing flag and
/// separator settings: made on first use, so that a table
/// that sets none pays one pointer.
@MainActor
final class TableHeaderFooterViews {
    var header: View?
    var footer: View?
    var backgroundView: View?
    var refreshControl: RefreshControl?
    var isEditing = false
    var separatorStyle: TableViewCell.SeparatorStyle = .singleLine
    var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    var separatorColor: Color?
    var contentInset = EdgeInsets.zero
    var keyboardDismissMode: ScrollView.KeyboardDismissMode = .none
    var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
}
