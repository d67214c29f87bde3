import Foundation
import Testing
@testable import ViewRuntime

/// A flow delegate with per-item sizes and per-section insets.
@MainActor
final class SizingModel: GridModel, CollectionViewDelegateFlowLayout {
    var sizes: [Size] = []
    var sizeQueries = 0
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQueries += 1
        return sizes[indexPath.item]
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets { EdgeInsets(top: 5, left: 0, bottom: 5, right: 0) }
}

/// A cell that asks for a fixed height when self-sizing.
final class TallCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy() as! CollectionViewLayoutAttributes
        fitted.size = Size(width: 390, height: 80)
        return fitted
    }
}

@MainActor
@Suite("Flow layout")
struct FlowLayoutTests {
    func frame(_ grid: CollectionView, _ item: Int, _ section: Int = 0) -> Rect? {
        grid.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("FL1: UIKit's defaults")
    func fl1Defaults() {
        let flow = CollectionViewFlowLayout()
        #expect(flow.itemSize == Size(width: 50, height: 50))
        #expect(flow.minimumLineSpacing == 10 && flow.minimumInteritemSpacing == 10)
        #expect(flow.sectionInset == .zero && flow.headerReferenceSize == .zero && flow.footerReferenceSize == .zero)
        #expect(flow.estimatedItemSize == .zero && flow.scrollDirection == .vertical)
        #expect(flow.sectionInsetReference == .fromContentInset && !flow.sectionHeadersPinToVisibleBounds)
    }

    @Test("FL5, FL7: full lines are justified; the last uniform line keeps the column positions")
    func fl5Justified() {
        let grid = GridFixture.grid(GridModel(counts: [5]), size: Size(width: 330, height: 600))
        #expect(frame(grid, 0) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(grid, 1)?.minX == 115)
        #expect(frame(grid, 2)?.minX == 230)
        #expect(frame(grid, 3) == Rect(x: 0, y: 110, width: 100, height: 100))
        #expect(frame(grid, 4)?.minX == 115)
        #expect(grid.contentSize == Size(width: 330, height: 210))
    }

    @Test("FL6: a single column is centred")
    func fl6SingleColumn() {
        let grid = GridFixture.grid(GridModel(counts: [3]), size: Size(width: 150, height: 600))
        #expect(frame(grid, 1) == Rect(x: 25, y: 110, width: 100, height: 100))
    }

    @Test("FL4, FL8, FL2: per-item sizes fill lines in order, centre shorter items, pack the last line; delegate insets apply")
    func fl4PerItemSizes() {
        let model = SizingModel(counts: [5])
        model.sizes = [
            Size(width: 200, height: 50), Size(width: 150, height: 100), Size(width: 300, height: 40),
            Size(width: 100, height: 40), Size(width: 100, height: 20),
        ]
        let grid = GridFixture.grid(model, size: Size(width: 390, height: 800))
        // Line 1: 200 + 150 (+10) fits 390: justified, gap 40; 50-high item centred in a 100 line.
        #expect(frame(grid, 0) == Rect(x: 0, y: 5 + 25, width: 200, height: 50))
        #expect(frame(grid, 1) == Rect(x: 240, y: 5, width: 150, height: 100))
        // Line 2: 300 alone (the next 100 does not fit): centred.
        #expect(frame(grid, 2) == Rect(x: 45, y: 115, width: 300, height: 40))
        // Last line: packed from the leading inset with the minimum spacing.
        #expect(frame(grid, 3) == Rect(x: 0, y: 165, width: 100, height: 40))
        #expect(frame(grid, 4) == Rect(x: 110, y: 175, width: 100, height: 20))
        #expect(grid.contentSize.height == 210.0)
    }

    @Test("FL9: headers span the content width, the first line follows header and inset; no zero-size header is asked for")
    func fl9Headers() {
        let model = GridModel(counts: [3, 3])
        let flow = CollectionViewFlowLayout()
        flow.itemSize = Size(width: 100, height: 100)
        flow.sectionInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        let grid = GridFixture.grid(model, layout: flow)
        #expect(model.entries("supplementary").isEmpty)
        let second = GridModel(counts: [3, 3])
        let headed = CollectionViewFlowLayout()
        headed.itemSize = Size(width: 100, height: 100)
        headed.sectionInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        headed.headerReferenceSize = Size(width: 1, height: 44)
        let withHeaders = GridFixture.grid(second, layout: headed)
        let header = headed.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(frame(withHeaders, 0)?.minY == 52)
        #expect(
            headed.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                .minY == 160.0)
        #expect(second.entries("supplementary") == ["supplementary header 0", "supplementary header 1"])
        #expect(withHeaders.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).count == 2)
        _ = grid
    }

