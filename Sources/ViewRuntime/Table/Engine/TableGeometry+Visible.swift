package import Foundation

/// One element of a table's content.
package enum TableElement: Hashable, Sendable, CustomStringConvertible {
    /// The table header view.
    case tableHeader
    /// The header of a section.
    case sectionHeader(Int)
    /// A row.
    case row(IndexPath)
    /// The footer of a section.
    case sectionFooter(Int)
    /// The table footer view.
    case tableFooter

    package var description: String {
        switch self {
        case .tableHeader: "tableHeader"
        case .sectionHeader(let s): "header \(s)"
        case .row(let ip): "row \(ip)"
        case .sectionFooter(let s): "footer \(s)"
        case .tableFooter: "tableFooter"
        }
    }
}

/// An element that a viewport shows, with where it is.
package struct TableVisibleElement: Hashable, Sendable {
    /// Which element.
    package var element: TableElement
    /// Its extent in content coordinates.
    package var extent: TableExtent

    package static func == (a: Self, b: Self) -> Bool { a.element == b.element && a.extent == b.extent }
    package func hash(into hasher: inout Hasher) { hasher.combine(element) }
}

/// The elements a viewport shows, in content order, computed lazily (TV3).
///
/// A value type with no storage of its own beyond the geometry it reads: iterating allocates
/// nothing. Finding the first element costs O(log S + log n); each further element O(1) (a section
/// boundary costs O(log S)).
package struct TableVisibleElements: Sequence, IteratorProtocol, Sendable {
    private enum Phase: Sendable {
        case tableHeader, sectionHeader, rows, sectionFooter, tableFooter, done
    }

    private let geometry: TableGeometry
    private let top: Double
    private let bottom: Double
    private var phase: Phase = .tableHeader
    private var section = 0
    /// Top of the current element being considered.
    private var y = 0.0
    private var row = 0
    private var flat = 0
    private var position = TableRowHeights.Position(block: 0, local: 0)

    init(geometry: TableGeometry, offset: Double, height: Double) {
        self.geometry = geometry
        self.top = offset
        self.bottom = offset + height
        if height <= 0 { phase = .done }
    }

    package mutating func next() -> TableVisibleElement? {
        while true {
            switch phase {
            case .done:
                return nil
            case .tableHeader:
                let extent = geometry.tableHeaderExtent
                section = geometry.firstSection(withMaxYGreaterThan: top)
                phase = section < geometry.numberOfSections ? .sectionHeader : .tableFooter
                if extent.isVisible(top: top, bottom: bottom) {
                    return TableVisibleElement(element: .tableHeader, extent: extent)
                }
            case .sectionHeader:
                let extent = geometry.rect(forHeaderInSection: section)
                if extent.minY >= bottom { phase = .done; continue }
                enterRows(rowsTop: extent.maxY)
                if extent.isVisible(top: top, bottom: bottom) {
                    return TableVisibleElement(element: .sectionHeader(section), extent: extent)
                }
            case .rows:
                if row >= geometry.rowCounts[section] { phase = .sectionFooter; continue }
                if y >= bottom { phase = .done; continue }
                let height: Double
                switch geometry.mode {
                case .fixed(let h): height = h
                case .variable, .estimated:
                    height = geometry.rows.height(at: position)
                    geometry.rows.advance(&position)
                }
                let extent = TableExtent(minY: y, height: height)
                let current = IndexPath(section: section, row: row)
                y += height
                row += 1
                flat += 1
                if extent.isVisible(top: top, bottom: bottom) {
                    return TableVisibleElement(element: .row(current), extent: extent)
                }
            case .sectionFooter:
                let extent = geometry.rect(forFooterInSection: section)
                section += 1
                phase = section < geometry.numberOfSections ? .sectionHeader : .tableFooter
                if extent.minY >= bottom { phase = .done; continue }
                if extent.isVisible(top: top, bottom: bottom) {
                    return TableVisibleElement(element: .sectionFooter(section - 1), extent: extent)
                }
            case .tableFooter:
                phase = .done
                let extent = geometry.tableFooterExtent
                if extent.isVisible(top: top, bottom: bottom) {
                    return TableVisibleElement(element: .tableFooter, extent: extent)
                }
            }
        }
    }

    /// Positions the row cursor on the first row of `section` whose bottom is below `top`.
    private mutating func enterRows(rowsTop: Double) {
        phase = .rows
        let first = geometry.sectionStartFlatRow(section)
        let count = geometry.rowCounts[section]
        let target = Swift.max(first, Swift.min(geometry.firstFlatRow(withMaxYGreaterThan: top), first + count))
        flat = target
        row = target - first
        if row >= count { return }
        switch geometry.mode {
        case .fixed(let h):
            y = rowsTop + Double(row) * h
        case .variable, .estimated:
            y = rowsTop + geometry.rows.minY(ofRow: flat) - geometry.rows.minY(ofRow: first)
            position = geometry.rows.position(ofRow: flat)
        }
    }
}

extension TableGeometry {
    /// The flat index of the first row of `section`. O(log S).
    func sectionStartFlatRow(_ section: Int) -> Int { flatRow(of: IndexPath(section: section, row: 0)) }

    /// The elements visible in the viewport `[offset, offset + height)`: those with a positive height
    /// that intersect it, including section headers and footers and the table header and footer (TV3).
    ///
    /// Lazy and allocation-free; see ``TableVisibleElements``.
    package func visibleElements(offset: Double, height: Double) -> TableVisibleElements {
        TableVisibleElements(geometry: self, offset: offset, height: height)
    }

    /// Calls `body` with each visible element, in content order. Allocation-free (the closure is
    /// not escaping). O(log S + log n + visible elements).
    package func forEachVisible(offset: Double, height: Double, _ body: (TableVisibleElement) -> Void) {
        var iterator = visibleElements(offset: offset, height: height)
        while let element = iterator.next() { body(element) }
    }

    /// The index paths of the visible rows, in order. Allocates the array: for tests and tools, not
    /// the scroll path.
    package func indexPathsForVisibleRows(offset: Double, height: Double) -> [IndexPath] {
        var result: [IndexPath] = []
        forEachVisible(offset: offset, height: height) { element in
            if case .row(let ip) = element.element { result.append(ip) }
        }
        return result
    }
}
