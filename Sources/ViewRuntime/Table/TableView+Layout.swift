public import Foundation

/// The visible set (TV1, TV3) and scrolling: the hot path.
///
/// Invariant outside `updateVisibleRows()`: `ring` holds, top to bottom, exactly the rows of positive
/// height that intersect `[contentOffset.y, contentOffset.y + bounds.height)` and have a cell, and
/// each of those cells is a subview of the table with the row's frame.
extension TableView {
    /// The scroll position: `bounds.origin`, as in UIScrollView. Setting it is
    /// ``setContentOffset(_:animated:)`` without animation.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `offset` (not clamped, as in UIScrollView), synchronously: rows that left the
    /// viewport are recycled (``TableViewDelegate/tableView(_:didEndDisplaying:forRowAt:)``, then their
    /// queue), rows that entered get cells (`cellForRowAt`, then
    /// ``TableViewDelegate/tableView(_:willDisplay:forRowAt:)``), then the prefetch window moves.
    /// `animated` is ignored (scrolling is immediate).
    ///
    /// Loads the data first if it was never loaded. Cost: O(changed rows x (log S + log n)) plus the
    /// data source's work; allocates nothing in steady state (see ``TableView``).
    public func setContentOffset(_ offset: Point, animated: Bool = false) {
        bounds.origin = offset
        if !hasLoadedData { loadDataIfPossible(); return }
        updateVisibleRows()
    }

    /// The cells of the visible rows, top to bottom. Allocates the array. O(visible).
    public var visibleCells: [TableViewCell] {
        var cells: [TableViewCell] = []
        cells.reserveCapacity(ring.count)
        for i in 0..<ring.count { if let cell = ring.cell(at: i) { cells.append(cell) } }
        return cells
    }

    /// The index paths of the visible rows, top to bottom. Allocates the array. O(visible x log S).
    public var indexPathsForVisibleRows: [IndexPath] {
        var paths: [IndexPath] = []
        paths.reserveCapacity(ring.count)
        for i in 0..<ring.count { paths.append(geometry.indexPath(ofFlatRow: ring.flat(at: i))) }
        return paths
    }

    /// Every visible element in content order: the table header, section headers, rows, section
    /// footers, the table footer (TV3). Headers and footers take their space but have no views.
    /// Allocates the array. O(log S + log n + visible).
    package var visibleElements: [TableElement] {
        var elements: [TableElement] = []
        geometry.forEachVisible(offset: bounds.origin.y, height: bounds.height) { elements.append($0.element) }
        return elements
    }

