import Foundation
import ViewRuntime

/// Table and collection-view steps: a user's tap on a row or an item and scrolls on the table or
/// collection view on screen, and the edits shared by scenario runs and soak walks: one
/// `performBatchUpdates` with the data source's new counts (TV9, CV17-CV18), `reloadData` (TV8,
/// CV15), `deselectRow` (TV10) and `deselectItem`. The view is found in the top-most visible
/// controller's view tree (``ReuseList/find(in:named:)``), named by the step's `"table"`/`"view"`.
extension ScenarioActions {
    /// The table or collection view the step acts on, with the controller that owns it.
    func list(of top: ViewController, step: Step) throws -> (ViewController, ReuseList) {
        do { return try ReuseList.find(in: top, named: step.list) } catch { throw StepFailure(step: step, message: error.message) }
    }

    /// The table the step acts on (a table step on a collection view fails, naming `selectItem`).
    func table(of top: ViewController, step: Step) throws -> (ViewController, TableView) {
        let (controller, list) = try self.list(of: top, step: step)
        guard case .table(let table) = list else {
            throw StepFailure(
                step: step, message: "\(step.opName) acts on a table; the view found is a collection view (use selectItem / deselectItem)")
        }
        return (controller, table)
    }

    /// The collection view the step acts on.
    func collection(of top: ViewController, step: Step) throws -> (ViewController, CollectionView) {
        let (controller, list) = try self.list(of: top, step: step)
        guard case .collection(let collection) = list else {
            throw StepFailure(
                step: step, message: "\(step.opName) acts on a collection view; the view found is a table (use selectRow / deselectRow)")
        }
        return (controller, collection)
    }

    /// A user tap on a row: the delegate runs (willSelect, didSelect), then the scene's
    /// `select` segue, if it has one.
    func selectRow(section: Int, row: Int, top: ViewController, step: Step) throws {
        let (controller, table) = try self.table(of: top, step: step)
        try select(section: section, index: row, in: .table(table), controller: controller, step: step)
    }

    /// A user tap on an item: the delegate runs (shouldSelect, didSelect), then the scene's
    /// `select` segue, if it has one.
    func selectItem(section: Int, item: Int, top: ViewController, step: Step) throws {
        let (controller, collection) = try self.collection(of: top, step: step)
        try select(section: section, index: item, in: .collection(collection), controller: controller, step: step)
    }

    private func select(section: Int, index: Int, in list: ReuseList, controller: ViewController, step: Step) throws {
        let path = try existing(section: section, index: index, in: list, step: step)
        storyboard.selections.removeAll()
        list.userSelect(path)
        let selected = storyboard.selections.contains { $0.controller == controller.instanceID }
        storyboard.selections.removeAll()
        // A table or collection scene performs its `select` segue; a custom controller's own
        // delegate already did whatever the app does on a tap.
        guard selected else { return }
        if let scene = controller as? TableSceneController, let segue = scene.scene.select {
            try performSegue(segue, from: controller, step: step)
        } else if let scene = controller as? CollectionSceneController, let segue = scene.scene.select {
            try performSegue(segue, from: controller, step: step)
        }
    }

    /// The index path of an existing row (item), or a failure naming what exists.
    private func existing(section: Int, index: Int, in list: ReuseList, step: Step) throws -> IndexPath {
        let sections = list.numberOfSections
        guard section < sections else {
            throw StepFailure(step: step, message: "section \(section) does not exist (the \(list.kindName) has \(sections) sections)")
        }
        let count = list.count(inSection: section)
        guard index < count else {
            let name = list.elementName
            throw StepFailure(
                step: step, message: "\(name) \(index) of section \(section) does not exist (the section has \(max(count, 0)) \(name)s)")
        }
        return IndexPath(section: section, row: index)
    }

