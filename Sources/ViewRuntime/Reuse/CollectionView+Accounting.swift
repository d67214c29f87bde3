import Foundation

/// What profilers see of a collection view: its label and its reuse accounting, kept by the
/// runtime's ``TableRegistry`` beside the tables' (the collection view registers in its initializer
/// and hands its figures over in its deinit).
extension CollectionView {
    /// The name reuse accounting and traces use: the label of the controller whose view (or
    /// nearest ancestor's) holds the collection view (`grid#1`), else the last such label seen,
    /// else `CollectionView#<n>`.
    public var traceLabel: String {
        let registry = runtime.tableRegistry
        if let label = nearestViewController?.traceLabel { return registry.entry(of: self, label: label).label ?? label }
        let entry = registry.entry(of: self, label: nil)
        return entry.label ?? "CollectionView#\(entry.collectionID)"
    }

    /// Cells by reuse identifier, then supplementary views by `KIND/identifier`. Allocates.
    var reuseAccounting: [(identifier: String, statistics: TableReuseStatistics)] {
        let supplementary = supplementaryPool.allStatistics.map { entry in
            (identifier: entry.identifier.replacingOccurrences(of: "\u{1F}", with: "/"), statistics: entry.statistics)
        }
        return cellPool.allStatistics + supplementary
    }

    /// Registers with the runtime's registry (called by the initializer).
    func registerForAccounting() { runtime.tableRegistry.register(collection: self) }

    /// Hands the final figures to the registry (called by deinit).
    func retireAccounting() {
        runtime.tableRegistry.collectionDidDeinit(ObjectIdentifier(self), statistics: reuseAccounting)
    }
}