    /// The cell of the row at `indexPath` if the row is visible, else nil (TV3, before iOS 15:
    /// prefetched or nearby rows have no cell). O(visible).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard isValid(indexPath) else { return nil }
        let flat = geometry.flatRow(of: indexPath)
        for i in 0..<ring.count where ring.flat(at: i) == flat { return ring.cell(at: i) }
        return nil
    }

    /// The index path of `cell` if it is the cell of a visible row, else nil. O(visible).
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        for i in 0..<ring.count where ring.cell(at: i) === cell {
            return geometry.indexPath(ofFlatRow: ring.flat(at: i))
        }
        return nil
    }

    /// Scrolls so that the row at `indexPath` is at `position` (TV10's positions), clamped to the
    /// content: `.top`, `.middle`, `.bottom`, or `.none` for the least movement that shows the whole
    /// row (none if it is already fully visible). An index path outside the data is ignored.
    /// O(log S + log n) plus the scroll.
    public func scrollToRow(at indexPath: IndexPath, at position: TableViewScrollPosition, animated: Bool = false) {
        loadDataIfPossible()
        guard isValid(indexPath) else { return }
        let row = geometry.rect(forRowAt: indexPath)
        let top = bounds.origin.y
        let height = bounds.height
        var target: Double
        switch position {
        case .top: target = row.minY
        case .middle: target = row.minY - (height - row.height) / 2
        case .bottom: target = row.maxY - height
        case .none:
            if row.minY < top { target = row.minY } else if row.maxY > top + height { target = row.maxY - height } else { return }
        }
        let maximum = max(0, geometry.contentHeight - height)
        target = min(max(0, target), maximum)
        setContentOffset(Point(x: bounds.origin.x, y: target), animated: animated)
    }

    // MARK: The hot path

    /// Loads the data if it never was and a data source is set (UIKit reloads at the first layout).
    func loadDataIfPossible() {
        if !hasLoadedData, dataSource != nil { reloadData() }
    }

    /// Brings `ring` in line with the viewport: trims rows that left at both ends, then extends at
    /// both ends. With estimated heights, measuring rows may move the rows below, so it repeats
    /// (at most four passes) and re-frames the visible cells.
    func updateVisibleRows() {
        guard !isUpdatingVisibleRows else { return }
        isUpdatingVisibleRows = true
        defer { isUpdatingVisibleRows = false }
        let top = bounds.origin.y
        let bottom = top + bounds.height
        let context = ScrollContext(self)
        var window = WindowLookup()
        var passes = 0
        while true {
            let measured = updateVisibleRowsOnce(top: top, bottom: bottom, context: context, window: &window)
            passes += 1
            guard measured, passes < 4 else { break }
            refreshVisibleFrames()
        }
        let scrollingDown = top >= lastLayoutOffset
        lastLayoutOffset = top
        updatePrefetching(scrollingDown: scrollingDown)
    }

    /// One trim-and-extend pass. Returns whether an estimated row was measured to a new height.
    private func updateVisibleRowsOnce(top: Double, bottom: Double, context: ScrollContext, window: inout WindowLookup) -> Bool {
        var measured = false
        while !ring.isEmpty, !geometry.rect(forFlatRow: ring.firstFlat).isVisible(top: top, bottom: bottom) {
            let flat = ring.firstFlat
            recycle(ring.removeFirst(), flat: flat, context: context)
        }
        while !ring.isEmpty, !geometry.rect(forFlatRow: ring.lastFlat).isVisible(top: top, bottom: bottom) {
            let flat = ring.lastFlat
            recycle(ring.removeLast(), flat: flat, context: context)
        }
        let rowCount = geometry.numberOfRows
        if ring.isEmpty {
            var flat = geometry.firstFlatRow(withMaxYGreaterThan: top)
            while flat < rowCount {
                let extent = showRowIfVisible(flat, top: top, bottom: bottom, atEnd: true, measured: &measured, context: context, window: &window)
                if extent.minY >= bottom { break }
                flat += 1
            }
            return measured
        }
        var flat = ring.firstFlat - 1
        while flat >= 0 {
            let extent = showRowIfVisible(flat, top: top, bottom: bottom, atEnd: false, measured: &measured, context: context, window: &window)
            if extent.maxY <= top { break }
            flat -= 1
        }
        flat = ring.lastFlat + 1
        while flat < rowCount {
            let extent = showRowIfVisible(flat, top: top, bottom: bottom, atEnd: true, measured: &measured, context: context, window: &window)
            if extent.minY >= bottom { break }
            flat += 1
        }
        return measured
    }

    /// Shows flat row `flat` if it is visible: measures it (estimated heights), asks the data source
    /// for its cell, frames it, tells the delegate, adds it. Returns the row's extent.
    func showRowIfVisible(
        _ flat: Int, top: Double, bottom: Double, atEnd: Bool, measured: inout Bool, context: ScrollContext, window: inout WindowLookup
    ) -> TableExtent {
        var extent = geometry.rect(forFlatRow: flat)
        guard extent.isVisible(top: top, bottom: bottom) else { return extent }
        let indexPath = geometry.indexPath(ofFlatRow: flat)
        if isEstimating, let heights = context.heights {
            // TV2: with estimates, the actual height is asked each time the row appears.
            let height = heights.height(in: self, at: indexPath)
            if height != extent.height || !geometry.isHeightMeasured(at: indexPath) {
                state.recordMeasuredHeight(height, forRowAt: indexPath)
            }
            if height != extent.height {
                extent = geometry.rect(forFlatRow: flat)
                measured = true
                guard extent.isVisible(top: top, bottom: bottom) else { return extent }
            }
        }
        guard let dataSource = context.dataSource else { return extent }
        let cell: TableViewCell
        let raisedBefore = runtime.raisedExceptionCount
        do {
            cell = try dataSource.tableView(self, cellForRowAt: indexPath)
        } catch {
            runtime.record(.cellForRowFailed, "cellForRowAt \(indexPath) failed: \(error)")
            return extent
        }
        // TV6: UIKit raised inside cellForRowAt (an unregistered identifier): the row stays empty,
        // as if the exception had unwound the data source's call.
        if runtime.raisedExceptionCount != raisedBefore { return extent }
        // A cell a dequeue did not hand out for this call is a reuse failure (counted, shown).
        if cell.handedOutByDequeue { cell.handedOutByDequeue = false } else { pool.countNotDequeued(identifier: cell.reuseIdentifier) }
        cell.frame = Rect(x: 0, y: extent.minY, width: bounds.width, height: extent.height)
        cell.isSelected = state.selection.count > 0 && state.selection.contains(indexPath)
        if cell.needsLayout { cell.layoutIfNeeded() }
        if let delegate = context.delegate { delegate.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        attachCell(cell, window: &window)
        if atEnd { ring.append(flat, cell) } else { ring.prepend(flat, cell) }
        return extent
    }

    /// Whether rows are measured as they appear (estimated heights with a height delegate).
    var isEstimating: Bool {
        if case .estimated = geometry.mode { return true }
        return false
    }

    /// Takes a cell off screen: out of the subviews, `didEndDisplaying`, into its queue (or discarded
    /// without an identifier, TV4). Allocates nothing once the queue has its steady-state length.
    func recycle(_ cell: TableViewCell, flat: Int, context: ScrollContext) {
        detachCell(cell)
        if let delegate = context.delegate {
            delegate.tableView(self, didEndDisplaying: cell, forRowAt: geometry.indexPath(ofFlatRow: flat))
        }
        pool.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// Recycles every visible cell (reload, unload), top to bottom.
    func recycleAllVisible() {
        let context = ScrollContext(self)
        while !ring.isEmpty {
            let flat = ring.firstFlat
            recycle(ring.removeFirst(), flat: flat, context: context)
        }
    }

    /// Adds a cell on top of the subviews: the non-allocating, check-free path for cells (no cycle
    /// or containment checks, which cannot apply to a cell; no window walk: the caller found the
    /// window's runtime once per scroll step). Draws it if the table is in a window.
    func attachCell(_ cell: TableViewCell, window: inout WindowLookup) {
        if cell.superview != nil { cell.detachFromSuperview() }
        subviews.append(cell)
        cell.superview = self
        if !cell.isDrawn, let runtime = window.runtime(of: self) {
            cell.display(runtime: runtime)
            cell.isDrawn = true
        }
    }

    /// Removes a cell from the subviews. Cells are appended and leave mostly from the top, so the
    /// search runs from the front. Allocates nothing.
    func detachCell(_ cell: TableViewCell) {
        var index = 0
        let count = subviews.count
        while index < count, subviews[index] !== cell { index += 1 }
        if index < count { subviews.remove(at: index) }
        cell.superview = nil
    }

    /// Sets every visible cell's frame from the geometry (after a resize or a measurement).
    func refreshVisibleFrames() {
        for i in 0..<ring.count {
            guard let cell = ring.cell(at: i) else { continue }
            let extent = geometry.rect(forFlatRow: ring.flat(at: i))
            cell.frame = Rect(x: 0, y: extent.minY, width: bounds.width, height: extent.height)
            if cell.needsLayout { cell.layoutIfNeeded() }
        }
    }

    /// Pulls the offset back if the content shrank below it (TV1: reloads adjust offsets).
    func clampOffsetToContent() {
        let maximum = max(0, geometry.contentHeight - bounds.height)
        if bounds.origin.y > maximum { bounds.origin.y = maximum }
    }
}

/// What one scroll step needs from the table's weak references, read once per step: each weak load
/// is a retain of an object with a side table (a slow-path reference count). Passed borrowed, so
/// calls through it retain nothing.
@MainActor
struct ScrollContext {
    let dataSource: (any TableViewDataSource)?
    let delegate: (any TableViewDelegate)?
    let heights: TableRowHeightSource?

    init(_ table: TableView) {
        dataSource = table.dataSource
        delegate = table.delegate
        heights = table.isEstimating ? table.rowHeightSource : nil
    }
}

/// The runtime of the table's window, looked up at most once per step and only when a cell needs
/// drawing (the look-up walks up the superviews).
@MainActor
struct WindowLookup {
    private var found: Runtime??

    mutating func runtime(of table: TableView) -> Runtime? {
        if let found { return found }
        let runtime = table.window?.runtime
        found = .some(runtime)
        return runtime
    }
}
