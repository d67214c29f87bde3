import Foundation

/// Prefetching (TV12): a window of ``TableView/prefetchDistance`` rows beyond the visible ones, in the
/// direction of the last scroll. Runs after every layout pass; allocates nothing in steady state
/// (the index paths go through one reused buffer).
extension TableView {
    /// Moves the prefetch window: cancels rows that left it without being displayed, announces rows
    /// that entered it. O(prefetchDistance x log S) per call.
    func updatePrefetching(scrollingDown: Bool) {
        guard isPrefetchingEnabled, prefetchDistance > 0, let prefetcher = prefetchDataSource, !ring.isEmpty else {
            resetPrefetchWindow()
            return
        }
        let rowCount = geometry.numberOfRows
        let first = ring.firstFlat
        let last = ring.lastFlat
        let low: Int
        let high: Int
        if scrollingDown {
            low = min(rowCount, last + 1)
            high = min(rowCount, last + 1 + prefetchDistance)
        } else {
            low = max(0, first - prefetchDistance)
            high = first
        }
        if low == prefetchLow, high == prefetchHigh { return }
        prefetchBuffer.removeAll(keepingCapacity: true)
        var flat = prefetchLow
        while flat < prefetchHigh {
            if (flat < low || flat >= high) && (flat < first || flat > last), flat < rowCount {
                prefetchBuffer.append(geometry.indexPath(ofFlatRow: flat))
            }
            flat += 1
        }
        if !prefetchBuffer.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: prefetchBuffer) }
        prefetchBuffer.removeAll(keepingCapacity: true)
        flat = low
        while flat < high {
            if flat < prefetchLow || flat >= prefetchHigh {
                prefetchBuffer.append(geometry.indexPath(ofFlatRow: flat))
            }
            flat += 1
        }
        if !prefetchBuffer.isEmpty { prefetcher.tableView(self, prefetchRowsAt: prefetchBuffer) }
        prefetchLow = low
        prefetchHigh = high
    }

    /// Forgets the window without cancelling (after a reload or an update, flat rows changed meaning).
    func resetPrefetchWindow() {
        prefetchLow = 0
        prefetchHigh = 0
    }
}
