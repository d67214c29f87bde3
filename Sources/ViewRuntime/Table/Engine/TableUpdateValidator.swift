import Foundation

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
/// Each step is its own function (`reloadsAsInserts`, `checkDeletes`, `checkInserts`,
/// `validateMoves`, `mapSections`, `checkRowCounts`), in that order.
///
/// Cost: O(S + u log u + reloads × u) for u recorded operations and S sections; never O(rows).
package enum TableUpdateValidator {
    /// Validates `update` and plans it.
    ///
    /// - Parameters:
    ///   - update: the recorded operations.
    ///   - oldRowCounts: rows per section before the update (the engine's current state).
    ///   - newRowCounts: rows per section after it, freshly asked from the data source.
    /// - Returns: the plan: section and row mappings.
    /// - Throws: ``TableUpdateError`` with UIKit's message; nothing has changed.
    package static func plan(
        for update: TableBatchUpdate, oldRowCounts: [Int], newRowCounts: [Int]
    ) throws(TableUpdateError) -> TableUpdatePlan {
        let reloads = try reloadsAsInserts(update)
        let deletes = try checkDeletes(update, oldRowCounts: oldRowCounts)
        let inserts = try checkInserts(update, reloads: reloads, newRowCounts: newRowCounts)
        let (sectionMoves, rowMoves) = try validateMoves(update, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
        let sections = try mapSections(
            deletes: deletes, inserts: inserts, sectionMoves: sectionMoves,
            oldSections: oldRowCounts.count, newSections: newRowCounts.count)
        let rows = try checkRowCounts(
            deletes: deletes, inserts: inserts, rowMoves: rowMoves, sections: sections,
            oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
        return TableUpdatePlan(
            oldRowCounts: oldRowCounts, newRowCounts: newRowCounts,
            sectionOldToNew: sections.oldToNew, sectionNewToOld: sections.newToOld,
            removedRows: rows.removed.map { $0.sorted() }, fixedRows: rows.fixed.map { $0.sorted() },
            rowMoves: rowMoves, rowMoveSources: Dictionary(uniqueKeysWithValues: rowMoves.map { ($1, $0) }),
            hasSectionChanges: !(inserts.sections.isEmpty && deletes.sections.isEmpty && sectionMoves.isEmpty))
    }

    /// Sections or rows that an update removes (old coordinates) or adds (new coordinates),
    /// reloads included, each sorted; rows inside removed or added sections are left out.
    struct Changes {
        var sections: [Int]
        var rows: [IndexPath]
    }

    /// Step 1: a reload is a delete at its old index path plus an insert at that path shifted
    /// by the deletes and inserts before it; returns the inserts (a row or section both deleted
    /// and reloaded is an error).
    static func reloadsAsInserts(_ update: TableBatchUpdate) throws(TableUpdateError) -> Changes {
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
        return Changes(sections: reloadInsertSections, rows: reloadInsertRows)
    }

    /// Step 2: deletes (reloads included), in old coordinates: not also a move source, in range.
    static func checkDeletes(_ update: TableBatchUpdate, oldRowCounts: [Int]) throws(TableUpdateError) -> Changes {
        let oldSections = oldRowCounts.count
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
        return Changes(sections: allDeletedSections, rows: allDeletedRows)
    }

    /// Step 3: inserts (reloads' inserts included), in new coordinates: not also a move
    /// destination, in range.
    static func checkInserts(
        _ update: TableBatchUpdate, reloads: Changes, newRowCounts: [Int]
    ) throws(TableUpdateError) -> Changes {
        let newSections = newRowCounts.count
        let sectionMoveDestinations = Set(update.movedSections.map(\.to))
        let rowMoveDestinationSet = Set(update.movedRows.map(\.to))
        let allInsertedSections = Set(update.insertedSections).union(reloads.sections).sorted()
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
        let allInsertedRows = Set(update.insertedRows).union(reloads.rows)
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
        return Changes(sections: allInsertedSections, rows: allInsertedRows)
    }
}
