import Foundation
import ViewRuntime

/// Table steps: a user's tap on a row and scrolls on the table on screen, and the edits shared by
/// scenario runs and soak walks: one `performBatchUpdates` with the data source's new counts
/// (TV9), `reloadData` (TV8) and `deselectRow` (TV10).
extension ScenarioActions {
    /// The table of the top-most visible controller: a table scene's, a custom scene's
    /// ``TableViewController``, or a controller whose view is a table view.
    func table(of top: ViewController, step: Step) throws -> (ViewController, TableView) {
        if let controller = top as? TableViewController, let table = controller.tableView { return (controller, table) }
        if let table = top.viewIfLoaded as? TableView { return (top, table) }
        // Another controller on screen with a table: a regular split's primary column (S4).
        if let root = Hierarchy.ancestors(of: top).last {
            for controller in Hierarchy.onScreen(from: root).reversed() {
                if let list = controller as? TableViewController, let table = list.tableView { return (list, table) }
            }
        }
        throw StepFailure(step: step, message: "the top-most visible controller (\(top.traceLabel)) has no table")
    }

    /// A user tap on a row: the delegate runs (willSelect, didSelect), then the scene's
    /// `select` segue, if it has one.
    func selectRow(section: Int, row: Int, top: ViewController, step: Step) throws {
        let (controller, table) = try self.table(of: top, step: step)
        guard section < table.numberOfSections else {
            throw StepFailure(step: step, message: "section \(section) does not exist (the table has \(table.numberOfSections) sections)")
        }
        let rows = table.numberOfRows(inSection: section)
        guard row < rows else {
            throw StepFailure(step: step, message: "row \(row) of section \(section) does not exist (the section has \(max(rows, 0)) rows)")
        }
        storyboard.selections.removeAll()
        table.userSelectRow(at: IndexPath(section: section, row: row))
        let selected = storyboard.selections.contains { $0.controller == controller.instanceID }
        storyboard.selections.removeAll()
        // A table scene performs its `select` segue; a custom controller's own delegate
        // already did whatever the app does on a tap.
        if selected, let scene = controller as? TableSceneController, let segue = scene.scene.select {
            try performSegue(segue, from: controller, step: step)
        }
    }

    /// Scrolls to the top, the bottom or a row, in one jump or `by` points at a time.
    func scroll(to target: ScrollTarget, by: Double?, top: ViewController, step: Step) throws {
        let (_, table) = try self.table(of: top, step: step)
        let maximum = max(0, table.contentSize.height - table.bounds.height)
        let destination: Double
        switch target {
        case .top: destination = 0
        case .bottom: destination = maximum
        case .row(let row):
            guard let path = ScenarioRunner.indexPath(ofFlatRow: row, in: table) else {
                throw StepFailure(step: step, message: "row \(row) does not exist (the table has \(ScenarioRunner.rowCount(table)) rows)")
            }
            destination = min(maximum, table.rectForRow(at: path).origin.y)
        }
        var offset = table.contentOffset.y
        if let by, by > 0 {
            let offsets = (abs(destination - offset) / by).rounded(.up)
            guard offsets <= Double(Self.maximumScrollOffsets) else {
                throw StepFailure(
                    step: step,
                    message:
                        "scrolling \(Int(abs(destination - offset))) points by \(by) takes \(offsets) offsets; a scroll step takes at most \(Self.maximumScrollOffsets) (raise \"by\")"
                )
            }
            while abs(destination - offset) > by {
                offset += destination > offset ? by : -by
                table.setContentOffset(Point(x: 0, y: offset))
            }
        }
        table.setContentOffset(Point(x: 0, y: destination))
    }

    /// The most content offsets one `scroll` step with `by` may set.
    static let maximumScrollOffsets = 100_000_000

    /// `batchUpdates` on the table of the top-most visible controller.
    func batchUpdates(_ edit: TableEdit, top: ViewController, step: Step) throws {
        let (controller, table) = try self.table(of: top, step: step)
        try batchUpdates(edit, controller: controller, table: table, step: step)
    }

    /// The data source's counts become `edit.rows`, then the batch commits. An inconsistent
    /// batch throws UIKit's message ("Invalid update: ...") and changes nothing: the table stays
    /// as it was (the runtime's guarantee) and the data source gets its old counts back.
    func batchUpdates(_ edit: TableEdit, controller: ViewController, table: TableView, step: Step) throws {
        let source = try dataSource(controller, step: step)
        let before = source.rowCounts
        if let rows = edit.rows { source.rowCounts = rows }
        do {
            try table.checkedPerformBatchUpdates {
                if !edit.deleteSections.isEmpty { table.deleteSections(edit.deleteSections) }
                if !edit.insertSections.isEmpty { table.insertSections(edit.insertSections) }
                if !edit.deleteRows.isEmpty { table.deleteRows(at: edit.deleteRows.map(Self.indexPath)) }
                if !edit.insertRows.isEmpty { table.insertRows(at: edit.insertRows.map(Self.indexPath)) }
                if !edit.reloadRows.isEmpty { table.reloadRows(at: edit.reloadRows.map(Self.indexPath)) }
                for move in edit.moveRows { table.moveRow(at: Self.indexPath(move.from), to: Self.indexPath(move.to)) }
            }
        } catch let error as RuntimeError {
            source.rowCounts = before
            throw StepFailure(step: step, raised: UIKitException(error))
        } catch {
            source.rowCounts = before
            throw StepFailure(step: step, message: "\(error)")
        }
    }

    /// `reloadData` on the table of the top-most visible controller.
    func reloadData(rows: [Int]?, top: ViewController, step: Step) throws {
        let (controller, table) = try self.table(of: top, step: step)
        try reloadData(rows: rows, controller: controller, table: table, step: step)
    }

    /// `reloadData`, after the data source takes `rows` (if given).
    func reloadData(rows: [Int]?, controller: ViewController, table: TableView, step: Step) throws {
        if let rows { try dataSource(controller, step: step).rowCounts = rows }
        table.reloadData()
    }

    /// `deselectRow` on the table of the top-most visible controller.
    func deselectRow(section: Int, row: Int, top: ViewController, step: Step) throws {
        let (_, table) = try self.table(of: top, step: step)
        try deselectRow(section: section, row: row, table: table, step: step)
    }

    /// `deselectRow(at:animated:)`; the row must exist (a selected one or not: UIKit ignores the rest).
    func deselectRow(section: Int, row: Int, table: TableView, step: Step) throws {
        guard section < table.numberOfSections, row < table.numberOfRows(inSection: section) else {
            throw StepFailure(step: step, message: "row \(row) of section \(section) does not exist")
        }
        table.deselectRow(at: IndexPath(section: section, row: row), animated: false)
    }

    func dataSource(_ controller: ViewController, step: Step) throws -> TableSceneController {
        guard let source = controller as? TableSceneController else {
            throw StepFailure(step: step, message: "\(controller.traceLabel) is not a table scene: its data source is the app's own")
        }
        return source
    }

    static func indexPath(_ index: TableIndex) -> IndexPath { IndexPath(section: index.section, row: index.row) }
}
