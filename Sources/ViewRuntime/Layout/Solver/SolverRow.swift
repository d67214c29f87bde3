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
/// A class, not a struct: rows sit in a dictionary and are updated while others are iterated,
/// which for a struct would copy the dictionary's storage.
final class SolverRow {
    var constant: Double
    var cells: [SolverSymbol: Double]

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = [:]
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

    /// Adds `coefficient·symbol`; a coefficient that becomes zero removes the cell.
    func insert(_ symbol: SolverSymbol, coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if solverNearZero(sum) {
            cells.removeValue(forKey: symbol)
        } else {
            cells[symbol] = sum
        }
    }

    /// Adds `coefficient·other` (constant and cells).
    func insert(_ other: SolverRow, coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells {
            insert(symbol, coefficient: value * coefficient)
        }
    }

    func remove(_ symbol: SolverSymbol) { cells.removeValue(forKey: symbol) }

    func reverseSign() {
        constant = -constant
        for (symbol, value) in cells { cells[symbol] = -value }
    }

    /// Rewrites `0 = … + c·symbol + …` as `symbol = …`: the symbol leaves the cells.
    func solve(for symbol: SolverSymbol) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        let factor = -1.0 / value
        constant *= factor
        for (other, coefficient) in cells { cells[other] = coefficient * factor }
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …` (a pivot: `rhs` enters, `lhs` leaves).
    func solve(for lhs: SolverSymbol, enteringFrom rhs: SolverSymbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` (whose basic symbol it is).
    func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient: coefficient)
    }

    /// The smallest-id symbol of the given kinds, for deterministic choices.
    func firstSymbol(where predicate: (SolverSymbol) -> Bool) -> SolverSymbol? {
        var best: SolverSymbol?
        for symbol in cells.keys where predicate(symbol) {
            if best == nil || symbol.id < best!.id { best = symbol }
        }
        return best
    }

    /// True when every cell is a dummy (a combination of required equalities).
    var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }
}
