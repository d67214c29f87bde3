import Foundation

/// The visible rows of a scrolling table, in flat row order, with their cells: a ring buffer so
/// rows can leave and enter at both ends in O(1) without shifting or allocating.
///
/// Capacity is reserved up front and doubles only when more rows are visible at once than ever
/// before, so steady-state scrolling allocates nothing.
struct TableVisibleRing<Cell: AnyObject> {
    private var flats: [Int]
    private var cells: [Cell?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        let capacity = Swift.max(4, capacity)
        flats = Array(repeating: 0, count: capacity)
        cells = Array(repeating: nil, count: capacity)
    }

    var isEmpty: Bool { count == 0 }
    var capacity: Int { flats.count }

    private func slot(_ i: Int) -> Int { (head + i) % flats.count }

    /// The flat row of the first (topmost) visible row.
    var firstFlat: Int { flats[head] }
    /// The flat row of the last (bottommost) visible row.
    var lastFlat: Int { flats[slot(count - 1)] }

    func flat(at i: Int) -> Int { flats[slot(i)] }
    func cell(at i: Int) -> Cell? { cells[slot(i)] }

    mutating func append(_ flat: Int, _ cell: Cell) {
        if count == flats.count { grow() }
        let s = slot(count)
        flats[s] = flat
        cells[s] = cell
        count += 1
    }

    mutating func prepend(_ flat: Int, _ cell: Cell) {
        if count == flats.count { grow() }
        head = (head - 1 + flats.count) % flats.count
        flats[head] = flat
        cells[head] = cell
        count += 1
    }

    mutating func removeFirst() -> Cell {
        let cell = cells[head].take()!  // a move: no retain/release pair
        head = (head + 1) % flats.count
        count -= 1
        return cell
    }

    mutating func removeLast() -> Cell {
        let s = slot(count - 1)
        let cell = cells[s].take()!
        count -= 1
        return cell
    }

    private mutating func grow() {
        var newFlats = Array(repeating: 0, count: flats.count * 2)
        var newCells = [Cell?](repeating: nil, count: flats.count * 2)
        for i in 0..<count {
            newFlats[i] = flats[slot(i)]
            newCells[i] = cells[slot(i)]
        }
        flats = newFlats
        cells = newCells
        head = 0
    }
}
