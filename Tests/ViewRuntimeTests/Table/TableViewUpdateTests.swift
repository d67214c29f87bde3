import Foundation
import Testing
@testable import ViewRuntime

/// TV8 (reloadData) and TV9 (batch updates) through the TableView API.
@MainActor
@Suite("TableView: reloadData and batch updates (TV8, TV9)")
struct TableViewUpdateTests {
    /// Everything a failed update must leave as it was.
    struct Snapshot: Equatable {
        var visible: [IndexPath]
        var cells: [ObjectIdentifier]
        var texts: [String?]
        var selection: [IndexPath]?
        var contentHeight: Double
        var offset: Double
        var counts: [Int]
        var subviews: Int

        @MainActor
        init(_ table: TableView) {
            visible = table.indexPathsForVisibleRows
            cells = table.visibleCells.map(ObjectIdentifier.init)
            texts = table.visibleCells.map { $0.textLabel?.text }
            selection = table.indexPathsForSelectedRows
            contentHeight = table.contentSize.height
            offset = table.contentOffset.y
            counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            subviews = table.subviews.count
        }
    }

    // MARK: TV8

    @Test("TV8: reloadData recycles the visible cells and dequeues them again, and clears the selection")
    func tv8ReloadRecycles() {
        let model = TableModel(counts: [100])
        let table = TableFixture.table(model)
        table.selectRow(at: IndexPath(section: 0, row: 2), animated: false, scrollPosition: .none)
        let before = Set(table.visibleCells.map(ObjectIdentifier.init))
        model.clearLog()
        table.reloadData()
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == before)
        #expect(model.entries("didEndDisplaying").count == 10)
        #expect(model.entries("cell").count == 10)
        let statistics = table.reuseStatistics["row"]!
        #expect(statistics.cellsCreated == 10)
        #expect(statistics.reuses == 10)
        #expect(table.visibleCells.allSatisfy { ($0 as! RecordingCell).prepareCount == 1 })
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        TableFixture.expectCellsMatchModel(table, model)
    }

    @Test("TV8: reloadData inside beginUpdates/endUpdates records a diagnostic, reloads and discards the open updates")
    func tv8ReloadInsideUpdates() throws {
        let model = TableModel(counts: [20])
        let runtime = Runtime()
        let table = TableFixture.table(model, runtime: runtime)
        table.beginUpdates()
        model.items[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(section: 0, row: 0)])
        #expect(table.hasUncommittedUpdates)
        model.items[0].append(contentsOf: model.makeItems(5))
        table.reloadData()
        #expect(runtime.diagnostics.last?.code == .reloadDataInsideUpdates)
        #expect(!table.hasUncommittedUpdates)
        table.endUpdates()  // unmatched now: nothing
        #expect(table.numberOfRows(inSection: 0) == 24)
        TableFixture.expectCellsMatchModel(table, model)
    }

    // MARK: TV9, valid updates

    @Test("TV9: deleting a visible row keeps the survivors' cells and dequeues only the row that scrolls in")
    func tv9DeleteKeepsSurvivors() throws {
        let model = TableModel(counts: [100])
        let table = TableFixture.table(model)
        let row3 = table.cellForRow(at: IndexPath(section: 0, row: 3))
        model.clearLog()
        model.items[0].remove(at: 2)
        table.deleteRows(at: [IndexPath(section: 0, row: 2)])
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 2)) === row3)
        #expect(model.entries("cell") == ["cell 0-9"])
        #expect(model.entries("didEndDisplaying") == ["didEndDisplaying 0-2"])
        #expect(Double(table.contentSize.height) == 99 * 44)
        TableFixture.expectCellsMatchModel(table, model)
    }

    @Test("TV9: deletes are processed before inserts whatever the call order; inserts use post-delete index paths")
    func tv9DeletesBeforeInserts() throws {
        let model = TableModel(counts: [30])
        let table = TableFixture.table(model)
        // New state: delete old rows 1 and 4, then insert at (post-delete) rows 0 and 3.
        var items = model.items[0]
        items.remove(at: 4)
        items.remove(at: 1)
        let new = model.makeItems(2)
        items.insert(new[0], at: 0)
        items.insert(new[1], at: 3)
        model.items[0] = items
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(section: 0, row: 0), IndexPath(section: 0, row: 3)])
            table.deleteRows(at: [IndexPath(section: 0, row: 4), IndexPath(section: 0, row: 1)])
        }
        #expect(table.numberOfRows(inSection: 0) == 30)
        TableFixture.expectCellsMatchModel(table, model)
    }

    @Test("TV9: moves, reloads and nested blocks commit once at the outermost end")
    func tv9MovesReloadsNested() throws {
        let model = TableModel(counts: [30])
        let table = TableFixture.table(model)
        let row1 = table.cellForRow(at: IndexPath(section: 0, row: 1))
        let row8 = table.cellForRow(at: IndexPath(section: 0, row: 8))
        model.clearLog()
        table.beginUpdates()
        table.beginUpdates()
        let moved = model.items[0].remove(at: 1)
        model.items[0].insert(moved, at: 6)
        table.moveRow(at: IndexPath(section: 0, row: 1), to: IndexPath(section: 0, row: 6))
        table.endUpdates()
        #expect(table.hasUncommittedUpdates)
        #expect(model.entries("cell").isEmpty)
        model.items[0][8] = model.makeItems(1)[0]  // row 8 is untouched by the move: same path before and after
        table.reloadRows(at: [IndexPath(section: 0, row: 8)])
        table.endUpdates()
        #expect(!table.hasUncommittedUpdates)
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 6)) === row1)
        #expect(model.entries("cell") == ["cell 0-8"])
        #expect(model.entries("didEndDisplaying") == ["didEndDisplaying 0-8"])
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 8)) === row8)  // LIFO: recycled, then re-dequeued
        TableFixture.expectCellsMatchModel(table, model)
    }

    @Test("TV9: section inserts, deletes and reloads; performBatchUpdates calls its completion with true")
    func tv9Sections() throws {
        let model = TableModel(counts: [3, 4, 5])
        model.headers = [20, 20, 20]
        let table = TableFixture.table(model)
        model.items.remove(at: 1)
        model.items.insert(model.makeItems(2), at: 0)
        model.headers = [20, 20, 20]
        var completed: Bool?
        table.performBatchUpdates(
            {
                table.deleteSections([1])
                table.insertSections([0])
            }, completion: { completed = $0 })
        #expect(completed == true)
        #expect((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } == [2, 3, 5])
        TableFixture.expectCellsMatchModel(table, model)
        model.items[2] = model.makeItems(1)
        table.reloadSections([2])
        #expect(table.numberOfRows(inSection: 2) == 1)
        TableFixture.expectCellsMatchModel(table, model)
    }

    @Test("TV9: an insert outside a block is an implicit one-item batch; the selection follows its row")
    func tv9ImplicitBatchAndSelection() throws {
        let model = TableModel(counts: [30])
        let table = TableFixture.table(model)
        table.selectRow(at: IndexPath(section: 0, row: 5), animated: false, scrollPosition: .none)
        model.items[0].insert(contentsOf: model.makeItems(2), at: 0)
        table.insertRows(at: [IndexPath(section: 0, row: 0), IndexPath(section: 0, row: 1)])
        #expect(table.indexPathForSelectedRow == IndexPath(section: 0, row: 7))
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 7))?.isSelected == true)
        TableFixture.expectCellsMatchModel(table, model)
    }

    // MARK: TV9, inconsistent updates

    @Test("TV9: an inconsistent row count throws UIKit's message and leaves the table exactly as it was")
    func tv9InvalidRows() throws {
        let model = TableModel(counts: [20])
        let table = TableFixture.table(model)
        table.setContentOffset(Point(x: 0, y: 100))
        table.selectRow(at: IndexPath(section: 0, row: 4), animated: false, scrollPosition: .none)
        let before = Snapshot(table)
        model.items[0].append(contentsOf: model.makeItems(1))  // the data source gained a row...
        let error = expectRaise(table.runtime) {
            table.performBatchUpdates {
                table.deleteRows(at: [IndexPath(section: 0, row: 0)])  // ...but the update says one fewer
            }
        }
        #expect(error?.code == .invalidNumberOfRows)
        #expect(
            error?.reason
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (21) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(Snapshot(table) == before)
        #expect(!table.hasUncommittedUpdates)
        // The table still works: a reload picks up the data source.
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 21)
    }

    @Test("TV9: an inconsistent section count throws UIKit's message and leaves the table exactly as it was")
    func tv9InvalidSections() throws {
        let model = TableModel(counts: [5, 5])
        let table = TableFixture.table(model)
        table.selectRow(at: IndexPath(section: 1, row: 1), animated: false, scrollPosition: .none)
        let before = Snapshot(table)
        model.items.append(model.makeItems(3))
        table.beginUpdates()
        table.deleteSections([0])
        let error = expectRaise(table.runtime) { table.endUpdates() }
        #expect(error?.code == .invalidNumberOfSections)
        #expect(
            error?.reason
                == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
        )
        #expect(Snapshot(table) == before)
        #expect(!table.hasUncommittedUpdates)
    }

    @Test("TV9: an implicit batch out of range throws and changes nothing")
    func tv9OutOfRange() {
        let model = TableModel(counts: [5])
        let table = TableFixture.table(model)
        let before = Snapshot(table)
        let error = expectRaise(table.runtime) { table.deleteRows(at: [IndexPath(section: 0, row: 9)]) }
        #expect(error?.reason == "attempt to delete row 9 from section 0 which only contains 5 rows before the update")
        #expect(Snapshot(table) == before)
    }
}
