package import Foundation

/// The updates recorded between `beginUpdates` and `endUpdates` (or in a `performBatchUpdates`
/// block), before they are validated and applied (TV9).
///
/// It only records: call order does not matter, because at commit deletes are processed before
/// inserts, delete and reload index paths refer to the state before the update, insert index paths
/// to the state after all deletions, and moves go from the old state to the new one. Validation and
/// application are ``TableUpdateValidator`` and ``TableGeometry/applying(_:source:)``.
///
/// Blocks nest: ``begin()`` and ``end()`` count, and only the outermost ``end()`` returns true,
/// telling the caller to commit. An operation recorded outside any block is an implicit one-item
/// batch: the caller commits it at once (UIKit: `insertRows` → `_updateRowsAtIndexPaths…` →
/// `_endCellAnimationsWithContext:`).
///
/// Recording is O(1) amortized per operation.
package struct TableBatchUpdate: Sendable, Equatable {
    /// How many `begin()` calls are not yet matched by `end()`.
    package private(set) var depth = 0

    /// Sections to insert, in post-update indices.
    package private(set) var insertedSections: [Int] = []
    /// Sections to delete, in pre-update indices.
    package private(set) var deletedSections: [Int] = []
    /// Sections to reload, in pre-update indices.
    package private(set) var reloadedSections: [Int] = []
    /// Section moves, pre-update index to post-update index.
    package private(set) var movedSections: [Move<Int>] = []
    /// Rows to insert, in post-update index paths.
    package private(set) var insertedRows: [IndexPath] = []
    /// Rows to delete, in pre-update index paths.
    package private(set) var deletedRows: [IndexPath] = []
    /// Rows to reload, in pre-update index paths.
    package private(set) var reloadedRows: [IndexPath] = []
    /// Row moves, pre-update index path to post-update index path.
    package private(set) var movedRows: [Move<IndexPath>] = []

    /// A move from a pre-update position to a post-update position.
    package struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        package var from: Position
        package var to: Position
        package init(from: Position, to: Position) {
            self.from = from
            self.to = to
        }
    }

    /// An empty update.
    package init() {}

    /// Whether a block is open.
    package var isInsideBlock: Bool { depth > 0 }

    /// Whether anything was recorded (UIKit's `hasUncommittedUpdates`).
    package var hasUncommittedUpdates: Bool {
        !(insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
            && movedSections.isEmpty && insertedRows.isEmpty && deletedRows.isEmpty
            && reloadedRows.isEmpty && movedRows.isEmpty)
    }

    /// Opens a (possibly nested) block.
    package mutating func begin() { depth += 1 }

    /// Closes a block. Returns true when the outermost block closed: the caller must now commit.
    /// An unmatched `end()` does nothing and returns false.
    @discardableResult
    package mutating func end() -> Bool {
        guard depth > 0 else { return false }
        depth -= 1
        return depth == 0
    }

    /// Forgets every recorded operation and closes every block: after a commit, or when
    /// `reloadData` discards uncommitted updates (TV8).
    package mutating func reset() { self = TableBatchUpdate() }

    package mutating func insertSections(_ sections: some Sequence<Int>) { insertedSections += sections }
    package mutating func deleteSections(_ sections: some Sequence<Int>) { deletedSections += sections }
    package mutating func reloadSections(_ sections: some Sequence<Int>) { reloadedSections += sections }
    package mutating func moveSection(_ section: Int, toSection newSection: Int) {
        movedSections.append(Move(from: section, to: newSection))
    }
    package mutating func insertRows(at indexPaths: some Sequence<IndexPath>) { insertedRows += indexPaths }
    package mutating func deleteRows(at indexPaths: some Sequence<IndexPath>) { deletedRows += indexPaths }
    package mutating func reloadRows(at indexPaths: some Sequence<IndexPath>) { reloadedRows += indexPaths }
    package mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        movedRows.append(Move(from: indexPath, to: newIndexPath))
    }
}
