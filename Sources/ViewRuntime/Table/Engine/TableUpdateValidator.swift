/// Validates a recorded ``TableBatchUpdate`` against the row counts before and after it and turns it
/// into a ``TableUpdatePlan``, raising UIKit's exceptions as ``TableUpdateError`` (TV9).
///
/// The steps and their order follow `-[UITableView _endCellAnimationsWithContext:]`:
/// 1. reloads become a delete at the old index path plus an insert at the old index path shifted by
///    the deletes and inserts before it (a row both deleted and reloaded is an error);
/// 2. deletes are checked against the old counts (a delete also named as a move source is an error;
///    row deletes inside deleted sections are dropped; duplicates are coalesced);
/// 3. inserts are checked against the new counts (an insert also named as a move destination is an
///    error; row inserts inside inserted sections are dropped; duplicates are coalesced);
/// 4. moves are checked against both, and for one source moved twice or two sources moved to one
///    destination;
/// 5. the section count must equal before + inserted − deleted (reloads count as both);
/// 6. each section that exists before and after must have before + inserted − deleted + moved in −
///    moved out rows.
///
/// Within a step, errors are reported in ascending index order; when an update has several faults
/// UIKit may name a different one first (its own ordering is partly descending).
///
/// Cost: O(S + u log u + reloads × u) for u recorded operations and S sections; never O(rows).
public enum TableUpdateValidator {
    /// Validates `update` and plans it.
    ///
    /// - Parameters:
    ///   - update: the recorded operations.
    ///   - oldRowCounts: rows per section before the update (the engine's current state).
    ///   - newRowCounts: rows per section after it, freshly asked from the data source.
    /// - Returns: the plan: section and row mappings.
    /// - Throws: ``TableUpdateError`` with UIKit's message; nothing has changed.
    public static func plan(
        for update: TableBatchUpdate, oldRowCounts: [Int], newRowCounts: [Int]
    ) throws(TableUpdateError) -> TableUpdatePlan {
        let oldSections = oldRowCounts.count
        let newSections = newRowCounts.count

        // 1. Reloads → delete + insert.
        let deletedRowSet = Set(update.deletedRows)
        for ip in update.reloadedRows.sorted() where deletedRowSet.contains(ip) {
            throw TableUpdateError(
                code: .deleteAndReload,
                message: "attempt to delete and reload the same index path (\(ip.uikitDescription))")
        }
        let deletedSectionSet = Set(update.deletedSections)
        for s in Set(update.reloadedSections).sorted() where deletedSectionSet.contains(s) {
            throw TableUpdateError(
                code: .deleteAndReload,
                message: "attempt to delete and reload the same index path (<NSIndexPath> {length = 1, path = \(s)})")
        }
        let sortedDeletedSections = Set(update.deletedSections).sorted()
        let sortedInsertedSections = Set(update.insertedSections).sorted()
        let sortedDeletedRows = Set(update.deletedRows).sorted()
        let sortedInsertedRows = Set(update.insertedRows).sorted()
        var reloadInsertSections: [Int] = []
        for s in Set(update.reloadedSections).sorted() {
            var t = s - TableUpdatePlan.countBelow(sortedDeletedSections, s + 1)
            for inserted in sortedInsertedSections where inserted <= t { t += 1 }
            reloadInsertSections.append(t)
        }
        var reloadInsertRows: [IndexPath] = []
        for ip in Set(update.reloadedRows).sorted() {
            var section = ip.section - TableUpdatePlan.countBelow(sortedDeletedSections, ip.section + 1)
            var row = ip.row
            for d in sortedDeletedRows where d.section == ip.section && d.row <= ip.row { row -= 1 }
            for inserted in sortedInsertedSections where inserted <= section { section += 1 }
            for i in sortedInsertedRows where i.section == section && i.row <= row { row += 1 }
            reloadInsertRows.append(IndexPath(section: section, row: row))
        }

        // 2. Deletes, in old coordinates.
        let sectionMoveSources = Set(update.movedSections.map(\.from))
        let rowMoveSourceSet = Set(update.movedRows.map(\.from))
        let allDeletedSections = Set(update.deletedSections).union(update.reloadedSections).sorted()
        for s in allDeletedSections {
            if sectionMoveSources.contains(s) {
                throw TableUpdateError(
                    code: .deleteAndMove, message: "attempt to perform a delete and a move from the same section (\(s))")
            }
            if s < 0 || s >= oldSections {
                throw TableUpdateError(
                    code: .deleteOutOfRange,
                    message: "attempt to delete section \(s), but there are only \(oldSections) sections before the update")
            }
        }
        let deletedSectionLookup = Set(allDeletedSections)
        let allDeletedRows = Set(update.deletedRows).union(update.reloadedRows)
            .filter { !deletedSectionLookup.contains($0.section) }.sorted()
        for ip in allDeletedRows {
            if rowMoveSourceSet.contains(ip) {
                throw TableUpdateError(
                    code: .deleteAndMove,
                    message: "attempt to perform a delete and a move from the same index path (\(ip.uikitDescription))")
            }
            if ip.section < 0 || ip.section >= oldSections {
                throw TableUpdateError(
                    code: .deleteOutOfRange,
                    message: "attempt to delete row \(ip.row) from section \(ip.section), but there are only \(oldSections) sections before the update")
            }
            if ip.row < 0 || ip.row >= oldRowCounts[ip.section] {
                throw TableUpdateError(
                    code: .deleteOutOfRange,
                    message: "attempt to delete row \(ip.row) from section \(ip.section) which only contains \(oldRowCounts[ip.section]) rows before the update")
            }
        }

        // 3. Inserts, in new coordinates.
        let sectionMoveDestinations = Set(update.movedSections.map(\.to))
        let rowMoveDestinationSet = Set(update.movedRows.map(\.to))
        let allInsertedSections = Set(update.insertedSections).union(reloadInsertSections).sorted()
        for s in allInsertedSections {
            if sectionMoveDestinations.contains(s) {
                throw TableUpdateError(
                    code: .insertAndMove, message: "attempt to perform an insert and a move to the same section (\(s))")
            }
            if s < 0 || s >= newSections {
                throw TableUpdateError(
                    code: .insertOutOfRange,
                    message: "attempt to insert section \(s) but there are only \(newSections) sections after the update")
            }
        }
        let insertedSectionLookup = Set(allInsertedSections)
        let allInsertedRows = Set(update.insertedRows).union(reloadInsertRows)
            .filter { !insertedSectionLookup.contains($0.section) }.sorted()
        for ip in allInsertedRows {
            if rowMoveDestinationSet.contains(ip) {
                throw TableUpdateError(
                    code: .insertAndMove,
                    message: "attempt to perform an insert and a move to the same index path (\(ip.uikitDescription))")
            }
            if ip.section < 0 || ip.section >= newSections {
                throw TableUpdateError(
                    code: .insertOutOfRange,
                    message: "attempt to insert row \(ip.row) into section \(ip.section), but there are only \(newSections) sections after the update")
            }
            if ip.row < 0 || ip.row >= newRowCounts[ip.section] {
                throw TableUpdateError(
                    code: .insertOutOfRange,
                    message: "attempt to insert row \(ip.row) into section \(ip.section), but there are only \(newRowCounts[ip.section]) rows in section \(ip.section) after the update")
            }
        }

        // 4. Moves.
        let (sectionMoves, rowMoves) = try validateMoves(
            update, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)

        // 5. Section count.
        let insertedCount = allInsertedSections.count
        let deletedCount = allDeletedSections.count
        if newSections != oldSections + insertedCount - deletedCount {
            throw TableUpdateError(
                code: .invalidNumberOfSections,
                message: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSections)) must be equal to the number of sections contained in the table view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedCount) inserted, \(deletedCount) deleted).")
        }
        let removedSections = Set(allDeletedSections).union(sectionMoves.keys).sorted()
        var fixedSections = Set(allInsertedSections)
        var sectionNewToOld = Array(repeating: -1, count: newSections)
        for (from, to) in sectionMoves {
            fixedSections.insert(to)
            sectionNewToOld[to] = from
        }
        var sectionOldToNew = Array(repeating: -1, count: oldSections)
        var removedCursor = 0
        var old = 0
        for new in 0..<newSections where !fixedSections.contains(new) {
            while removedCursor < removedSections.count && removedSections[removedCursor] == old {
                removedCursor += 1
                old += 1
            }
            sectionNewToOld[new] = old
            old += 1
        }
        for new in 0..<newSections where sectionNewToOld[new] >= 0 { sectionOldToNew[sectionNewToOld[new]] = new }
        for s in allInsertedSections { sectionNewToOld[s] = -1 }

        // 6. Row counts of sections that exist before and after.
        var removedRows = Array(repeating: [Int](), count: oldSections)
        var fixedRows = Array(repeating: [Int](), count: newSections)
        var inserted = Array(repeating: 0, count: newSections)
        var deleted = Array(repeating: 0, count: oldSections)
        var movedIn = Array(repeating: 0, count: newSections)
        var movedOut = Array(repeating: 0, count: oldSections)
        for ip in allDeletedRows {
            deleted[ip.section] += 1
            removedRows[ip.section].append(ip.row)
        }
        for ip in allInsertedRows {
            inserted[ip.section] += 1
            fixedRows[ip.section].append(ip.row)
        }
        for (from, to) in rowMoves {
            if from.section < oldSections { removedRows[from.section].append(from.row) }
            if to.section < newSections { fixedRows[to.section].append(to.row) }
            if sectionOldToNew[from.section] != to.section {
                movedOut[from.section] += 1
                movedIn[to.section] += 1
            }
        }
        for new in 0..<newSections {
            let old = sectionNewToOld[new]
            guard old >= 0 else { continue }
            let before = oldRowCounts[old]
            let after = newRowCounts[new]
            if after != before + inserted[new] - deleted[old] + movedIn[new] - movedOut[old] {
                throw TableUpdateError(
                    code: .invalidNumberOfRows,
                    message: "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted[new]) inserted, \(deleted[old]) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn[new]) moved in, \(movedOut[old]) moved out).")
            }
        }
        return TableUpdatePlan(
            oldRowCounts: oldRowCounts, newRowCounts: newRowCounts,
            sectionOldToNew: sectionOldToNew, sectionNewToOld: sectionNewToOld,
            removedRows: removedRows.map { $0.sorted() }, fixedRows: fixedRows.map { $0.sorted() },
            rowMoves: rowMoves, rowMoveSources: Dictionary(uniqueKeysWithValues: rowMoves.map { ($1, $0) }),
            hasSectionChanges: !(allInsertedSections.isEmpty && allDeletedSections.isEmpty && sectionMoves.isEmpty))
    }
}
