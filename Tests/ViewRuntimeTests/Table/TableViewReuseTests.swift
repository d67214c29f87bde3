import Foundation
import Testing
@testable import ViewRuntime

/// TV4-TV7 through a real TableView: queues per identifier, both dequeues, prepareForReuse.
@MainActor
@Suite("TableView: reuse (TV4-TV7)")
struct TableViewReuseTests {
    @Test("TV4/TV7: a row that scrolls off leaves the subviews and its cell is the next one dequeued, after prepareForReuse")
    func tv4ReuseOrder() throws {
        let model = TableModel(counts: [100])
        let table = TableFixture.table(model)
        let first = try #require(table.cellForRow(at: IndexPath(section: 0, row: 0)) as? RecordingCell)
        #expect(first.prepareCount == 0)
        table.setContentOffset(Point(x: 0, y: 44))  // row 0 leaves, row 10 enters
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 10)) === first)
        #expect(table.subviews.count == 10)
        #expect(first.prepareCount == 1)
        #expect(first.textLabel?.text == "10")
        let log = model.log.filter { !$0.hasPrefix("willSelect") }
        #expect(Array(log.suffix(3)) == ["didEndDisplaying 0-0", "cell 0-10", "willDisplay 0-10"])
    }

    @Test("a data source that makes its cells in cellForRowAt instead of dequeuing them is counted per identifier; a dequeuing one never is")
    func cellsNotDequeuedAreCounted() {
        let model = TableModel(counts: [100])
        let table = TableFixture.table(model)
        table.setContentOffset(Point(x: 0, y: 44 * 50))
        #expect(table.reuseStatistics["row"]?.cellsNotDequeued == 0)
        #expect(table.reuseStatistics["(none)"] == nil)

        let making = TableModel(counts: [100])
        making.identifier = nil
        let other = TableFixture.table(making)
        other.setContentOffset(Point(x: 0, y: 44 * 50))
        // 10 rows on screen at first, 10 at the offset jumped to: every one a made cell.
        #expect(other.reuseStatistics["(none)"]?.cellsNotDequeued == 20)
        #expect(other.reuseStatistics["(none)"]?.cellsCreated == 0)
        #expect(other.reuseStatistics["(none)"]?.dequeues == 0)
    }

    @Test("TV4: a cell whose row scrolls off with nothing entering is out of the view hierarchy, in its queue")
    func tv4OffscreenCellInQueue() throws {
        let model = TableModel(counts: [10])
        let table = TableFixture.table(model)
        let first = try #require(table.cellForRow(at: IndexPath(section: 0, row: 0)))
        table.setContentOffset(Point(x: 0, y: 100))  // rows 2...9 stay visible
        #expect(first.superview == nil)
        #expect(table.subviews.count == 8)
        #expect(table.queuedCellCount(forReuseIdentifier: "row") == 2)
        #expect(table.dequeueReusableCell(withIdentifier: "row") != nil)
    }

    @Test("TV4: scrolling 1000 rows one by one creates at most visible + 2 cells, all reused afterwards")
    func tv4ScrollCreatesFewCells() {
        let model = TableModel(counts: [1000])
        let table = TableFixture.table(model, height: 430)
        var maximumVisible = table.visibleRowCount
        for row in 0..<(1000 - 10) {
            table.setContentOffset(Point(x: 0, y: Double(row) * 44 + 3))
            maximumVisible = max(maximumVisible, table.visibleRowCount)
        }
        let statistics = try! #require(table.reuseStatistics["row"])
        #expect(statistics.cellsCreated <= maximumVisible + 2)
        #expect(statistics.dequeues == statistics.cellsCreated + statistics.reuses)
        #expect(statistics.poolHighWater <= 2)
        #expect(statistics.cellsDiscarded == 0)
        #expect(model.cellsMade.count == statistics.dequeues)
    }

    @Test("TV4: one queue per reuse identifier")
    func tv4QueuePerIdentifier() throws {
        final class TwoKinds: TableModel {
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: indexPath.row % 2 == 0 ? "even" : "odd", for: indexPath)
                cell.textLabel?.text = "\(items[indexPath.section][indexPath.row])"
                return cell
            }
        }
        let model = TwoKinds(counts: [200])
        let table = TableFixture.table(model, load: false)
        table.register(TableViewCell.self, forCellReuseIdentifier: "even")
        table.register(forCellReuseIdentifier: "odd") { RecordingCell(reuseIdentifier: $0) }
        table.reloadData()
        for step in 0..<100 { table.setContentOffset(Point(x: 0, y: Double(step) * 44)) }
        let statistics = table.reuseStatistics
        #expect(Set(statistics.keys) == ["row", "even", "odd"])
        #expect(statistics["row"]!.dequeues == 0)
        #expect(statistics["even"]!.cellsCreated <= 7)
        #expect(statistics["odd"]!.cellsCreated <= 7)
        for cell in table.visibleCells {
            let row = try #require(table.indexPath(for: cell)).row
            #expect(cell.reuseIdentifier == (row % 2 == 0 ? "even" : "odd"))
            #expect((cell is RecordingCell) == (row % 2 == 1))
        }
        TableFixture.expectCellsMatchModel(table, model)
    }

    @Test("TV4: cells without a reuse identifier are discarded when they scroll off, and deallocate")
    func tv4CellsWithoutIdentifierDiscarded() {
        let model = TableModel(counts: [100])
        model.identifier = nil
        let table = TableFixture.table(model)
        let firstScreen = model.cellsMade
        #expect(firstScreen.count == 10)
        table.setContentOffset(Point(x: 0, y: 44 * 20))
        #expect(table.cellsDiscardedWithoutIdentifier == 10)
        #expect(firstScreen.allSatisfy { $0.value == nil })
        #expect(model.cellsMade.count == 20)
    }

    @Test("TV5: dequeueReusableCell(withIdentifier:) returns nil when unregistered, a new cell when registered, a queued one after prepareForReuse")
    func tv5Dequeue() throws {
        let table = TableView(runtime: Runtime())
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
        table.register(RecordingCell.self, forCellReuseIdentifier: "row")
        let created = try #require(table.dequeueReusableCell(withIdentifier: "row") as? RecordingCell)
        #expect(created.reuseIdentifier == "row")
        #expect(created.prepareCount == 0)
        #expect(table.reuseStatistics["row"]?.cellsCreated == 1)

        let model = TableModel(counts: [100])
        let loaded = TableFixture.table(model)
        let firstScreen = Set(loaded.visibleCells.map(ObjectIdentifier.init))
        model.items = [model.makeItems(2)]
        loaded.reloadData()  // 10 cells recycled, 2 dequeued again: 8 queued, never prepared
        let queued = try #require(loaded.dequeueReusableCell(withIdentifier: "row") as? RecordingCell)
        #expect(firstScreen.contains(ObjectIdentifier(queued)))
        #expect(queued.prepareCount == 1)
        #expect(loaded.reuseStatistics["row"]?.cellsCreated == 10)
    }

    @Test("TV6: dequeueReusableCell(withIdentifier:for:) throws UIKit's message for an unregistered identifier")
    func tv6UnregisteredIdentifier() throws {
        let table = TableView(runtime: Runtime())
        let error = expectRaise(table.runtime) {
            _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(section: 0, row: 0))
        }
        #expect(error?.code == .unregisteredReuseIdentifier)
        #expect(
            error?.reason
                == "unable to dequeue a cell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        #expect(try table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(section: 0, row: 0)).reuseIdentifier == "Cell")
        // A nil class unregisters; an empty identifier is refused.
        table.register(nil, forCellReuseIdentifier: "Cell")
        expectRaise(table.runtime) {
            _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(section: 0, row: 0))
        }
        let empty = expectRaise(table.runtime) { table.register(TableViewCell.self, forCellReuseIdentifier: "") }
        #expect(empty?.code == .invalidReuseIdentifier)
    }

    @Test("TV6: a data source dequeuing an unregistered identifier raises UIKit's exception and leaves rows empty, no trap")
    func tv6UnregisteredInCellForRow() {
        let model = TableModel(counts: [5])
        model.identifier = "missing"
        let runtime = Runtime()
        let table = TableFixture.table(model, runtime: runtime)
        #expect(table.visibleCells.isEmpty)
        #expect(runtime.diagnostics.count == 5)
        #expect(runtime.diagnostics.first?.code == .exceptionRaised)
        let raised = runtime.drainRaisedExceptions()
        #expect(raised.count == 5)
        #expect(raised.first?.name == .internalInconsistency)
        #expect(
            raised.first?.reason
                == "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    @Test("TV7: prepareForReuse is not called on new cells, and once per reuse")
    func tv7PrepareForReuseCounts() {
        let model = TableModel(counts: [100])
        let table = TableFixture.table(model)
        for step in 1...30 { table.setContentOffset(Point(x: 0, y: Double(step) * 44)) }
        let statistics = table.reuseStatistics["row"]!
        let prepares = model.cellsMade.compactMap { $0.value as? RecordingCell }
        let unique = Dictionary(prepares.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { a, _ in a })
        #expect(unique.values.reduce(0) { $0 + $1.prepareCount } == statistics.reuses)
        #expect(statistics.reuses == 30)
    }
}
