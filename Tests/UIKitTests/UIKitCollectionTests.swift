import Testing
import UIKit

// A photo grid as iOS developers write it: a UICollectionViewController with a flow layout and a
// custom cell, compiled against the UIKit module.

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }

    override var isSelected: Bool {
        didSet { contentView.backgroundColor = isSelected ? .systemBlue : .clear }
    }
}

final class PhotoGridViewController: UICollectionViewController {
    private let photoCount = 1_000_000
    private(set) var distinctCells = Set<ObjectIdentifier>()
    private(set) var selected: [IndexPath] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.scrollDirection = .vertical
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.contentInsetAdjustmentBehavior = .never
        if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
            let side = (view.bounds.width - 2 * layout.minimumInteritemSpacing) / 3
            layout.itemSize = CGSize(width: side, height: side)
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photoCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
                as? PhotoCell
        else {
            fatalError("Unexpected cell type")
        }
        cell.titleLabel.text = "Photo \(indexPath.item)"
        distinctCells.insert(ObjectIdentifier(cell))
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
@Suite("UIKit collection views as written on iOS")
struct UIKitCollectionTests {
    @Test(
        "FL5, CV7, CV8: a million items in a three-column flow grid: UIKit's frames, visible items far down, nil off screen, cells bounded by the screen"
    )
    func millionItemGrid() throws {
        let runtime = Runtime()
        try Runtime.withCurrent(runtime) {
            let window = UIWindow()
            let grid = PhotoGridViewController()
            window.rootViewController = grid
            window.makeKeyAndVisible()
            let collectionView = try #require(grid.collectionView)
            collectionView.layoutIfNeeded()
            let width = collectionView.bounds.width
            let height = collectionView.bounds.height
            let side = (width - 4) / 3
            let pitch = side + 2
            let linesOnScreen = Int((height / pitch).rounded(.up))

            // UIKit's frames: three columns, full lines justified, lines 2 pt apart.
            let attributes = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
            #expect(abs(attributes.frame.minX - pitch) < 1e-6 && abs(attributes.frame.minY - pitch) < 1e-6)
            #expect(abs(attributes.frame.width - side) < 1e-6)
            let lines = (1_000_000 + 2) / 3
            #expect(abs(collectionView.contentSize.height - (Double(lines) * pitch - 2)) < 1e-3)
            #expect(collectionView.contentSize.width == width)
            #expect(collectionView.indexPathsForVisibleItems.count == 3 * linesOnScreen)

            // Far down: the visible items are those of the lines on screen.
            let line = 300_000
            collectionView.setContentOffset(CGPoint(x: 0, y: Double(line) * pitch), animated: false)
            let visible = collectionView.indexPathsForVisibleItems.map(\.item).sorted()
            #expect(visible.first == 3 * line)
            #expect(visible == Array((3 * line)..<(3 * (line + linesOnScreen))))
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3 * line + 1, section: 0)) as? PhotoCell)
            #expect(cell.titleLabel.text == "Photo \(3 * line + 1)")
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
            #expect(collectionView.cellForItem(at: IndexPath(item: 999_999, section: 0)) == nil)

            // Scrolling on line by line makes no cells beyond a screenful and one line.
            for step in 1...200 {
                collectionView.contentOffset = CGPoint(x: 0, y: Double(line + step) * pitch)
            }
            #expect(collectionView.visibleCells.count == 3 * linesOnScreen)
            #expect(grid.distinctCells.count <= 2 * 3 * linesOnScreen)

            // The last item: scrolled to, shown, selectable.
            let last = IndexPath(item: 999_999, section: 0)
            collectionView.scrollToItem(at: last, at: .bottom, animated: false)
            #expect(collectionView.cellForItem(at: last) != nil)
            #expect(abs(collectionView.contentOffset.y - (collectionView.contentSize.height - height)) < 1e-6)
            collectionView.userSelectItem(at: last)
            #expect(grid.selected == [last])
            #expect(collectionView.cellForItem(at: last)?.isSelected == true)
        }
    }
}
