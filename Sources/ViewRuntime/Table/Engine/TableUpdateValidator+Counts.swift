import Foundation

extension TableUpdateValidator {
    /// Where each section goes: old → new and new → old, -1 for a section deleted or inserted.
    struct SectionMapping {
        var oldToNew: [Int]
        var newToOld: [Int]
    }

    /// Step 5: the section count must equal before + inserted − deleted (reloads count as
    /// both); then each section that stays is mapped, moved sections to their destinations and
    /// the rest in order around the removed and fixed ones.
    static func mapSections(
        deletes: Changes, inserts: Changes, sectionMoves: [Int: Int], oldSections: Int, newSections: Int
    ) throws(TableUpdateError) -> SectionMapping {
        let insertedCount = inserts.sections.count
        let deletedCount = deletes.sections.count
        if newSections != oldSections + insertedCount - deletedCount {
            throw TableUpdateError(
                code: .invalidNumberOfSections,
                message:
                    "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSections)) must be equal to the number of sections contained in the table view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedCount) inserted, \(deletedCount) deleted)."
            )
        }
        let removedSections = Set(deletes.sections).union(sectionMoves.keys).sorted()
        var fixedSections = Set(inserts.sections)
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
        for s in inserts.sections { sectionNewToOld[s] = -1 }
        return SectionMapping(oldToNew: sectionOldToNew, newToOld: sectionNewToOld)
    }

    /// Step 6: each section that exists before and after must have before + inserted − deleted
    /// + moved in − moved out rows. Returns the rows removed from each old section and fixed in
    /// each new one (unsorted).
    static func checkRowCounts(
        deletes: Changes, inserts: Changes, rowMoves: [IndexPath: IndexPath], sections: SectionMapping,
        oldRowCounts: [Int], newRowCounts: [Int]
    ) throws(TableUpdateError) -> (removed: [[Int]], fixed: [[Int]]) {
        let oldSections = oldRowCounts.count
        let newSections = newRowCounts.count
        var removedRows = Array(repeating: [Int](), count: oldSections)
        var fixedRows = Array(repeating: [Int](), count: newSections)
        var inserted = Array(repeating: 0, count: newSections)
        var deleted = Array(repeating: 0, count: oldSections)
        var movedIn = Array(repeating: 0, count: newSections)
        var movedOut = Array(repeating: 0, count: oldSections)
        for ip in deletes.rows {
            deleted[ip.section] += 1
            removedRows[ip.section].append(ip.row)
        }
        for ip in inserts.rows {
            inserted[ip.section] += 1
            fixedRows[ip.section].append(ip.row)
        }
        for (from, to) in rowMoves {
            if from.section < oldSections { removedRows[from.section].append(from.row) }
            if to.section < newSections { fixedRows[to.section].append(to.row) }
            if sections.oldToNew[from.section] != to.section {
                movedOut[from.section] += 1
                movedIn[to.section] += 1
            }
        }
        for new in 0..<newSections {
            let old = sections.newToOld[new]
            guard old >= 0 else { continue }
            let before = oldRowCounts[old]
            let after = newRowCounts[new]
            if after != before + inserted[new] - deleted[old] + movedIn[new] - movedOut[old] {
                throw TableUpdateError(
                    code: .invalidNumberOfRows,
                    message:
                        "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted[new]) inserted, \(deleted[old]) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn[new]) moved in, \(movedOut[old]) moved out)."
                )
            }
        }
        return (removedRows, fixedRows)
    }
}
