public import Foundation

/// A scrolling list of rows with cell reuse: the runtime's UITableView.
///
/// A table asks its ``dataSource`` for counts and for cells of visible rows only (TV1), lays rows out
/// from ``rowHeight``, a ``TableViewRowHeightDelegate`` or ``estimatedRowHeight`` (TV2), keeps as
/// subviews exactly the cells of the rows that intersect `[contentOffset.y, contentOffset.y +
/// bounds.height)` (TV3), and recycles cells that scroll off into one queue per reuse identifier
/// (TV4-TV7). Reloads (TV8), batch updates with UIKit's consistency check (TV9), selection (TV10) and
/// prefetching (TV12) are in the `TableView+` files.
///
/// ```swift
/// let table = TableView(runtime: runtime, frame: runtime.screen.bounds)
/// try table.register(TableViewCell.self, forCellReuseIdentifier: "row")
/// table.dataSource = model                 // cellForRowAt: try table.dequeueReusableCell(withIdentifier: "row", for: ip)
/// table.reloadData()
/// table.setContentOffset(Point(x: 0, y: 4_400))
/// ```
///
/// ## Costs
/// - Scrolling (``setContentOffset(_:animated:)``): O(rows that enter or leave x (log S + log n)), plus
///   the data source's `cellForRowAt` for each row that enters. Once as many cells exist as rows fit
///   on screen (plus one or two), a scroll step allocates **nothing**: visible rows live in a ring
///   with reserved capacity, queues are arrays used as stacks, cells are added and removed through
///   non-allocating subview edits, and no closure, array or string is built.
/// - ``reloadData()``: O(S) with fixed heights, O(S + n) with a ``TableViewRowHeightDelegate`` and no
///   estimates, plus the visible rows' cells.
/// - Batch updates: see ``endUpdates()``.
///
/// The table belongs to one ``Runtime`` (given at creation): it registers itself with it for memory
/// warnings (M6, see ``memoryWarningPoolPolicy``) and for reuse accounting (``Runtime/tables``).
///
/// Threading: main-actor isolated.
@preconcurrency @MainActor
open class TableView: View, MemoryPressureResponder {
    /// The runtime the table belongs to (held strongly, as controllers hold theirs).
    public let runtime: Runtime
    /// The per-runtime table number, from 1 in creation order.
    public let tableID: Int

    /// Where rows and cells come from. Held weakly.
    public weak var dataSource: (any TableViewDataSource)?
    /// Told about display and selection, asked for header, footer and row heights. Held weakly.
    /// If it implements `tableView(_:heightForRowAt:)`, rows have per-row heights (TV2).
    public weak var delegate: (any TableViewDelegate)? {
        didSet {
            heightDelegate = delegate as? any TableViewRowHeightDelegate
            probedHeightDelegate = nil
            rowHeightsProbed = heightDelegate != nil || delegate == nil
        }
    }
    /// The delegate as an explicit ``TableViewRowHeightDelegate``, cast once when it is set.
    final weak var heightDelegate: (any TableViewRowHeightDelegate)?
    /// The delegate once it is known to answer `heightForRowAt` (asked once, see
    /// ``rowHeightsProbed``).
    final weak var probedHeightDelegate: (any TableViewDelegate)?
    /// Where row heights come from, or nil for fixed heights.
    var rowHeightSource: TableRowHeightSource? {
        if let heightDelegate { return .explicit(heightDelegate) }
        if let probedHeightDelegate { return .probed(probedHeightDelegate) }
        return nil
    }
    /// Whether the delegate was asked (at the first load with a row since it was set) if it
    /// implements `heightForRowAt`: Swift has no optional protocol methods, so the default
    /// implementation answers ``rowHeightNotImplemented`` and the table asks once.
    final var rowHeightsProbed = true
    /// What the default `tableView(_:heightForRowAt:)` answers: "not implemented, use
    /// ``rowHeight``".
    nonisolated static let rowHeightNotImplemented: CGFloat = -0x1p60
    /// Told ahead of time about rows that will need cells (TV12). Held weakly; nil turns prefetching off.
    public weak var prefetchDataSource: (any TableViewDataSourcePrefetching)?
    /// Whether prefetching runs (TV12). Default true.
    public var isPrefetchingEnabled = true
    /// How many rows beyond the visible ones form the prefetch window. Default 10.
    public var prefetchDistance = 10

