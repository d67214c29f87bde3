public import Foundation

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
public struct TableUpdateError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a stable identifier (tests and integration match on it).
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// Section count after ≠ before + inserted − deleted.
        public static let invalidNumberOfSections = Code(rawValue: "invalidNumberOfSections")
        /// Row count of an existing section is inconsistent with the updates.
        public static let invalidNumberOfRows = Code(rawValue: "invalidNumberOfRows")
        /// A delete (or reload, which deletes) names a section or row that did not exist before.
        public static let deleteOutOfRange = Code(rawValue: "deleteOutOfRange")
        /// An insert (or reload, which inserts) names a section or row that does not exist after.
        public static let insertOutOfRange = Code(rawValue: "insertOutOfRange")
        /// A move names a source or destination out of range.
        public static let moveOutOfRange = Code(rawValue: "moveOutOfRange")
        /// The same index path is deleted and reloaded.
        public static let deleteAndReload = Code(rawValue: "deleteAndReload")
        /// The same index path (or section) is deleted (or reloaded) and moved from.
        public static let deleteAndMove = Code(rawValue: "deleteAndMove")
        /// The same index path (or section) is inserted (or reloaded into) and moved to.
        public static let insertAndMove = Code(rawValue: "insertAndMove")
        /// One source moved to two destinations, or two sources moved to one destination.
        public static let conflictingMoves = Code(rawValue: "conflictingMoves")
        /// `dequeueReusableCell(withIdentifier:for:)` with an identifier nothing was registered for.
        public static let unregisteredIdentifier = Code(rawValue: "unregisteredIdentifier")
        /// An empty reuse identifier was passed to `register`.
        public static let invalidReuseIdentifier = Code(rawValue: "invalidReuseIdentifier")
    }

    /// What went wrong.
    public var code: Code
    /// UIKit's message, arguments filled in.
    public var message: String

    /// Creates an error.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The message, as UIKit's exception `reason`.
    public var description: String { message }
}
