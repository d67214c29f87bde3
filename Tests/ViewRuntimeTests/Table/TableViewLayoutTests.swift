import Foundation
import struct Results.SplitMix64
import Testing
@testable import ViewRuntime

/// TV1-TV3 through a real TableView: data source calls, row heights, the visible set.
@MainActor
@Suite("TableView: data source, heights, visible set (TV1-TV3)")
struct TableViewLayoutTests {
    // MARK: TV1

    @Test("TV1: numberOfSections defaults to 1 when the data source does not implement it")
    func tv1DefaultSections() {
        final class OneSection: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let source = OneSection()
        let table = TableView(runtime: Runtime(), frame: Rect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.reloadData()
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.count == 3)
    }

    @Test("TV1: cellForRowAt is called only for visible rows, at load and while scrolling")
    func tv1CellsOnlyForVisibleRows() {
        let model = TableModel(counts: [1000])
        let table = TableFixture.table(model)
        #expect(model.entries("cell") == (0..<10).map { "cell 0-\($0)" })
        model.clearLog()
        table.setContentOffset(Point(x: 0, y: 44 * 500 + 10))
        // Rows 500...510 intersect [22010, 22450).
        #expect(model.entries("cell") == (500...510).map { "cell 0-\($0)" })
        TableFixture.expectCellsMatchModel(table, model)
    }

    @Test("TV1: reloadData pulls the offset back when the table shrank")
    func tv1ReloadAdjustsOffset() {
        let model = TableModel(counts: [1000])
        let table = TableFixture.table(model)
        table.setContentOffset(Point(x: 0, y: 30_000))
        model.items = [model.makeItems(20)]
        table.reloadData()
        #expect(Double(table.contentOffset.y) == 20 * 44 - 440)
        #expect(table.indexPathsForVisibleRows == (10..<20).map { IndexPath(section: 0, row: $0) })
        TableFixture.expectCellsMatchModel(table, model)
    }

    // MARK: TV2

    @Test("TV2: a fixed rowHeight needs no per-row height; heightForRowAt without estimates is asked for every row")
    func tv2HeightsAskedForEveryRow() {
        let fixed = TableModel(counts: [500])
        let fixedTable = TableFixture.table(fixed) { $0.rowHeight = 30 }
        #expect(Double(fixedTable.contentSize.height) == 500 * 30)

        let model = HeightTableModel(counts: [300, 200])
        for item in 0..<500 { model.heightOfItem[item] = Double(20 + item % 5 * 10) }
        let table = TableFixture.table(model)
        #expect(model.heightQueries.count == 500)
        #expect(Set(model.heightQueries).count == 500)
        let expected = (0..<500).reduce(0.0) { $0 + Double(20 + $1 % 5 * 10) }
        #expect(Double(table.contentSize.height) == expected)
        model.heightQueries.removeAll()
        table.setContentOffset(Point(x: 0, y: 5000))
        #expect(model.heightQueries.isEmpty)
    }

    @Test("TV2: with an estimate, heights are asked only for rows that appear, and again when they reappear")
    func tv2EstimatedHeights() {
        let model = HeightTableModel(counts: [1000])
        for item in 0..<1000 { model.heightOfItem[item] = 60 }
        let table = TableFixture.table(model) { $0.estimatedRowHeight = 44 }
        let firstScreen = model.heightQueries
        #expect(!firstScreen.isEmpty && firstScreen.count < 20)
        #expect(firstScreen.allSatisfy { $0.row < 20 })
        // The first visible rows are measured: 440 / 60 -> rows 0...7.
        #expect(table.indexPathsForVisibleRows == (0...7).map { IndexPath(section: 0, row: $0) })
        #expect(table.rectForRow(at: IndexPath(section: 0, row: 3)).height == 60)
        #expect(table.rectForRow(at: IndexPath(section: 0, row: 900)).height == 44)
        model.heightQueries.removeAll()
        table.setContentOffset(Point(x: 0, y: 20_000))
        table.setContentOffset(Point(x: 0, y: 0))
        #expect(model.heightQueries.filter { $0.row == 0 }.count == 1)  // row 0 reappeared: asked again
        #expect(model.heightQueries.count < 40)
        TableFixture.expectCellsMatchModel(table, model)
    }

    // MARK: TV3

    static let offsets: [Double] = [-50, 0, 1, 7, 19.5, 43, 44, 45, 100, 333, 440, 700, 1234, 2000, 2501, 3000, 5000, 99_999]