    /// Plain or grouped (UIKit's `style`): fixed at creation, recorded only.
    public internal(set) var style: TableViewStyle = .plain
    /// The height of every row when the delegate gives none (TV2). Default 44. Takes effect at the
    /// next load (``reloadData()``). ``automaticDimension`` (or any negative height) keeps the
    /// current value: self-sizing is not modelled.
    public var rowHeight: Double = 44 {
        didSet { if rowHeight < 0 || !rowHeight.isFinite { rowHeight = oldValue } }
    }
    /// The header and footer views and the editing flag (TableView+UIKitSurface.swift).
    var headerFooterViewsStorage: TableHeaderFooterViews?
    /// The estimate for rows not yet displayed; 0 (the default here) turns estimation off (TV2).
    /// With a ``TableViewRowHeightDelegate`` and an estimate, heights are asked only for rows that
    /// appear, each time they appear. UIKit's default is `automaticDimension` (self-sizing), which
    /// this runtime does not model. Takes effect at the next load.
    public var estimatedRowHeight: Double = 0 {
        didSet { if estimatedRowHeight < 0 || !estimatedRowHeight.isFinite { estimatedRowHeight = oldValue } }
    }
    /// The header height of every section when the delegate does not say. Default 0 (no headers).
    public var sectionHeaderHeight: Double = 0
    /// The footer height of every section when the delegate does not say. Default 0 (no footers).
    public var sectionFooterHeight: Double = 0
    /// The height of the table header view (0 = none). Takes effect at the next load.
    public var tableHeaderHeight: Double = 0
    /// The height of the table footer view (0 = none). Takes effect at the next load.
    public var tableFooterHeight: Double = 0

    /// What a memory warning does to the reuse queues (M6). Default: the runtime's
    /// ``TableRegistry/defaultMemoryWarningPoolPolicy`` when the table was created (itself
    /// ``TableReusePoolWarningPolicy/keep`` unless changed).
    public var memoryWarningPoolPolicy: TableReusePoolWarningPolicy

    /// Geometry, selection and the batch update being recorded.
    /// The state and the visible rows live in memory the table owns, reached through `let` pointers:
    /// a stored `var` of a class costs a dynamic exclusivity check (`swift_beginAccess`, a
    /// thread-local access set) on every read, which was a sixth of the scroll path. The table is
    /// main-actor isolated and never holds an access across a call into user code that could
    /// re-enter it with a write, so the checks are not needed for safety.
    private final let stateStorage: UnsafeMutablePointer<TableState>
    private final let ringStorage: UnsafeMutablePointer<TableVisibleRing<TableViewCell>>
    final var state: TableState {
        _read { yield stateStorage.pointee }
        _modify { yield &stateStorage.pointee }
        set { stateStorage.pointee = newValue }
    }
    /// Whether the data was loaded at least once (by ``reloadData()`` or the first layout).
    public internal(set) var hasLoadedData = false
    /// The reuse queues and registrations.
    final let pool: ReusePool<TableViewCell>
    /// The visible rows (flat indices) and their cells, top to bottom.
    final var ring: TableVisibleRing<TableViewCell> {
        _read { yield ringStorage.pointee }
        _modify { yield &ringStorage.pointee }
    }
    /// The geometry, borrowed in place: reading `state.geometry` through a getter copies the whole
    /// value (a retain and release of every buffer it holds), which dominated the scroll path.
    final var geometry: TableGeometry {
        _read { yield state.geometry }
    }
    final var isUpdatingVisibleRows = false
    /// The prefetch window announced and not yet cancelled: flat rows `prefetchLow..<prefetchHigh`.
    final var prefetchLow = 0
    final var prefetchHigh = 0
    final var prefetchBuffer: [IndexPath] = []
    final var lastLayoutOffset = 0.0
    /// How many times ``flashScrollIndicators()`` was called (TV11).
    public internal(set) var scrollIndicatorFlashCount = 0
    /// How many memory warnings emptied the reuse queues.
    public internal(set) var reusePoolPurgeCount = 0