    /// Scrolls to the top, the bottom or a row (item), in one jump or `by` points at a time.
    func scroll(to target: ScrollTarget, by: Double?, top: ViewController, step: Step) throws {
        let (_, list) = try self.list(of: top, step: step)
        let maximum = list.maximumOffset
        let destination: Double
        switch target {
        case .top: destination = 0
        case .bottom: destination = maximum
        case .row(let row):
            guard let path = list.indexPath(ofFlat: row) else {
                throw StepFailure(
                    step: step,
                    message: "\(list.elementName) \(row) does not exist (the \(list.kindName) has \(list.totalCount) \(list.elementName)s)")
            }
            destination = min(maximum, list.start(of: path))
        }
        var offset = list.offset
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
                list.setOffset(offset)
            }
        }
        list.setOffset(destination)
    }

    /// The most content offsets one `scroll` step with `by` may set.
    static let maximumScrollOffsets = 100_000_000

    /// `batchUpdates` on the table or collection view the step acts on.
    func batchUpdates(_ edit: TableEdit, top: ViewController, step: Step) throws {
        let (controller, list) = try self.list(of: top, step: step)
        switch list {
        case .table(let table): try batchUpdates(edit, controller: controller, table: table, step: step)
        case .collection(let collection): try batchUpdates(edit, controller: controller, collection: collection, step: step)
        }
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

    /// The same for a collection view: the edit's rows are items. An inconsistent batch raises
    /// UIKit's exception (CV18, CV20), which fails the step; the collection view is unchanged
    /// and the data source gets its old counts back.
    func batchUpdates(_ edit: TableEdit, controller: ViewController, collection: CollectionView, step: Step) throws {
        let source = try dataSource(controller, step: step)
        let before = source.rowCounts
        let runtime = collection.runtime
        let raisedBefore = runtime.raisedExceptionCount
        if let rows = edit.rows { source.rowCounts = rows }
        collection.performBatchUpdates {
            if !edit.deleteSections.isEmpty { collection.deleteSections(IndexSet(edit.deleteSections)) }
            if !edit.insertSections.isEmpty { collection.insertSections(IndexSet(edit.insertSections)) }
            if !edit.deleteRows.isEmpty { collection.deleteItems(at: edit.deleteRows.map(Self.indexPath)) }
            if !edit.insertRows.isEmpty { collection.insertItems(at: edit.insertRows.map(Self.indexPath)) }
            if !edit.reloadRows.isEmpty { collection.reloadItems(at: edit.reloadRows.map(Self.indexPath)) }
            for move in edit.moveRows { collection.moveItem(at: Self.indexPath(move.from), to: Self.indexPath(move.to)) }
        }
        guard runtime.raisedExceptionCount != raisedBefore else { return }
        source.rowCounts = before
        if let raised = runtime.drainRaisedExceptions().first { throw StepFailure(step: step, raised: raised) }
        throw StepFailure(step: step, message: "the batch update raised")
    }

    /// `reloadData` on the table or collection view the step acts on, after the data source
    /// takes `rows` (if given).
    func reloadData(rows: [Int]?, top: ViewController, step: Step) throws {
        let (controller, list) = try self.list(of: top, step: step)
        if let rows { try dataSource(controller, step: step).rowCounts = rows }
        list.reloadData()
    }

    /// `reloadData`, after the data source takes `rows` (if given).
    func reloadData(rows: [Int]?, controller: ViewController, table: TableView, step: Step) throws {
        if let rows { try dataSource(controller, step: step).rowCounts = rows }
        table.reloadData()
    }

    /// `deselectRow` on the table the step acts on.
    func deselectRow(section: Int, row: Int, top: ViewController, step: Step) throws {
        let (_, table) = try self.table(of: top, step: step)
        try deselectRow(section: section, row: row, table: table, step: step)
    }

    /// `deselectItem` on the collection view the step acts on; the item must exist.
    func deselectItem(section: Int, item: Int, top: ViewController, step: Step) throws {
        let (_, collection) = try self.collection(of: top, step: step)
        let list = ReuseList.collection(collection)
        list.deselect(try existing(section: section, index: item, in: list, step: step))
    }

    /// `deselectRow(at:animated:)`; the row must exist (a selected one or not: UIKit ignores the rest).
    func deselectRow(section: Int, row: Int, table: TableView, step: Step) throws {
        guard section < table.numberOfSections, row < table.numberOfRows(inSection: section) else {
            throw StepFailure(step: step, message: "row \(row) of section \(section) does not exist")
        }
        table.deselectRow(at: IndexPath(section: section, row: row), animated: false)
    }

    /// The scene controller whose counts a step may change: a table or collection scene's.
    func dataSource(_ controller: ViewController, step: Step) throws -> any ListSceneDataSource {
        guard let source = controller as? any ListSceneDataSource else {
            throw StepFailure(
                step: step, message: "\(controller.traceLabel) is not a table or collection scene: its data source is the app's own")
        }
        return source
    }

    static func indexPath(_ index: TableIndex) -> IndexPath { IndexPath(section: index.section, row: index.row) }
}

/// A scene controller whose row (item) counts steps declare.
@MainActor
protocol ListSceneDataSource: AnyObject {
    var rowCounts: [Int] { get set }
}

extension TableSceneController: ListSceneDataSource {}
extension CollectionSceneController: ListSceneDataSource {}
