import Foundation

/// An exception UIKit raises for a misuse (UIKIT-SPEC, AUTOLAYOUT-SPEC UK6), as the runtime records
/// it instead of trapping.
///
/// The call that raised changed nothing (UIKit's state after a caught exception); the exception is
/// kept on the runtime (``Runtime/raisedExceptions``), reported to the observer as a
/// ``Diagnostic/Code/exceptionRaised`` diagnostic, and fails the scenario step or the
/// `ProfilingSession` test that made the call. ``name`` and ``reason`` are UIKit's (with
/// `<Class: label>` where UIKit prints `<Class: 0x...>`); ``description`` is `NAME: reason`.
///
/// A record, not an error: the runtime keeps it rather than throwing it. What a call throws is
/// the module's one error type, ``RuntimeError``.
public struct UIKitException: Hashable, Sendable, CustomStringConvertible {
    /// An exception name, as `NSExceptionName`.
    public struct Name: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// `NSInternalInconsistencyException`: an assertion inside UIKit failed.
        public static let internalInconsistency = Name("NSInternalInconsistencyException")
        /// `NSInvalidArgumentException`: an argument UIKit refuses.
        public static let invalidArgument = Name("NSInvalidArgumentException")
        /// `NSGenericException`: e.g. a constraint across view hierarchies.
        public static let generic = Name("NSGenericException")
        /// `NSRangeException`: an index out of range.
        public static let range = Name("NSRangeException")
        /// `UIViewControllerHierarchyInconsistencyException` (rules C5, L8).
        public static let viewControllerHierarchyInconsistency = Name("UIViewControllerHierarchyInconsistencyException")

        public var description: String { rawValue }
    }

    /// UIKit's exception name.
    public let name: Name
    /// UIKit's reason text.
    public let reason: String
    /// The runtime's stable code for the misuse, when it has one (to test against).
    public let code: RuntimeError.Code?

    /// An exception with UIKit's `name` and `reason`.
    public init(name: Name, reason: String, code: RuntimeError.Code? = nil) {
        self.name = name
        self.reason = reason
        self.code = code
    }

    /// The exception UIKit raises for `error`: its code decides the name, its message is the reason.
    public init(_ error: RuntimeError) {
        self.init(name: Self.name(for: error.code), reason: error.message, code: error.code)
    }

    /// `NAME: reason`, as UIKit's console prints an uncaught exception's name and reason.
    public var description: String { "\(name.rawValue): \(reason)" }

    /// UIKit's exception name for each misuse the runtime checks.
    static func name(for code: RuntimeError.Code) -> Name {
        if internalInconsistencies.contains(code.rawValue) { return .internalInconsistency }
        switch code {
        case .hierarchyInconsistency, .containmentCycle, .viewAlreadyOwned: return .viewControllerHierarchyInconsistency
        case .tabIndexOutOfRange: return .range
        default: return .invalidArgument
        }
    }

    /// The misuses UIKit reports through a failed assertion (`NSInternalInconsistencyException`):
    /// N5's pop to a missing controller, N8's repeated controller, SB4's custom segue without `perform`, L5, TV6's
    /// unregistered identifier and TV9's inconsistent batch updates, and the collection view's CV4, CV5, CV16
    /// and CV18.
    private static let internalInconsistencies: Set<String> = Set([
        RuntimeError.Code.poppingToMissingViewController.rawValue,
        RuntimeError.Code.navigationViewControllersNotDistinct.rawValue,
        RuntimeError.Code.customSegueWithoutPerform.rawValue,
        RuntimeError.Code.viewNotLoaded.rawValue,
        RuntimeError.Code.viewNotDequeued.rawValue,
        RuntimeError.Code.collectionSectionOutOfRange.rawValue,
        RuntimeError.Code.invalidNumberOfItems.rawValue,
    ]).union(
        [
            TableUpdateError.Code.unregisteredIdentifier, .invalidNumberOfSections, .invalidNumberOfRows,
            .deleteOutOfRange, .insertOutOfRange, .moveOutOfRange, .deleteAndReload, .deleteAndMove,
            .insertAndMove, .conflictingMoves,
        ].map(\.rawValue))
}
