import Foundation
import Testing
@testable import ViewRuntime

@MainActor
@Suite("CollectionView core")
struct CollectionViewCoreTests {
    @Test("CV1: a collection view or controller without a layout raises NSInvalidArgumentException, no trap")
    func cv1LayoutRequired() {
        let runtime = Runtime()
        let grid = Runtime.withCurrent(runtime) { CollectionView(frame: .zero) }
        let raised = runtime.drainRaisedExceptions()
        #expect(raised.map(\.name) == [.invalidArgument])
        #expect(raised.first?.reason == "UICollectionView must be initialized with a non-nil layout parameter")
        #expect(grid.collectionViewLayout.collectionView === grid)
        let controller = CollectionViewController(runtime: runtime, collectionViewLayout: CollectionViewFlowLayout())
        #expect(controller.collectionView.collectionViewLayout === controller.collectionViewLayout)
        #expect(runtime.drainRaisedExceptions().isEmpty)
        let bare = Runtime.withCurrent(runtime) { CollectionViewController(nibName: nil, bundle: nil) }
        _ = bare.view
        #expect(runtime.drainRaisedExceptions().map(\.reason) == ["UICollectionView must be initialized with a non-nil layout parameter"])
    }

    @Test("CV3: new cells come from init(frame:) without prepareForReuse; queued ones get it once, just before they are returned")
    func cv3DequeueAndPrepareForReuse() {
        let model = GridModel(counts: [300])
        let grid = GridFixture.grid(model)
        let first = grid.visibleCells.compactMap { $0 as? GridCell }
        #expect(first.count == grid.indexPathsForVisibleItems.count)
        #expect(first.allSatisfy { $0.prepareCount == 0 && $0.reuseIdentifier == "cell" })
        let cell = grid.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(cell?.frame == grid.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
        // One line per step: each step's three new items are created before the three that left
        // are queued (CV14), so one line of cells beyond the first screen is made, then reused.
        for step in 1...20 { grid.contentOffset = Point(x: 0, y: Double(step) * 110) }
        let statistics = grid.reuseStatistics["cell"]
        #expect(statistics?.cellsCreated == first.count + 3)
        #expect(statistics?.reuses == statistics!.dequeues - first.count - 3)
        let all = grid.visibleCells.compactMap { $0 as? GridCell }
        #expect(all.reduce(0) { $0 + $1.prepareCount } <= statistics!.reuses)
        #expect(all.allSatisfy { $0.prepareCount == $0.reuseCount })
        #expect(all.contains { $0.prepareCount > 0 })
    }

    @Test("CV4: dequeuing an unregistered cell or header identifier raises UIKit's exception and leaves the element empty")
    func cv4Unregistered() {
        let model = GridModel(counts: [3])
        model.identifier = "missing"
        let runtime = Runtime()
        let grid = GridFixture.grid(model, runtime: runtime)
        #expect(grid.visibleCells.isEmpty)
        let raised = runtime.drainRaisedExceptions()
        #expect(raised.count == 3)
        #expect(raised.first?.name == .internalInconsistency)
        #expect(
            raised.first?.reason
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        let header = grid.dequeueReusableSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        #expect(header.reuseIdentifier == nil)
        #expect(
            runtime.drainRaisedExceptions().map(\.reason) == [
                "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ])
        grid.register(GridCell.self, forCellWithReuseIdentifier: "")
        #expect(runtime.drainRaisedExceptions().map(\.name) == [.invalidArgument])
    }

    @Test("CV5: a cell returned without a dequeue raises UIKit's exception and is not displayed")
    func cv5NotDequeued() {
        let model = GridModel(counts: [2])
        model.returnsUndequeuedCell = true
        let runtime = Runtime()
        let grid = GridFixture.grid(model, runtime: runtime)
        #expect(grid.visibleCells.isEmpty)
        let raised = runtime.drainRaisedExceptions()
        #expect(raised.map(\.name) == [.internalInconsistency, .internalInconsistency])
        #expect(
            raised.first?.reason
                == "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
        )
    }

    @Test("CV7: visible items are exactly those whose frames intersect the bounds; cells are asked for those only")
    func cv7VisibleItems() {
        let model = GridModel(counts: [100])
        let grid = GridFixture.grid(model)
        // 3 columns of 100 in 390, lines 110 apart: lines 0...7 intersect [0, 844).
        let expected = IndexPath.items(0, 0..<24)
        #expect(grid.indexPathsForVisibleItems.sorted() == expected)
        #expect(model.entries("cell ").count == 24)
        #expect(grid.visibleCells.count == 24)
        let empty = GridFixture.grid(GridModel(counts: [0]))
        #expect(empty.visibleCells.isEmpty && empty.indexPathsForVisibleItems.isEmpty)
    }

    @Test("CV8: cellForItem(at:) is nil off screen and out of range, and never asks the data source")
    func cv8CellForItem() {
        let model = GridModel(counts: [100])
        let grid = GridFixture.grid(model)
        model.log.removeAll()
        #expect(grid.cellForItem(at: IndexPath(item: 60, section: 0)) == nil)
        #expect(grid.cellForItem(at: IndexPath(item: 500, section: 0)) == nil)
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) != nil)
        #expect(model.log.isEmpty)
    }

    @Test("CV13, CV14: willDisplay for entering items in ascending order, then didEndDisplaying for leaving ones, balanced")
    func cv13DisplayCallbacks() {
        let model = GridModel(counts: [100])
        let grid = GridFixture.grid(model)
        #expect(model.entries("willDisplay").prefix(4) == ["willDisplay 0-0", "willDisplay 0-1", "willDisplay 0-2", "willDisplay 0-3"])
        model.log.removeAll()
        grid.contentOffset = Point(x: 0, y: 220)  // two lines down
        let displayLog = model.log.filter { $0.hasPrefix("willDisplay") || $0.hasPrefix("didEndDisplaying") }
        #expect(displayLog == (24..<30).map { "willDisplay 0-\($0)" } + (0..<6).map { "didEndDisplaying 0-\($0)" })
        grid.contentOffset = .zero
        grid.contentOffset = Point(x: 0, y: 5_000)
        let shown = model.log.filter { $0.hasPrefix("willDisplay") }.count
        let ended = model.log.filter { $0.hasPrefix("didEndDisplaying") }.count
        #expect(shown - ended == grid.visibleCells.count - 24)
    }

    @Test("CV15: reloadData is lazy, queues the visible cells, clears the selection; the next dequeues reuse them")
    func cv15ReloadData() {
        let model = GridModel(counts: [100])
        let grid = GridFixture.grid(model)
        let before = Set(grid.visibleCells.map(ObjectIdentifier.init))
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        model.log.removeAll()
        grid.reloadData()
        #expect(model.entries("sections").isEmpty && model.entries("cell").isEmpty)
        #expect(model.entries("didEndDisplaying").count == 24)
        #expect(grid.visibleCells.isEmpty)
        #expect(grid.indexPathsForSelectedItems == [])
        grid.layoutIfNeeded()
        #expect(model.entries("sections").count == 1)
        #expect(Set(grid.visibleCells.map(ObjectIdentifier.init)) == before)
        #expect(grid.visibleCells.allSatisfy { ($0 as? GridCell)?.prepareCount == 1 })
    }

    @Test("CV16: counts come from the cache; a section that does not exist raises UIKit's exception")
    func cv16CachedCounts() {
        let model = GridModel(counts: [5, 7])
        let runtime = Runtime()
        let grid = GridFixture.grid(model, runtime: runtime)
        model.counts = [1]
        model.log.removeAll()
        #expect(grid.numberOfSections == 2)
        #expect(grid.numberOfItems(inSection: 1) == 7)
        #expect(model.log.isEmpty)
        #expect(grid.numberOfItems(inSection: 2) == 0)
        #expect(
            runtime.drainRaisedExceptions().map(\.reason) == [
                "request for number of items in section 2 when there are only 2 sections in the collection view"
            ])
    }

    @Test("CV12: the prefetch data source hears about items ahead in the scroll direction, never visible ones")
    func cv12DataPrefetching() {
        let model = GridModel(counts: [1_000])
        let grid = GridFixture.grid(model)
        grid.prefetchDataSource = model
        #expect(model.prefetched.isEmpty)
        grid.contentOffset = Point(x: 0, y: 110)
        let announced = model.prefetched.flatMap { $0 }
        #expect(!announced.isEmpty)
        let visible = Set(grid.indexPathsForVisibleItems)
        #expect(announced.allSatisfy { !visible.contains($0) && $0.item > visible.map(\.item).max()! })
        #expect(announced.first!.item <= announced.last!.item)
        grid.contentOffset = Point(x: 0, y: 50_000)
        #expect(!model.cancelled.isEmpty)
        grid.isPrefetchingEnabled = false
        let calls = model.prefetched.count
        grid.contentOffset = Point(x: 0, y: 60_000)
        #expect(model.prefetched.count == calls)
    }
}
