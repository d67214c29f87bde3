import Foundation

/// The exceptions diffable snapshots and data sources raise (DS2-DS5, DS13, CR2), recorded on the
/// runtime (see ``UIKitException``) instead of trapping.
enum DiffableException {
    /// DS3: duplicate item identifiers, with UIKit's iOS 15 text.
    static func duplicateItems(_ duplicates: [some Any]) -> UIKitException {
        UIKitException(
            name: .internalInconsistency,
            reason: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(list(duplicates))",
            code: .diffableDuplicateIdentifiers)
    }

    /// DS3: duplicate section identifiers (the item text with "section", as the spec recommends).
    static func duplicateSections(_ duplicates: [some Any]) -> UIKitException {
        UIKitException(
            name: .internalInconsistency,
            reason: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(list(duplicates))",
            code: .diffableDuplicateIdentifiers)
    }

    /// DS3 for section snapshots.
    static func duplicateSectionSnapshotItems(_ duplicates: [some Any]) -> UIKitException {
        UIKitException(
            name: .internalInconsistency,
            reason: "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(list(duplicates))",
            code: .diffableDuplicateIdentifiers)
    }

    /// DS5: an operation on an item that is not in the snapshot (`action` as in "reload").
    static func missingItem(_ action: String, _ identifier: some Any) -> UIKitException {
        UIKitException(
            name: .internalInconsistency,
            reason: "Attempted to \(action) item identifier that does not exist in the snapshot: \(identifier)",
            code: .diffableMissingIdentifier)
    }

    /// DS5 for sections.
    static func missingSection(_ action: String, _ identifier: some Any) -> UIKitException {
        UIKitException(
            name: .internalInconsistency,
            reason: "Attempted to \(action) section identifier that does not exist in the snapshot: \(identifier)",
            code: .diffableMissingIdentifier)
    }

    /// DS5: appending items to a snapshot without sections.
    static let noSections = UIKitException(
        name: .internalInconsistency,
        reason: "There are currently no sections in the data source. Please add a section first.",
        code: .diffableMissingIdentifier)

    /// `{(\n    A,\n    B\n)}`, as Foundation prints a set.
    static func list(_ values: [some Any]) -> String {
        "{(\n" + values.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }

    /// Records `exception` on the current runtime. Snapshots are built on the main actor in
    /// practice; a misuse raised off the main actor traps (there is no runtime to record it on).
    static func raise(_ exception: UIKitException) {
        MainActor.assumeIsolated { Runtime.current.raise(exception) }
    }

    /// The first duplicates in `values`, or among `values` and `existing`. O(values).
    static func duplicates<T: Hashable>(in values: [T], existing: (T) -> Bool) -> [T] {
        var seen = Set<T>(minimumCapacity: values.count)
        var duplicates: [T] = []
        for value in values where existing(value) || !seen.insert(value).inserted { duplicates.append(value) }
        return duplicates
    }
}

extension RuntimeError.Code {
    /// DS3: identifiers given to a snapshot are not unique.
    public static let diffableDuplicateIdentifiers = RuntimeError.Code("diffableDuplicateIdentifiers")
    /// DS5: an identifier a snapshot operation names is not in the snapshot.
    public static let diffableMissingIdentifier = RuntimeError.Code("diffableMissingIdentifier")
    /// CR2: a cell registration made inside the cell provider.
    public static let registrationInsideProvider = RuntimeError.Code("registrationInsideProvider")
}
