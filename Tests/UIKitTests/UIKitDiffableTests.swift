import Testing
import UIKit

// A photo grid, a settings list and a table as iOS 14+ code writes them: compositional layouts,
// diffable data sources and cell registrations, compiled against the UIKit module only.

final class PhotoGridCell: UICollectionViewCell {
    let imageView = UIImageView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class DiffablePhotoGridViewController: UIViewController {
    enum Section: Hashable { case main }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private(set) var configured: [Int] = []

    static func makeLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.contentInsetAdjustmentBehavior = .never
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<PhotoGridCell, Int> { [weak self] cell, _, photo in
            self?.configured.append(photo)
            cell.imageView.image = nil
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<10_000))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func delete(_ photos: [Int]) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(photos)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

final class SettingsViewController: UIViewController {
    enum Section: String, Hashable { case network, display }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        view.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = title == "Wi-Fi" ? "Home" : nil
            content.textProperties.numberOfLines = 1
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.backgroundConfiguration = UIBackgroundConfiguration.listGroupedCell()
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.rawValue.uppercased()
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.network, .display])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"], toSection: .network)
        snapshot.appendItems(["Brightness", "Night Shift"], toSection: .display)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

final class ContactsTableViewController: UIViewController {
    var tableView: UITableView!
    var dataSource: UITableViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        view.addSubview(tableView)
        dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Ada", "Grace", "Linus", "Margaret"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite("UIKit diffable data sources and compositional layouts as written on iOS")
struct UIKitDiffableTests {
    @Test("CL3, DS8, DS12, CR1: a compositional photo grid with a diffable data source and a cell registration")
    func photoGrid() throws {
        let runtime = Runtime()
        try Runtime.withCurrent(runtime) {
            let window = UIWindow()
            let controller = DiffablePhotoGridViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let collectionView = try #require(controller.collectionView)
            collectionView.layoutIfNeeded()
            let side = (collectionView.bounds.width - 16) / 4
            let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame)
            #expect(abs(frame.minX - (8 + side + 1)) < 1e-9 && abs(frame.minY - (side + 1)) < 1e-9)
            #expect(abs(frame.width - (side - 2)) < 1e-9)
            #expect(controller.configured.count == collectionView.visibleCells.count)
            #expect(collectionView.visibleCells.allSatisfy { $0 is PhotoGridCell })

            controller.delete([0, 2, 9_999])
            collectionView.layoutIfNeeded()
            #expect(runtime.raisedExceptions.isEmpty)
            #expect(collectionView.numberOfItems(inSection: 0) == 9_997)
            #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 1)
            #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 3)
            #expect(controller.dataSource.indexPath(for: 9_998) == IndexPath(item: 9_996, section: 0))
            #expect(controller.dataSource.indexPath(for: 2) == nil)
            #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 9_997, section: 0)) == nil)
        }
    }

    @Test("CL14, CR6, CR7: a settings list with an inset grouped list configuration and headers")
    func settingsList() throws {
        let runtime = Runtime()
        try Runtime.withCurrent(runtime) {
            let window = UIWindow()
            let controller = SettingsViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let collectionView = try #require(controller.collectionView)
            collectionView.layoutIfNeeded()
            #expect(runtime.raisedExceptions.isEmpty)
            let width = collectionView.bounds.width
            let row = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
            #expect(row.minX == 20 && row.width == width - 40 && row.height == 44)
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            #expect(cell.contentConfiguration?.text == "Wi-Fi")
            #expect(cell.contentConfiguration?.secondaryText == "Home")
            #expect(cell.accessories == [.disclosureIndicator()])
            #expect(cell.backgroundColor == nil)
            let header = try #require(
                collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first
                    as? UICollectionViewListCell)
            #expect(header.contentConfiguration?.text == "NETWORK" || header.contentConfiguration?.text == "DISPLAY")
        }
    }

    @Test("DS1: a table with a diffable data source")
    func contactsTable() throws {
        let runtime = Runtime()
        try Runtime.withCurrent(runtime) {
            let window = UIWindow()
            let controller = ContactsTableViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let tableView = try #require(controller.tableView)
            tableView.layoutIfNeeded()
            #expect(tableView.numberOfRows(inSection: 0) == 4)
            #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration?.text == "Grace")
            var snapshot = controller.dataSource.snapshot()
            snapshot.deleteItems(["Ada"])
            snapshot.insertItems(["Barbara"], afterItem: "Grace")
            controller.dataSource.apply(snapshot)
            tableView.layoutIfNeeded()
            #expect(runtime.raisedExceptions.isEmpty)
            #expect(tableView.numberOfRows(inSection: 0) == 4)
            #expect(controller.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Barbara")
            #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration?.text == "Barbara")
        }
    }
}
