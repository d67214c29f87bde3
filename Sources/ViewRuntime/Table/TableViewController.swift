public import Foundation

/// A controller whose view is a ``TableView``: the runtime's UITableViewController (TV11).
///
/// - ``loadView()`` creates a screen-sized table and makes the controller its data source and
///   delegate;
/// - on the first appearance of each table (in ``viewWillAppear(_:)``) it reloads the table; on every
///   other ``viewWillAppear(_:)`` it clears the selection while ``clearsSelectionOnViewWillAppear`` is
///   true (the default), without delegate calls;
/// - in ``viewDidAppear(_:)`` it flashes the scroll indicators.
///
/// Subclass it and override the data source and delegate methods (they are declared here so that
/// subclasses can override them). Drill down from a selection:
/// ```swift
/// final class ListController: TableViewController {
///     override func viewDidLoad() { try? tableView.register(TableViewCell.self, forCellReuseIdentifier: "row") }
///     override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
///     override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
///         try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///     }
///     override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
///         try? navigationController?.pushViewController(DetailController(runtime: runtime), animated: true)
///     }
/// }
/// ```
/// For per-row heights, add a conformance to ``TableViewRowHeightDelegate`` in the subclass.
///
/// Overrides of the appearance callbacks must call super.
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// Whether every ``viewWillAppear(_:)`` after the table's first clears its selection (TV11).
    /// Default true.
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller of `runtime`; its table is created when the view loads.
    public override init(runtime: Runtime) {
        super.init(runtime: runtime)
    }

    /// Creates a controller of the current runtime (``Runtime/current``); its table is created when
    /// the view loads.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller of the current runtime whose table will have `style`: UIKit's
    /// `init(style:)`, the designated initializer subclasses call (`super.init(style: .plain)`).
    public init(style: TableViewStyle) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit's archive initializer (the coder is not read): a plain table.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The style the table is made with.
    private var tableStyle: TableViewStyle = .plain

    /// The table: the controller's view, loaded on access like ``ViewController/view``. Nil only if
    /// the view was replaced by something that is not a table.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Creates a table the size of the screen, with this controller as data source and delegate.
    open override func loadView() {
        let table = TableView(runtime: runtime, frame: runtime.screen.bounds)
        table.style = tableStyle
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// TV11: reloads a table that never loaded (the first appearance, and the first after its view
    /// was unloaded and rebuilt); otherwise clears the selection if ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = viewIfLoaded as? TableView else { return }
        if !table.hasLoadedData {
            table.reloadData()
        } else if clearsSelectionOnViewWillAppear {
            table.selectRow(at: nil, animated: animated, scrollPosition: .none)
        }
    }

    /// TV11: flashes the scroll indicators.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        (viewIfLoaded as? TableView)?.flashScrollIndicators()
    }

    // MARK: Data source (override)

    /// One section (TV1's default).
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows; override.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A plain cell without an identifier; override.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        TableViewCell(reuseIdentifier: nil)
    }

    // MARK: Delegate (override)

    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Override to drill down (push the next controller on ``ViewController/navigationController``).
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.rowHeightNotImplemented
    }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}
