import Foundation
import Testing
@testable import ViewRuntime

/// A cell that counts `prepareForReuse()` calls and `init(frame:)`.
final class GridCell: CollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var prepareCount = 0
    override init(frame: Rect) {
        super.init(frame: frame)
        GridCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() {
        super.prepareForReuse()
        prepareCount += 1
    }
}

/// A section header or footer view.
final class GridHeader: CollectionReusableView {}

/// A data source, delegate and prefetch data source over item ids, logging every call.
@MainActor
class GridModel: CollectionViewDataSource, CollectionViewDelegate, CollectionViewDataSourcePrefetching {
    var counts: [Int]
    var identifier = "cell"
    /// Return a cell made with `init(frame:)` instead of a dequeued one.
    var returnsUndequeuedCell = false
    var headerIdentifier = "header"
    var log: [String] = []
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    var shouldSelect = true
    var shouldHighlight = true

    init(counts: [Int]) { self.counts = counts }

    func entries(_ prefix: String) -> [String] { log.filter { $0.hasPrefix(prefix) } }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        log.append("sections")
        return counts.count
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        log.append("items \(section)")
        return counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        log.append("cell \(indexPath.section)-\(indexPath.item)")
        if returnsUndequeuedCell { return CollectionViewCell(frame: .zero) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        log.append("supplementary \(kind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: headerIdentifier, for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.append("didEndDisplaying \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return shouldHighlight
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return shouldSelect
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
    }
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths)
    }
}

enum GridFixture {
    /// A 390 x 844 collection view over `model` with a flow layout of 100 x 100 items (spacing 10),
    /// laid out once.
    @MainActor
    static func grid(
        _ model: GridModel, runtime: Runtime = Runtime(), layout: CollectionViewLayout? = nil,
        size: Size = Size(width: 390, height: 844), layOut: Bool = true
    ) -> CollectionView {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = Size(width: 100, height: 100)
        let grid = CollectionView(runtime: runtime, frame: Rect(origin: .zero, size: size), collectionViewLayout: layout ?? flow)
        grid.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        grid.register(GridHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        grid.register(GridHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
        grid.dataSource = model
        grid.delegate = model
        if layOut { grid.layoutIfNeeded() }
        return grid
    }
}

extension IndexPath {
    /// `[section, item]` pairs sorted, for comparing visible sets.
    static func items(_ section: Int, _ items: some Sequence<Int>) -> [IndexPath] {
        items.map { IndexPath(item: $0, section: section) }
    }
}
