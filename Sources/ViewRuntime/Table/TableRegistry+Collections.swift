import Foundation

/// The collection views of the registry: held weakly in creation order, each with its number (from
/// the tables' sequence, so records sort in creation order across both kinds) and the last label
/// seen, which names its records once it is dead.
extension TableRegistry {
    struct WeakCollection {
        weak var value: CollectionView?
        let identity: ObjectIdentifier
        let collectionID: Int
        var label: String?
    }

    /// Registers a new collection view (its initializer calls this). O(1) amortized.
    func register(collection: CollectionView) {
        liveCollectionEntries.append(
            WeakCollection(value: collection, identity: ObjectIdentifier(collection), collectionID: nextTableID(), label: nil))
    }

    /// Keeps a dead collection view's figures as records (its deinit calls this). O(live collections).
    func collectionDidDeinit(_ identity: ObjectIdentifier, statistics: [(identifier: String, statistics: TableReuseStatistics)]) {
        guard let index = liveCollectionEntries.firstIndex(where: { $0.identity == identity }) else { return }
        let entry = liveCollectionEntries.remove(at: index)
        liveCollectionEntries.removeAll { $0.value == nil }
        retire(tableID: entry.collectionID, label: entry.label ?? "CollectionView#\(entry.collectionID)", statistics: statistics)
    }

    /// The number and the label of `collection`, remembering `label` when given. O(live collections).
    func entry(of collection: CollectionView, label: String?) -> (collectionID: Int, label: String?) {
        let identity = ObjectIdentifier(collection)
        guard let index = liveCollectionEntries.firstIndex(where: { $0.identity == identity }) else { return (0, label) }
        if let label { liveCollectionEntries[index].label = label }
        return (liveCollectionEntries[index].collectionID, liveCollectionEntries[index].label)
    }

    /// The live collection views, in creation order. Allocates.
    public var liveCollections: [CollectionView] { liveCollectionEntries.compactMap(\.value) }

    /// The records of the live collection views: cells by reuse identifier, supplementary views
    /// by `KIND/identifier`.
    var liveCollectionRecords: [TableReuseRecord] {
        var records: [TableReuseRecord] = []
        for entry in liveCollectionEntries {
            guard let collection = entry.value else { continue }
            let label = collection.traceLabel
            for (identifier, statistics) in collection.reuseAccounting {
                records.append(
                    TableReuseRecord(tableID: entry.collectionID, table: label, identifier: identifier, statistics: statistics, isLive: true))
            }
        }
        return records
    }
}
