import Foundation
import Testing

@testable import ViewRuntime

@Suite("TableEngine batch updates (TV9)")
struct TableEngineBatchUpdateTests {
    typealias IP = IndexPath
    static func ip(_ s: Int, _ r: Int) -> IndexPath { IndexPath(section: s, row: r) }

    static func plan(_ old: [Int], _ new: [Int], _ build: (inout TableBatchUpdate) -> Void) throws(TableUpdateError) -> TableUpdatePlan {
        var update = TableBatchUpdate()
        build(&update)
        return try TableUpdateValidator.plan(for: update, oldRowCounts: old, newRowCounts: new)
    }

    static func error(_ old: [Int], _ new: [Int], _ build: (inout TableBatchUpdate) -> Void) -> TableUpdateError? {
        do { _ = try plan(old, new, build); return nil } catch { return error }
    }

    @Test("TV9: deletes are processed before inserts regardless of call order")
    func deletesBeforeInserts() throws {
        // Rows a b c d; insert x at 1 (post-delete coordinates), delete old row 0.
        for insertFirst in [true, false] {
            let p = try Self.plan([4], [4]) { u in
                if insertFirst {
                    u.insertRows(at: [Self.ip(0, 1)]); u.deleteRows(at: [Self.ip(0, 0)])
                } else {
                    u.deleteRows(at: [Self.ip(0, 0)]); u.insertRows(at: [Self.ip(0, 1)])
                }
            }
            // After: b x c d
            #expect(p.newIndexPath(forOld: Self.ip(0, 0)) == nil)
            #expect(p.newIndexPath(forOld: Self.ip(0, 1)) == Self.ip(0, 0))
            #expect(p.newIndexPath(forOld: Self.ip(0, 2)) == Self.ip(0, 2))
            #expect(p.newIndexPath(forOld: Self.ip(0, 3)) == Self.ip(0, 3))
            #expect(p.oldIndexPath(forNew: Self.ip(0, 1)) == nil)
        }
    }

    @Test("TV9: deletes use pre-update index paths, inserts post-deletion ones")
    func indexBases() throws {
        // a b c d e: delete 1 and 3 (b, d) → a c e; insert at 0 and 3 → X a c Y e
        let p = try Self.plan([5], [5]) { u in
            u.deleteRows(at: [Self.ip(0, 3), Self.ip(0, 1)])
            u.insertRows(at: [Self.ip(0, 3), Self.ip(0, 0)])
        }
        let mapped = (0..<5).map { p.newIndexPath(forOld: Self.ip(0, $0))?.row }
        #expect(mapped == [1, nil, 2, nil, 4])
        #expect((0..<5).map { p.oldIndexPath(forNew: Self.ip(0, $0))?.row } == [nil, 0, 2, nil, 4])
    }

