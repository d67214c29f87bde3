package import Foundation
package import Results
package import ViewRuntime

/// Steps that act on tables and pages, and the per-table results.
extension ScenarioRunner {
    /// Runs `step` when it is a table edit (batchUpdates, reloadData, deselectRow); false when it is not.
    func performTableEdit(_ step: Step, top: ViewController, root: ViewController) throws -> Bool {
        switch step.op {
        case .batchUpdates(let edit):
            let (controller, table) = try self.table(of: top, step: step)
            try actions.batchUpdates(edit, controller: controller, table: table, step: step)
        case .reloadData(let rows):
            let (controller, table) = try self.table(of: top, step: step)
            try actions.reloadData(rows: rows, controller: controller, table: table, step: step)
        case .deselectRow(let section, let row):
            let (_, table) = try self.table(of: top, step: step)
            try actions.deselectRow(section: section, row: row, table: table, step: step)
        default:
            return false
        }
        return true
    }

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
    func selectRow(section: Int, row: Int, in top: ViewController, step: Step) throws {
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
            try ScenarioActions(scenario: scenario, storyboard: storyboard).performSegue(segue, from: controller, step: step)
        }
    }

    /// Scrolls to the top, the bottom or a row, in one jump or `by` points at a time.
    func scroll(to target: ScrollTarget, by: Double?, in top: ViewController, step: Step) throws {
        let (_, table) = try self.table(of: top, step: step)
        let maximum = max(0, table.contentSize.height - table.bounds.height)
        let destination: Double
        switch target {
        case .top: destination = 0
        case .bottom: destination = maximum
        case .row(let row):
            guard let path = Self.indexPath(ofFlatRow: row, in: table) else {
                throw StepFailure(step: step, message: "row \(row) does not exist (the table has \(Self.rowCount(table)) rows)")
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

    /// The index path of the `row`-th row counting across sections. O(sections).
    package static func indexPath(ofFlatRow row: Int, in table: TableView) -> IndexPath? {
        var remaining = row
        for section in 0..<table.numberOfSections {
            let count = table.numberOfRows(inSection: section)
            if remaining < count { return IndexPath(section: section, row: remaining) }
            remaining -= count
        }
        return nil
    }

    package static func rowCount(_ table: TableView) -> Int {
        (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    }

    func turnPage(forward: Bool, in top: ViewController, step: Step) throws {
        try ScenarioActions(scenario: scenario, storyboard: storyboard).turnPage(forward: forward, from: top, step: step)
    }

    /// One entry per table and reuse identifier, for tables alive or dead.
    func tableResults() -> [TableResult] { Self.tableResults(of: runtime) }

    /// One entry per table and reuse identifier of `runtime`, for tables alive or dead (also
    /// the testing harness's report).
    package static func tableResults(of runtime: Runtime) -> [TableResult] {
        runtime.tables.reuseRecords.map { record in
            TableResult(
                table: record.table, identifier: record.identifier, cellsCreated: record.statistics.cellsCreated,
                dequeues: record.statistics.dequeues, reused: record.statistics.reuses,
                poolHighWater: record.statistics.poolHighWater, cellsDiscarded: record.statistics.cellsDiscarded,
                cellsNotDequeued: record.statistics.cellsNotDequeued)
        }
    }
}
