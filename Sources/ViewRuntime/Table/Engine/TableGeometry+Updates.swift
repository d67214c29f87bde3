import Foundation

extension TableGeometry {
    /// The geometry after a validated batch update (TV9). `self` is not changed, so a caller that
    /// fails later can keep the old geometry.
    ///
    /// Surviving rows keep their cached heights and move with their rows; deleted rows disappear;
    /// heights of inserted and reloaded rows are asked of `source` in variable mode (at their new
    /// index paths), set to the estimate in estimated mode, and not asked in fixed mode. Headers and
    /// footers of inserted and reloaded sections are asked; surviving sections keep theirs.
    ///
    /// Cost: with only row operations touching k rows, O(S + k (log n + 128)) when k is small next
    /// to n, by editing a copy of the row store (the copy itself is O(n / 64) block references,
    /// copy-on-write; only touched blocks are duplicated); otherwise (section operations, or large
    /// k) one O(S + n log b) rebuild per batch. Never O(n) per row. Fixed mode: O(S).
    package func applying(_ plan: TableUpdatePlan, source: some TableLayoutSource) -> TableGeometry {
        let newCounts = plan.newRowCounts
        var headers: [Double] = []
        var footers: [Double] = []
        headers.reserveCapacity(newCounts.count)
        footers.reserveCapacity(newCounts.count)
        for new in newCounts.indices {
            let old = plan.sectionNewToOld[new]
            headers.append(old >= 0 ? headerHeights[old] : source.heightForHeader(inSection: new))
            footers.append(old >= 0 ? footerHeights[old] : source.heightForFooter(inSection: new))
        }
        func newRowHeight(_ ip: IndexPath) -> (Double, Bool) {
            switch mode {
            case .fixed(let h): return (h, true)
            case .variable: return (source.heightForRow(at: ip), true)
            case .estimated(let estimate): return (estimate, false)
            }
        }
        if case .fixed = mode {
            return TableGeometry(
                mode: mode, settings: settings, headers: headers, footers: footers, counts: newCounts,
                rows: TableRowHeights())
        }
        let newRows: TableRowHeights
        if !plan.hasSectionChanges && plan.changedRowCount * 64 < rows.count {
            newRows = editedRows(plan, newRowHeight: newRowHeight)
        } else {
            newRows = rebuiltRows(plan, newRowHeight: newRowHeight)
        }
        return TableGeometry(
            mode: mode, settings: settings, headers: headers, footers: footers, counts: newCounts, rows: newRows)
    }

    /// Row-only updates: remove leaving rows (old flat order, descending), then insert arriving rows
    /// (new flat order, ascending) into a copy of the store.
    private func editedRows(_ plan: TableUpdatePlan, newRowHeight: (IndexPath) -> (Double, Bool)) -> TableRowHeights {
        var store = rows
        var oldStart = Array(repeating: 0, count: plan.oldRowCounts.count)
        var newStart = Array(repeating: 0, count: plan.newRowCounts.count)
        for s in oldStart.indices.dropFirst() { oldStart[s] = oldStart[s - 1] + plan.oldRowCounts[s - 1] }
        for s in newStart.indices.dropFirst() { newStart[s] = newStart[s - 1] + plan.newRowCounts[s - 1] }
        var carried: [IndexPath: (Double, Bool)] = [:]
        for s in plan.removedRows.indices.reversed() {
            for r in plan.removedRows[s].reversed() {
                let removed = store.remove(at: oldStart[s] + r)
                carried[IndexPath(section: s, row: r)] = (removed.height, removed.measured)
            }
        }
        for s in plan.fixedRows.indices {
            for r in plan.fixedRows[s] {
                let ip = IndexPath(section: s, row: r)
                let (height, measured) = plan.rowMoveSources[ip].flatMap { carried[$0] } ?? newRowHeight(ip)
                store.insert(height, measured: measured, at: newStart[s] + r)
            }
        }
        return store
    }

    /// Any update: one pass over the new rows, pulling survivors' heights from the old store.
    private func rebuiltRows(_ plan: TableUpdatePlan, newRowHeight: (IndexPath) -> (Double, Bool)) -> TableRowHeights {
        var values: [(Double, Bool)] = []
        values.reserveCapacity(plan.newRowCounts.reduce(0, +))
        for new in plan.newRowCounts.indices {
            let old = plan.sectionNewToOld[new]
            let fixed = plan.fixedRows[new]
            var fixedCursor = 0
            var oldRow = 0
            let removed = old >= 0 ? plan.removedRows[old] : []
            var removedCursor = 0
            let oldFirst = old >= 0 ? sectionStartFlatRow(old) : 0
            for r in 0..<plan.newRowCounts[new] {
                let ip = IndexPath(section: new, row: r)
                if old < 0 {
                    values.append(newRowHeight(ip))
                } else if fixedCursor < fixed.count && fixed[fixedCursor] == r {
                    fixedCursor += 1
                    if let source = plan.rowMoveSources[ip] {
                        let flat = sectionStartFlatRow(source.section) + source.row
                        values.append((rows.height(ofRow: flat), rows.isMeasured(row: flat)))
                    } else {
                        values.append(newRowHeight(ip))
                    }
                } else {
                    while removedCursor < removed.count && removed[removedCursor] == oldRow {
                        removedCursor += 1
                        oldRow += 1
                    }
                    let flat = oldFirst + oldRow
                    values.append((rows.height(ofRow: flat), rows.isMeasured(row: flat)))
                    oldRow += 1
                }
            }
        }
        return TableRowHeights(values)
    }
}
