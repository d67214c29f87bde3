import Foundation
import Testing
@testable import ViewRuntime

/// A cell whose `layoutSubviews()` adds a badge to the content view once and counts its passes.
final class BadgeCell: TableViewCell {
    let badge = RecordingLayoutView()
    var layoutPasses = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        if badge.superview == nil { contentView.addWithoutChecks(badge) }
        badge.frame = Rect(x: bounds.width - 20, y: 0, width: 20, height: bounds.height)
    }
}

/// A view that counts its own layout passes.
final class RecordingLayoutView: View {
    var passes = 0
    override func layoutSubviews() { passes += 1 }
}

@MainActor
@Suite("TableViewCell: layout of resized cells (TV2: variable heights resize reused cells)")
struct TableViewCellLayoutTests {
    /// A table of 200 rows of 20 to 60 points, scrolled one row a step to the bottom.
    static func scrolledVariableTable(_ register: (TableView) -> Void) -> TableView {
        let model = HeightTableModel(counts: [200])
        for item in 0..<200 { model.heightOfItem[item] = Double(20 + item % 5 * 10) }
        let table = TableFixture.table(model) { register($0) }
        withExtendedLifetime(model) {  // the table holds its data source weakly
            for row in 0..<200 {
                table.setContentOffset(Point(x: 0, y: table.rectForRow(at: IndexPath(section: 0, row: row)).origin.y))
            }
        }
        return table
    }

    @Test("TV2: every visible cell, reused at a new height, has its content laid out to its row")
    func resizedCellsAreLaidOut() {
        let table = Self.scrolledVariableTable { _ in }
        #expect(!table.visibleCells.isEmpty)
        for cell in table.visibleCells {
            let height = cell.frame.size.height
            #expect(cell.bounds.size == cell.frame.size)
            #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: cell.bounds.width, height: height))
            #expect(cell.imageView?.frame == Rect(x: 0, y: 0, width: height, height: height))
            #expect(cell.textLabel?.frame == Rect(x: height, y: 0, width: max(0, cell.bounds.width - height), height: height))
            for view in [cell, cell.contentView, cell.imageView!, cell.textLabel!] { #expect(!view.needsLayout) }
        }
    }

    @Test("TV2: a cell whose layoutSubviews adds a subview gets the generic pass: the subview is laid out too")
    func subclassSubviewsTakeTheGenericPass() {
        let table = Self.scrolledVariableTable { try! $0.register(BadgeCell.self, forCellReuseIdentifier: "row") }
        let cells = table.visibleCells.compactMap { $0 as? BadgeCell }
        #expect(cells.count == table.visibleCells.count && !cells.isEmpty)
        for cell in cells {
            #expect(cell.layoutPasses > 0)
            #expect(cell.badge.passes > 0)
            #expect(cell.badge.frame.size.height == cell.frame.size.height)
            for view in [cell, cell.contentView, cell.imageView!, cell.textLabel!, cell.badge] { #expect(!view.needsLayout) }
        }
    }

    @Test("TV2: a cell's layout pass without a size change runs no layoutSubviews")
    func unchangedSizeRunsNothing() {
        let cell = BadgeCell(reuseIdentifier: "row")
        cell.layoutIfNeeded()
        let passes = cell.layoutPasses
        let badgePasses = cell.badge.passes
        cell.frame = Rect(x: 0, y: 100, width: 320, height: 44)  // moved, same size
        cell.layoutIfNeeded()
        #expect(cell.layoutPasses == passes)
        #expect(cell.badge.passes == badgePasses)
    }
}
