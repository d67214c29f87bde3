import Foundation
import Results
import Testing
import ViewRuntime

@testable import Driver

/// Collection views in scenarios: the `collection` scene, `selectItem`, `scroll` and
/// `batchUpdates` on it, its `tableState` lines and results, and the reuse failure of a data
/// source that returns cells it did not dequeue.
@MainActor
@Suite("Collection views in scenarios", .serialized)
struct CollectionScenarioTests {
    static let scenes = """
        "scenes": {"nav": {"type": "navigation", "root": "grid"},
                   "grid": {"type": "collection", "items": [300], "columns": 3, "select": "open"},
                   "detail": {"type": "content"}},
        "segues": {"open": {"from": "grid", "to": "detail", "kind": "show"}}
        """

    @Test(
        "CV23: selectItem taps an item (the scene's select segue runs), scroll moves the grid, and each change traces a tableState line marked as a collection view"
    )
    func selectAndScroll() throws {
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(Self.scenes),
             "steps": [{"op": "launch"}, {"op": "scroll", "to": 150, "by": 50},
                       {"op": "assert", "rows": [300]},
                       {"op": "selectItem", "item": 151}, {"op": "assert", "scene": "detail", "appearance": "appeared"},
                       {"op": "assert", "scene": "grid", "selected": [[0, 151]]}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let lines = ran.trace.filter { $0.contains(#""event": "tableState""#) }
        #expect(lines.count >= 2)
        #expect(lines.allSatisfy { $0.contains(#""table": "grid#1", "view": "collection""#) }, "\(lines.first ?? "")")
        #expect(lines.contains { $0.contains("[0, 150]") && $0.contains(#""rows": [300]"#) })
        let states = try #require(ran.outcome.results.tableStates)
        #expect(states.count == 1 && states.first?.view == "collection" && states.first?.selected == [[0, 151]])
        let records = ran.outcome.results.tables.filter { $0.table == "grid#1" }
        #expect(records.map(\.identifier) == ["item"])
        #expect((records.first?.reused ?? 0) > 0 && records.first?.cellsNotDequeued == nil)
        #expect(ran.outcome.exitCode == 0)
    }

    @Test(
        "CV17, CV18: batchUpdates on items commits; an inconsistent batch fails with NSInternalInconsistencyException and leaves the grid and its data as they were (expect goes on)"
    )
    func batchUpdates() throws {
        let ran = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(Self.scenes),
             "steps": [{"op": "launch"},
                       {"op": "batchUpdates", "items": [301], "insertItems": [[0, 0]]},
                       {"op": "assert", "rows": [301]},
                       {"op": "batchUpdates", "items": [305], "deleteItems": [[0, 0]],
                        "expect": {"error": "NSInternalInconsistencyException", "message": "invalid number of items in section 0"}},
                       {"op": "assert", "rows": [301]},
                       {"op": "batchUpdates", "rows": [300], "deleteRows": [[0, 1]]},
                       {"op": "assert", "rows": [300]}]}
            """)
        #expect(ran.outcome.failure == nil, "\(ran.outcome.failure ?? "")")
        let failing = try ScenarioReachTests.run(
            """
            {"format": 1, "initial": "nav", \(Self.scenes),
             "steps": [{"op": "launch"}, {"op": "batchUpdates", "items": [305], "deleteItems": [[0, 0]]}]}
            """)
        let message = failing.outcome.failure ?? ""
        #expect(
            message.contains("NSInternalInconsistencyException") && message.contains("Invalid update: invalid number of items in section 0"),
            "\(message)")
    }

    @Test("a collection scene whose data source returns kept cells without a dequeue is a reuse failure: exit 5, counted in the results")
    func neverDequeuedIsExit5() throws {
        for reuse in [false, true] {
            let ran = try ScenarioReachTests.run(
                """
                {"format": 1, "initial": "grid",
                 "scenes": {"grid": {"type": "collection", "items": [600], "columns": 3, "reuse": \(reuse)}},
                 "steps": [{"op": "launch"}, {"op": "scroll", "to": "bottom", "by": 100}, {"op": "scroll", "to": "top", "by": 100}]}
                """)
            let notDequeued = ran.outcome.results.tables.reduce(0) { $0 + ($1.cellsNotDequeued ?? 0) }
            if reuse {
                #expect(ran.outcome.exitCode == 0 && notDequeued == 0)
            } else {
                #expect(ran.outcome.exitCode == 5, "\(ran.outcome.failure ?? "")")
                #expect(notDequeued > 100)
            }
        }
    }

    @Test(
        "list steps on a screen with a table and a collection view: selectRow and selectItem pick their kind; scroll without a name fails listing both; \"view\" names one"
    )
    func twoLists() throws {
        var scenes = SceneRegistry()
        scenes.register("Both") { runtime in BothListsController(runtime: runtime) }
        let file = """
            {"format": 1, "initial": "both", "scenes": {"both": {"type": "custom", "class": "Both"}},
             "steps": [{"op": "launch"}, {"op": "selectRow", "row": 3, "table": "rows"}, {"op": "selectItem", "item": 4, "view": "grid"},
                       {"op": "scroll", "to": 10, "view": "grid"}, {"op": "scroll", "to": 10}]}
            """
        var options = RunOptions(measures: false)
        options.scenes = scenes
        let outcome = try ScenarioRunner(
            scenario: try ScenarioParser.parse(file, scenes: scenes), options: options, environment: try SoakTests.environment()
        ).run()
        let message = outcome.failure ?? ""
        #expect(message.contains("steps[4]"), "\(message)")
        #expect(
            message.contains(#"2 tables and collection views on screen: give "table" (or "view"): one of "rows" (table), "grid" (collection view)"#),
            "\(message)")
    }
}

/// A plain controller with a table subview (named by its property) and a collection view
/// subview (named by its accessibility identifier).
@MainActor
final class BothListsController: ViewController, TableViewDataSource, CollectionViewDataSource {
    let rows: TableView
    let collection: CollectionView

    override init(runtime: Runtime) {
        rows = TableView(runtime: runtime, frame: Rect(x: 0, y: 0, width: 390, height: 400))
        collection = CollectionView(
            runtime: runtime, frame: Rect(x: 0, y: 400, width: 390, height: 400), collectionViewLayout: CollectionViewFlowLayout())
        super.init(runtime: runtime)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        rows.register(TableViewCell.self, forCellReuseIdentifier: "row")
        rows.dataSource = self
        collection.accessibilityIdentifier = "grid"
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = self
        view.addSubview(rows)
        view.addSubview(collection)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}
