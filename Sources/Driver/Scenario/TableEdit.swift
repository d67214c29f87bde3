/// What a `batchUpdates` step does to the table on screen: one `performBatchUpdates` with these
/// operations (TV9: deletes and reloads in old index paths, inserts in new ones), after the data
/// source takes the row counts the file declares.
public struct TableEdit: Sendable, Hashable {
    /// The data source's row counts after the update, one per section; nil keeps them.
    public var rows: [Int]?
    public var deleteSections: [Int] = []
    public var insertSections: [Int] = []
    public var deleteRows: [TableIndex] = []
    public var insertRows: [TableIndex] = []
    public var reloadRows: [TableIndex] = []
    public var moveRows: [TableMove] = []

    public init(rows: [Int]? = nil) { self.rows = rows }

    /// How many operations the batch records.
    public var operationCount: Int {
        deleteSections.count + insertSections.count + deleteRows.count + insertRows.count + reloadRows.count + moveRows.count
    }
}

/// A row of a table, as `[section, row]` in a file.
public struct TableIndex: Sendable, Hashable {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}

/// A `moveRows` entry: `{"from": [section, row], "to": [section, row]}`.
public struct TableMove: Sendable, Hashable {
    public var from: TableIndex
    public var to: TableIndex
}
