import Foundation
import Testing
@testable import ViewRuntime

/// TV10 (selection, programmatic and by a simulated tap) and TV12 (prefetching).
@MainActor
@Suite("TableView: selection and prefetching (TV10, TV12)")
struct TableViewSelectionTests {
    @Test("TV10: selectRow and deselectRow send no delegate calls; .none does not scroll; deselect never scrolls")
    func tv10ProgrammaticSelection() {
        let model = TableModel(counts: [100])
        let table = TableFixture.table(model)
        model.clearLog()
        table.selectRow(at: IndexPath(section: 0, row: 50), animated: false, scrollPosition: .none)
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathForSelectedRow == IndexPath(section: 0, row: 50))
        table.selectRow(at: IndexPath(section: 0, row: 3), animated: true, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(section: 0, row: 3)])  // single selection
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 3))?.isSelected == true)
        table.deselectRow(at: IndexPath(section: 0, row: 3), animated: true)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 3))?.isSelected == false)
        #expect(model.log.filter { $0.contains("elect") }.isEmpty)

        table.selectRow(at: IndexPath(section: 0, row: 80), animated: false, scrollPosition: .middle)
        #expect(Double(table.contentOffset.y) == 80 * 44 - (440 - 44) / 2)
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 80))?.isSelected == true)
        let offset = table.contentOffset.y
        table.deselectRow(at: IndexPath(section: 0, row: 80), animated: false)
        #expect(table.contentOffset.y == offset)
        #expect(model.log.filter { $0.contains("elect") }.isEmpty)
    }

    @Test("TV10: a selected cell that scrolls off and back shows as selected; a reused cell does not")
    func tv10SelectionFollowsCells() {
        let model = TableModel(counts: [100])
        let table = TableFixture.table(model)
        table.selectRow(at: IndexPath(section: 0, row: 0), animated: false, scrollPosition: .none)
        table.setContentOffset(Point(x: 0, y: 44 * 20))
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.setContentOffset(Point(x: 0, y: 0))
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 0))?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test("TV10: a user tap sends willSelect, then the previous row's willDeselect/didDeselect, then didSelect")
    func userTapOrder() {
        let model = TableModel(counts: [20])
        let table = TableFixture.table(model)
        table.userSelectRow(at: IndexPath(section: 0, row: 2))
        #expect(model.log.suffix(2) == ["willSelect 0-2", "didSelect 0-2"])
        model.clearLog()
        table.userSelectRow(at: IndexPath(section: 0, row: 5))
        #expect(model.log == ["willSelect 0-5", "willDeselect 0-2", "didDeselect 0-2", "didSelect 0-5"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(section: 0, row: 5)])
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 2))?.isSelected == false)
        #expect(table.cellForRow(at: IndexPath(section: 0, row: 5))?.isSelected == true)
        // Tapping the selected row again in single selection selects it again, no deselection.
        model.clearLog()
        table.userSelectRow(at: IndexPath(section: 0, row: 5))
        #expect(model.log == ["willSelect 0-5", "didSelect 0-5"])
        // willSelect returning nil cancels.
        model.clearLog()
        model.refuseSelection = true
        table.userSelectRow(at: IndexPath(section: 0, row: 7))
        #expect(model.log == ["willSelect 0-7"])
        #expect(table.indexPathForSelectedRow == IndexPath(section: 0, row: 5))
    }

    @Test("TV10: a user tap with multiple selection: tapping a selected row deselects it; nothing else is deselected")
    func userTapMultiple() {
        let model = TableModel(counts: [20])
        let table = TableFixture.table(model)
        table.allowsMultipleSelection = true
        table.userSelectRow(at: IndexPath(section: 0, row: 1))
        table.userSelectRow(at: IndexPath(section: 0, row: 3))
        #expect(table.indexPathsForSelectedRows == [IndexPath(section: 0, row: 1), IndexPath(section: 0, row: 3)])
        model.clearLog()
        table.userSelectRow(at: IndexPath(section: 0, row: 1))
        #expect(model.log == ["willDeselect 0-1", "didDeselect 0-1"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(section: 0, row: 3)])
        table.allowsSelection = false
        model.clearLog()
        table.userSelectRow(at: IndexPath(section: 0, row: 4))
        #expect(model.log.isEmpty)
    }

    @Test("TV12: the rows beyond the visible ones are prefetched in the scroll direction, and cancelled when it reverses")
    func tv12Prefetching() {
        let model = TableModel(counts: [100])
        let prefetcher = PrefetchRecorder()
        let table = TableFixture.table(model, load: false) { $0.prefetchDataSource = prefetcher }
        table.reloadData()
        #expect(prefetcher.log == ["prefetch 10,11,12,13,14,15,16,17,18,19"])
        table.setContentOffset(Point(x: 0, y: 44))
        #expect(prefetcher.log.last == "prefetch 20")
        table.setContentOffset(Point(x: 0, y: 0))
        #expect(prefetcher.log.last == "cancel 11,12,13,14,15,16,17,18,19,20")
        // Rows that become visible are not cancelled.
        prefetcher.log.removeAll()
        table.setContentOffset(Point(x: 0, y: 44 * 3))
        #expect(prefetcher.log == ["prefetch 13,14,15,16,17,18,19,20,21,22"])
        table.setContentOffset(Point(x: 0, y: 44 * 5))
        #expect(prefetcher.log.last == "prefetch 23,24")
        #expect(!prefetcher.log.contains { $0.hasPrefix("cancel") })
    }

    @Test("TV12: isPrefetchingEnabled false or no prefetch data source turns prefetching off")
    func tv12Disabled() {
        let model = TableModel(counts: [100])
        let prefetcher = PrefetchRecorder()
        let table = TableFixture.table(model, load: false) {
            $0.prefetchDataSource = prefetcher
            $0.isPrefetchingEnabled = false
        }
        table.reloadData()
        table.setContentOffset(Point(x: 0, y: 440))
        #expect(prefetcher.log.isEmpty)
        table.isPrefetchingEnabled = true
        table.prefetchDataSource = nil
        table.setContentOffset(Point(x: 0, y: 880))
        #expect(prefetcher.log.isEmpty)
    }
}