    private var labelStorage: String?
    var lastKnownLabel: String?

    /// Creates an empty table of `runtime`. It loads its data at the first ``reloadData()`` or layout.
    ///
    /// Cost: a ring of 64 slots and a registration with the runtime (both O(1) amortized).
    public init(runtime: Runtime, frame: Rect = .zero) {
        self.runtime = runtime
        self.tableID = runtime.tableRegistry.nextTableID()
        self.memoryWarningPoolPolicy = runtime.tableRegistry.defaultMemoryWarningPoolPolicy
        self.pool = ReusePool<TableViewCell>(initialQueueCapacity: 32) { $0.callPrepareForReuse() }
        self.stateStorage = HeapMemory.allocate(TableState.self)
        stateStorage.initialize(to: TableState(source: TableStaticLayoutSource(rowCounts: [])))
        self.ringStorage = HeapMemory.allocate(TableVisibleRing<TableViewCell>.self)
        ringStorage.initialize(to: TableVisibleRing<TableViewCell>(capacity: 64))
        self.prefetchBuffer.reserveCapacity(64)
        super.init(frame: frame)
        runtime.tableRegistry.register(self)
        runtime.addMemoryPressureResponder(self)
    }

    /// UIKit's archive initializer, required as in UIKit; the coder is not read.
    public required convenience init?(coder: NSCoder) {
        self.init(runtime: .current, frame: .zero)
    }

    /// Creates an empty table of the current runtime (``Runtime/current``): UIKit's
    /// `UITableView(frame:style:)`. It loads its data at the first ``reloadData()`` or layout.
    public convenience init(frame: Rect, style: TableViewStyle) {
        self.init(runtime: .current, frame: frame)
        self.style = style
    }

    /// Creates an empty table of the current runtime (``Runtime/current``), plain: UIKit's
    /// `UITableView(frame:)` and `UITableView()`.
    public override convenience init(frame: Rect = .zero) {
        self.init(runtime: .current, frame: frame)
    }

    // Not `isolated deinit`, so that a user's subclass may declare a plain deinit (see
    // ViewController's); tables live and die on the main thread.
    deinit {
        MainActor.assumeIsolated {
            runtime.tableRegistry.tableDidDeinit(
                tableID: tableID, label: labelStorage ?? lastKnownLabel ?? "TableView#\(tableID)",
                statistics: pool.allStatistics)
            stateStorage.deinitialize(count: 1)
            HeapMemory.deallocate(stateStorage)
            ringStorage.deinitialize(count: 1)
            HeapMemory.deallocate(ringStorage)
            runtime.sweepDeadResponders()
        }
    }

    /// The name reuse accounting uses: set it, or it is the label of the controller whose root view
    /// (or nearest ancestor's) this table is (`list#1`), else `TableView#<tableID>`. The last
    /// name seen is kept for the accounting of a table that died.
    public var traceLabel: String {
        get {
            let made = labelStorage ?? nearestViewController?.traceLabel ?? lastKnownLabel ?? "TableView#\(tableID)"
            lastKnownLabel = made
            return made
        }
        set { labelStorage = newValue }
    }

