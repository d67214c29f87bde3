/// The cells of a ``SolverRow``: `symbol → coefficient`, kept as a vector sorted by symbol id
/// (kiwi's row storage). Lookups are binary searches, adding one row to another is one merge,
/// and nothing is hashed; iteration goes by increasing id.
struct SolverCells: Sequence {
    struct Cell {
        var symbol: SolverSymbol
        var value: Double
    }

    var storage: [Cell] = []

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var keys: LazyMapSequence<[Cell], SolverSymbol> { storage.lazy.map(\.symbol) }

    func makeIterator() -> LazyMapSequence<[Cell], (key: SolverSymbol, value: Double)>.Iterator {
        storage.lazy.map { (key: $0.symbol, value: $0.value) }.makeIterator()
    }

    /// The index of `id`, or where it would be inserted.
    @inline(__always)
    func search(_ id: Int) -> (index: Int, found: Bool) {
        var low = 0, high = storage.count
        while low < high {
            let middle = (low &+ high) >> 1
            let current = storage[middle].symbol.id
            if current == id { return (middle, true) }
            if current < id { low = middle &+ 1 } else { high = middle }
        }
        return (low, false)
    }

    subscript(symbol: SolverSymbol) -> Double? {
        get {
            let (index, found) = search(symbol.id)
            return found ? storage[index].value : nil
        }
        set {
            let (index, found) = search(symbol.id)
            switch (found, newValue) {
            case (true, let value?): storage[index].value = value
            case (true, nil): storage.remove(at: index)
            case (false, let value?): storage.insert(Cell(symbol: symbol, value: value), at: index)
            case (false, nil): break
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: SolverSymbol) -> Double? {
        let (index, found) = search(symbol.id)
        return found ? storage.remove(at: index).value : nil
    }

    /// Multiplies every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        storage.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices { cells[index].value *= factor }
        }
    }

    /// Adds `coefficient·other`, dropping cells whose sum is (near) zero: one merge of the two
    /// sorted vectors into `scratch`, which then becomes the storage (and the old storage the
    /// scratch, emptied, so that its capacity is reused).
    mutating func add(_ other: SolverCells, times coefficient: Double, scratch: inout [Cell]) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(storage.count + other.storage.count)
        storage.withUnsafeBufferPointer { mine in
            other.storage.withUnsafeBufferPointer { theirs in
                var i = 0, j = 0
                while i < mine.count || j < theirs.count {
                    if j == theirs.count || (i < mine.count && mine[i].symbol.id < theirs[j].symbol.id) {
                        scratch.append(mine[i])
                        i += 1
                    } else if i == mine.count || theirs[j].symbol.id < mine[i].symbol.id {
                        let value = theirs[j].value * coefficient
                        if !solverNearZero(value) { scratch.append(Cell(symbol: theirs[j].symbol, value: value)) }
                        j += 1
                    } else {
                        let value = mine[i].value + theirs[j].value * coefficient
                        if !solverNearZero(value) { scratch.append(Cell(symbol: mine[i].symbol, value: value)) }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        swap(&storage, &scratch)
        scratch.removeAll(keepingCapacity: true)
    }
}
