import Foundation
import Testing
@testable import ViewRuntime

@MainActor
@Suite("CollectionView selection")
struct CollectionViewSelectionTests {
    @Test("CV23: selection defaults and cell state; selectedBackgroundView shows while selected")
    func cv23Defaults() {
        let model = GridModel(counts: [10])
        let grid = GridFixture.grid(model)
        #expect(grid.allowsSelection && !grid.allowsMultipleSelection)
        #expect(grid.indexPathsForSelectedItems == [])
        let cell = grid.cellForItem(at: IndexPath(item: 1, section: 0))!
        let selected = View()
        cell.selectedBackgroundView = selected
        #expect(selected.isHidden)
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(cell.isSelected && !selected.isHidden)
    }

    @Test("CV24: programmatic selection is silent, replaces in single mode, nil clears, disabled does nothing")
    func cv24Programmatic() {
        let model = GridModel(counts: [10])
        let grid = GridFixture.grid(model)
        model.log.removeAll()
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        grid.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        grid.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        #expect(grid.indexPathsForSelectedItems == [])
        grid.allowsMultipleSelection = true
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        grid.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems?.count == 2)
        grid.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [])
        grid.allowsSelection = false
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [])
        #expect(model.log.isEmpty)
    }

    @Test("CV25: a tap sends shouldHighlight, didHighlight, shouldSelect, didSelect, didUnhighlight; shouldHighlight false stops it")
    func cv25UserSequence() {
        let model = GridModel(counts: [10])
        let grid = GridFixture.grid(model)
        model.log.removeAll()
        grid.userSelectItem(at: IndexPath(item: 1, section: 0))
        #expect(model.log == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didSelect 1", "didUnhighlight 1"])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
        model.log.removeAll()
        model.shouldHighlight = false
        grid.userSelectItem(at: IndexPath(item: 2, section: 0))
        #expect(model.log == ["shouldHighlight 2"])
        model.shouldHighlight = true
        grid.allowsMultipleSelection = true
        model.log.removeAll()
        grid.userSelectItem(at: IndexPath(item: 1, section: 0))
        #expect(model.log == ["shouldHighlight 1", "didHighlight 1", "shouldDeselect 1", "didDeselect 1", "didUnhighlight 1"])
    }

    @Test("CV26: tapping B with A selected sends shouldSelect(B), didDeselect(A), didSelect(B)")
    func cv26Replace() {
        let model = GridModel(counts: [10])
        let grid = GridFixture.grid(model)
        grid.userSelectItem(at: IndexPath(item: 1, section: 0))
        model.log.removeAll()
        grid.userSelectItem(at: IndexPath(item: 2, section: 0))
        #expect(model.log == ["shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didDeselect 1", "didSelect 2", "didUnhighlight 2"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("CC4: clearsSelectionOnViewWillAppear clears silently on later appearances; false keeps it")
    func cc4ClearsSelection() {
        let runtime = Runtime()
        let controller = GridController(runtime: runtime)
        let grid = controller.collectionView!
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        grid.layoutIfNeeded()
        grid.userSelectItem(at: IndexPath(item: 1, section: 0))
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(grid.indexPathsForSelectedItems == [])
        #expect(controller.deselections == 0)
        controller.clearsSelectionOnViewWillAppear = false
        grid.userSelectItem(at: IndexPath(item: 1, section: 0))
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("CC2: the controller's view is its collection view, with the controller as data source and delegate")
    func cc2Wiring() {
        let controller = GridController(runtime: Runtime())
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.delegate === controller)
        #expect(controller.collectionViewLayout.collectionView === controller.collectionView)
    }
}

final class GridController: CollectionViewController {
    var deselections = 0
    init(runtime: Runtime) {
        super.init(runtime: runtime, collectionViewLayout: CollectionViewFlowLayout())
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(GridCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { deselections += 1 }
}
