import Foundation
import Testing
@testable import ViewRuntime

/// A table view controller over item ids, logging what matters to TV11.
@MainActor
final class ListController: TableViewController {
    var count: Int
    var log: [String] = []
    var detailFactory: (() -> ViewController)?
    weak var lastDetail: ViewController?

    init(runtime: Runtime, rows: Int) {
        count = rows
        super.init(runtime: runtime)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        try! tableView.register(RecordingCell.self, forCellReuseIdentifier: "row")
    }
    override func viewWillAppear(_ animated: Bool) {
        log.append("viewWillAppear:begin")
        super.viewWillAppear(animated)
        log.append("viewWillAppear:end")
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        log.append("numberOfRows")
        return count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
        guard let detail = detailFactory?() else { return }
        lastDetail = detail
        try? navigationController?.pushViewController(detail, animated: false)
    }
    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
}

/// TV11 (TableViewController), M6 (memory warnings and reuse queues), deallocation and accounting.
@MainActor
@Suite("TableViewController, memory warnings, deallocation (TV11, M6)")
struct TableViewControllerTests {
    struct Stage {
        let runtime: Runtime
        let window: Window
        let navigation: NavigationController
        let list: ListController
    }

    static func stage(policy: MemoryWarningPolicy = .unloadViews, rows: Int = 100) -> Stage {
        let runtime = Runtime(
            screen: Screen(width: 320, height: 440, scale: 1), settings: RuntimeSettings(memoryWarningPolicy: policy, backingStoreScale: 0.1))
        let list = ListController(runtime: runtime, rows: rows)
        list.traceLabel = "list#1"
        list.detailFactory = { ViewController(runtime: runtime) }
        let navigation = NavigationController(rootViewController: list)
        let window = Window(runtime: runtime)
        window.rootViewController = navigation
        return Stage(runtime: runtime, window: window, navigation: navigation, list: list)
    }

    // MARK: TV11

    @Test("TV11: loadView makes a TableView with the controller as data source and delegate")
    func tv11LoadView() {
        let list = ListController(runtime: Runtime(), rows: 3)
        let table: TableView = list.tableView
        #expect(list.view === table)
        #expect(table.dataSource === list)
        #expect(table.delegate === list)
        #expect(!table.hasLoadedData)
        #expect(list.log.isEmpty)  // nothing asked before the first appearance
    }

    @Test("TV11: the table reloads on first appearance, inside viewWillAppear, and not on later ones")
    func tv11ReloadOnFirstAppearance() throws {
        let stage = Self.stage()
        stage.window.makeKeyAndVisible()
        let log = stage.list.log
        let begin = try #require(log.firstIndex(of: "viewWillAppear:begin"))
        let rows = try #require(log.firstIndex(of: "numberOfRows"))
        let end = try #require(log.firstIndex(of: "viewWillAppear:end"))
        #expect(begin < rows && rows < end)
        #expect(stage.list.tableView.visibleCells.count == stage.list.tableView.visibleRowCount)
        #expect(stage.list.tableView.visibleRowCount > 0)
        #expect(stage.list.tableView.scrollIndicatorFlashCount == 1)  // viewDidAppear
        stage.list.log.removeAll()
        try stage.navigation.pushViewController(ViewController(runtime: stage.runtime), animated: false)
        stage.navigation.popViewController(animated: false)
        #expect(!stage.list.log.contains("numberOfRows"))
        #expect(stage.list.tableView.scrollIndicatorFlashCount == 2)
    }

    @Test("TV11: a user tap drills down; coming back clears the selection without delegate calls")
    func tv11DrillDownAndClearSelection() {
        let stage = Self.stage()
        stage.window.makeKeyAndVisible()
        stage.list.tableView.userSelectRow(at: IndexPath(section: 0, row: 4))
        #expect(stage.navigation.viewControllers.count == 2)
        #expect(stage.navigation.topViewController === stage.list.lastDetail)
        #expect(stage.list.tableView.indexPathForSelectedRow == IndexPath(section: 0, row: 4))
        stage.navigation.popViewController(animated: false)
        #expect(stage.list.tableView.indexPathForSelectedRow == nil)
        #expect(!stage.list.log.contains { $0.hasPrefix("didDeselect") })
    }

    @Test("TV11: with clearsSelectionOnViewWillAppear false the selection survives a return")
    func tv11KeepSelection() {
        let stage = Self.stage()
        stage.list.clearsSelectionOnViewWillAppear = false
        stage.window.makeKeyAndVisible()
        stage.list.tableView.userSelectRow(at: IndexPath(section: 0, row: 4))
        stage.navigation.popViewController(animated: false)
        #expect(stage.list.tableView.indexPathForSelectedRow == IndexPath(section: 0, row: 4))
        #expect(stage.list.tableView.cellForRow(at: IndexPath(section: 0, row: 4))?.isSelected == true)
    }

