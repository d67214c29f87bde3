import Foundation
import struct Results.SplitMix64
@testable import ViewRuntime

/// A layout source that counts what it is asked.
final class CountingLayoutSource: TableLayoutSource {
    var base: TableStaticLayoutSource
    var provides: Bool
    private(set) var rowHeightQueries: [IndexPath] = []

    init(_ base: TableStaticLayoutSource, providesRowHeights: Bool = true) {
        self.base = base
        self.provides = providesRowHeights
    }

    var numberOfSections: Int { base.numberOfSections }
    func numberOfRows(inSection section: Int) -> Int { base.numberOfRows(inSection: section) }
    func heightForHeader(inSection section: Int) -> Double { base.heightForHeader(inSection: section) }
    func heightForFooter(inSection section: Int) -> Double { base.heightForFooter(inSection: section) }
    func providesRowHeights(firstRow: IndexPath?) -> Bool { provides }
    func heightForRow(at indexPath: IndexPath) -> Double {
        rowHeightQueries.append(indexPath)
        return base.heightForRow(at: indexPath)
    }
    func resetQueries() { rowHeightQueries.removeAll() }
}

enum TableReference {
    /// Every element of a table laid out naively, in order, with extents.
    static func elements(
        _ source: TableStaticLayoutSource, settings: TableHeightSettings,
        rowHeight: (IndexPath) -> Double
    ) -> [TableVisibleElement] {
        var out: [TableVisibleElement] = []
        var y = 0.0
        out.append(.init(element: .tableHeader, extent: .init(minY: y, height: settings.tableHeaderHeight)))
        y += settings.tableHeaderHeight
        for s in 0..<source.numberOfSections {
            let hh = source.heightForHeader(inSection: s)
            out.append(.init(element: .sectionHeader(s), extent: .init(minY: y, height: hh)))
            y += hh
            for r in 0..<source.numberOfRows(inSection: s) {
                let ip = IndexPath(section: s, row: r)
                let h = rowHeight(ip)
                out.append(.init(element: .row(ip), extent: .init(minY: y, height: h)))
                y += h
            }
            let fh = source.heightForFooter(inSection: s)
            out.append(.init(element: .sectionFooter(s), extent: .init(minY: y, height: fh)))
            y += fh
        }
        out.append(.init(element: .tableFooter, extent: .init(minY: y, height: settings.tableFooterHeight)))
        return out
    }

    static func visible(_ all: [TableVisibleElement], offset: Double, height: Double) -> [TableVisibleElement] {
        all.filter { $0.extent.isVisible(top: offset, bottom: offset + height) }
    }

    /// A random table: some empty sections, some zero heights, quarter-point heights (exact sums).
    static func randomSource(
        _ rng: inout SplitMix64, maxSections: Int = 6, maxRows: Int = 40, variable: Bool
    ) -> TableStaticLayoutSource {
        let sections = Int.random(in: 0...maxSections, using: &rng)
        var counts: [Int] = []
        var headers: [Double] = []
        var footers: [Double] = []
        var heights: [[Double]] = []
        for _ in 0..<sections {
            let n = Int.random(in: 0...10, using: &rng) < 2 ? 0 : Int.random(in: 0...maxRows, using: &rng)
            counts.append(n)
            headers.append(Bool.random(using: &rng) ? 0 : Double(Int.random(in: 1...120, using: &rng)) / 4)
            footers.append(Bool.random(using: &rng) ? 0 : Double(Int.random(in: 1...80, using: &rng)) / 4)
            heights.append(
                (0..<n).map { _ in
                    Int.random(in: 0...9, using: &rng) == 0 ? 0 : Double(Int.random(in: 1...400, using: &rng)) / 4
                })
        }
        return TableStaticLayoutSource(
            rowCounts: counts, headerHeights: headers, footerHeights: footers,
            rowHeights: variable ? heights : nil)
    }
}
