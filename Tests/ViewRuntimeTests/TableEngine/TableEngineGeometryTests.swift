import Foundation
import struct Results.SplitMix64
import Testing

@testable import ViewRuntime

@Suite("TableEngine geometry (TV2, TV3)")
struct TableEngineGeometryTests {
    static func check(_ source: TableStaticLayoutSource, settings: TableHeightSettings, rng: inout SplitMix64) {
        let geometry = TableGeometry(source: source, settings: settings)
        let reference = TableReference.elements(source, settings: settings) { ip in
            source.rowHeights?[ip.section][ip.row] ?? settings.rowHeight
        }
        let content = reference.last!.extent.maxY
        #expect(geometry.contentHeight == content)
        // Rects of every element.
        for element in reference {
            switch element.element {
            case .row(let ip):
                #expect(geometry.rect(forRowAt: ip) == element.extent, "row \(ip)")
                let flat = geometry.flatRow(of: ip)
                #expect(geometry.indexPath(ofFlatRow: flat) == ip)
            case .sectionHeader(let s): #expect(geometry.rect(forHeaderInSection: s) == element.extent)
            case .sectionFooter(let s): #expect(geometry.rect(forFooterInSection: s) == element.extent)
            case .tableHeader: #expect(geometry.tableHeaderExtent == element.extent)
            case .tableFooter: #expect(geometry.tableFooterExtent == element.extent)
            }
        }
        // Visible sets at many offsets, including exact boundaries.
        var offsets: [Double] = (0..<40).map { _ in Double(Int.random(in: -200...Int(content * 4) + 200, using: &rng)) / 4 }
        offsets += reference.prefix(30).map(\.extent.minY)
        for offset in offsets {
            let height = Double(Int.random(in: 0...2400, using: &rng)) / 4
            let expected = TableReference.visible(reference, offset: offset, height: height)
            let actual = Array(geometry.visibleElements(offset: offset, height: height))
            #expect(actual == expected, "offset \(offset) height \(height)")
            // firstFlatRow agrees with a scan.
            let rows = reference.filter { if case .row = $0.element { true } else { false } }
            let expectedFirst = rows.firstIndex { $0.extent.maxY > offset } ?? rows.count
            #expect(geometry.firstFlatRow(withMaxYGreaterThan: offset) == expectedFirst, "first row at \(offset)")
        }
    }

    @Test("TV3: visible rows for fixed heights match brute force at many offsets")
    func fixedHeightsMatchBruteForce() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<150 {
            let source = TableReference.randomSource(&rng, variable: false)
            let settings = TableHeightSettings(
                rowHeight: [0, 0.5, 44, 17.25][Int.random(in: 0...3, using: &rng)],
                tableHeaderHeight: Bool.random(using: &rng) ? 0 : 30,
                tableFooterHeight: Bool.random(using: &rng) ? 0 : 12.5)
            Self.check(source, settings: settings, rng: &rng)
        }
    }

    @Test("TV3: visible rows for variable heights match brute force at many offsets")
    func variableHeightsMatchBruteForce() {
        var rng = SplitMix64(seed: 2)
        for _ in 0..<150 {
            let source = TableReference.randomSource(&rng, maxRows: 400, variable: true)
            let settings = TableHeightSettings(
                tableHeaderHeight: Bool.random(using: &rng) ? 0 : 30,
                tableFooterHeight: Bool.random(using: &rng) ? 0 : 12.5)
            Self.check(source, settings: settings, rng: &rng)
        }
    }

    @Test("TV3: zero viewport height shows nothing; zero-height rows are never visible")
    func zeroHeights() {
        let source = TableStaticLayoutSource(rowCounts: [3], rowHeights: [[10, 0, 10]])
        let geometry = TableGeometry(source: source)
        #expect(geometry.indexPathsForVisibleRows(offset: 0, height: 0).isEmpty)
        #expect(geometry.indexPathsForVisibleRows(offset: 0, height: 20) == [.init(section: 0, row: 0), .init(section: 0, row: 2)])
        #expect(geometry.indexPathsForVisibleRows(offset: 10, height: 1) == [.init(section: 0, row: 2)])
    }

    @Test("TV2: fixed rowHeight without a provider asks no row height")
    func fixedAsksNothing() {
        let source = CountingLayoutSource(TableStaticLayoutSource(rowCounts: [100, 5]), providesRowHeights: false)
        let geometry = TableGeometry(source: source, settings: .init(rowHeight: 30))
        #expect(source.rowHeightQueries.isEmpty)
        #expect(geometry.contentHeight == 105 * 30)
        #expect(geometry.mode == .fixed(30))
    }

    @Test("TV2: without estimates every row's height is asked at reload, off-screen ones included")
    func variableAsksAll() {
        let heights: [[Double]] = [(0..<50).map { Double($0 % 7 + 1) }, [], [3, 4]]
        let source = CountingLayoutSource(TableStaticLayoutSource(rowCounts: [50, 0, 2], rowHeights: heights))
        let geometry = TableGeometry(source: source)
        #expect(source.rowHeightQueries.count == 52)
        #expect(Set(source.rowHeightQueries).count == 52)
        #expect(geometry.mode == .variable)
        #expect(geometry.contentHeight == heights.joined().reduce(0, +))
    }

    @Test("TV2: with estimates no height is asked at reload; measuring updates content height")
    func estimatedAsksNone() {
        let heights: [[Double]] = [(0..<1000).map { _ in 20 }]
        let source = CountingLayoutSource(TableStaticLayoutSource(rowCounts: [1000], rowHeights: heights))
        var geometry = TableGeometry(source: source, settings: .init(estimatedRowHeight: 50))
        #expect(source.rowHeightQueries.isEmpty)
        #expect(geometry.contentHeight == 50_000)
        #expect(!geometry.isHeightMeasured(at: .init(section: 0, row: 3)))
        geometry.recordMeasuredHeight(20, forRowAt: .init(section: 0, row: 3))
        #expect(geometry.isHeightMeasured(at: .init(section: 0, row: 3)))
        #expect(geometry.contentHeight == 49_970)
        #expect(geometry.rect(forRowAt: .init(section: 0, row: 4)).minY == 3 * 50 + 20)
    }
}
