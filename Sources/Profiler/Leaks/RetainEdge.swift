/// Whether a reference in a retain path is known to hold its target.
public enum RetainEdgeStatus: Sendable, Hashable {
    /// A strong stored property, collection element or closure capture, as the type's
    /// reflection metadata records it.
    case strong
    /// A reference whose ownership the walk could not read: a C pointer, an `Unmanaged`, a
    /// custom `Mirror`, a type without field metadata, a generic closure capture. `reason`
    /// says which.
    case unknown(reason: String)

    public var isStrong: Bool { self == .strong }
}

/// One reference in a retain path: `holder`'s `field` refers to a `target`.
public struct RetainEdge: Sendable, Hashable {
    /// The holder's type, without its module (`StrongDelegateHelper`).
    public var holder: String
    /// The stored property, element or capture, e.g. `delegate`, `screens[0]`,
    /// `observers["home"].value`, `onRefresh{capture 0: ClosureCycleController}` (a closure
    /// stored in `onRefresh` captures a `ClosureCycleController` strongly).
    public var field: String
    /// The referenced object's type, without its module.
    public var target: String
    public var status: RetainEdgeStatus

    public init(holder: String, field: String, target: String, status: RetainEdgeStatus) {
        self.holder = holder
        self.field = field
        self.target = target
        self.status = status
    }
}

/// A chain of references from a root (a window, a registered root or global, or the leaked
/// controller itself for a cycle) to the leaked controller.
public struct RetainPath: Sendable, Hashable {
    /// The root's name: `window[0]`, a registered name, or the controller's label (a cycle).
    public var root: String
    public var edges: [RetainEdge]
    /// Whether the path starts at the controller itself and comes back to it.
    public var isCycle: Bool

    public init(root: String, edges: [RetainEdge], isCycle: Bool) {
        self.root = root
        self.edges = edges
        self.isCycle = isCycle
    }

    /// Every edge is a proven strong reference. A candidate from a global nobody registered
    /// (its root ends in `(unregistered global)`) can be all strong and is still only a
    /// candidate: ``LeakFinding/provenPath`` is the answer, ``LeakFinding/candidates`` are not.
    public var isProven: Bool { edges.allSatisfy(\.status.isStrong) }

    /// The root followed by each edge's field (and, for a cycle, the root again): the
    /// results' `path` strings.
    public var labels: [String] {
        [root] + edges.map(\.field) + (isCycle ? [root] : [])
    }
}
