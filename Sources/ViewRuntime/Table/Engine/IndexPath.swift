/// The position of a row in a table: a section and a row within that section.
///
/// The table engine's counterpart of Foundation's `IndexPath` as UIKit uses it for table views,
/// reduced to the two components a table needs. It is a plain value: creating, comparing and hashing
/// one allocates nothing, so it can be used on the scroll hot path.
///
/// Index paths order by section, then by row, which is the order rows appear in a table.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index, from 0.
    public var section: Int
    /// The row index within ``section``, from 0.
    public var row: Int

    /// Creates the index path of `row` in `section`.
    ///
    /// - Parameters:
    ///   - row: the row index within the section.
    ///   - section: the section index.
    @inlinable
    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    /// Creates the index path of `row` in `section` (section first, as the pair is printed).
    @inlinable
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Orders by section, then row. O(1).
    @inlinable
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
    }

    /// `[section, row]`, for example `[0, 3]`.
    public var description: String { "[\(section), \(row)]" }

    /// How UIKit prints an `NSIndexPath` inside exception messages, without the object address
    /// that UIKit prints and no simulator can reproduce: `<NSIndexPath> {length = 2, path = 0 - 3}`.
    ///
    /// Real UIKit prints `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}`; the address is omitted here.
    public var uikitDescription: String { "<NSIndexPath> {length = 2, path = \(section) - \(row)}" }
}
