import Foundation
import Testing
@testable import ViewRuntime

@MainActor
@Suite("Cell registrations and configurations")
struct CellRegistrationTests {
    @Test("CR1: a registration registers its class on first use, configures each cell and reuses cells")
    func cr1Registration() {
        let runtime = Runtime()
        let flow = CollectionViewFlowLayout()
        flow.itemSize = Size(width: 100, height: 100)
        let grid = CollectionView(runtime: runtime, frame: Rect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: flow)
        var configured: [Int] = []
        let registration = CollectionView.CellRegistration<GridCell, Int> { _, _, item in configured.append(item) }
        let header = CollectionView.SupplementaryRegistration<GridHeader>(elementKind: CollectionView.elementKindSectionHeader) { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        flow.headerReferenceSize = Size(width: 0, height: 40)
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(100..<400))
        dataSource.apply(snapshot, animatingDifferences: false)
        grid.layoutIfNeeded()
        #expect(runtime.raisedExceptions.isEmpty)
        #expect(configured.sorted() == Array(100..<124))  // below a 40 pt header: 8 rows of 3
        #expect(grid.visibleCells.allSatisfy { $0 is GridCell })
        let first = Set(grid.visibleCells.map(ObjectIdentifier.init))
        grid.setContentOffset(Point(x: 0, y: 2000))
        grid.setContentOffset(Point(x: 0, y: 4000))
        #expect(grid.visibleCells.contains { first.contains(ObjectIdentifier($0)) })  // recycled, not made anew
    }

    @Test("CR2: a registration created inside the cell provider raises UIKit's exception")
    func cr2InsideProvider() {
        let runtime = Runtime()
        let flow = CollectionViewFlowLayout()
        flow.itemSize = Size(width: 100, height: 100)
        let grid = CollectionView(runtime: runtime, frame: Rect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: flow)
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { view, indexPath, item in
            let registration = CollectionView.CellRegistration<GridCell, Int> { _, _, _ in }
            return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        dataSource.apply(snapshot, animatingDifferences: false)
        grid.layoutIfNeeded()
        let raised = runtime.drainRaisedExceptions()
        #expect(raised.map(\.code) == [.registrationInsideProvider])
        #expect(raised.first?.name == .internalInconsistency)
        #expect(raised.first?.reason.hasPrefix("Attempted to dequeue a cell using a registration that was created inside") == true)
    }

    @Test("CR4: a background configuration clears the background colour and views")
    func cr4Background() {
        let cell = CollectionViewCell(frame: .zero)
        cell.backgroundColor = .systemBackground
        cell.backgroundView = View()
        cell.backgroundConfiguration = .listGroupedCell()
        #expect(cell.backgroundColor == nil && cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test("CR3, CR6, CR7: list cells keep accessories and content configurations as values")
    func cr6ListCell() {
        let cell = CollectionViewListCell(frame: .zero)
        #expect(cell.contentConfiguration == nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        content.textProperties.numberOfLines = 1
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator(), .label(text: "On")]
        #expect(cell.contentConfiguration?.text == "Wi-Fi")
        #expect(cell.contentConfiguration?.textProperties.numberOfLines == 1)
        #expect(cell.accessories == [.disclosureIndicator(), .label(text: "On")])
        #expect(ListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
    }

    @Test("DS1: a table diffable data source answers rows from the snapshot and applies deletions as a batch")
    func ds1Table() {
        let runtime = Runtime()
        let table = TableView(runtime: runtime, frame: Rect(x: 0, y: 0, width: 390, height: 844))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        var provided: [String] = []
        let dataSource = TableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            provided.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        #expect(table.dataSource === dataSource)
        #expect(dataSource.defaultRowAnimation == .automatic)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b", "c"], toSection: 0)
        snapshot.appendItems(["d"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        let cellOfC = table.cellForRow(at: IndexPath(row: 2, section: 0))
        provided.removeAll()
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["e"], toSection: 1)
        dataSource.defaultRowAnimation = .fade
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(runtime.raisedExceptions.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfC)
        #expect(provided == ["e"])
        #expect(dataSource.indexPath(for: "e") == IndexPath(row: 1, section: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "b")
    }
}
