import Foundation
import Testing

@testable import ViewRuntime

final class TestCell {
    let serial: Int
    var prepared = 0
    init(serial: Int) { self.serial = serial }
}

@Suite("TableEngine reuse pool (TV4-TV7)")
struct TableEngineReuseTests {
    static func makePool() -> (ReusePool<TestCell>, () -> Int) {
        var made = 0
        let pool = ReusePool<TestCell>(prepareForReuse: { $0.prepared += 1 })
        try! pool.register(
            { _ in
                made += 1; return TestCell(serial: made)
            }, forIdentifier: "row")
        return (pool, { made })
    }

    @Test("TV4: dequeue is LIFO per identifier")
    func lifo() throws {
        let (pool, _) = Self.makePool()
        let a = TestCell(serial: 100), b = TestCell(serial: 101), c = TestCell(serial: 102)
        pool.enqueue(a, identifier: "row")
        pool.enqueue(b, identifier: "row")
        pool.enqueue(c, identifier: "other")
        #expect(pool.dequeueReusableCell(withIdentifier: "row") === b)
        #expect(pool.dequeueReusableCell(withIdentifier: "row") === a)
        #expect(pool.dequeueReusableCell(withIdentifier: "row")?.serial == 1)  // created
        #expect(pool.dequeueReusableCell(withIdentifier: "other") === c)
    }

    @Test("TV7: prepareForReuse is called exactly when a queued cell is returned")
    func prepareForReuse() throws {
        let (pool, made) = Self.makePool()
        let fresh = try pool.dequeueReusableCell(withIdentifier: "row", for: .init(section: 0, row: 0))
        #expect(fresh.prepared == 0)
        #expect(made() == 1)
        pool.enqueue(fresh, identifier: "row")
        #expect(fresh.prepared == 0)
        let again = try pool.dequeueReusableCell(withIdentifier: "row", for: .init(section: 0, row: 1))
        #expect(again === fresh && again.prepared == 1)
        #expect(made() == 1)
    }

    @Test("TV5: dequeue without registration or queued cell returns nil")
    func tv5Nil() {
        let pool = ReusePool<TestCell>()
        #expect(pool.dequeueReusableCell(withIdentifier: "nothing") == nil)
        try! pool.register({ _ in TestCell(serial: 0) }, forIdentifier: "x")
        try! pool.register(nil, forIdentifier: "x")
        #expect(!pool.isRegistered("x"))
        #expect(pool.dequeueReusableCell(withIdentifier: "x") == nil)
        #expect(pool.statistics(forIdentifier: "x").misses == 1)
    }

    @Test("TV6: dequeue(for:) of an unregistered identifier throws UIKit's message")
    func tv6Error() {
        let pool = ReusePool<TestCell>()
        #expect(
            throws: TableUpdateError(
                code: .unregisteredIdentifier,
                message:
                    "unable to dequeue a cell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        ) { _ = try pool.dequeueReusableCell(withIdentifier: "Cell", for: .init(section: 0, row: 0)) }
    }

    @Test("TV6: register(nil) unregisters; empty identifier is rejected; re-register replaces")
    func registration() throws {
        let pool = ReusePool<TestCell>()
        let empty = #expect(throws: TableUpdateError.self) { try pool.register({ _ in TestCell(serial: 0) }, forIdentifier: "") }
        #expect(empty?.code == .invalidReuseIdentifier)
        try pool.register({ _ in TestCell(serial: 1) }, forIdentifier: "a")
        try pool.register({ _ in TestCell(serial: 2) }, forIdentifier: "a")
        #expect(try pool.dequeueReusableCell(withIdentifier: "a", for: .init(section: 0, row: 0)).serial == 2)
        try pool.register(nil, forIdentifier: "a")
        let unregistered = #expect(throws: TableUpdateError.self) {
            try pool.dequeueReusableCell(withIdentifier: "a", for: .init(section: 0, row: 0))
        }
        #expect(unregistered?.code == .unregisteredIdentifier)
    }

    @Test("TV4: cells without identifier are discarded; statistics are exact")
    func statistics() throws {
        let (pool, _) = Self.makePool()
        pool.maximumQueueLength = 2
        var cells: [TestCell] = []
        for i in 0..<4 { cells.append(try pool.dequeueReusableCell(withIdentifier: "row", for: .init(section: 0, row: i))) }
        for cell in cells { pool.enqueue(cell, identifier: "row") }
        pool.enqueue(TestCell(serial: -1), identifier: nil)
        pool.enqueue(TestCell(serial: -2), identifier: "")
        _ = pool.dequeueReusableCell(withIdentifier: "row")
        pool.purge(identifier: "row")
        let stats = pool.statistics(forIdentifier: "row")
        #expect(stats.cellsCreated == 4)
        #expect(stats.reuses == 1)
        #expect(stats.dequeues == 5)
        #expect(stats.enqueues == 2)
        #expect(stats.poolHighWater == 2)
        #expect(stats.cellsDiscarded == 2 + 1)  // two over the limit, one purged
        #expect(pool.cellsDiscardedWithoutIdentifier == 2)
        #expect(pool.queuedCount(forIdentifier: "row") == 0)
    }
}
