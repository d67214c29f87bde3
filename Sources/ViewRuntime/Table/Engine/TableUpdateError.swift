import Foundation

/// A table misuse that UIKit reports by raising `NSInternalInconsistencyException` (or
/// `NSInvalidArgumentException`): an inconsistent batch update, an index path out of range, or a
/// dequeue of an unregistered reuse identifier.
///
/// The engine throws it instead of trapping and leaves its state as it was (DESIGN.md: "misuse is a
/// typed error that changes nothing"). ``message`` is UIKit's text with the arguments filled in;
/// integration maps it to the runtime's own error type.
///
/// ## Where the texts come from
/// The format strings are the ones in `-[UITableView _endCellAnimationsWithContext:]` of
/// UIKitCore (UIKit-3698.84.15, iOS 12 simulator, read from a public decompilation), cross-checked
/// against crash reports quoted in GitHub issues (YapDatabase#185, 5calls/ios#57,
/// UIBubbleTableView#5, FDTemplateLayoutCell#40/#366, Hakuba#27, couchbase-lite-net#45).
/// Two deliberate differences:
/// - the two "Invalid update" messages use one space after the first sentence, as newer iOS and
///   the project's spec (UIKIT-SPEC.md TV9) print them; iOS 12 prints two spaces there;
/// - index paths print as `<NSIndexPath> {length = 2, path = 0 - 3}`, without the object address.
package struct TableUpdateError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a stable identifier (tests and integration match on it).
    package struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }
        package var description: String { rawValue }

        /// Section count after ≠ before + inserted − deleted.
        package static let invalidNumberOfSections = Code(rawValue: "invalidNumberOfSections")
        /// Row count of an existing section is inconsistent with the updates.
        package static let invalidNumberOfRows = Code(rawValue: "invalidNumberOfRows")
        /// A delete (or reload, which deletes) names a section or row that did not exist before.
        package static let deleteOutOfRange = Code(rawValue: "deleteOutOfRange")
        /// An insert (or reload, which inserts) names a section or row that does not exist after.
        package static let insertOutOfRange = Code(rawValue: "insertOutOfRange")
        /// A move names a source or destination out of range.
        package static let moveOutOfRange = Code(rawValue: "moveOutOfRange")
        /// The same index path is deleted and reloaded.
        package static let deleteAndReload = Code(rawValue: "deleteAndReload")
        /// The same index path (or section) is deleted (or reloaded) and moved from.
        package static let deleteAndMove = Code(rawValue: "deleteAndMove")
        /// The same index path (or section) is inserted (or reloaded into) and moved to.
        package static let insertAndMove = Code(rawValue: "insertAndMove")
        /// One source moved to two destinations, or two sources moved to one destination.
        package static let conflictingMoves = Code(rawValue: "conflictingMoves")
        /// `dequeueReusableCell(withIdentifier:for:)` with an identifier nothing was registered for.
        package static let unregisteredIdentifier = Code(rawValue: "unregisteredIdentifier")
        /// An empty reuse identifier was passed to `register`.
        package static let invalidReuseIdentifier = Code(rawValue: "invalidReuseIdentifier")
    }

    /// What went wrong.
    package var code: Code
    /// UIKit's message, arguments filled in.
    package var message: String

    /// Creates an error.
    package init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The message, as UIKit's exception `reason`.
    package var description: String { message }
}
