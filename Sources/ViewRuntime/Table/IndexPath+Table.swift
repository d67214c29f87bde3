public import Foundation

/// The position of a row in a table: Foundation's `IndexPath` with UIKit's row and section
/// accessors (UIKIT-SPEC UK1), as `UITableView` and `UICollectionView` use it.
///
/// An index path of two elements is stored inline by Foundation (no allocation), so creating,
/// comparing and hashing one on the scroll path allocates nothing. Index paths order by section,
/// then by row (Foundation's lexicographic order), which is the order rows appear in a table.
/// `description` is `[section, row]`, for example `[0, 3]`. The initializers below build the pair
/// from one index and an append, which Foundation keeps inline (an array literal would allocate).
extension IndexPath {
    /// Creates the index path of `row` in `section` (UIKit's `init(row:section:)`).
    ///
    /// - Parameters:
    ///   - row: the row index within the section.
    ///   - section: the section index.
    @inlinable
    public init(row: Int, section: Int) {
        self.init(index: section)
        append(row)
    }

    /// Creates the index path of `item` in `section` (UIKit's `init(item:section:)`, for collection views).
    @inlinable
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// Creates the index path of `row` in `section` (section first, as the pair is printed).
    @inlinable
    public init(section: Int, row: Int) {
        self.init(index: section)
        append(row)
    }

    /// The section index, from 0: the first element (UIKit's `section`).
    @inlinable
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row index within ``section``, from 0: the second element (UIKit's `row`).
    @inlinable
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item index within ``section`` (UIKit's `item`, for collection views): the second element.
    @inlinable
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// How UIKit prints an `NSIndexPath` inside exception messages, without the object address
    /// that UIKit prints and no simulator can reproduce: `<NSIndexPath> {length = 2, path = 0 - 3}`.
    ///
    /// Real UIKit prints `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}`; the address is omitted here.
    public var uikitDescription: String { "<NSIndexPath> {length = 2, path = \(section) - \(row)}" }
}
