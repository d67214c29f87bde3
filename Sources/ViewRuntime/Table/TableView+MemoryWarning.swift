import Foundation

/// What a memory warning does to a table's reuse queues (rule M6).
///
/// UIKit documents nothing here and no memory-warning handler is known in UITableView; the spec's
/// default is to keep the queues and offer purging as a switch (UIKIT-SPEC M6 [R]).
public enum TableReusePoolWarningPolicy: Sendable, Hashable {
    /// Keep every queued cell (the default, M6).
    case keep
    /// At warnings of `minimumLevel` or above, drop every queued cell (they deallocate unless held
    /// elsewhere; counted in ``TableReuseStatistics/cellsDiscarded``). DESIGN.md's "critical may also
    /// drain reuse pools" is `.purge(minimumLevel: .critical)`.
    case purge(minimumLevel: MemoryWarningLevel)
}

/// Memory warnings (M6). The table is a ``MemoryPressureResponder`` of its runtime, so it hears each
/// warning before any controller does. What happens, by runtime policy and level:
///
/// | | moderate | low | critical |
/// |---|---|---|---|
/// | queued cells, ``TableReusePoolWarningPolicy/keep`` | kept | kept | kept |
/// | queued cells, `.purge(minimumLevel: L)` | dropped if L <= moderate | dropped if L <= low | dropped |
/// | backing stores of kept queued cells, `unloadViews` | kept | kept | freed |
/// | backing stores of kept queued cells, `purgeBackingStores` | freed | freed | freed |
/// | visible cells | part of the table's view tree: they follow the controller's policy |
///
/// Queued cells are views out of any window, so they get the treatment the policy gives such views
/// (M4/M5), at the levels ``ViewController/applyMemoryWarningPolicy(level:)`` uses. Under
/// `unloadViews`, a ``TableViewController`` whose view is off window loses its table (M2), and with it
/// every cell, visible or queued: they deallocate (M6, last paragraph).
extension TableView {
    /// Applies ``memoryWarningPoolPolicy`` and the runtime's policy to the queued cells (see the table
    /// above). O(queued cells).
    public func runtimeDidReceiveMemoryWarning(level: MemoryWarningLevel) {
        if case .purge(let minimumLevel) = memoryWarningPoolPolicy, level >= minimumLevel {
            pool.purgeAll()
            reusePoolPurgeCount += 1
            return
        }
        let purgeStores: Bool
        switch runtime.settings.memoryWarningPolicy {
        case .none: purgeStores = false
        case .unloadViews: purgeStores = level == .critical
        case .purgeBackingStores: purgeStores = true
        }
        if purgeStores { pool.forEachQueuedCell { $0.purgeBackingStores() } }
    }

    /// Drops every queued cell now (UIKit's private `_purgeReuseQueues`). O(queued cells).
    public func purgeReuseQueues() {
        pool.purgeAll()
    }
}
