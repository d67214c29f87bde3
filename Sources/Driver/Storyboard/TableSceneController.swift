public import Foundation
public import ViewRuntime

/// The controller a `table` scene instantiates: sections of rows with fixed heights, cells
/// reused under the identifier `row` (or a new cell per row when `reuse` is off), and a tap
/// that asks the driver to perform the scene's `select` segue.
@MainActor
package class TableSceneController: TableViewController {
    let scene: TableScene
    /// Called when the user selects a row (the driver performs the `select` segue after).
    var onSelect: ((IndexPath) -> Void)?
    /// Cells made (with reuse off, one per displayed row).
    package private(set) var cellsMade = 0
    /// The data source's row counts, one per section: the scene's `rows` until a `batchUpdates` or
    /// `reloadData` step declares new ones.
    package internal(set) var rowCounts: [Int]

    init(runtime: Runtime, scene: TableScene) {
        self.scene = scene
        rowCounts = scene.rows
        super.init(runtime: runtime)
    }

    required init?(coder: NSCoder) { return nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = scene.rowHeight
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    }

    package override func numberOfSections(in tableView: TableView) -> Int { rowCounts.count }

    package override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section < rowCounts.count ? rowCounts[section] : 0
    }

    /// Dequeues (or, with reuse off, makes) a cell; configuring it allocates nothing.
    package override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        guard scene.reuse else {
            cellsMade += 1
            return TableViewCell(reuseIdentifier: nil)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = title
        return cell
    }

    package override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(indexPath)
    }
}

/// A table scene with per-row heights from the delegate (`variableHeights: N` in the file):
/// row `i` is `rowHeight + i % N` points tall.
@MainActor
final class VariableHeightTableSceneController: TableSceneController, TableViewRowHeightDelegate {
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        scene.rowHeight + Double(indexPath.row % max(1, scene.variableHeightSpread ?? 1))
    }
}
