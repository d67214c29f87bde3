package import Foundation

/// Where a ``TableGeometry`` gets its counts and heights: the engine's view of a table's data source
/// and delegate.
///
/// The geometry calls this only when it builds (reload) or applies a batch update, and, with
/// estimated heights, when a row appears. Integration conforms the table view to it, forwarding to
/// `UITableViewDataSource`/`UITableViewDelegate`-like objects.
///
/// Which row heights are asked (TV2):
/// - ``providesRowHeights`` false: the fixed ``TableHeightSettings/rowHeight`` is used and
///   ``heightForRow(at:)`` is never called.
/// - true, without estimates: ``heightForRow(at:)`` is called for every row at reload, including
///   off-screen ones, and for inserted and reloaded rows at a batch update.
/// - true, with estimates: only for rows that appear, each time they appear.
package protocol TableLayoutSource {
    /// The number of sections. Defaults to 1, as `numberOfSections(in:)` does in UIKit (TV1).
    var numberOfSections: Int { get }
    /// The number of rows in `section` (required, TV1).
    func numberOfRows(inSection section: Int) -> Int
    /// The height of the header of `section`. Defaults to 0 (no header).
    func heightForHeader(inSection section: Int) -> Double
    /// The height of the footer of `section`. Defaults to 0 (no footer).
    func heightForFooter(inSection section: Int) -> Double
    /// Whether ``heightForRow(at:)`` is implemented (the delegate answers `heightForRowAt`).
    /// `firstRow` is the first row that exists (nil for an empty table): a source that must ask its
    /// delegate to find out may ask for that row's height. Defaults to false.
    func providesRowHeights(firstRow: IndexPath?) -> Bool
    /// The height of the row at `indexPath`. Called only when ``providesRowHeights`` is true.
    func heightForRow(at indexPath: IndexPath) -> Double
}

extension TableLayoutSource {
    package var numberOfSections: Int { 1 }
    package func heightForHeader(inSection section: Int) -> Double { 0 }
    package func heightForFooter(inSection section: Int) -> Double { 0 }
    package func providesRowHeights(firstRow: IndexPath?) -> Bool { false }
    package func heightForRow(at indexPath: IndexPath) -> Double { 0 }
}

/// Table-wide height settings: the `UITableView` properties that shape its geometry.
package struct TableHeightSettings: Sendable, Equatable {
    /// The height of every row when the source does not provide heights (UIKit's `rowHeight`).
    package var rowHeight: Double
    /// The estimate used for rows not yet measured; 0 turns estimation off (TV2).
    ///
    /// UIKit's default is `automaticDimension`; the engine has no self-sizing, so it models
    /// estimation as "on with this value" or "off" and leaves the default to integration.
    package var estimatedRowHeight: Double
    /// The height of the table header view (0 = none).
    package var tableHeaderHeight: Double
    /// The height of the table footer view (0 = none).
    package var tableFooterHeight: Double

    /// Creates settings; the defaults are UIKit's 44-point rows, no estimation, no table header
    /// or footer.
    package init(
        rowHeight: Double = 44, estimatedRowHeight: Double = 0,
        tableHeaderHeight: Double = 0, tableFooterHeight: Double = 0
    ) {
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
    }
}

/// The vertical extent of one element of a table (a row, a section header or footer, or the table
/// header or footer). Tables are one column, so only y matters.
package struct TableExtent: Sendable, Equatable, CustomStringConvertible {
    /// The top edge, in content coordinates.
    package var minY: Double
    /// The height (may be 0).
    package var height: Double
    /// The bottom edge, `minY + height`.
    @inlinable public var maxY: Double { minY + height }

    /// Creates an extent.
    @inlinable
    package init(minY: Double, height: Double) {
        self.minY = minY
        self.height = height
    }

    /// Whether this extent is visible in the window `[top, bottom)`: it has a positive height and
    /// intersects the window (TV3). An empty window shows nothing.
    @inlinable
    package func isVisible(top: Double, bottom: Double) -> Bool {
        height > 0 && bottom > top && minY < bottom && maxY > top
    }

    package var description: String { "y \(minY) h \(height)" }
}

/// A `TableLayoutSource` backed by arrays: for tests, benchmarks and scenario tables.
package struct TableStaticLayoutSource: TableLayoutSource, Sendable {
    /// Rows per section.
    package var rowCounts: [Int]
    /// Header height per section (missing entries are 0).
    package var headerHeights: [Double]
    /// Footer height per section (missing entries are 0).
    package var footerHeights: [Double]
    /// Row heights per section, or nil for fixed-height rows.
    package var rowHeights: [[Double]]?

    /// Creates a source.
    package init(
        rowCounts: [Int], headerHeights: [Double] = [], footerHeights: [Double] = [],
        rowHeights: [[Double]]? = nil
    ) {
        self.rowCounts = rowCounts
        self.headerHeights = headerHeights
        self.footerHeights = footerHeights
        self.rowHeights = rowHeights
    }

    package var numberOfSections: Int { rowCounts.count }
    package func numberOfRows(inSection section: Int) -> Int { rowCounts[section] }
    package func heightForHeader(inSection section: Int) -> Double {
        section < headerHeights.count ? headerHeights[section] : 0
    }
    package func heightForFooter(inSection section: Int) -> Double {
        section < footerHeights.count ? footerHeights[section] : 0
    }
    package func providesRowHeights(firstRow: IndexPath?) -> Bool { rowHeights != nil }
    package func heightForRow(at indexPath: IndexPath) -> Double {
        rowHeights?[indexPath.section][indexPath.row] ?? 0
    }
}
