package import Foundation

/// Scrolls a table headlessly: keeps the set of visible rows and their cells as the content offset
/// moves, recycling rows that leave through a ``ReusePool`` and dequeuing cells for rows that
/// enter (TV1: cells only for visible rows; TV3; TV4), for tests and benchmarks.
///
/// ## Incremental
/// Each ``scroll(to:)`` trims rows that left at the top and bottom of the visible run, then extends
/// it at both ends, touching only rows that change: O(changed rows × (log S + log n)) per step,
/// O(1) rect look-ups at the two ends. When the window jumps past every visible row it finds the
/// first visible row in O(log S + log n). The visible set is never recomputed from scratch.
///
/// With estimated heights, each row that enters is measured through `measure` and the geometry
/// updated (TV2: asked again every time a row reappears). Unlike UIKit, the simulator does not
/// shift the content offset to compensate estimate corrections above the viewport.
///
/// ## Allocation
/// The visible rows live in a ``TableVisibleRing`` whose capacity is reserved at creation; the pool
/// queues reserve theirs. The closures are stored once at creation, not per step. After the first
/// screenful, a step allocates nothing unless `configure`, `measure` or a newly created cell does.
/// (Integration measures this with the jemalloc probe; this branch has no probe.)
///
/// Section headers and footers are not given views here; ``TableGeometry/visibleElements(offset:height:)``
/// reports them.
package final class TableScrollSimulator<Cell: AnyObject> {
    /// The geometry being scrolled (estimated heights are recorded into it).
    package private(set) var geometry: TableGeometry
    /// The reuse pool cells come from and go back to.
    package let pool: ReusePool<Cell>
    /// The reuse identifier of every row.
    package let identifier: String
    /// The viewport height (`bounds.height`).
    package let viewportHeight: Double
    /// The current content offset (`contentOffset.y`).
    package private(set) var offset: Double = 0
    private var ring: TableVisibleRing<Cell>
    private let configure: (Cell, IndexPath) -> Void
    private let measure: ((IndexPath) -> Double)?
    /// Cells handed out by the pool over the simulator's life (dequeues).
    package private(set) var rowsShown = 0

    /// Creates a simulator at offset 0 and shows the first screenful.
    ///
    /// - Parameters:
    ///   - geometry: the table's layout.
    ///   - pool: where cells come from; `identifier` must be registered in it.
    ///   - identifier: the reuse identifier of every row.
    ///   - viewportHeight: the visible height.
    ///   - measure: with estimated heights, the actual height of a row that appears.
    ///   - configure: `cellForRowAt`'s configuration step.
    package init(
        geometry: TableGeometry, pool: ReusePool<Cell>, identifier: String, viewportHeight: Double,
        measure: ((IndexPath) -> Double)? = nil, configure: @escaping (Cell, IndexPath) -> Void = { _, _ in }
    ) throws(TableUpdateError) {
        self.geometry = geometry
        self.pool = pool
        self.identifier = identifier
        self.viewportHeight = viewportHeight
        self.measure = measure
        self.configure = configure
        self.ring = TableVisibleRing(capacity: 64)
        try scroll(to: 0)
    }

    /// The number of visible rows (cells on screen).
    package var visibleCount: Int { ring.count }

    /// The index paths of the visible rows, in order. Allocates: for tests.
    package var indexPathsForVisibleRows: [IndexPath] {
        (0..<ring.count).map { geometry.indexPath(ofFlatRow: ring.flat(at: $0)) }
    }

    /// The cell of visible row `i` (0 = topmost).
    package func visibleCell(at i: Int) -> Cell? { ring.cell(at: i) }

    /// Moves the content offset to `newOffset`, recycling rows that leave and dequeuing cells for
    /// rows that enter.
    ///
    /// - Throws: the pool's error if `identifier` is not registered (TV6).
    package func scroll(to newOffset: Double) throws(TableUpdateError) {
        offset = newOffset
        let top = newOffset
        let bottom = newOffset + viewportHeight
        var changed = true
        while changed {
            changed = false
            // Trim the top and the bottom.
            while !ring.isEmpty, !geometry.rect(forFlatRow: ring.firstFlat).isVisible(top: top, bottom: bottom) {
                pool.enqueue(ring.removeFirst(), identifier: identifier)
                changed = true
            }
            while !ring.isEmpty, !geometry.rect(forFlatRow: ring.lastFlat).isVisible(top: top, bottom: bottom) {
                pool.enqueue(ring.removeLast(), identifier: identifier)
                changed = true
            }
            let rowCount = geometry.numberOfRows
            if ring.isEmpty {
                // Jumped (or first screen): find the first row reaching below the top.
                var flat = geometry.firstFlatRow(withMaxYGreaterThan: top)
                while flat < rowCount {
                    let extent = try showIfVisible(flat, top: top, bottom: bottom, atEnd: true)
                    if extent.minY >= bottom { break }
                    flat += 1
                }
                changed = changed || !ring.isEmpty
                if ring.isEmpty { return }
                continue
            }
            // Extend upward: rows above the first, while their bottom is below the top.
            var flat = ring.firstFlat - 1
            while flat >= 0 {
                let extent = try showIfVisible(flat, top: top, bottom: bottom, atEnd: false)
                if extent.maxY <= top { break }
                if extent.height > 0 { changed = true }
                flat -= 1
            }
            // Extend downward: rows below the last, while their top is above the bottom.
            flat = ring.lastFlat + 1
            while flat < rowCount {
                let extent = try showIfVisible(flat, top: top, bottom: bottom, atEnd: true)
                if extent.minY >= bottom { break }
                if extent.height > 0 { changed = true }
                flat += 1
            }
            // One more pass only if a measurement may have moved rows.
            if measure == nil { changed = false }
        }
    }

    /// Shows flat row `flat` if it is visible (measuring it first with estimated heights); returns
    /// its extent (after measurement).
    private func showIfVisible(_ flat: Int, top: Double, bottom: Double, atEnd: Bool) throws(TableUpdateError) -> TableExtent {
        var extent = geometry.rect(forFlatRow: flat)
        guard extent.isVisible(top: top, bottom: bottom) else { return extent }
        let indexPath = geometry.indexPath(ofFlatRow: flat)
        if let measure, case .estimated = geometry.mode {
            geometry.recordMeasuredHeight(measure(indexPath), forRowAt: indexPath)
            extent = geometry.rect(forFlatRow: flat)
            guard extent.isVisible(top: top, bottom: bottom) else { return extent }
        }
        let cell = try pool.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        configure(cell, indexPath)
        rowsShown += 1
        if atEnd { ring.append(flat, cell) } else { ring.prepend(flat, cell) }
        return extent
    }
}