    @Test("FL10: horizontal scrolling fills columns top to bottom")
    func fl10Horizontal() {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = Size(width: 100, height: 100)
        flow.scrollDirection = .horizontal
        let grid = GridFixture.grid(GridModel(counts: [7]), layout: flow, size: Size(width: 390, height: 330))
        #expect(frame(grid, 1) == Rect(x: 0, y: 115, width: 100, height: 100))
        #expect(frame(grid, 3) == Rect(x: 110, y: 0, width: 100, height: 100))
        #expect(grid.contentSize == Size(width: 320, height: 330))
        #expect(grid.indexPathsForVisibleItems.count == 7)
    }

    @Test("FL12: self-sizing cells replace the estimate as they are displayed")
    func fl12SelfSizing() {
        let flow = CollectionViewFlowLayout()
        flow.estimatedItemSize = Size(width: 390, height: 44)
        let model = GridModel(counts: [50])
        let grid = GridFixture.grid(model, layout: flow, layOut: false)
        grid.register(TallCell.self, forCellWithReuseIdentifier: "cell")
        let estimated = 50.0 * 44 + 49 * 10
        grid.layoutIfNeeded()
        #expect(frame(grid, 0)?.height == 80)
        #expect(frame(grid, 1)?.minY == 90)
        #expect(grid.contentSize.height > estimated)
        #expect(frame(grid, 49)?.height == 44)
    }

    @Test("CV27: contentSize is the layout's; bounds changes ask shouldInvalidateLayout; the layout's back pointer is set")
    func cv27LayoutObject() {
        let model = GridModel(counts: [10])
        let grid = GridFixture.grid(model)
        let flow = grid.collectionViewLayout as! CollectionViewFlowLayout
        #expect(flow.collectionView === grid)
        #expect(grid.contentSize == flow.collectionViewContentSize)
        #expect(flow.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 500, width: 390, height: 844)) == false)
        grid.frame = Rect(x: 0, y: 0, width: 230, height: 844)
        grid.layoutIfNeeded()
        #expect(frame(grid, 2) == Rect(x: 0, y: 110, width: 100, height: 100))
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 0, y: 110, width: 100, height: 100))
        let base = CollectionViewLayout()
        #expect(base.collectionViewContentSize == .zero && base.layoutAttributesForElements(in: .zero) == nil)
        grid.collectionViewLayout = base
        #expect(base.collectionView === grid && flow.collectionView == nil)
        grid.layoutIfNeeded()
        #expect(grid.visibleCells.isEmpty)
    }

    @Test("CV28: scrollToItem puts the item at top, centre or bottom, clamped; two vertical positions raise")
    func cv28ScrollToItem() {
        let runtime = Runtime()
        let model = GridModel(counts: [300])
        let grid = GridFixture.grid(model, runtime: runtime)
        grid.scrollToItem(at: IndexPath(item: 90, section: 0), at: .top, animated: false)
        #expect(grid.contentOffset.y == 3_300.0)
        #expect(grid.cellForItem(at: IndexPath(item: 90, section: 0)) != nil)
        grid.scrollToItem(at: IndexPath(item: 90, section: 0), at: .bottom, animated: false)
        #expect(grid.contentOffset.y == 2_556.0)
        grid.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        #expect(grid.contentOffset.y == grid.contentSize.height - 844)
        grid.scrollToItem(at: IndexPath(item: 0, section: 0), at: .centeredVertically, animated: false)
        #expect(grid.contentOffset.y == 0)
        grid.scrollToItem(at: IndexPath(item: 90, section: 0), at: [.top, .bottom], animated: false)
        #expect(runtime.drainRaisedExceptions().map(\.name) == [.invalidArgument])
        #expect(grid.contentOffset.y == 0)
    }

    @Test("CV29: contentInsetAdjustmentBehavior decides how the safe area joins the content inset")
    func cv29InsetAdjustment() {
        let runtime = Runtime()
        let window = Window(runtime: runtime)
        let grid = GridFixture.grid(GridModel(counts: [300]), runtime: runtime, size: runtime.screen.bounds.size)
        window.addSubview(grid)
        let safe = grid.safeAreaInsets
        grid.contentInset = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        grid.contentInsetAdjustmentBehavior = .never
        #expect(grid.adjustedContentInset == EdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
        grid.contentInsetAdjustmentBehavior = .always
        #expect(grid.adjustedContentInset == EdgeInsets(top: 1 + safe.top, left: safe.left, bottom: safe.bottom, right: safe.right))
        grid.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(grid.adjustedContentInset == EdgeInsets(top: 1 + safe.top, left: 0, bottom: safe.bottom, right: 0))
    }
}
