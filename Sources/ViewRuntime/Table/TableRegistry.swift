import Foundation

/// The table and collection views of one ``Runtime`` and their reuse accounting, for profilers: every
/// table and collection view, live or dead, by reuse identifier (DESIGN.md, run results `"tables"`).
/// A collection view's supplementary views are listed under `KIND/identifier`.
///
/// Reach it as ``Runtime/tables``. It holds live tables weakly; when a table deallocates, its final
/// statistics are kept as records, so a report made at the end of a run still lists tables that died
/// (a popped list, an unloaded table view controller).
///
/// ```swift
/// for record in runtime.tables.reuseRecords {
///     print(record.table, record.identifier, record.statistics.cellsCreated, record.statistics.reuses)
/// }
/// ```
@preconcurrency @MainActor
public final class TableRegistry {
    private struct WeakTable {
        weak var value: TableView?
        let tableID: Int
    }

    private var live: [WeakTable] = []
    /// The live collection views, in creation order (see TableRegistry+Collections.swift).
    var liveCollectionEntries: [WeakCollection] = []
    private var retired: [TableReuseRecord] = []
    /// Records of dead tables beyond ``retiredRecordLimit``, summed per reuse identifier.
    private var folded: [TableReuseRecord] = []
    private var lastTableID = 0

    /// The most records of dead tables kept one by one; older ones are summed per reuse
    /// identifier into one record labelled `(earlier tables)`, so that a long run (a soak
    /// creates tables in every cycle) keeps its accounting in constant memory. Unlimited by
    /// default. Setting it reserves room for that many records at once, so that filling them
    /// later does not look like growth.
    public var retiredRecordLimit = Int.max {
        didSet {
            if retiredRecordLimit < Int.max {
                retired.reserveCapacity(retiredRecordLimit + 8)
                folded.reserveCapacity(16)
            }
            while retired.count > retiredRecordLimit { fold(retired.removeFirst()) }
        }
    }

    /// The reuse-queue policy new tables of this runtime start with (M6). Default
    /// ``TableReusePoolWarningPolicy/keep``.
    public var defaultMemoryWarningPoolPolicy: TableReusePoolWarningPolicy = .keep

    init() {}

    /// Makes room for `count` live tables now.
    func reserveCapacity(liveTables count: Int) { live.reserveCapacity(count) }

    func nextTableID() -> Int {
        lastTableID += 1
        return lastTableID
    }

    func register(_ table: TableView) {
        live.append(WeakTable(value: table, tableID: table.tableID))
    }

    func tableDidDeinit(tableID: Int, label: String, statistics: [(identifier: String, statistics: TableReuseStatistics)]) {
        live.removeAll { $0.tableID == tableID || $0.value == nil }
        retire(tableID: tableID, label: label, statistics: statistics)
    }

    /// Keeps the final figures of a dead table or collection view as records.
    func retire(tableID: Int, label: String, statistics: [(identifier: String, statistics: TableReuseStatistics)]) {
        for entry in statistics {
            if retired.count >= retiredRecordLimit, !retired.isEmpty { fold(retired.removeFirst()) }
            let record = TableReuseRecord(
                tableID: tableID, table: label, identifier: entry.identifier,
                statistics: entry.statistics, isLive: false)
            if retiredRecordLimit == 0 { fold(record) } else { retired.append(record) }
        }
    }

    /// Adds a dead table's record to the per-identifier sums.
    private func fold(_ record: TableReuseRecord) {
        guard let index = folded.firstIndex(where: { $0.identifier == record.identifier }) else {
            folded.append(
                TableReuseRecord(
                    tableID: 0, table: "(earlier tables)", identifier: record.identifier,
                    statistics: record.statistics, isLive: false))
            return
        }
        var sum = folded[index].statistics
        let other = record.statistics
        sum.cellsCreated += other.cellsCreated
        sum.dequeues += other.dequeues
        sum.reuses += other.reuses
        sum.misses += other.misses
        sum.enqueues += other.enqueues
        sum.poolHighWater = max(sum.poolHighWater, other.poolHighWater)
        sum.cellsDiscarded += other.cellsDiscarded
        sum.cellsNotDequeued += other.cellsNotDequeued
        folded[index] = TableReuseRecord(
            tableID: 0, table: "(earlier tables)", identifier: record.identifier,
            statistics: sum, isLive: false)
    }

    /// The live tables, in creation order. Allocates.
    public var liveTables: [TableView] { live.compactMap(\.value) }

    /// The number of tables and collection views created in this runtime so far (live or dead).
    public var createdCount: Int { lastTableID }

    /// One record per table and reuse identifier: live tables with their current figures, dead ones
    /// with their figures at deallocation; ordered by table creation, then identifier. Allocates.
    public var reuseRecords: [TableReuseRecord] {
        var records = folded + retired
        for entry in live {
            guard let table = entry.value else { continue }
            let label = table.traceLabel
            for (identifier, statistics) in table.pool.allStatistics {
                records.append(
                    TableReuseRecord(
                        tableID: table.tableID, table: label, identifier: identifier,
                        statistics: statistics, isLive: true))
            }
        }
        records += liveCollectionRecords
        return records.sorted { ($0.tableID, $0.identifier) < ($1.tableID, $1.identifier) }
    }
}

/// The reuse accounting of one table and reuse identifier: `{"table": "list#1", "identifier": "row",
/// "cellsCreated": 22, "dequeues": 100000, "reused": 99978, "poolHighWater": 3}`.
public struct TableReuseRecord: Sendable, Hashable {
    /// The table's ``TableView/tableID``.
    public let tableID: Int
    /// The table's ``TableView/label`` (its controller's label, such as `list#1`).
    public let table: String
    /// The reuse identifier.
    public let identifier: String
    /// Cells created, dequeues, reuses, misses, enqueues, pool high-water mark, cells discarded.
    public let statistics: TableReuseStatistics
    /// Whether the table was alive when the record was made.
    public let isLive: Bool
}

extension Runtime {
    /// The runtime's table views and their reuse accounting.
    public var tables: TableRegistry { tableRegistry }
}
