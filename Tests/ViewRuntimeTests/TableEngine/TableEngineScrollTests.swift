import Foundation
import struct Results.SplitMix64
import Testing

@testable import ViewRuntime

@Suite("TableEngine scroll simulator (TV1, TV3, TV4)")
struct TableEngineScrollTests {
    static func makePool() -> ReusePool<TestCell> {
        var made = 0
        let pool = ReusePool<TestCell>(prepareForReuse: { $0.prepared += 1 })
        try! pool.register(
            { _ in
                made += 1; return TestCell(serial: made)
            }, forIdentifier: "row")
        return pool
    }

    /// The most rows any viewport position can show.
    static func maxVisible(_ geometry: TableGeometry, viewport: Double, step: Double) -> Int {
        var most = 0
        var offset = 0.0
        while offset < min(geometry.contentHeight, 20_000) {
            most = max(most, geometry.indexPathsForVisibleRows(offset: offset, height: viewport).count)
            offset += step / 3
        }
        return most
    }

    @Test("TV4: scrolling 100,000 fixed-height rows one row at a time creates at most visible + 2 cells")
    func fixedHeights() throws {
        let geometry = TableGeometry(source: TableStaticLayoutSource(rowCounts: [100_000]), settings: .init(rowHeight: 44))
        let pool = Self.makePool()
        let sim = try TableScrollSimulator(geometry: geometry, pool: pool, identifier: "row", viewportHeight: 844)
        let visible = Self.maxVisible(geometry, viewport: 844, step: 44)
        var offset = 0.0
        while offset + 844 < geometry.contentHeight {
            offset += 44
            try sim.scroll(to: offset)
        }
        let stats = pool.statistics(forIdentifier: "row")
        #expect(stats.cellsCreated <= visible + 2)
        #expect(sim.indexPathsForVisibleRows == geometry.indexPathsForVisibleRows(offset: offset, height: 844))
        #expect(stats.dequeues == sim.rowsShown)
        #expect(stats.reuses == stats.dequeues - stats.cellsCreated)
        #expect(stats.dequeues >= 100_000 - 1)
    }

    @Test("TV4: scrolling 100,000 variable-height rows one row at a time creates at most visible + 2 cells")
    func variableHeights() throws {
        var rng = SplitMix64(seed: 5)
        let heights = (0..<100_000).map { _ in Double(Int.random(in: 20...120, using: &rng)) }
        let geometry = TableGeometry(source: TableStaticLayoutSource(rowCounts: [100_000], rowHeights: [heights]))
        let pool = Self.makePool()
        let sim = try TableScrollSimulator(geometry: geometry, pool: pool, identifier: "row", viewportHeight: 844)
        let visible = 844 / 20 + 2
        var row = 0
        while row < 100_000 {
            let offset = geometry.rect(forRowAt: .init(section: 0, row: row)).minY
            try sim.scroll(to: offset)
            row += 1
        }
        #expect(pool.statistics(forIdentifier: "row").cellsCreated <= visible + 2)
        #expect(sim.indexPathsForVisibleRows == geometry.indexPathsForVisibleRows(offset: sim.offset, height: 844))
    }

    @Test("TV3: the incremental visible set equals brute force after random scrolls and jumps")
    func randomScrollsMatchBruteForce() throws {
        var rng = SplitMix64(seed: 9)
        for _ in 0..<40 {
            let source = TableReference.randomSource(&rng, maxRows: 200, variable: Bool.random(using: &rng))
            let geometry = TableGeometry(source: source, settings: .init(rowHeight: 30, tableHeaderHeight: 20))
            let pool = Self.makePool()
            let viewport = Double(Int.random(in: 50...900, using: &rng))
            let sim = try TableScrollSimulator(geometry: geometry, pool: pool, identifier: "row", viewportHeight: viewport)
            for _ in 0..<200 {
                let offset: Double
                if Int.random(in: 0...9, using: &rng) == 0 {
                    offset = Double(Int.random(in: -100...Int(geometry.contentHeight) + 100, using: &rng))
                } else {
                    offset = sim.offset + Double(Int.random(in: -80...80, using: &rng)) / 2
                }
                try sim.scroll(to: offset)
                #expect(sim.indexPathsForVisibleRows == geometry.indexPathsForVisibleRows(offset: offset, height: viewport))
            }
            // Every cell is either on screen or queued: nothing leaks, nothing duplicates.
            let stats = pool.statistics(forIdentifier: "row")
            #expect(stats.cellsCreated == sim.visibleCount + pool.queuedCount(forIdentifier: "row"))
        }
    }

    @Test("TV2: with estimates, rows are measured when they appear and again when they reappear")
    func estimatedMeasuredOnAppearance() throws {
        let source = CountingLayoutSource(TableStaticLayoutSource(rowCounts: [1000], rowHeights: [Array(repeating: 30, count: 1000)]))
        let geometry = TableGeometry(source: source, settings: .init(estimatedRowHeight: 60))
        #expect(source.rowHeightQueries.isEmpty)
        let pool = Self.makePool()
        let sim = try TableScrollSimulator(
            geometry: geometry, pool: pool, identifier: "row", viewportHeight: 300,
            measure: { source.heightForRow(at: $0) })
        #expect(Set(source.rowHeightQueries) == Set((0..<10).map { IndexPath(section: 0, row: $0) }))
        #expect(sim.geometry.contentHeight == 10 * 30 + 990 * 60)
        try sim.scroll(to: 3000)
        try sim.scroll(to: 0)
        let row0 = source.rowHeightQueries.filter { $0 == IndexPath(section: 0, row: 0) }.count
        #expect(row0 == 2)
        #expect(sim.indexPathsForVisibleRows == sim.geometry.indexPathsForVisibleRows(offset: 0, height: 300))
        #expect(source.rowHeightQueries.count < 100)  // only rows that appeared
    }

    @Test("TV6: scrolling with an unregistered identifier throws UIKit's message")
    func unregistered() {
        let geometry = TableGeometry(source: TableStaticLayoutSource(rowCounts: [10]))
        let error = #expect(throws: TableUpdateError.self) {
            _ = try TableScrollSimulator(geometry: geometry, pool: ReusePool<TestCell>(), identifier: "nope", viewportHeight: 100)
        }
        #expect(error?.code == .unregisteredIdentifier)
    }
}
