/// What a `batchUpdates` step does to the table on screen: one `performBatchUpdates` with these
/// operations (TV9: deletes and reloads in old index paths, inserts in new ones), after the data
/// source takes the row counts the file declares.
package struct TableEdit: Sendable, Hashable {
    /// The data source's row counts after the update, one per section; nil keeps them.
    package var rows: [Int]?
    package var deleteSections: [Int] = []
    package var insertSections: [Int] = []
    package var deleteRows: [TableIndex] = []
    package var insertRows: [TableIndex] = []
    package var reloadRows: [TableIndex] = []
    package var moveRows: [TableMove] = []

    package init(rows: [Int]? = nil) { self.rows = rows }

    /// How many operations the batch records.
    package var operationCount: Int {
        deleteSections.count + insertSections.count + deleteRows.count + insertRows.count + reloadRows.count + moveRows.count
    }
}

/// A row of a table, as `[section, row]` in a file.
package struct TableIndex: Sendable, Hashable {
    package var section: Int
    package var row: Int

    package init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}

/// A `moveRows` entry: `{"from": [section, row], "to": [section, row]}`.
package struct TableMove: Sendable, Hashable {
    package var from: TableIndex
    package var to: TableIndex
}