    // MARK: Deallocation and accounting

    @Test("TV4/M6: a table's cells, visible and queued, all deallocate with it")
    func cellsDeallocateWithTable() {
        let model = TableModel(counts: [200])
        weak var weakTable: TableView?
        var cells: [WeakBox<TableViewCell>] = []
        do {
            let table = TableFixture.table(model)
            for step in 0..<50 { table.setContentOffset(Point(x: 0, y: Double(step) * 30)) }
            model.items = [model.makeItems(2)]
            table.reloadData()  // most cells go to the queue
            #expect(table.queuedCellCount(forReuseIdentifier: "row") > 5)
            cells = model.cellsMade
            weakTable = table
        }
        #expect(weakTable == nil)
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { $0.value == nil })
    }

    @Test("TV11/M6: window teardown releases the controller, its table and every cell; the reuse record outlives the table")
    func teardownReleasesEverything() throws {
        var stage: Stage? = Self.stage()
        stage!.window.makeKeyAndVisible()
        let runtime = stage!.runtime
        weak let table = stage!.list.tableView
        var cells: [WeakBox<TableViewCell>] = []
        for step in 0..<40 {
            table!.setContentOffset(Point(x: 0, y: Double(step) * 44))
        }
        cells = table!.visibleCells.map { WeakBox(value: $0) }
        let window = stage!.window
        stage = nil
        window.tearDown()
        #expect(table == nil)
        #expect(cells.allSatisfy { $0.value == nil })
        let records = runtime.tables.reuseRecords
        let record = try #require(records.first)
        #expect(records.count == 1)
        #expect(record.table == "list#1")
        #expect(record.identifier == "row")
        #expect(!record.isLive)
        #expect(record.statistics.reuses == 39)  // 39 one-row steps after offset 0
        #expect(record.statistics.cellsCreated <= 13)
        #expect(runtime.tables.liveTables.isEmpty)
    }

    @Test("TV4 accounting: the runtime lists live tables and their reuse records")
    func runtimeListsLiveTables() {
        let runtime = Runtime()
        let model = TableModel(counts: [50])
        let a = TableFixture.table(model, runtime: runtime)
        let b = TableFixture.table(model, runtime: runtime)
        b.traceLabel = "other"
        #expect(runtime.tables.liveTables.map(\.tableID) == [a.tableID, b.tableID])
        let records = runtime.tables.reuseRecords
        #expect(records.map(\.table) == ["TableView#1", "other"])
        #expect(records.allSatisfy { $0.isLive && $0.statistics.cellsCreated == 10 })
    }

    // MARK: M6

    /// A loaded table (in a window) with `queued` cells in its queue.
    static func tableWithQueue(policy: MemoryWarningPolicy) -> (Runtime, Window, ListController, [WeakBox<TableViewCell>]) {
        let runtime = Runtime(
            screen: Screen(width: 320, height: 440, scale: 1), settings: RuntimeSettings(memoryWarningPolicy: policy, backingStoreScale: 0.1))
        let list = ListController(runtime: runtime, rows: 100)
        let window = Window(runtime: runtime)
        window.rootViewController = list
        window.makeKeyAndVisible()
        let table: TableView = list.tableView
        let cells = table.visibleCells.map { WeakBox<TableViewCell>(value: $0) }
        list.count = 2
        table.reloadData()
        return (runtime, window, list, cells)
    }

    @Test("M6: by default a warning keeps the reuse queue, at every level and under every policy", arguments: MemoryWarningPolicy.allCases)
    func m6DefaultKeepsQueue(policy: MemoryWarningPolicy) {
        let (runtime, window, list, cells) = Self.tableWithQueue(policy: policy)
        let table: TableView = list.tableView
        let queued = table.queuedCellCount(forReuseIdentifier: "row")
        #expect(queued == 8)
        for level in MemoryWarningLevel.allCases { runtime.simulateMemoryWarning(level: level) }
        #expect(table.queuedCellCount(forReuseIdentifier: "row") == queued)
        #expect(cells.allSatisfy { $0.value != nil })
        #expect(table.reuseStatistics["row"]?.cellsDiscarded == 0)
        _ = window
    }

    @Test("M6: queued cells lose their backing stores where off-window views do (purgeBackingStores from low, unloadViews at critical)")
    func m6QueuedBackingStores() {
        for policy in MemoryWarningPolicy.allCases {
            let (runtime, window, list, _) = Self.tableWithQueue(policy: policy)
            let table: TableView = list.tableView
            var queuedBytes: Int {
                var total = 0
                table.pool.forEachQueuedCell { total += $0.subtreeBackingStoreByteCount }
                return total
            }
            #expect(queuedBytes > 0)
            runtime.simulateMemoryWarning(level: .moderate)
            #expect((queuedBytes == 0) == (policy == .purgeBackingStores), "\(policy) moderate")
            runtime.simulateMemoryWarning(level: .low)
            #expect((queuedBytes == 0) == (policy == .purgeBackingStores), "\(policy) low")
            runtime.simulateMemoryWarning(level: .critical)
            #expect((queuedBytes == 0) == (policy != .none), "\(policy) critical")
            #expect(table.visibleCells.allSatisfy { $0.backingStoreByteCount > 0 })  // on screen: kept
            _ = window
        }
    }

    @Test("M6: purge(minimumLevel:) drops the queued cells at that level and above; they deallocate", arguments: MemoryWarningLevel.allCases)
    func m6PurgePolicy(minimumLevel: MemoryWarningLevel) {
        for level in MemoryWarningLevel.allCases {
            let (runtime, window, list, cells) = Self.tableWithQueue(policy: .purgeBackingStores)
            let table: TableView = list.tableView
            table.memoryWarningPoolPolicy = .purge(minimumLevel: minimumLevel)
            let visible = Set(table.visibleCells.map(ObjectIdentifier.init))
            runtime.simulateMemoryWarning(level: level)
            let purged = level >= minimumLevel
            #expect(table.queuedCellCount(forReuseIdentifier: "row") == (purged ? 0 : 8))
            #expect(table.reuseStatistics["row"]?.cellsDiscarded == (purged ? 8 : 0))
            let alive = cells.filter { $0.value != nil }.count
            #expect(alive == (purged ? visible.count : 10))
            #expect(table.reusePoolPurgeCount == (purged ? 1 : 0))
            _ = window
        }
    }

    @Test("M6: the runtime's default pool policy is keep and is copied by new tables")
    func m6RuntimeDefault() {
        let runtime = Runtime()
        #expect(runtime.tables.defaultMemoryWarningPoolPolicy == .keep)
        #expect(TableView(runtime: runtime).memoryWarningPoolPolicy == .keep)
        runtime.tables.defaultMemoryWarningPoolPolicy = .purge(minimumLevel: .critical)
        #expect(TableView(runtime: runtime).memoryWarningPoolPolicy == .purge(minimumLevel: .critical))
    }

    @Test("M6: under unloadViews an off-window table view controller loses its table and every cell; it reloads when shown again")
    func m6UnloadViewsFreesCells() throws {
        let stage = Self.stage(policy: .unloadViews)
        stage.window.makeKeyAndVisible()
        weak let table = stage.list.tableView
        for step in 0..<20 { table!.setContentOffset(Point(x: 0, y: Double(step) * 44)) }
        let cells = table!.visibleCells.map { WeakBox<TableViewCell>(value: $0) }
        try stage.navigation.pushViewController(ViewController(runtime: stage.runtime), animated: false)
        #expect(table?.window == nil)
        stage.runtime.simulateMemoryWarning(level: .low)
        #expect(!stage.list.isViewLoaded)
        #expect(table == nil)
        #expect(cells.allSatisfy { $0.value == nil })
        let dead = stage.runtime.tables.reuseRecords.filter { !$0.isLive }
        #expect(dead.map(\.table) == ["list#1"])
        stage.list.log.removeAll()
        stage.navigation.popViewController(animated: false)
        #expect(stage.list.isViewLoaded)
        #expect(stage.list.tableView.hasLoadedData)
        #expect(stage.list.log.contains("numberOfRows"))
        #expect(stage.list.tableView.visibleRowCount == 10)
        #expect(stage.list.tableView.contentOffset.y == 0)
    }

    @Test("M6: under purgeBackingStores and none an off-window table keeps its cells", arguments: [MemoryWarningPolicy.purgeBackingStores, .none])
    func m6OtherPoliciesKeepCells(policy: MemoryWarningPolicy) throws {
        let stage = Self.stage(policy: policy)
        stage.window.makeKeyAndVisible()
        let table: TableView = stage.list.tableView
        let cells = table.visibleCells
        try stage.navigation.pushViewController(ViewController(runtime: stage.runtime), animated: false)
        stage.runtime.simulateMemoryWarning(level: .critical)
        #expect(stage.list.isViewLoaded)
        #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
        let stores = cells.reduce(0) { $0 + $1.subtreeBackingStoreByteCount }
        #expect((stores == 0) == (policy == .purgeBackingStores))
    }
}