    @Test("TV3: fixed heights with headers and footers: visible set against brute force at many offsets, both directions")
    func tv3FixedVisibleSet() {
        let counts = [5, 0, 30, 12, 40]
        let headers: [Double] = [20, 10, 0, 15, 30]
        let footers: [Double] = [0, 5, 10, 0, 25]
        let model = TableModel(counts: counts)
        model.headers = headers
        model.footers = footers
        let table = TableFixture.table(model, height: 300)
        let heights = counts.map { Array(repeating: 44.0, count: $0) }
        var offsets = Self.offsets + Self.offsets.reversed()
        var rng = SplitMix64(seed: 7)
        for _ in 0..<60 { offsets.append(Double(rng.next() % 4000) - 100) }
        for offset in offsets {
            table.setContentOffset(Point(x: 0, y: offset))
            let reference = TableFixture.referenceVisibleRows(
                heights: heights, headers: headers, footers: footers, top: offset, height: 300)
            #expect(table.indexPathsForVisibleRows == reference.map(\.0), "offset \(offset)")
            for (path, minY, height) in reference {
                #expect(table.cellForRow(at: path)?.frame == Rect(x: 0, y: minY, width: 320, height: height))
            }
            TableFixture.expectCellsMatchModel(table, model)
        }
        #expect(Double(table.contentSize.height) == Double(counts.reduce(0, +)) * 44 + headers.reduce(0, +) + footers.reduce(0, +))
    }

    @Test("TV3: variable heights (zero-height rows included): visible set against brute force at many offsets")
    func tv3VariableVisibleSet() {
        let counts = [7, 0, 50, 3, 120]
        let headers: [Double] = [12, 0, 30, 0, 8]
        let footers: [Double] = [4, 6, 0, 20, 0]
        let model = HeightTableModel(counts: counts)
        model.headers = headers
        model.footers = footers
        var rng = SplitMix64(seed: 42)
        let choices: [Double] = [0, 10, 22, 44, 60, 130]
        var heights: [[Double]] = []
        for s in counts.indices {
            var section: [Double] = []
            for r in 0..<counts[s] {
                let h = choices[Int(rng.next() % UInt64(choices.count))]
                model.heightOfItem[model.items[s][r]] = h
                section.append(h)
            }
            heights.append(section)
        }
        let table = TableFixture.table(model, height: 250)
        var offsets = Self.offsets + Self.offsets.reversed()
        for _ in 0..<80 { offsets.append(Double(rng.next() % 9000) - 100) }
        var offset = 0.0
        while offset < 9000 { offsets.append(offset); offset += 37 }
        for offset in offsets {
            table.setContentOffset(Point(x: 0, y: offset))
            let reference = TableFixture.referenceVisibleRows(
                heights: heights, headers: headers, footers: footers, top: offset, height: 250)
            #expect(table.indexPathsForVisibleRows == reference.map(\.0), "offset \(offset)")
            for (path, minY, height) in reference {
                #expect(table.cellForRow(at: path)?.frame == Rect(x: 0, y: minY, width: 320, height: height))
            }
            #expect(table.subviews.count == reference.count)
        }
    }

    @Test("TV3: cellForRow(at:) is nil for rows that are not visible; headers and footers are in the visible elements")
    func tv3CellForRowNilOffscreen() {
        let model = TableModel(counts: [3, 3])
        model.headers = [30, 30]
        model.footers = [10, 10]
        let table = TableFixture.table(model, height: 100)
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 1)) != nil)
        #expect(table.cellForRow(at: IndexPath(section: 1, row: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(section: 9, row: 0)) == nil)
        #expect(table.visibleElements == [.sectionHeader(0), .row(IndexPath(section: 0, row: 0)), .row(IndexPath(section: 0, row: 1))])
        table.setContentOffset(Point(x: 0, y: 150))
        #expect(table.visibleElements.contains(.sectionFooter(0)))
        #expect(table.visibleElements.contains(.sectionHeader(1)))
    }

    @Test("TV3: a resized table re-frames its cells and updates its visible set at the next layout pass")
    func tv3Resize() {
        let model = TableModel(counts: [100])
        let table = TableFixture.table(model)
        table.frame = Rect(x: 0, y: 0, width: 200, height: 220)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (0..<5).map { IndexPath(section: 0, row: $0) })
        #expect(table.visibleCells.allSatisfy { $0.frame.width == 200 })
        TableFixture.expectCellsMatchModel(table, model)
        table.frame = Rect(x: 0, y: 0, width: 200, height: 880)
        table.layoutIfNeeded()
        #expect(table.visibleRowCount == 20)
        #expect(table.reuseStatistics["row"]?.cellsCreated == 20)
    }

    @Test("TV3/TV10: scrollToRow at top, middle, bottom and none, clamped to the content")
    func scrollToRowPositions() {
        let model = TableModel(counts: [100])
        let table = TableFixture.table(model)
        let row = IndexPath(section: 0, row: 50)
        table.scrollToRow(at: row, at: .top)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: row, at: .middle)
        #expect(Double(table.contentOffset.y) == 2200 - (440 - 44) / 2)
        table.scrollToRow(at: row, at: .bottom)
        #expect(Double(table.contentOffset.y) == 2244 - 440)
        table.scrollToRow(at: row, at: .none)  // already fully visible
        #expect(Double(table.contentOffset.y) == 2244 - 440)
        table.scrollToRow(at: IndexPath(section: 0, row: 60), at: .none)
        #expect(Double(table.contentOffset.y) == 61 * 44 - 440)
        table.scrollToRow(at: IndexPath(section: 0, row: 99), at: .top)
        #expect(Double(table.contentOffset.y) == 100 * 44 - 440)
        table.scrollToRow(at: IndexPath(section: 0, row: 0), at: .bottom)
        #expect(table.contentOffset.y == 0)
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 0)) != nil)
    }
}
