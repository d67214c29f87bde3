import Foundation

/// Reuse accounting for one reuse identifier of one table, read by the Profiler and written to the
/// run results (`"tables"` in DESIGN.md). Plain counters; updating them allocates nothing.
public struct TableReuseStatistics: Sendable, Equatable, Hashable {
    /// Cells created from the registration because the queue was empty.
    public var cellsCreated = 0
    /// Dequeue calls that returned a cell (created + reused).
    public var dequeues = 0
    /// Dequeues served from the queue (`prepareForReuse` was called on each).
    public var reuses = 0
    /// Dequeue calls that returned nothing (TV5: no queued cell and no registration).
    public var misses = 0
    /// Cells put back into the queue.
    public var enqueues = 0
    /// The longest the queue has been.
    public var poolHighWater = 0
    /// Cells dropped instead of queued (queue at its limit) or dropped by a purge.
    public var cellsDiscarded = 0
    /// Cells the data source returned from `cellForRowAt` without a dequeue having handed them
    /// out for that call (made with `init(reuseIdentifier:)` in `cellForRowAt`, or kept from an
    /// earlier call): a reuse failure, counted under the cell's identifier (`(none)` without
    /// one). Such cells still enter the queue when they scroll off, so ``cellsCreated`` stays
    /// low while every row allocates a cell.
    public var cellsNotDequeued = 0

    /// All zero.
    public init() {}
}
