import Foundation
import struct Results.SplitMix64
import Testing

@testable import ViewRuntime

@Suite("TableEngine row-height store: the O(1) read index over its blocks")
struct TableEngineRowBlockIndexTests {
    /// Random heights in quarter points (exact sums), a tenth of them zero.
    static func heights(_ count: Int, _ rng: inout SplitMix64) -> [(Double, Bool)] {
        (0..<count).map { _ in
            (Int.random(in: 0...9, using: &rng) == 0 ? 0 : Double(Int.random(in: 1...200, using: &rng)) / 4, true)
        }
    }

    @Test("TV2: a fresh store has the index, with uniform blocks; lookups match a plain array", arguments: [UInt64(21), 22, 23])
    func freshStoreUsesIndex(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let reference = Self.heights(Int.random(in: 1...2_000, using: &rng), &rng)
        let store = TableRowHeights(reference)
        #expect(store.index != nil)
        #expect(store.index?.blockCount == store.blocks.count)
        TableEngineRowHeightsTests.verify(store, reference, &rng)
    }

    @Test("TV2: an edit drops the index; rebuilt over split and merged blocks, lookups still match", arguments: [UInt64(31), 32])
    func editsDropAndRebuildIndex(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var reference = Self.heights(900, &rng)
        var store = TableRowHeights(reference)
        for _ in 0..<400 {
            // Inserts bunched in one place split blocks; removals elsewhere shrink and merge them.
            let at = reference.count / 3 + Int.random(in: 0...8, using: &rng)
            let height = Double(Int.random(in: 0...120, using: &rng)) / 4
            store.insert(height, measured: true, at: at)
            reference.insert((height, true), at: at)
            let gone = Int.random(in: 0..<reference.count, using: &rng)
            store.remove(at: gone)
            reference.remove(at: gone)
            store.insert(height, measured: true, at: at)
            reference.insert((height, true), at: at)
        }
        #expect(store.index == nil)
        TableEngineRowHeightsTests.verify(store, reference, &rng)
        store.buildIndex()
        #expect(store.index != nil)
        #expect(Set(store.blocks.map(\.heights.count)).count > 1, "the edits should leave blocks of several sizes")
        TableEngineRowHeightsTests.verify(store, reference, &rng)
        store.setHeight(7, measured: false, ofRow: 5)
        reference[5] = (7, false)
        #expect(store.index == nil)
        TableEngineRowHeightsTests.verify(store, reference, &rng)
    }

    @Test("TV3: the index finds the block of every row and of offsets around every block edge")
    func blockLookupsMatchLinearScan() {
        var rng = SplitMix64(seed: 41)
        var store = TableRowHeights(Self.heights(1_500, &rng))
        for _ in 0..<300 { store.insert(0, measured: true, at: 700) }  // splits, and zero-height runs
        store.buildIndex()
        guard let index = store.index else {
            Issue.record("no index after buildIndex()")
            return
        }
        var first = 0
        var top = 0.0
        for (k, block) in store.blocks.enumerated() {
            #expect(index.firstRow(ofBlock: k) == first)
            #expect(index.top(ofBlock: k) == top)
            #expect(index.block(containingRow: first) == k)
            #expect(index.block(containingRow: first + block.heights.count - 1) == k)
            first += block.heights.count
            top += block.sum
        }
        #expect(index.firstRow(ofBlock: store.blocks.count) == first)
        for y in stride(from: 0.0, through: top + 10, by: 0.25) {
            var expected = 0
            var bottom = 0.0
            for block in store.blocks {
                bottom += block.sum
                if bottom > y { break }
                expected += 1
            }
            #expect(index.block(containingY: y) == expected, "y \(y)")
        }
    }

    @Test("TV2: a variable-height geometry keeps the index after a batch update")
    func geometryRebuildsIndexAfterUpdates() throws {
        let counts = [3_000]
        let heights = [(0..<3_000).map { Double($0 % 7) * 4 + 30 }]
        let source = TableStaticLayoutSource(rowCounts: counts, headerHeights: [0], footerHeights: [0], rowHeights: heights)
        let geometry = TableGeometry(source: source)
        #expect(geometry.mode == .variable)
        #expect(geometry.rows.index != nil)

        var edited = TableRowHeights(heights[0].lazy.map { ($0, true) })
        edited.insert(99, measured: true, at: 10)
        #expect(edited.index == nil)
        let assembled = TableGeometry(
            mode: .variable, settings: .init(), headers: [0], footers: [0], counts: [3_001], rows: edited)
        #expect(assembled.rows.index != nil)
        #expect(assembled.rect(forFlatRow: 10) == TableExtent(minY: edited.minY(ofRow: 10), height: 99))
        #expect(assembled.rows.checkInvariants())
    }
}
