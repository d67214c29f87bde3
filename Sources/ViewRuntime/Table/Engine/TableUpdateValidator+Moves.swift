import Foundation

extension TableUpdateValidator {
    /// Step 4: range checks of moves and conflicting moves; exact duplicates are coalesced.
    /// Returns the section moves (old → new) and row moves (old → new).
    static func validateMoves(
        _ update: TableBatchUpdate, oldRowCounts: [Int], newRowCounts: [Int]
    ) throws(TableUpdateError) -> (sections: [Int: Int], rows: [IndexPath: IndexPath]) {
        let oldSections = oldRowCounts.count
        let newSections = newRowCounts.count
        var sections: [Int: Int] = [:]
        var sectionSources: [Int: Int] = [:]
        for move in update.movedSections {
            if move.from < 0 || move.from >= oldSections {
                throw TableUpdateError(
                    code: .moveOutOfRange,
                    message: "attempt to move section \(move.from), but there are only \(oldSections) sections before the update")
            }
            if move.to < 0 || move.to >= newSections {
                // "to to" is UIKit's own typo.
                throw TableUpdateError(
                    code: .moveOutOfRange,
                    message:
                        "attempt to to move section \(move.from) to section \(move.to), but there are only \(newSections) sections after the update")
            }
            if let earlier = sections[move.from], earlier != move.to {
                throw TableUpdateError(
                    code: .conflictingMoves,
                    message: "attempt to move section \(move.from) to both section \(earlier) and section \(move.to)")
            }
            if let earlier = sectionSources[move.to], earlier != move.from {
                throw TableUpdateError(
                    code: .conflictingMoves,
                    message: "attempt to move both section \(earlier) and section \(move.from) to section \(move.to)")
            }
            sections[move.from] = move.to
            sectionSources[move.to] = move.from
        }
        var rows: [IndexPath: IndexPath] = [:]
        var rowSources: [IndexPath: IndexPath] = [:]
        for move in update.movedRows {
            let from = move.from
            let to = move.to
            if from.section < 0 || from.section >= oldSections {
                throw TableUpdateError(
                    code: .moveOutOfRange,
                    message:
                        "attempt to move index path (\(from.uikitDescription)) from a section that does not exist - there are only \(oldSections) sections before the update"
                )
            }
            if from.row < 0 || from.row >= oldRowCounts[from.section] {
                throw TableUpdateError(
                    code: .moveOutOfRange,
                    message:
                        "attempt to move index path (\(from.uikitDescription)) that does not exist - there are only \(oldRowCounts[from.section]) rows in section \(from.section) before the update"
                )
            }
            if to.section < 0 || to.section >= newSections {
                throw TableUpdateError(
                    code: .moveOutOfRange,
                    message:
                        "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) in section that does not exist - there are only \(newSections) sections after the update"
                )
            }
            if to.row < 0 || to.row >= newRowCounts[to.section] {
                throw TableUpdateError(
                    code: .moveOutOfRange,
                    message:
                        "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) that does not exist - there are only \(newRowCounts[to.section]) rows in section \(to.section) after the update"
                )
            }
            if let earlier = rows[from], earlier != to {
                throw TableUpdateError(
                    code: .conflictingMoves,
                    message:
                        "attempt to move row at index path \(from.uikitDescription) to both \(earlier.uikitDescription) and \(to.uikitDescription)")
            }
            if let earlier = rowSources[to], earlier != from {
                throw TableUpdateError(
                    code: .conflictingMoves,
                    message:
                        "attempt to move both row at index path \(earlier.uikitDescription) and \(from.uikitDescription) to \(to.uikitDescription)")
            }
            rows[from] = to
            rowSources[to] = from
        }
        return (sections, rows)
    }
}
