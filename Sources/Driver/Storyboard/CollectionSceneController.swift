public import Foundation
public import ViewRuntime

/// The controller a `collection` scene instantiates: a vertical flow grid of `columns` items a
/// line, cells dequeued under the identifier `item`, and a tap that asks the driver to perform
/// the scene's `select` segue.
///
/// With `reuse` off it misbehaves on purpose, as a data source that keeps a cell per item does:
/// it dequeues a cell the first time an item is shown, keeps it, and returns the kept cell
/// without a dequeue whenever the item comes back, so cells pile up with the items seen and the
/// profiler counts each such return as a reuse failure (``TableReuseStatistics/cellsNotDequeued``).
@MainActor
package final class CollectionSceneController: CollectionViewController {
    let scene: CollectionScene
    /// Called when the user selects an item (the driver performs the `select` segue after).
    var onSelect: ((IndexPath) -> Void)?
    /// The data source's item counts, one per section: the scene's `items` until a
    /// `batchUpdates` or `reloadData` step declares new ones.
    package internal(set) var rowCounts: [Int]
    /// With `reuse` off: the cell kept for each item shown.
    private var keptCells: [IndexPath: CollectionViewCell] = [:]

    init(runtime: Runtime, scene: CollectionScene) {
        self.scene = scene
        rowCounts = scene.items
        let layout = CollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        super.init(runtime: runtime, collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { return nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        sizeItems()
    }

    package override func viewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizeItems(width: size.width)
    }

    /// `columns` items fill a line; an item is `itemHeight` tall (square without one).
    private func sizeItems(width: Double? = nil) {
        guard let layout = collectionViewLayout as? CollectionViewFlowLayout else { return }
        let lineWidth = width ?? collectionView.bounds.width
        let itemWidth = max(1, (lineWidth / Double(scene.columns)).rounded(.down))
        layout.itemSize = Size(width: itemWidth, height: scene.itemHeight ?? itemWidth)
    }

    package override func numberOfSections(in collectionView: CollectionView) -> Int { rowCounts.count }

    package override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        section < rowCounts.count ? rowCounts[section] : 0
    }

    package override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if !scene.reuse, let kept = keptCells[indexPath], kept.superview == nil { return kept }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        if !scene.reuse { keptCells[indexPath] = cell }
        return cell
    }

    package override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(indexPath)
    }
}