    /// Lays out the visible rows for the current bounds (a size change re-frames every cell).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if !hasLoadedData { loadDataIfPossible(); return }
        refreshVisibleFrames()
        updateVisibleRows()
    }

    // MARK: Registration and dequeue (TV5, TV6)

    /// Registers a cell class for `identifier`, replacing any earlier registration; nil
    /// unregisters (TV6). Cells are created with `init(reuseIdentifier: identifier)`. Cells already
    /// queued stay queued. O(1).
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError`` (``RuntimeError/Code/invalidReuseIdentifier``) for an empty identifier.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        do { try checkedRegister(cellClass, forCellReuseIdentifier: identifier) } catch { runtime.raise(error) }
    }

    /// ``register``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedRegister(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) throws {
        let factory: ((String) -> TableViewCell)? = cellClass.map { type in { type.init(reuseIdentifier: $0) } }
        do { try pool.register(factory, forIdentifier: identifier) } catch { throw RuntimeError(error) }
    }

    /// Registers a closure that creates cells for `identifier` (for cells that need parameters),
    /// replacing any earlier registration. The closure receives the identifier; the cell it returns
    /// should carry it as its ``TableViewCell/reuseIdentifier``, or it will be discarded instead of
    /// queued when it scrolls off. O(1).
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError`` (``RuntimeError/Code/invalidReuseIdentifier``) for an empty identifier.
    public func register(
        forCellReuseIdentifier identifier: String, _ factory: @escaping (String) -> TableViewCell
    ) {
        do { try checkedRegister(forCellReuseIdentifier: identifier, factory) } catch { runtime.raise(error) }
    }

    /// ``register``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedRegister(
        forCellReuseIdentifier identifier: String, _ factory: @escaping (String) -> TableViewCell
    ) throws {
        do { try pool.register(factory, forIdentifier: identifier) } catch { throw RuntimeError(error) }
    }

    /// TV5: a queued cell of `identifier` (after its ``TableViewCell/prepareForReuse()``), else a new
    /// cell from the registration, else nil. O(1); allocates only when it creates a cell.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        let cell = pool.dequeueReusableCell(withIdentifier: identifier)
        cell?.handedOutByDequeue = true
        return cell
    }

    /// TV6: like ``dequeueReusableCell(withIdentifier:)``, but always returns a cell. Call it from
    /// `cellForRowAt`. O(1); allocates only when it creates a cell.
    /// - Raises (recorded on the runtime, see ``UIKitException``): ``RuntimeError`` (``RuntimeError/Code/unregisteredReuseIdentifier``) with UIKit's message
    ///   "unable to dequeue a cell with identifier X - must register a nib or a class for the
    ///   identifier or connect a prototype cell in a storyboard" when nothing is queued or
    ///   registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        do { return try checkedDequeueReusableCell(withIdentifier: identifier, for: indexPath) } catch {
            runtime.raise(error)
            return TableViewCell(reuseIdentifier: nil)
        }
    }

    /// ``dequeueReusableCell``, throwing the misuse instead of raising it (the package's own callers).
    package func checkedDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        throw RuntimeError(
            .unregisteredReuseIdentifier,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    // MARK: Reuse accounting

    /// Per reuse identifier: cells created, dequeues, reuses, misses, enqueues, queue high-water mark
    /// and cells discarded. Allocates (a dictionary): for profilers and tests, not the scroll path.
    public var reuseStatistics: [String: TableReuseStatistics] {
        var result: [String: TableReuseStatistics] = [:]
        for entry in pool.allStatistics { result[entry.identifier] = entry.statistics }
        return result
    }

    /// The cells queued for `identifier` right now.
    public func queuedCellCount(forReuseIdentifier identifier: String) -> Int {
        pool.queuedCount(forIdentifier: identifier)
    }

    /// The number of visible rows with a cell right now. O(1), allocates nothing (for benchmarks).
    public var visibleRowCount: Int { ring.count }

    /// Cells that left the screen without a reuse identifier and were discarded (TV4).
    public var cellsDiscardedWithoutIdentifier: Int { pool.cellsDiscardedWithoutIdentifier }

    // MARK: Counts and geometry (loaded data)

    /// The number of sections, as of the last load or commit.
    public var numberOfSections: Int { state.geometry.numberOfSections }

    /// The number of rows in `section`, as of the last load or commit.
    public func numberOfRows(inSection section: Int) -> Int { state.geometry.numberOfRows(inSection: section) }

    /// The content size: the table's width by the height of every header, row and footer. O(log S).
    public var contentSize: Size { Size(width: bounds.width, height: state.geometry.contentHeight) }

    /// The rectangle of the row at `indexPath` in content coordinates. O(log S + log n).
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        let extent = state.geometry.rect(forRowAt: indexPath)
        return Rect(x: 0, y: extent.minY, width: bounds.width, height: extent.height)
    }

    /// The rectangle of the header of `section`. O(log S).
    public func rectForHeader(inSection section: Int) -> Rect {
        let extent = state.geometry.rect(forHeaderInSection: section)
        return Rect(x: 0, y: extent.minY, width: bounds.width, height: extent.height)
    }

    /// The rectangle of the footer of `section`. O(log S).
    public func rectForFooter(inSection section: Int) -> Rect {
        let extent = state.geometry.rect(forFooterInSection: section)
        return Rect(x: 0, y: extent.minY, width: bounds.width, height: extent.height)
    }

    /// The row at `point` (content coordinates), or nil. O(log S + log n).
    public func indexPathForRow(at point: Point) -> IndexPath? {
        let geometry = state.geometry
        let flat = geometry.firstFlatRow(withMaxYGreaterThan: point.y)
        guard point.y >= 0, flat < geometry.numberOfRows else { return nil }
        let extent = geometry.rect(forFlatRow: flat)
        return extent.minY <= point.y && point.y < extent.maxY ? geometry.indexPath(ofFlatRow: flat) : nil
    }

    /// Whether `indexPath` names a row of the loaded data.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < state.geometry.numberOfSections
            && indexPath.row >= 0 && indexPath.row < state.geometry.numberOfRows(inSection: indexPath.section)
    }

    /// TV11: records that the scroll indicators flashed (there are none to draw).
    public func flashScrollIndicators() { scrollIndicatorFlashCount += 1 }
}

