/// The tableau's rows by basic symbol: a dense vector of `(basic, row)` for iteration and a
/// vector indexed by symbol id for lookups (ids are small and dense), so that nothing is hashed.
/// Removal swaps the last entry in; iteration order is therefore not insertion order, and every
/// choice the solver makes breaks ties by symbol id.
struct SolverRowMap: Sequence {
    private(set) var entries: [(key: SolverSymbol, value: SolverRow)] = []
    /// Index in `entries` + 1 per symbol id (0: not basic).
    private var positions: [Int] = []

    var count: Int { entries.count }
    var values: LazyMapSequence<[(key: SolverSymbol, value: SolverRow)], SolverRow> { entries.lazy.map(\.value) }

    func makeIterator() -> IndexingIterator<[(key: SolverSymbol, value: SolverRow)]> { entries.makeIterator() }

    subscript(symbol: SolverSymbol) -> SolverRow? {
        get {
            let id = symbol.id
            guard id < positions.count else { return nil }
            let position = positions[id]
            return position == 0 ? nil : entries[position &- 1].value
        }
        set {
            if let newValue {
                let id = symbol.id
                if id >= positions.count { positions.append(contentsOf: repeatElement(0, count: id + 1 - positions.count)) }
                let position = positions[id]
                if position == 0 {
                    entries.append((symbol, newValue))
                    positions[id] = entries.count
                } else {
                    entries[position &- 1].value = newValue
                }
            } else {
                removeValue(forKey: symbol)
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: SolverSymbol) -> SolverRow? {
        let id = symbol.id
        guard id < positions.count, positions[id] != 0 else { return nil }
        let index = positions[id] &- 1
        positions[id] = 0
        let removed = entries[index].value
        let last = entries.removeLast()
        if index < entries.count {
            entries[index] = last
            positions[last.key.id] = index &+ 1
        }
        return removed
    }
}
