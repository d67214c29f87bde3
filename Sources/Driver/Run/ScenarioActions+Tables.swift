import Foundation
import ViewRuntime

/// Table edits shared by scenario runs and soak walks: one `performBatchUpdates` with the data
/// source's new counts (TV9), `reloadData` (TV8) and `deselectRow` (TV10).
extension ScenarioActions {
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

    /// `reloadData`, after the data source takes `rows` (if given).
    func reloadData(rows: [Int]?, controller: ViewController, table: TableView, step: Step) throws {
        if let rows { try dataSource(controller, step: step).rowCounts = rows }
        table.reloadData()
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
