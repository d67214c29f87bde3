import Foundation

/// A key-value cache that empties itself on every memory warning of its runtime, like NSCache.
///
/// It registers itself with its runtime as a ``MemoryPressureResponder`` (held weakly), so any
/// ``Runtime/simulateMemoryWarning(level:)`` empties it, whatever the policy and level. With a
/// ``totalCostLimit`` or ``countLimit``, inserting evicts the oldest entries first.
@preconcurrency @MainActor
public final class Cache<Key: Hashable, Value>: MemoryPressureResponder {
    private struct Entry {
        var value: Value
        var cost: Int
        var stamp: Int
    }

    private var entries: [Key: Entry] = [:]
    private var stamp = 0
    /// The maximum total cost; 0 means no limit.
    public var totalCostLimit: Int
    /// The maximum number of entries; 0 means no limit.
    public var countLimit: Int
    /// The sum of the costs of the entries.
    public private(set) var totalCost = 0
    /// How many times a warning emptied the cache.
    public private(set) var purgeCount = 0
    /// The runtime it is registered with, to leave its list of responders at deinit.
    private weak var runtime: Runtime?

    /// Creates an empty cache that purges on warnings of `runtime`.
    public init(runtime: Runtime, totalCostLimit: Int = 0, countLimit: Int = 0) {
        self.totalCostLimit = totalCostLimit
        self.countLimit = countLimit
        self.runtime = runtime
        runtime.addMemoryPressureResponder(self)
    }

    // Not `isolated deinit`, like ViewController's: caches live and die on the main thread.
    deinit {
        MainActor.assumeIsolated { runtime?.sweepDeadResponders() }
    }

    /// The number of entries.
    public var count: Int { entries.count }

    /// The value for `key`, or nil.
    public func object(forKey key: Key) -> Value? { entries[key]?.value }

    /// Stores `value` for `key` with a cost, then evicts the oldest entries while over a limit.
    public func setObject(_ value: Value, forKey key: Key, cost: Int = 0) {
        if let old = entries[key] { totalCost -= old.cost }
        stamp += 1
        entries[key] = Entry(value: value, cost: cost, stamp: stamp)
        totalCost += cost
        while (totalCostLimit > 0 && totalCost > totalCostLimit) || (countLimit > 0 && entries.count > countLimit),
            let oldest = entries.min(by: { $0.value.stamp < $1.value.stamp })?.key
        {
            removeObject(forKey: oldest)
        }
    }

    /// Removes the value for `key`.
    public func removeObject(forKey key: Key) {
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
    }

    /// Removes every entry.
    public func removeAllObjects() {
        entries.removeAll()
        totalCost = 0
    }

    /// Empties the cache, at every level.
    public func runtimeDidReceiveMemoryWarning(level: MemoryWarningLevel) {
        purgeCount += 1
        removeAllObjects()
    }
}
