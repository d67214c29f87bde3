import Foundation
import struct Results.SplitMix64
import Testing

@testable import ViewRuntime

@Suite("TableEngine state: commit, reload, selection (TV8-TV10)")
struct TableEngineStateTests {
    static func ip(_ s: Int, _ r: Int) -> IndexPath { IndexPath(section: s, row: r) }

    @Test("TV9: a failed commit leaves geometry, selection and the pending update untouched")
    func failedCommitChangesNothing() {
        let source = CountingLayoutSource(TableStaticLayoutSource(rowCounts: [5], rowHeights: [[1, 2, 3, 4, 5]]))
        var state = TableState(source: source, selection: .init(allowsMultipleSelection: true))
        state.selection.select(Self.ip(0, 4))
        state.pendingUpdate.deleteRows(at: [Self.ip(0, 0)])
        source.resetQueries()
        let before = (state.geometry.rowCounts, state.geometry.contentHeight, state.selection, state.pendingUpdate)
        let error = #expect(throws: TableUpdateError.self) { try state.commit(source: source) }  // source still has 5 rows
        #expect(error?.code == .invalidNumberOfRows)
        #expect(state.geometry.rowCounts == before.0)
        #expect(state.geometry.contentHeight == before.1)
        #expect(state.selection == before.2)
        #expect(state.pendingUpdate == before.3)
        #expect(source.rowHeightQueries.isEmpty)
    }

    @Test("TV9: commit keeps surviving heights, asks inserted ones, remaps selection")
    func commitAppliesHeightsAndSelection() throws {
        for large in [false, true] {
            let n = large ? 5000 : 6
            var heights = (0..<n).map { Double($0 % 9 + 1) }
            let source = CountingLayoutSource(TableStaticLayoutSource(rowCounts: [n, 2], rowHeights: [heights, [7, 7]]))
            var state = TableState(source: source, selection: .init(allowsMultipleSelection: true))
            state.selection.select(Self.ip(0, 1))  // deleted → deselected
            state.selection.select(Self.ip(0, 3))  // moves to [1, 0]
            state.selection.select(Self.ip(0, 5))  // shifts up by 2 (delete + move out), +1 insert
            // Data source change: delete row 1, move row 3 to section 1 row 0, insert at row 0.
            let moved = heights[3]
            heights.remove(at: 3)
            heights.remove(at: 1)
            heights.insert(50, at: 0)
            source.base = TableStaticLayoutSource(rowCounts: [n - 1, 3], rowHeights: [heights, [moved, 7, 7]])
            source.resetQueries()
            state.pendingUpdate.begin()
            state.pendingUpdate.insertRows(at: [Self.ip(0, 0)])
            state.pendingUpdate.moveRow(at: Self.ip(0, 3), to: Self.ip(1, 0))
            state.pendingUpdate.deleteRows(at: [Self.ip(0, 1)])
            let committed = state.pendingUpdate.end()
            #expect(committed)
            try state.commit(source: source)
            #expect(source.rowHeightQueries == [Self.ip(0, 0)])
            let fresh = TableGeometry(source: source.base)
            #expect(state.geometry.contentHeight == fresh.contentHeight)
            for s in 0..<2 {
                for r in 0..<fresh.numberOfRows(inSection: s) {
                    #expect(state.geometry.rect(forRowAt: Self.ip(s, r)) == fresh.rect(forRowAt: Self.ip(s, r)))
                }
            }
            #expect(state.selection.indexPathsForSelectedRows == [Self.ip(0, 4), Self.ip(1, 0)])
            #expect(!state.pendingUpdate.hasUncommittedUpdates)
        }
    }

    @Test("TV8: reloadData clears selection and discards uncommitted updates")
    func reloadData() {
        let source = TableStaticLayoutSource(rowCounts: [3])
        var state = TableState(source: source)
        state.selection.select(Self.ip(0, 1))
        state.pendingUpdate.begin()
        state.pendingUpdate.deleteRows(at: [Self.ip(0, 0)])
        state.reloadData(source: TableStaticLayoutSource(rowCounts: [9]))
        #expect(state.selection.count == 0)
        #expect(!state.pendingUpdate.hasUncommittedUpdates && !state.pendingUpdate.isInsideBlock)
        #expect(state.geometry.numberOfRows == 9)
    }

    @Test("TV10: single selection replaces, multiple accumulates, disabled ignores, deselect removes")
    func selectionModes() {
        var single = TableSelection()
        single.select(Self.ip(0, 1))
        single.select(Self.ip(0, 2))
        #expect(single.indexPathsForSelectedRows == [Self.ip(0, 2)])
        var multiple = TableSelection(allowsMultipleSelection: true)
        multiple.select(Self.ip(1, 0))
        multiple.select(Self.ip(0, 2))
        #expect(multiple.indexPathsForSelectedRows == [Self.ip(0, 2), Self.ip(1, 0)])
        #expect(multiple.indexPathForSelectedRow == Self.ip(0, 2))
        multiple.deselect(Self.ip(0, 2))
        #expect(multiple.indexPathsForSelectedRows == [Self.ip(1, 0)])
        var disabled = TableSelection(allowsSelection: false)
        disabled.select(Self.ip(0, 0))
        #expect(disabled.count == 0)
    }

