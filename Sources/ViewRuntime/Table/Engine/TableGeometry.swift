package import Foundation

/// The vertical layout of a table: where every row, section header and footer is, and which of
/// them a viewport shows (TV2, TV3).
///
/// Content is laid out top to bottom as: the table header, then for each section its header, its
/// rows and its footer, then the table footer. So (TV3)
/// `y(section s) = tableHeaderHeight + Σ_{k<s} (headerH(k) + Σ rowH + footerH(k))`.
///
/// ## Modes
/// - ``RowHeightMode/fixed(_:)``: every row has the table's `rowHeight`; row positions are pure
///   arithmetic and no per-row storage exists. Nothing is asked of the source per row.
/// - ``RowHeightMode/variable``: each row's height was asked once at build (TV2) and is kept in a
///   ``TableRowHeights`` store.
/// - ``RowHeightMode/estimated(_:)``: rows start at the estimate; ``recordMeasuredHeight(_:forRowAt:)``
///   stores the actual height when a row appears, and ``contentHeight`` follows.
///
/// ## Costs (S sections, n rows)
/// Building: O(S + n) (O(S) in fixed mode). ``rect(forRowAt:)``, ``indexPath(ofFlatRow:)``,
/// ``firstFlatRow(withMaxYGreaterThan:)``: O(log S + log n). ``recordMeasuredHeight(_:forRowAt:)``:
/// O(log S + log n + 128). ``contentHeight``: O(log S). Visible iteration: O(log S + log n) to find
/// the first element, then O(1) per element. None of the reads allocates.
///
/// A geometry is a value: batch updates build a new one (see `TableGeometry+Updates.swift`) and the
/// caller swaps it in only on success.
package struct TableGeometry: Sendable {
    /// How row heights are determined.
    package enum RowHeightMode: Sendable, Equatable {
        /// All rows have this height; the source is never asked.
        case fixed(Double)
        /// Heights were asked for every row.
        case variable
        /// Unmeasured rows use this estimate; rows are measured when they appear.
        case estimated(Double)
    }

    /// The row-height mode chosen at build from the source and the settings.
    package private(set) var mode: RowHeightMode
    /// The settings the geometry was built with.
    package private(set) var settings: TableHeightSettings
    private(set) var headerHeights: [Double]
    private(set) var footerHeights: [Double]
    private(set) var rowCounts: [Int]
    /// Row counts per section: flat row index of each section's first row.
    private var sectionRowStarts: TableFenwickTree<Int>
    /// header + rows + footer per section.
    private var sectionHeights: TableFenwickTree<Double>
    /// Per-row heights over all sections in flat order (empty in fixed mode).
    private(set) var rows: TableRowHeights

    /// Builds the geometry of a freshly reloaded table, asking `source` for counts and heights
    /// according to the mode rules of ``TableLayoutSource`` (TV2). O(S + n).
    package init(source: some TableLayoutSource, settings: TableHeightSettings = .init()) {
        let sections = max(0, source.numberOfSections)
        var counts: [Int] = []
        var headers: [Double] = []
        var footers: [Double] = []
        counts.reserveCapacity(sections)
        headers.reserveCapacity(sections)
        footers.reserveCapacity(sections)
        for s in 0..<sections {
            counts.append(max(0, source.numberOfRows(inSection: s)))
            headers.append(source.heightForHeader(inSection: s))
            footers.append(source.heightForFooter(inSection: s))
        }
        let mode: RowHeightMode
        var rows = TableRowHeights()
        let firstRow = counts.firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) }
        if !source.providesRowHeights(firstRow: firstRow) {
            mode = .fixed(settings.rowHeight)
        } else if settings.estimatedRowHeight > 0 {
            mode = .estimated(settings.estimatedRowHeight)
            let total = counts.reduce(0, +)
            rows = TableRowHeights(repeatElement(settings.estimatedRowHeight, count: total), measured: false)
        } else {
            mode = .variable
            rows = TableRowHeights(
                counts.indices.lazy.flatMap { s in
                    (0..<counts[s]).lazy.map { r in source.heightForRow(at: IndexPath(section: s, row: r)) }
                }, measured: true)
        }
        self.init(mode: mode, settings: settings, headers: headers, footers: footers, counts: counts, rows: rows)
    }

    /// Assembles a geometry from parts; `rows` must hold `counts.reduce(0, +)` rows unless `mode`
    /// is fixed. O(S).
    init(
        mode: RowHeightMode, settings: TableHeightSettings, headers: [Double], footers: [Double],
        counts: [Int], rows: TableRowHeights
    ) {
        self.mode = mode
        self.settings = settings
        self.headerHeights = headers
        self.footerHeights = footers
        self.rowCounts = counts
        var rows = rows
        // Variable heights are read on every scroll step and edited only by batch updates:
        // give the store its O(1) read index (O(rows / 64)) whenever a geometry is assembled.
        if mode == .variable, rows.index == nil { rows.buildIndex() }
        self.rows = rows
        self.sectionRowStarts = TableFenwickTree(counts)
        self.sectionHeights = TableFenwickTree<Double>()
        var heights: [Double] = []
        heights.reserveCapacity(counts.count)
        var flat = 0
        for s in counts.indices {
            let rowsHeight: Double
            switch mode {
            case .fixed(let h): rowsHeight = Double(counts[s]) * h
            case .variable, .estimated: rowsHeight = rows.minY(ofRow: flat + counts[s]) - rows.minY(ofRow: flat)
            }
            heights.append(headers[s] + rowsHeight + footers[s])
            flat += counts[s]
        }
        self.sectionHeights = TableFenwickTree(heights)
    }

    // MARK: Counts

    /// The number of sections. O(1).
    package var numberOfSections: Int { rowCounts.count }
    /// The number of rows in `section`. O(1).
    package func numberOfRows(inSection section: Int) -> Int { rowCounts[section] }
    /// The number of rows in all sections. O(log S).
    package var numberOfRows: Int { sectionRowStarts.total }

    /// The height of all content: table header, sections, table footer (the content size). O(log S).
    package var contentHeight: Double {
        settings.tableHeaderHeight + sectionHeights.total + settings.tableFooterHeight
    }

    // MARK: Flat row indices

    /// The position of `indexPath` in the flat order of all rows. O(log S).
    package func flatRow(of indexPath: IndexPath) -> Int {
        sectionRowStarts.prefix(indexPath.section) + indexPath.row
    }

    /// The index path of flat row `flat` (in `0..<numberOfRows`). O(log S).
    package func indexPath(ofFlatRow flat: Int) -> IndexPath {
        // Largest s whose first row is at or before `flat`: skips empty sections.
        let section = sectionRowStarts.count(whilePrefixAtMost: flat)
        return IndexPath(section: section, row: flat - sectionRowStarts.prefix(section))
    }

    // MARK: Rectangles

    /// The extent of the table header view. O(1).
    package var tableHeaderExtent: TableExtent { TableExtent(minY: 0, height: settings.tableHeaderHeight) }

    /// The extent of the table footer view. O(log S).
    package var tableFooterExtent: TableExtent {
        TableExtent(minY: settings.tableHeaderHeight + sectionHeights.total, height: settings.tableFooterHeight)
    }

    /// The extent of a whole section (header, rows, footer). O(log S).
    package func rect(forSection section: Int) -> TableExtent {
        TableExtent(minY: sectionMinY(section), height: sectionHeights.value(at: section))
    }

    /// The extent of the header of `section`. O(log S).
    package func rect(forHeaderInSection section: Int) -> TableExtent {
        TableExtent(minY: sectionMinY(section), height: headerHeights[section])
    }

    /// The extent of the footer of `section`. O(log S).
    package func rect(forFooterInSection section: Int) -> TableExtent {
        let footer = footerHeights[section]
        return TableExtent(minY: sectionMinY(section + 1) - footer, height: footer)
    }

    /// The extent of the row at `indexPath`. O(log S + log n).
    package func rect(forRowAt indexPath: IndexPath) -> TableExtent {
        rect(forRow: indexPath, flat: flatRow(of: indexPath))
    }

    /// The extent of flat row `flat`. O(log S + log n).
    package func rect(forFlatRow flat: Int) -> TableExtent {
        rect(forRow: indexPath(ofFlatRow: flat), flat: flat)
    }

    func rect(forRow indexPath: IndexPath, flat: Int) -> TableExtent {
        let rowsTop = sectionMinY(indexPath.section) + headerHeights[indexPath.section]
        switch mode {
        case .fixed(let h):
            return TableExtent(minY: rowsTop + Double(indexPath.row) * h, height: h)
        case .variable, .estimated:
            let first = flat - indexPath.row
            let span = rows.span(ofRow: flat)
            return TableExtent(minY: rowsTop + (span.minY - rows.minY(ofRow: first)), height: span.height)
        }
    }

    /// The height of the row at `indexPath`. O(log S + log n).
    package func rowHeight(at indexPath: IndexPath) -> Double {
        switch mode {
        case .fixed(let h): return h
        case .variable, .estimated: return rows.height(ofRow: flatRow(of: indexPath))
        }
    }

    /// Whether the row's height is known (always, except estimated rows not yet measured).
    package func isHeightMeasured(at indexPath: IndexPath) -> Bool {
        switch mode {
        case .fixed, .variable: return true
        case .estimated: return rows.isMeasured(row: flatRow(of: indexPath))
        }
    }

    /// The top of `section` (may be `numberOfSections`: the top of the table footer). O(log S).
    func sectionMinY(_ section: Int) -> Double {
        settings.tableHeaderHeight + sectionHeights.prefix(section)
    }

    /// The first section whose bottom edge is below `y`, or `numberOfSections`. O(log S).
    func firstSection(withMaxYGreaterThan y: Double) -> Int {
        sectionHeights.count(whilePrefixAtMost: y - settings.tableHeaderHeight)
    }

    /// The first flat row whose bottom edge is greater than `y` (the row containing `y`, or the next
    /// one), or `numberOfRows` if none. O(log S + log n).
    package func firstFlatRow(withMaxYGreaterThan y: Double) -> Int {
        let section = firstSection(withMaxYGreaterThan: y)
        if section >= numberOfSections { return numberOfRows }
        let first = sectionRowStarts.prefix(section)
        let count = rowCounts[section]
        let rowsTop = sectionMinY(section) + headerHeights[section]
        if y < rowsTop { return first }
        switch mode {
        case .fixed(let h):
            guard h > 0 else { return first + count }
            let r = Int(((y - rowsTop) / h).rounded(.down))
            return first + min(max(r, 0), count)
        case .variable, .estimated:
            let local = rows.firstRow(withMaxYGreaterThan: y - rowsTop + rows.minY(ofRow: first))
            return min(max(local, first), first + count)
        }
    }

    // MARK: Estimated heights

    /// Records the actual height of a row that appeared (TV2: "actual heights are requested only for
    /// rows that appear, and again when they reappear"). The content height follows.
    ///
    /// In fixed mode this does nothing; in variable mode it replaces the stored height.
    /// O(log S + log n + 128); allocates nothing.
    package mutating func recordMeasuredHeight(_ height: Double, forRowAt indexPath: IndexPath) {
        if case .fixed = mode { return }
        let flat = flatRow(of: indexPath)
        let old = rows.height(ofRow: flat)
        rows.setHeight(height, measured: true, ofRow: flat)
        if height != old { sectionHeights.add(height - old, at: indexPath.section) }
    }
}
