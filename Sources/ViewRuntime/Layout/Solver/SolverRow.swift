/// A symbol of the simplex tableau: a user variable (external, unrestricted) or one the solver
/// introduces for a constraint (slack, error, dummy; all restricted to be >= 0, dummies to 0).
///
/// Symbols compare and hash by ``id`` alone; ids grow with creation, so "smallest id" is a
/// deterministic tie-break independent of dictionary order (which Swift seeds per process).
struct SolverSymbol: Hashable {
    enum Kind: UInt8 {
        /// A ``SolverVariable``: may take any sign.
        case external
        /// The slack of an inequality.
        case slack
        /// An error of an optional constraint, weighed in the objective.
        case error
        /// The marker of a required equality: always 0, never pivoted in.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Slack and error symbols may enter the basis when optimising.
    var isPivotable: Bool { kind == .slack || kind == .error }
    /// Everything but external symbols must stay >= 0.
    var isRestricted: Bool { kind != .external }

    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Values this close to zero are zero: the solver's tolerance (the same as Kiwi's).
@inline(__always)
func solverNearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

/// A row of the tableau: `basic = constant + Σ coefficient·symbol` once it has a basic symbol,
/// or `0 = constant + Σ …` while it is being built.
///
/// A class, not a struct: rows sit in a ``SolverRowMap`` and are updated while others are
/// iterated, which for a struct would copy the map's storage.
final class SolverRow {
    @exclusivity(unchecked) var constant: Double
    @exclusivity(unchecked) var cells: SolverCells

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = SolverCells()
    }

    init(copying other: SolverRow) {
        self.constant = other.constant
        self.cells = other.cells
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    func coefficient(for symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    func contains(_ symbol: SolverSymbol) -> Bool { cells.search(symbol.id).found }

    /// Adds `coefficient·symbol`; a coefficient that becomes zero removes the cell.
    func insert(_ symbol: SolverSymbol, coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = solverNearZero(sum) ? nil : sum
    }

    /// Adds `coefficient·other` (constant and cells); `scratch` is a buffer the merge reuses.
    func insert(_ other: SolverRow, coefficient: Double = 1, scratch: inout [SolverCells.Cell]) {
        constant += other.constant * coefficient
        cells.add(other.cells, times: coefficient, scratch: &scratch)
    }

    func remove(_ symbol: SolverSymbol) { cells.removeValue(forKey: symbol) }

    func reverseSign() {
        constant = -constant
        cells.scale(by: -1)
    }

    /// Rewrites `0 = … + c·symbol + …` as `symbol = …`: the symbol leaves the cells.
    func solve(for symbol: SolverSymbol) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        let factor = -1.0 / value
        constant *= factor
        cells.scale(by: factor)
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …` (a pivot: `rhs` enters, `lhs` leaves).
    func solve(for lhs: SolverSymbol, enteringFrom rhs: SolverSymbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` (whose basic symbol it is).
    func substitute(_ symbol: SolverSymbol, with row: SolverRow, scratch: inout [SolverCells.Cell]) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient: coefficient, scratch: &scratch)
    }

    /// The smallest-id symbol that satisfies `predicate` (cells are sorted by id).
    func firstSymbol(where predicate: (SolverSymbol) -> Bool) -> SolverSymbol? {
        cells.storage.first { predicate($0.symbol) }?.symbol
    }

    /// True when every cell is a dummy (a combination of required equalities).
    var hasOnlyDummies: Bool { cells.storage.allSatisfy { $0.symbol.kind == .dummy } }
}