    @Test("TV9: row moves go from old to new positions and count as moved in/out across sections")
    func moves() throws {
        let p = try Self.plan([3, 2], [2, 3]) { (u: inout TableBatchUpdate) in u.moveRow(at: Self.ip(0, 0), to: Self.ip(1, 2)) }
        #expect(p.newIndexPath(forOld: Self.ip(0, 0)) == Self.ip(1, 2))
        #expect(p.newIndexPath(forOld: Self.ip(0, 1)) == Self.ip(0, 0))
        #expect(p.newIndexPath(forOld: Self.ip(1, 1)) == Self.ip(1, 1))
        // Without adjusting counts: the moved-in/out numbers appear in the message.
        let e = Self.error([3, 2], [3, 2]) { (u: inout TableBatchUpdate) in u.moveRow(at: Self.ip(0, 0), to: Self.ip(1, 1)) }
        #expect(
            e?.message
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
        )
        // Within a section, a move does not change the count.
        let q = try Self.plan([4], [4]) { (u: inout TableBatchUpdate) in u.moveRow(at: Self.ip(0, 3), to: Self.ip(0, 0)) }
        #expect((0..<4).map { q.newIndexPath(forOld: Self.ip(0, $0))!.row } == [1, 2, 3, 0])
    }

    @Test("TV9: section inserts, deletes, moves and reloads map sections")
    func sections() throws {
        let p = try Self.plan([1, 2, 3, 4], [9, 2, 4, 7, 3]) { u in
            u.deleteSections([0])
            u.insertSections([0, 3])
            u.moveSection(3, toSection: 2)
        }
        #expect(p.newSection(forOld: 0) == nil)
        #expect(p.newSection(forOld: 1) == 1)
        #expect(p.newSection(forOld: 2) == 4)
        #expect(p.newSection(forOld: 3) == 2)
        #expect(p.newIndexPath(forOld: Self.ip(2, 2)) == Self.ip(4, 2))
        let r = try Self.plan([1, 2], [1, 5]) { (u: inout TableBatchUpdate) in u.reloadSections([1]) }
        #expect(r.newSection(forOld: 1) == nil)  // reloaded = deleted + inserted
        #expect(r.newSection(forOld: 0) == 0)
    }

    @Test("TV9: reloads refer to pre-update rows, re-insert at shifted paths, and count both ways")
    func reloads() throws {
        let p = try Self.plan([4], [3]) { u in
            u.deleteRows(at: [Self.ip(0, 0)])
            u.reloadRows(at: [Self.ip(0, 2)])
        }
        #expect(p.newIndexPath(forOld: Self.ip(0, 2)) == nil)
        #expect(p.newIndexPath(forOld: Self.ip(0, 1)) == Self.ip(0, 0))
        #expect(p.newIndexPath(forOld: Self.ip(0, 3)) == Self.ip(0, 2))
        #expect(p.oldIndexPath(forNew: Self.ip(0, 1)) == nil)  // the reloaded row
        let e = Self.error([4], [5]) { (u: inout TableBatchUpdate) in u.reloadRows(at: [Self.ip(0, 1)]) }
        #expect(e?.message.contains("(1 inserted, 1 deleted)") == true)
        let d = Self.error([4], [4]) { (u: inout TableBatchUpdate) in
            u.reloadRows(at: [Self.ip(0, 1)]); u.deleteRows(at: [Self.ip(0, 1)])
        }
        #expect(
            d
                == TableUpdateError(
                    code: .deleteAndReload, message: "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})"))
    }

    @Test("TV9: nested begin/end commit only at the outermost end")
    func nesting() {
        var u = TableBatchUpdate()
        u.begin(); u.begin()
        u.insertRows(at: [Self.ip(0, 0)])
        #expect(u.isInsideBlock)
        let inner = u.end()
        let outer = u.end()
        #expect(!inner && outer)
        #expect(!u.isInsideBlock && u.hasUncommittedUpdates)
        let unmatched = u.end()
        #expect(!unmatched)
        u.reset()
        #expect(!u.hasUncommittedUpdates)
    }

    @Test("TV9: invalid number of sections, UIKit's exact text")
    func invalidSections() {
        let e = Self.error([1], [1, 1]) { (u: inout TableBatchUpdate) in u.deleteSections([0]) }
        #expect(
            e
                == TableUpdateError(
                    code: .invalidNumberOfSections,
                    message:
                        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
                ))
    }

    @Test("TV9: invalid number of rows, UIKit's exact text")
    func invalidRows() {
        let e = Self.error([1, 77], [1, 77]) { (u: inout TableBatchUpdate) in u.deleteRows(at: [Self.ip(1, 5)]) }
        #expect(
            e
                == TableUpdateError(
                    code: .invalidNumberOfRows,
                    message:
                        "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (77) must be equal to the number of rows contained in that section before the update (77), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
                ))
    }

    @Test("TV9: out-of-range deletes, inserts and moves raise UIKit's messages")
    func outOfRange() {
        #expect(
            Self.error([3], [2]) { (u: inout TableBatchUpdate) in u.deleteRows(at: [Self.ip(0, 7)]) }?.message
                == "attempt to delete row 7 from section 0 which only contains 3 rows before the update")
        #expect(
            Self.error([3], [2]) { (u: inout TableBatchUpdate) in u.deleteRows(at: [Self.ip(1, 0)]) }?.message
                == "attempt to delete row 0 from section 1, but there are only 1 sections before the update")
        #expect(
            Self.error([3], [4]) { (u: inout TableBatchUpdate) in u.insertRows(at: [Self.ip(0, 5)]) }?.message
                == "attempt to insert row 5 into section 0, but there are only 4 rows in section 0 after the update")
        #expect(
            Self.error([3], [4]) { (u: inout TableBatchUpdate) in u.insertRows(at: [Self.ip(2, 0)]) }?.message
                == "attempt to insert row 0 into section 2, but there are only 1 sections after the update")
        #expect(
            Self.error([3], []) { (u: inout TableBatchUpdate) in u.deleteSections([1]) }?.message
                == "attempt to delete section 1, but there are only 1 sections before the update")
        #expect(
            Self.error([3], [3, 1]) { (u: inout TableBatchUpdate) in u.insertSections([2]) }?.message
                == "attempt to insert section 2 but there are only 2 sections after the update")
        #expect(
            Self.error([3], [3]) { (u: inout TableBatchUpdate) in u.moveRow(at: Self.ip(0, 3), to: Self.ip(0, 0)) }?.message
                == "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 3}) that does not exist - there are only 3 rows in section 0 before the update"
        )
        #expect(
            Self.error([3], [3]) { (u: inout TableBatchUpdate) in u.moveRow(at: Self.ip(0, 0), to: Self.ip(1, 0)) }?.message
                == "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path (<NSIndexPath> {length = 2, path = 1 - 0}) in section that does not exist - there are only 1 sections after the update"
        )
        #expect(
            Self.error([3], [3]) { (u: inout TableBatchUpdate) in u.moveSection(0, toSection: 1) }?.message
                == "attempt to to move section 0 to section 1, but there are only 1 sections after the update")
    }

    @Test("TV9: duplicate operations coalesce; conflicting ones raise")
    func duplicates() throws {
        let p = try Self.plan([3], [2]) { (u: inout TableBatchUpdate) in u.deleteRows(at: [Self.ip(0, 1), Self.ip(0, 1)]) }
        #expect(p.newIndexPath(forOld: Self.ip(0, 2)) == Self.ip(0, 1))
        #expect(
            Self.error([3], [3]) { (u: inout TableBatchUpdate) in
                u.moveRow(at: Self.ip(0, 0), to: Self.ip(0, 1)); u.moveRow(at: Self.ip(0, 0), to: Self.ip(0, 2))
            }?.code == .conflictingMoves)
        #expect(
            Self.error([3], [3]) { (u: inout TableBatchUpdate) in
                u.moveRow(at: Self.ip(0, 0), to: Self.ip(0, 1)); u.moveRow(at: Self.ip(0, 2), to: Self.ip(0, 1))
            }?.code == .conflictingMoves)
        #expect(
            Self.error([3], [2]) { (u: inout TableBatchUpdate) in
                u.deleteRows(at: [Self.ip(0, 0)]); u.moveRow(at: Self.ip(0, 0), to: Self.ip(0, 1))
            }?.message == "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 0})")
        #expect(
            Self.error([3], [4]) { (u: inout TableBatchUpdate) in
                u.insertRows(at: [Self.ip(0, 1)]); u.moveRow(at: Self.ip(0, 0), to: Self.ip(0, 1))
            }?.code == .insertAndMove)
    }
}
