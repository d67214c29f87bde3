import Foundation
import Testing
@testable import ViewRuntime

/// A cell that counts `prepareForReuse()` calls.
final class RecordingCell: TableViewCell {
    var prepareCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepareCount += 1
    }
}

/// A weak reference, to check deallocation.
struct WeakBox<T: AnyObject> {
    weak var value: T?
}

/// A data source and delegate over item ids (one `Int` per row), logging every call.
@MainActor
class TableModel: TableViewDataSource, TableViewDelegate {
    var items: [[Int]]
    var headers: [Double] = []
    var footers: [Double] = []
    /// The identifier dequeued; nil makes a new cell without identifier per row.
    var identifier: String? = "row"
    var log: [String] = []
    var cellsMade: [WeakBox<TableViewCell>] = []
    private var nextItem = 0

    init(counts: [Int]) {
        items = []
        for count in counts { items.append(makeItems(count)) }
    }

    func makeItems(_ count: Int) -> [Int] {
        defer { nextItem += count }
        return Array(nextItem..<(nextItem + count))
    }

    func clearLog() { log.removeAll() }
    func entries(_ prefix: String) -> [String] { log.filter { $0.hasPrefix(prefix) } }

    func numberOfSections(in tableView: TableView) -> Int { items.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        log.append("cell \(indexPath.section)-\(indexPath.row)")
        let cell: TableViewCell
        if let identifier {
            cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        } else {
            cell = RecordingCell(reuseIdentifier: nil)
        }
        cellsMade.append(WeakBox(value: cell))
        cell.textLabel?.text = "\(items[indexPath.section][indexPath.row])"
        return cell
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section)-\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.section)-\(indexPath.row)")
    }
    var refuseSelection = false
    var refuseDeselection = false
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.section)-\(indexPath.row)")
        return refuseSelection ? nil : indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section)-\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.section)-\(indexPath.row)")
        return refuseDeselection ? nil : indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section)-\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        section < headers.count ? headers[section] : 0
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        section < footers.count ? footers[section] : 0
    }
}

/// The same with per-item heights (TV2).
@MainActor
final class HeightTableModel: TableModel, TableViewRowHeightDelegate {
    var heightOfItem: [Int: Double] = [:]
    var heightQueries: [IndexPath] = []

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightQueries.append(indexPath)
        return heightOfItem[items[indexPath.section][indexPath.row]] ?? 44
    }
}

/// Records prefetch calls (TV12).
@MainActor
final class PrefetchRecorder: TableViewDataSourcePrefetching {
    var log: [String] = []
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        log.append("prefetch " + indexPaths.map { "\($0.row)" }.joined(separator: ","))
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        log.append("cancel " + indexPaths.map { "\($0.row)" }.joined(separator: ","))
    }
}

@MainActor
enum TableFixture {
    /// A 320 x `height` table over `model`, with `RecordingCell` registered as "row", loaded.
    static func table(
        _ model: TableModel, runtime: Runtime = Runtime(), height: Double = 440, load: Bool = true,
        configure: (TableView) -> Void = { _ in }
    ) -> TableView {
        let table = TableView(runtime: runtime, frame: Rect(x: 0, y: 0, width: 320, height: height))
        table.register(RecordingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = model
        table.delegate = model
        configure(table)
        if load { table.reloadData() }
        return table
    }

    /// Brute force (TV3): every row of positive height intersecting `[top, top + height)`, with its
    /// extent, walking headers, rows and footers in order.
    static func referenceVisibleRows(
        heights: [[Double]], headers: [Double], footers: [Double], top: Double, height: Double
    ) -> [(IndexPath, Double, Double)] {
        var result: [(IndexPath, Double, Double)] = []
        var y = 0.0
        let bottom = top + height
        for (s, rows) in heights.enumerated() {
            y += s < headers.count ? headers[s] : 0
            for (r, h) in rows.enumerated() {
                if h > 0, y < bottom, y + h > top, height > 0 { result.append((IndexPath(section: s, row: r), y, h)) }
                y += h
            }
            y += s < footers.count ? footers[s] : 0
        }
        return result
    }

    /// Checks that the visible cells are exactly the table's subviews, in rows order, framed at their
    /// rows, and showing the model's items.
    static func expectCellsMatchModel(_ table: TableView, _ model: TableModel, sourceLocation: SourceLocation = #_sourceLocation) {
        let paths = table.indexPathsForVisibleRows
        let cells = table.visibleCells
        #expect(cells.count == paths.count, sourceLocation: sourceLocation)
        #expect(table.subviews.count == cells.count, sourceLocation: sourceLocation)
        for (path, cell) in zip(paths, cells) {
            #expect(cell.superview === table, sourceLocation: sourceLocation)
            #expect(cell.textLabel?.text == "\(model.items[path.section][path.row])", "row \(path)", sourceLocation: sourceLocation)
            #expect(cell.frame == table.rectForRow(at: path), sourceLocation: sourceLocation)
        }
    }
}
