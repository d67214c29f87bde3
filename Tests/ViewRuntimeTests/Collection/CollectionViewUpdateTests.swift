import Foundation
import Testing
@testable import ViewRuntime

@MainActor
@Suite("CollectionView batch updates")
struct CollectionViewUpdateTests {
    @Test("CV17: inserts and deletes move surviving cells to their new index paths without asking for them again")
    func cv17BatchUpdate() {
        let model = GridModel(counts: [100])
        let grid = GridFixture.grid(model)
        let cell5 = grid.cellForItem(at: IndexPath(item: 5, section: 0))
        let cell0 = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        model.log.removeAll()
        model.counts = [100]
        var completed: Bool?
        grid.performBatchUpdates(
            {
                grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
                grid.insertItems(at: [IndexPath(item: 10, section: 0)])
            }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0)) === cell5)
        #expect(model.entries("didEndDisplaying 0-0") == ["didEndDisplaying 0-0"])
        #expect(model.entries("cell ") == ["cell 0-10"])
        #expect(grid.visibleCells.contains { $0 === cell0 })  // recycled into the new item 10
        #expect(grid.indexPathsForVisibleItems.sorted() == IndexPath.items(0, 0..<24))
    }

    @Test("CV18: an inconsistent update raises UIKit's message (two spaces) and changes nothing")
    func cv18Inconsistent() {
        let model = GridModel(counts: [4])
        let runtime = Runtime()
        let grid = GridFixture.grid(model, runtime: runtime)
        let cells = grid.visibleCells.map(ObjectIdentifier.init)
        var completed = false
        grid.performBatchUpdates({ grid.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { _ in completed = true })
        #expect(!completed)
        let raised = runtime.drainRaisedExceptions()
        #expect(raised.map(\.name) == [.internalInconsistency])
        #expect(raised.first?.code == .invalidNumberOfItems)
        #expect(
            raised.first?.reason
                == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(grid.numberOfItems(inSection: 0) == 4)
        #expect(grid.visibleCells.map(ObjectIdentifier.init) == cells)
        model.counts = [4, 2]
        grid.deleteSections(IndexSet())
        grid.insertSections(IndexSet(integer: 1))
        model.counts = [4, 2, 1]
        grid.insertSections(IndexSet(integer: 2))
        #expect(runtime.drainRaisedExceptions().isEmpty)
        model.counts = [4]
        grid.deleteSections(IndexSet(integer: 2))
        #expect(
            runtime.drainRaisedExceptions().map(\.reason) == [
                "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
            ])
    }

    @Test("CV20: deleting an item that does not exist raises UIKit's collection wording")
    func cv20OutOfRange() {
        let model = GridModel(counts: [20])
        let runtime = Runtime()
        let grid = GridFixture.grid(model, runtime: runtime)
        model.counts = [19]
        grid.deleteItems(at: [IndexPath(item: 20, section: 0)])
        #expect(
            runtime.drainRaisedExceptions().map(\.reason) == [
                "attempt to delete item 20 from section 0 which only contains 20 items before the update"
            ])
    }

    @Test("CV21: an insert before the first layout sees counts that already include it and fails the check")
    func cv21UpdateBeforeFirstLayout() {
        let model = GridModel(counts: [3])
        let runtime = Runtime()
        let grid = GridFixture.grid(model, runtime: runtime, layOut: false)
        model.counts = [4]
        grid.insertItems(at: [IndexPath(item: 3, section: 0)])
        #expect(runtime.drainRaisedExceptions().first?.code == .invalidNumberOfItems)
    }

    @Test("CV22: reloadItems gives the item a new cell from the data source; the old one goes back to its queue")
    func cv22ReloadItems() {
        let model = GridModel(counts: [10])
        let grid = GridFixture.grid(model)
        let old = grid.cellForItem(at: IndexPath(item: 2, section: 0))
        model.log.removeAll()
        grid.reloadItems(at: [IndexPath(item: 2, section: 0)])
        #expect(model.entries("cell ") == ["cell 0-2"])
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === old)
        #expect((old as? GridCell)?.prepareCount == 1)
    }

    @Test("CV17: moving an item carries its cell; moving a section carries its header")
    func cv17Moves() {
        let model = GridModel(counts: [3, 3])
        let flow = CollectionViewFlowLayout()
        flow.headerReferenceSize = Size(width: 0, height: 40)
        let grid = GridFixture.grid(model, layout: flow)
        let cell = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        let header = grid.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        grid.moveSection(1, toSection: 0)
        #expect(grid.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) === header)
    }
}
