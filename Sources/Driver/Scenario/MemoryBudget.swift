/// A memory budget a scenario declares for one scene or one class (`"budgets"`), in the
/// manner of LifetimeTracker's per-class `maxCount`, with byte budgets beside it.
///
/// Checked by the runner at every safe point (after each step): a breach stops nothing but
/// fails the run with exit 6, naming the class, the count or bytes, and the steps that
/// created the instances. docs/MEMORY-LIMITS.md.
package struct MemoryBudget: Sendable, Hashable {
    /// What the budget covers.
    package enum Subject: Sendable, Hashable, CustomStringConvertible {
        /// The controllers of one scene (`"detail"`).
        case scene(String)
        /// The controllers of one class, whatever their scene (`"class:InboxController"`).
        case className(String)

        package var description: String {
            switch self {
            case .scene(let id): "scene \(id)"
            case .className(let name): "class \(name)"
            }
        }
    }

    /// How instances of the subject are meant to be retained.
    package enum Retention: String, Sendable, Hashable, CaseIterable {
        /// Ordinary controllers: alive after teardown means leaked.
        case none
        /// Held on purpose by a cache, a reuse pool or as a singleton: alive after teardown
        /// is not a leak (the budget's `maxInstances` still applies).
        case cache, pool, singleton
    }

    package var subject: Subject
    /// The JSON path of the budget, for messages (`budgets.detail`).
    package var path: String
    /// The most instances alive at once.
    package var maxInstances: Int?
    /// The most bytes one instance may hold: what its own callbacks allocated and did not
    /// free (the ledger's exclusive net bytes), at any step boundary.
    package var bytes: Int?
    /// The most bytes one instance may still hold right after a memory warning.
    package var bytesAfterWarning: Int?
    package var retention: Retention = .none

    package init(subject: Subject, path: String, maxInstances: Int? = nil, bytes: Int? = nil,
                bytesAfterWarning: Int? = nil, retention: Retention = .none) {
        self.subject = subject
        self.path = path
        self.maxInstances = maxInstances
        self.bytes = bytes
        self.bytesAfterWarning = bytesAfterWarning
        self.retention = retention
    }

    /// Whether a controller of `scene` and class `className` is covered.
    package func covers(scene: String, className: String) -> Bool {
        switch subject {
        case .scene(let id): id == scene
        case .className(let name): name == className
        }
    }
}