// MARK: - Errors and diagnostics

extension RuntimeError.Code {
    /// TV6: `dequeueReusableCell(withIdentifier:for:)` for an identifier with nothing queued or registered.
    public static let unregisteredReuseIdentifier = RuntimeError.Code(TableUpdateError.Code.unregisteredIdentifier.rawValue)
    /// TV6: `register` with an empty identifier.
    public static let invalidReuseIdentifier = RuntimeError.Code(TableUpdateError.Code.invalidReuseIdentifier.rawValue)
    /// TV9: the section count after a batch update is inconsistent.
    public static let invalidNumberOfSections = RuntimeError.Code(TableUpdateError.Code.invalidNumberOfSections.rawValue)
    /// TV9: the row count of a section after a batch update is inconsistent.
    public static let invalidNumberOfRows = RuntimeError.Code(TableUpdateError.Code.invalidNumberOfRows.rawValue)
}

extension RuntimeError {
    /// The table engine's error as a runtime error: same code string, same message.
    package init(_ error: TableUpdateError) {
        self.init(Code(error.code.rawValue), error.message)
    }
}

extension Diagnostic.Code {
    /// TV8: `reloadData()` inside `beginUpdates()`/`endUpdates()`; the reload ran and the open updates
    /// were discarded.
    public static let reloadDataInsideUpdates = Diagnostic.Code("reloadDataInsideUpdates")
    /// A data source's `cellForRowAt` threw; the row was left without a cell.
    public static let cellForRowFailed = Diagnostic.Code("cellForRowFailed")
}

/// The data source and delegate as the engine's ``TableLayoutSource``: used only while loading and
/// committing, never while scrolling.
@MainActor
struct TableViewLayoutSource: @MainActor TableLayoutSource {
    let table: TableView
    let dataSource: (any TableViewDataSource)?
    let delegate: (any TableViewDelegate)?
    let heights: TableRowHeightSource?

    init(_ table: TableView) {
        self.table = table
        dataSource = table.dataSource
        delegate = table.delegate
        heights = table.rowHeightSource
    }

    var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: table) } ?? 0 }
    func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
    }
    func heightForHeader(inSection section: Int) -> Double {
        delegate.map { Double($0.tableView(table, heightForHeaderInSection: section)) } ?? table.sectionHeaderHeight
    }
    func heightForFooter(inSection section: Int) -> Double {
        delegate.map { Double($0.tableView(table, heightForFooterInSection: section)) } ?? table.sectionFooterHeight
    }
    func providesRowHeights(firstRow: IndexPath?) -> Bool {
        if heights != nil { return true }
        guard !table.rowHeightsProbed, let delegate, let firstRow else { return false }
        table.rowHeightsProbed = true
        guard delegate.tableView(table, heightForRowAt: firstRow) != TableView.rowHeightNotImplemented else { return false }
        table.probedHeightDelegate = delegate
        return true
    }
    func heightForRow(at indexPath: IndexPath) -> Double {
        guard let heights = heights ?? table.rowHeightSource else { return table.rowHeight }
        return heights.height(in: table, at: indexPath)
    }
}
