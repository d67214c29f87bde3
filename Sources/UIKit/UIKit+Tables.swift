// UIKit's table classes and protocols, over ViewRuntime's.

/// A scrolling list of rows: UIKit's `UITableView`.
public typealias UITableView = TableView
/// A row of a table: UIKit's `UITableViewCell`.
public typealias UITableViewCell = TableViewCell
/// A controller whose view is a table: UIKit's `UITableViewController`.
public typealias UITableViewController = TableViewController
/// What a table shows: UIKit's `UITableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// What a table tells and asks about its rows: UIKit's `UITableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// Rows the table will need soon: UIKit's `UITableViewDataSourcePrefetching`.
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UIRefreshControl = RefreshControl
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView

extension TableView {
    /// Where a scroll or selection puts a row: UIKit's `UITableView.ScrollPosition`.
    public typealias ScrollPosition = TableViewScrollPosition
    /// How rows animate in a batch update (accepted, not animated): `UITableView.RowAnimation`.
    public typealias RowAnimation = TableViewRowAnimation
    /// Plain or grouped: UIKit's `UITableView.Style`.
    public typealias Style = TableViewStyle
}
