package import Foundation

/// The reuse queues of one table or collection view: registrations, one queue per reuse identifier,
/// and accounting (TV4–TV7, CV2–CV3, CV9).
///
/// Generic over the view class: a ``TableView`` keeps one of ``TableViewCell``s, a ``CollectionView``
/// one of cells and one of supplementary views (keyed by kind and identifier). The texts of the two
/// misuses it reports (an empty identifier, a dequeue with nothing registered) are the owner's,
/// given as ``ReusePoolMessages``. Not thread-safe: like its owner, it is used from the main actor
/// only.
///
/// ## Order
/// Queues are LIFO: the cell enqueued last is dequeued first. UIKit documents no order (TV4);
/// WinObjC is LIFO and Chameleon uses an unordered set. LIFO reuses the warmest cell.
///
/// ## Allocation
/// Each queue reserves capacity when its identifier is registered (``reserveCapacity(_:forIdentifier:)``
/// raises it). Once a queue has grown to its steady-state length, ``enqueue(_:identifier:)`` and
/// the dequeue methods allocate nothing: the lookup hashes the identifier (no allocation for
/// strings up to 15 UTF-8 bytes, which are stored inline) and the queue is an array used as a stack.
///
/// Costs: everything O(1) amortized, except ``purgeAll()`` O(identifiers + cells).
package final class ReusePool<Cell: AnyObject> {
    private final class Queue {
        var cells: [Cell] = []
        var factory: ((String) -> Cell)?
        var statistics = TableReuseStatistics()
        init(capacity: Int) { cells.reserveCapacity(capacity) }
    }

    private var queues: [String: Queue] = [:]
    private let prepareForReuse: (Cell) -> Void
    /// The owner's texts for its misuses.
    private let messages: ReusePoolMessages
    /// The most cells one queue keeps; more are discarded (and counted). Default: unlimited.
    package var maximumQueueLength: Int
    /// The capacity each new queue reserves.
    package let initialQueueCapacity: Int
    /// Cells enqueued without a reuse identifier: discarded (TV4).
    package private(set) var cellsDiscardedWithoutIdentifier = 0

    /// Creates an empty pool.
    ///
    /// - Parameters:
    ///   - initialQueueCapacity: capacity reserved per identifier (a screenful of cells is typical).
    ///   - maximumQueueLength: the most cells kept per identifier.
    ///   - messages: the owner's misuse texts (default: the table's).
    ///   - prepareForReuse: called on a queued cell just before a dequeue returns it (TV7), and only then.
    package init(
        initialQueueCapacity: Int = 32, maximumQueueLength: Int = .max, messages: ReusePoolMessages = .table,
        prepareForReuse: @escaping (Cell) -> Void = { _ in }
    ) {
        self.messages = messages
        self.initialQueueCapacity = initialQueueCapacity
        self.maximumQueueLength = maximumQueueLength
        self.prepareForReuse = prepareForReuse
    }

    /// A one-entry cache in front of `queues`: comparing two short strings is cheaper than hashing
    /// one, and a table scrolls through rows of one identifier most of the time.
    private var lastIdentifier = ""
    private var lastQueue: Queue?

    private func existingQueue(_ identifier: String) -> Queue? {
        if let lastQueue, identifier == lastIdentifier { return lastQueue }
        guard let queue = queues[identifier] else { return nil }
        lastIdentifier = identifier
        lastQueue = queue
        return queue
    }

    private func queue(_ identifier: String) -> Queue {
        if let queue = existingQueue(identifier) { return queue }
        let queue = Queue(capacity: initialQueueCapacity)
        queues[identifier] = queue
        return queue
    }

    // MARK: Registration

    /// Registers how to create cells for `identifier`, replacing any earlier registration; nil
    /// unregisters (TV6, `register(_:forCellReuseIdentifier:)`). Queued cells stay queued.
    ///
    /// - Throws: ``TableUpdateError/Code/invalidReuseIdentifier`` when `identifier` is empty, with
    ///   ``ReusePoolMessages/invalidIdentifier``.
    package func register(_ factory: ((String) -> Cell)?, forIdentifier identifier: String) throws(TableUpdateError) {
        guard !identifier.isEmpty else {
            throw TableUpdateError(
                code: .invalidReuseIdentifier,
                message: messages.invalidIdentifier)
        }
        queue(identifier).factory = factory
    }

    /// Whether a factory is registered for `identifier`.
    package func isRegistered(_ identifier: String) -> Bool { queues[identifier]?.factory != nil }

    /// Makes room for `capacity` queued cells of `identifier` up front.
    package func reserveCapacity(_ capacity: Int, forIdentifier identifier: String) {
        queue(identifier).cells.reserveCapacity(capacity)
    }

    // MARK: Queueing

    /// Puts a cell that left the screen into its identifier's queue (TV4). A cell without an
    /// identifier (nil or empty) is discarded; so is one beyond ``maximumQueueLength``.
    package func enqueue(_ cell: Cell, identifier: String?) {
        guard let identifier, !identifier.isEmpty else {
            cellsDiscardedWithoutIdentifier += 1
            return
        }
        let queue = queue(identifier)
        guard queue.cells.count < maximumQueueLength else {
            queue.statistics.cellsDiscarded += 1
            return
        }
        queue.cells.append(cell)
        queue.statistics.enqueues += 1
        if queue.cells.count > queue.statistics.poolHighWater { queue.statistics.poolHighWater = queue.cells.count }
    }

    /// `dequeueReusableCell(withIdentifier:)` (TV5): a queued cell after `prepareForReuse`, else a
    /// new cell from the registration, else nil.
    package func dequeueReusableCell(withIdentifier identifier: String) -> Cell? {
        guard let queue = existingQueue(identifier) else { return nil }
        if let cell = queue.cells.popLast() {
            queue.statistics.reuses += 1
            queue.statistics.dequeues += 1
            prepareForReuse(cell)
            return cell
        }
        if let factory = queue.factory {
            queue.statistics.cellsCreated += 1
            queue.statistics.dequeues += 1
            return factory(identifier)
        }
        queue.statistics.misses += 1
        return nil
    }

    /// `dequeueReusableCell(withIdentifier:for:)` (TV6): always a cell.
    ///
    /// Like UIKit, it first does what ``dequeueReusableCell(withIdentifier:)`` does, so a queued
    /// cell is returned even without a registration; only when that yields nothing does it fail.
    /// - Throws: ``TableUpdateError/Code/unregisteredIdentifier`` with the owner's message
    ///   (``ReusePoolMessages/unregistered``).
    package func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws(TableUpdateError) -> Cell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        throw TableUpdateError(
            code: .unregisteredIdentifier,
            message: messages.unregistered(identifier))
    }

    // MARK: Purging and accounting

    /// Counts a cell the data source returned without a dequeue having handed it out
    /// (``TableReuseStatistics/cellsNotDequeued``), under its identifier (`(none)` without one).
    /// Allocates only the first time an identifier is seen.
    package func countNotDequeued(identifier: String?) {
        let key = identifier.flatMap { $0.isEmpty ? nil : $0 } ?? "(none)"
        queue(key).statistics.cellsNotDequeued += 1
    }

    /// Drops the queued cells of `identifier` (a memory warning, or `reloadData` in Chameleon's
    /// model), counting them as discarded. Frees the queue's storage.
    package func purge(identifier: String) {
        guard let queue = queues[identifier] else { return }
        queue.statistics.cellsDiscarded += queue.cells.count
        queue.cells = []
    }

    /// Drops every queued cell.
    package func purgeAll() {
        for identifier in queues.keys { purge(identifier: identifier) }
    }

    /// Calls `body` with every queued cell, identifier by identifier (memory warnings). O(cells).
    package func forEachQueuedCell(_ body: (Cell) -> Void) {
        for queue in queues.values {
            for cell in queue.cells { body(cell) }
        }
    }

    /// The number of cells queued for `identifier`.
    package func queuedCount(forIdentifier identifier: String) -> Int { queues[identifier]?.cells.count ?? 0 }

    /// The accounting for `identifier` (all zero if never seen).
    package func statistics(forIdentifier identifier: String) -> TableReuseStatistics {
        queues[identifier]?.statistics ?? TableReuseStatistics()
    }

    /// The accounting of every identifier seen, sorted by identifier. Allocates.
    package var allStatistics: [(identifier: String, statistics: TableReuseStatistics)] {
        queues.map { ($0.key, $0.value.statistics) }.sorted { $0.identifier < $1.identifier }
    }
}

/// The texts a ``ReusePool`` reports its owner's misuses with: UIKit's, which differ between
/// `UITableView` and `UICollectionView`.
package struct ReusePoolMessages: Sendable {
    /// `register` with an empty identifier.
    package var invalidIdentifier: String
    /// A dequeue that must return a view, with nothing queued or registered for the key.
    package var unregistered: @Sendable (String) -> String

    package init(invalidIdentifier: String, unregistered: @escaping @Sendable (String) -> String) {
        self.invalidIdentifier = invalidIdentifier
        self.unregistered = unregistered
    }

    /// `UITableView`'s texts (TV6). The empty-identifier text is the one open-source
    /// re-implementations use (WinObjC, Chameleon ports); it was not confirmed against UIKit itself.
    package static let table = ReusePoolMessages(
        invalidIdentifier: "must pass a valid reuse identifier to -[UITableView registerClass:forCellReuseIdentifier:]",
        unregistered: {
            "unable to dequeue a cell with identifier \($0) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        })
}
