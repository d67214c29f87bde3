public import ViewRuntime

/// One delivered lifecycle callback, as the invariant checker sees it: which controller,
/// which callback, and for containment callbacks which parent.
///
/// The Profiler makes one per callback begin; tests make them by hand to feed the checker
/// streams that break the rules.
public struct LifecycleEventRecord: Sendable, Hashable {
    /// The event's sequence number in the trace.
    public var seq: Int
    /// The controller: a small non-negative key (its instance ID, or a profiler slot).
    public var controller: Int
    /// The controller's label, for messages.
    public var label: String
    public var kind: CallbackKind
    /// For `willMoveToParent`/`didMoveToParent`: the parent's instance ID, or nil for "no parent".
    public var parent: Int?

    public init(seq: Int, controller: Int, label: String, kind: CallbackKind, parent: Int? = nil) {
        self.seq = seq
        self.controller = controller
        self.label = label
        self.kind = kind
        self.parent = parent
    }
}

/// A broken lifecycle rule: the event that broke it and why.
public struct InvariantViolation: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// A did-callback without its will-callback (viewDidAppear while not appearing...).
        case didWithoutWill
        /// viewWillAppear while already appeared (only the cancelled interactive case of T3 may
        /// deliver will-disappear while appearing; appearing twice is never allowed).
        case appearWhileAppeared
        /// viewDidLoad without a loadView before it, or twice for one load.
        case viewDidLoadNotOncePerLoad
        /// viewWillUnload or viewDidUnload for a view that is in a window.
        case unloadInWindow
        /// didMove(toParent:) without a matching willMove(toParent:), or willMove twice.
        case moveWithoutPair
        /// An appearance, layout or unload callback on a controller whose view is not loaded.
        case callbackWithoutView
        /// A callback on a controller after its deinit.
        case callbackAfterDeinit
    }

    public var rule: Rule
    public var event: LifecycleEventRecord
    public var message: String

    public var description: String { "seq \(event.seq): \(event.label).\(event.kind.rawValue): \(message) [\(rule.rawValue)]" }
}
