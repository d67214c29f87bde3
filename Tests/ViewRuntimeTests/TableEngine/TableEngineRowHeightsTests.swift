import Foundation
import struct Results.SplitMix64
import Testing

@testable import ViewRuntime

@Suite("TableEngine row-height store (O(log n) structure)")
struct TableEngineRowHeightsTests {
    static func verify(_ store: TableRowHeights, _ reference: [(Double, Bool)], _ rng: inout SplitMix64) {
        #expect(store.count == reference.count)
        #expect(store.checkInvariants())
        let total = reference.reduce(0) { $0 + $1.0 }
        #expect(store.totalHeight == total)
        // Prefix sums and lookups at random rows and offsets.
        var prefix = [0.0]
        for (h, _) in reference { prefix.append(prefix.last! + h) }
        for _ in 0..<30 where !reference.isEmpty {
            let row = Int.random(in: 0..<reference.count, using: &rng)
            #expect(store.minY(ofRow: row) == prefix[row])
            #expect(store.height(ofRow: row) == reference[row].0)
            #expect(store.isMeasured(row: row) == reference[row].1)
            let y = Double(Int.random(in: -4...Int(total * 4) + 4, using: &rng)) / 4
            let expected = (0..<reference.count).first { prefix[$0 + 1] > y } ?? reference.count
            #expect(store.firstRow(withMaxYGreaterThan: y) == expected, "y \(y)")
        }
    }

    @Test("TV2: randomized inserts, deletes and updates match a plain array", arguments: [UInt64(11), 12, 13])
    func randomizedAgainstArray(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let initial = (0..<Int.random(in: 0...700, using: &rng)).map { _ in (Double(Int.random(in: 0...200, using: &rng)) / 4, true) }
        var store = TableRowHeights(initial)
        var reference = initial
        Self.verify(store, reference, &rng)
        for step in 0..<3000 {
            let op = Int.random(in: 0...9, using: &rng)
            let h = Double(Int.random(in: 0...200, using: &rng)) / 4
            let measured = Bool.random(using: &rng)
            if op < 4 || reference.isEmpty {
                // Bias inserts towards one spot to force block splits.
                let at = op == 0 ? reference.count / 2 : Int.random(in: 0...reference.count, using: &rng)
                store.insert(h, measured: measured, at: at)
                reference.insert((h, measured), at: at)
            } else if op < 8 {
                let at = Int.random(in: 0..<reference.count, using: &rng)
                let removed = store.remove(at: at)
                let expected = reference.remove(at: at)
                #expect(removed.height == expected.0 && removed.measured == expected.1)
            } else {
                let at = Int.random(in: 0..<reference.count, using: &rng)
                store.setHeight(h, measured: measured, ofRow: at)
                reference[at] = (h, measured)
            }
            if step % 100 == 0 { Self.verify(store, reference, &rng) }
        }
        Self.verify(store, reference, &rng)
        // Drain to empty and refill: blocks merge away and come back.
        while !reference.isEmpty {
            let at = Int.random(in: 0..<reference.count, using: &rng)
            store.remove(at: at)
            reference.remove(at: at)
        }
        Self.verify(store, reference, &rng)
        store.insert(5, measured: true, at: 0)
        reference.insert((5, true), at: 0)
        Self.verify(store, reference, &rng)
    }

    @Test("TV3: a million-row store answers lookups without scanning")
    func largeStore() {
        let store = TableRowHeights((0..<1_000_000).lazy.map { Double($0 % 4 + 1) }, measured: true)
        #expect(store.count == 1_000_000)
        #expect(store.totalHeight == 2_500_000)
        #expect(store.minY(ofRow: 999_999) == 2_500_000 - 4)
        #expect(store.firstRow(withMaxYGreaterThan: 2_499_996) == 999_999)
        #expect(store.blocks.count == (1_000_000 + TableRowHeights.buildBlockSize - 1) / TableRowHeights.buildBlockSize)
    }
}
