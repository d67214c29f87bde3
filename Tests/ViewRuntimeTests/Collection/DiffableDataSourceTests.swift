import Foundation
import Testing
@testable import ViewRuntime

/// A flow-layout grid (100 x 100 items, 390 x 844) with a diffable data source over Ints.
@MainActor
final class DiffableGrid {
    let runtime = Runtime()
    let grid: CollectionView
    let dataSource: CollectionViewDiffableDataSource<String, Int>
    var provided: [Int] = []

    init(layout: CollectionViewLayout? = nil) {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = Size(width: 100, height: 100)
        grid = CollectionView(runtime: runtime, frame: Rect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout ?? flow)
        grid.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        var log: (Int) -> Void = { _ in }
        dataSource = CollectionViewDiffableDataSource(collectionView: grid) { view, indexPath, item in
            log(item)
            return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        log = { [unowned self] in self.provided.append($0) }
    }

    func apply(_ items: [Int], sections: [String] = ["main"], animating: Bool) {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(sections)
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: animating)
        grid.layoutIfNeeded()
    }
}

@MainActor
@Suite("Diffable data sources")
struct DiffableDataSourceTests {
    @Test("DS1: the data source connects itself and answers counts from the applied snapshot")
    func ds1Connection() {
        let fixture = DiffableGrid()
        #expect(fixture.grid.dataSource === fixture.dataSource)
        fixture.apply(Array(0..<50), animating: false)
        #expect(fixture.grid.numberOfSections == 1)
        #expect(fixture.grid.numberOfItems(inSection: 0) == 50)
        #expect(fixture.provided.sorted() == Array(0..<24))
    }

    @Test("DS8: an animated apply commits deletes, inserts and moves as one batch; cells follow their items")
    func ds8AnimatedBatch() {
        let fixture = DiffableGrid()
        fixture.apply(Array(0..<100), animating: false)
        let cellOf5 = fixture.grid.cellForItem(at: IndexPath(item: 5, section: 0))
        fixture.provided.removeAll()
        var completed = false
        var snapshot = fixture.dataSource.snapshot()
        snapshot.deleteItems([0, 1])
        snapshot.insertItems([1000], afterItem: 7)
        snapshot.moveItem(20, beforeItem: 2)
        fixture.dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        fixture.grid.layoutIfNeeded()
        #expect(completed)
        #expect(fixture.runtime.raisedExceptions.isEmpty)
        #expect(fixture.grid.cellForItem(at: IndexPath(item: 4, section: 0)) === cellOf5)  // 20 now precedes 2
        #expect(fixture.provided.sorted() == [24, 1000])  // the inserted item and the one that scrolled in
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 20)
        #expect(fixture.dataSource.indexPath(for: 1000) == IndexPath(item: 7, section: 0))
        #expect(fixture.dataSource.indexPath(for: 0) == nil)
        #expect(fixture.grid.numberOfItems(inSection: 0) == 99)
    }

    @Test("DS8: an apply without animation reloads the data")
    func ds8UnanimatedReload() {
        let fixture = DiffableGrid()
        fixture.apply(Array(0..<100), animating: false)
        fixture.provided.removeAll()
        fixture.apply(Array(1..<100), animating: false)
        #expect(fixture.provided.sorted() == Array(1..<25))  // every visible cell asked again
    }

    @Test("DS7: a changed identifier is a delete and an insert, not a reload")
    func ds7IdentityChange() {
        let old = DiffableDataSourceSnapshot<String, Int>.from(["main": [1, 2, 3]])
        let new = DiffableDataSourceSnapshot<String, Int>.from(["main": [1, 9, 3]])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.reloadedItems.isEmpty && difference.movedItems.isEmpty)
        var marked = new
        marked.reloadItems([3])
        #expect(SnapshotDifference(from: old, to: marked).reloadedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("DS8: section deletes and inserts, and items moving between sections")
    func ds8Sections() {
        let old = DiffableDataSourceSnapshot<String, Int>.from(["a": [1, 2], "b": [3, 4]], order: ["a", "b"])
        let new = DiffableDataSourceSnapshot<String, Int>.from(["b": [3, 1], "c": [5]], order: ["b", "c"])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == IndexSet([0]))
        #expect(difference.insertedSections == IndexSet([1]))
        #expect(difference.deletedItems == [IndexPath(item: 1, section: 1)])
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 0)])  // 1's section was deleted
        let fixture = DiffableGrid()
        fixture.dataSource.apply(old, animatingDifferences: false)
        fixture.grid.layoutIfNeeded()
        fixture.dataSource.apply(new)
        #expect(fixture.runtime.raisedExceptions.isEmpty)
        #expect(fixture.dataSource.sectionIdentifier(for: 1) == "c")
        #expect(fixture.dataSource.index(for: "b") == 0)
        #expect(fixture.grid.numberOfItems(inSection: 0) == 2)
    }

    @Test("DS9, DS10: snapshot() is a copy; applySnapshotUsingReloadData reloads")
    func ds9ReloadAndCopy() {
        let fixture = DiffableGrid()
        fixture.apply([1, 2, 3], animating: false)
        var copy = fixture.dataSource.snapshot()
        copy.deleteItems([1])
        #expect(fixture.dataSource.snapshot().numberOfItems == 3)
        fixture.provided.removeAll()
        fixture.dataSource.applySnapshotUsingReloadData(copy)
        fixture.grid.layoutIfNeeded()
        #expect(fixture.provided == [2, 3])
    }

    @Test("DS12: look-ups answer nil outside the applied snapshot")
    func ds12Lookups() {
        let fixture = DiffableGrid()
        fixture.apply([1, 2], animating: false)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == nil)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == nil)
        #expect(fixture.dataSource.indexPath(for: 42) == nil)
        #expect(fixture.dataSource.sectionIdentifier(for: 3) == nil)
    }

    @Test("DS13: a header without a supplementary provider raises")
    func ds13NoSupplementaryProvider() {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = Size(width: 100, height: 100)
        flow.headerReferenceSize = Size(width: 0, height: 40)
        let fixture = DiffableGrid(layout: flow)
        fixture.apply([1, 2], animating: false)
        #expect(fixture.runtime.raisedExceptions.map(\.name).contains(.internalInconsistency))
    }

    @Test("DS8: a million items apply and diff in linear time; look-ups follow deletions")
    func ds8MillionItems() {
        let fixture = DiffableGrid()
        fixture.apply(Array(0..<1_000_000), animating: false)
        var snapshot = fixture.dataSource.snapshot()
        snapshot.deleteItems([3, 999_000])
        fixture.dataSource.apply(snapshot)
        fixture.grid.layoutIfNeeded()
        #expect(fixture.runtime.raisedExceptions.isEmpty)
        #expect(fixture.grid.numberOfItems(inSection: 0) == 999_998)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == 4)
        #expect(fixture.dataSource.indexPath(for: 999_999) == IndexPath(item: 999_997, section: 0))
        #expect(fixture.grid.visibleCells.count == 24)
    }
}

extension DiffableDataSourceSnapshot where SectionIdentifierType == String, ItemIdentifierType == Int {
    /// A snapshot of `sections` in `order` (sorted keys by default).
    static func from(_ sections: [String: [Int]], order: [String]? = nil) -> Self {
        var snapshot = Self()
        for section in order ?? sections.keys.sorted() {
            snapshot.appendSections([section])
            snapshot.appendItems(sections[section] ?? [], toSection: section)
        }
        return snapshot
    }
}
