public import Foundation

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
public protocol TableLayoutSource {
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
    public var numberOfSections: Int { 1 }
    public func heightForHeader(inSection section: Int) -> Double { 0 }
    public func heightForFooter(inSection section: Int) -> Double { 0 }
    public func providesRowHeights(firstRow: IndexPath?) -> Bool { false }
    public func heightForRow(at indexPath: IndexPath) -> Double { 0 }
}

/// Table-wide height settings: the `UITableView` properties that shape its geometry.
public struct TableHeightSettings: Sendable, Equatable {
    /// The height of every row when the source does not provide heights (UIKit's `rowHeight`).
    public var rowHeight: Double
    /// The estimate used for rows not yet measured; 0 turns estimation off (TV2).
    ///
    /// UIKit's default is `automaticDimension`; the engine has no self-sizing, so it models
    /// estimation as "on with this value" or "off" and leaves the default to integration.
    public var estimatedRowHeight: Double
    /// The height of the table header view (0 = none).
    public var tableHeaderHeight: Double
    /// The height of the table footer view (0 = none).
    public var tableFooterHeight: Double

    /// Creates settings; the defaults are UIKit's 44-point rows, no estimation, no table header
    /// or footer.
    public init(
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
public struct TableExtent: Sendable, Equatable, CustomStringConvertible {
    /// The top edge, in content coordinates.
    public var minY: Double
    /// The height (may be 0).
    public var height: Double
    /// The bottom edge, `minY + height`.
    @inlinable public var maxY: Double { minY + height }

    /// Creates an extent.
    @inlinable
    public init(minY: Double, height: Double) {
        self.minY = minY
        self.height = height
    }

    /// Whether this extent is visible in the window `[top, bottom)`: it has a positive height and
    /// intersects the window (TV3). An empty window shows nothing.
    @inlinable
    public func isVisible(top: Double, bottom: Double) -> Bool {
        height > 0 && bottom > top && minY < bottom && maxY > top
    }

    public var description: String { "y \(minY) h \(height)" }
}

/// A `TableLayoutSource` backed by arrays: for tests, benchmarks and scenario tables.
public struct TableStaticLayoutSource: TableLayoutSource, Sendable {
    /// Rows per section.
    public var rowCounts: [Int]
    /// Header height per section (missing entries are 0).
    public var headerHeights: [Double]
    /// Footer height per section (missing entries are 0).
    public var footerHeights: [Double]
    /// Row heights per section, or nil for fixed-height rows.
    public var rowHeights: [[Double]]?

    /// Creates a source.
    public init(
        rowCounts: [Int], headerHeights: [Double] = [], footerHeights: [Double] = [],
        rowHeights: [[Double]]? = nil
    ) {
        self.rowCounts = rowCounts
        self.headerHeights = headerHeights
        self.footerHeights = footerHeights
        self.rowHeights = rowHeights
    }

    public var numberOfSections: Int { rowCounts.count }
    public func numberOfRows(inSection section: Int) -> Int { rowCounts[section] }
    public func heightForHeader(inSection section: Int) -> Double {
        section < headerHeights.count ? headerHeights[section] : 0
    }
    public func heightForFooter(inSection section: Int) -> Double {
        section < footerHeights.count ? footerHeights[section] : 0
    }
    public func providesRowHeights(firstRow: IndexPath?) -> Bool { rowHeights != nil }
    public func heightForRow(at indexPath: IndexPath) -> Double {
        rowHeights?[indexPath.section][indexPath.row] ?? 0
    }
}