    @Test("TV9: randomized row updates build the same geometry as a fresh reload")
    func randomizedApply() throws {
        var rng = SplitMix64(seed: 77)
        for _ in 0..<60 {
            let n = Int.random(in: 1...(Bool.random(using: &rng) ? 30 : 3000), using: &rng)
            var rows = (0..<n).map { _ in Double(Int.random(in: 1...40, using: &rng)) }
            let source = CountingLayoutSource(TableStaticLayoutSource(rowCounts: [n], rowHeights: [rows]))
            var state = TableState(source: source)
            // Random deletes (old coords), then inserts (post-delete coords).
            let deletes = Set((0..<Int.random(in: 0...min(5, n), using: &rng)).map { _ in Int.random(in: 0..<n, using: &rng) })
            for d in deletes.sorted(by: >) { rows.remove(at: d) }
            var inserts: [Int] = []
            for _ in 0..<Int.random(in: 0...5, using: &rng) {
                let at = Int.random(in: 0...rows.count, using: &rng)
                rows.insert(Double(Int.random(in: 1...40, using: &rng)), at: at)
                inserts = inserts.map { $0 >= at ? $0 + 1 : $0 } + [at]
            }
            source.base = TableStaticLayoutSource(rowCounts: [rows.count], rowHeights: [rows])
            state.pendingUpdate.deleteRows(at: deletes.map { Self.ip(0, $0) })
            state.pendingUpdate.insertRows(at: inserts.map { Self.ip(0, $0) })
            try state.commit(source: source)
            let fresh = TableGeometry(source: source.base)
            #expect(state.geometry.contentHeight == fresh.contentHeight)
            #expect(state.geometry.rows.checkInvariants())
            for r in stride(from: 0, to: rows.count, by: max(1, rows.count / 50)) {
                #expect(state.geometry.rect(forRowAt: Self.ip(0, r)) == fresh.rect(forRowAt: Self.ip(0, r)))
            }
        }
    }

    @Test("TV9: section inserts, deletes, moves and reloads rebuild heights like a fresh reload")
    func sectionUpdatesApply() throws {
        let a: [Double] = [1, 2], b: [Double] = [3, 4, 5], c: [Double] = [6], d: [Double] = [7, 8]
        let source = CountingLayoutSource(
            TableStaticLayoutSource(
                rowCounts: [2, 3, 1, 2], headerHeights: [10, 11, 12, 13], rowHeights: [a, b, c, d]))
        var state = TableState(source: source)
        state.selection.select(Self.ip(1, 2))
        // Delete section 0, insert a new section at 1, reload section 2 (c → e): [b, n, e, d].
        let n: [Double] = [9, 9, 9], e: [Double] = [20, 21]
        source.base = TableStaticLayoutSource(
            rowCounts: [3, 3, 2, 2], headerHeights: [11, 30, 31, 13], rowHeights: [b, n, e, d])
        source.resetQueries()
        state.pendingUpdate.deleteSections([0])
        state.pendingUpdate.insertSections([1])
        state.pendingUpdate.reloadSections([2])
        let plan = try state.commit(source: source)
        #expect(plan.newSection(forOld: 1) == 0 && plan.newSection(forOld: 3) == 3 && plan.newSection(forOld: 2) == nil)
        #expect(Set(source.rowHeightQueries) == Set([Self.ip(1, 0), Self.ip(1, 1), Self.ip(1, 2), Self.ip(2, 0), Self.ip(2, 1)]))
        #expect(state.selection.indexPathsForSelectedRows == [Self.ip(0, 2)])
        // Then move section 3 (d) to the top: [d, b, n, e]; nothing is asked.
        source.base = TableStaticLayoutSource(
            rowCounts: [2, 3, 3, 2], headerHeights: [13, 11, 30, 31], rowHeights: [d, b, n, e])
        source.resetQueries()
        state.pendingUpdate.moveSection(3, toSection: 0)
        try state.commit(source: source)
        #expect(source.rowHeightQueries.isEmpty)
        let fresh = TableGeometry(source: source.base)
        #expect(state.geometry.contentHeight == fresh.contentHeight)
        for s in 0..<4 {
            #expect(state.geometry.rect(forHeaderInSection: s) == fresh.rect(forHeaderInSection: s))
            for r in 0..<fresh.numberOfRows(inSection: s) {
                #expect(state.geometry.rect(forRowAt: Self.ip(s, r)) == fresh.rect(forRowAt: Self.ip(s, r)))
            }
        }
        #expect(state.selection.indexPathsForSelectedRows == [Self.ip(1, 2)])
    }
}
