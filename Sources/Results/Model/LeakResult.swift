/// A controller that left the hierarchy and was not deallocated once the runtime was idle.
///
/// JSON (format 1): `controller`, `class`, `departure` and `path` as ever; since retain paths
/// read reference ownership, also `proven`, `edges`, `candidates`, `fingerprint` and
/// `explanation`, and `otherPaths` (every other proven holder), each optional so that results
/// written before them still decode.
public struct LeakResult: Sendable, Hashable, Codable {
    public var controller: String
    package var `class`: String
    /// How it left: `pop`, `dismiss`, `removal`, `tabReplacement`, `teardown`.
    package var departure: String
    /// The proven path's labels: the root, then each edge's field, e.g.
    /// `["window[0]", "rootStorage", "cache[0]", "onTap{capture 0: DetailController}"]`; for a
    /// cycle the controller's label opens and closes it. Empty when no path is proven (see
    /// ``candidates``).
    public var path: [String]
    /// Whether ``path`` is proven: every edge a strong reference read from metadata.
    public var proven: Bool?
    /// The proven path edge by edge (each `strong`); empty when none is proven.
    package var edges: [LeakEdgeResult]?
    /// When no path is proven: paths through references whose ownership could not be read,
    /// shortest first. Candidates, never the answer.
    package var candidates: [LeakPathResult]?
    /// 16 hex digits identifying the leak (its class and path labels) across runs.
    public var fingerprint: String?
    /// What the path means, in a sentence.
    package var explanation: String?
    /// Every other proven holder, shortest first: one path per distinct strong reference into
    /// the controller besides ``path``'s (a second cycle, another root), so that fixing one
    /// never reveals another. Nil or empty when ``path`` is the only one.
    package var otherPaths: [LeakPathResult]?
    /// For a view that outlived its deallocated controller (``controller``): the controller's
    /// label, then the classes from its root view down to the leaked view. Nil for a controller.
    public var view: [String]?
    /// For a leaked view: the bytes it keeps (its subtree's objects, backing stores and images).
    public var bytes: Int?

    public init(
        controller: String, class: String, departure: String, path: [String], proven: Bool? = nil, edges: [LeakEdgeResult]? = nil,
        candidates: [LeakPathResult]? = nil, fingerprint: String? = nil, explanation: String? = nil,
        otherPaths: [LeakPathResult]? = nil
    ) {
        self.controller = controller
        self.class = `class`
        self.departure = departure
        self.path = path
        self.proven = proven
        self.edges = edges
        self.candidates = candidates
        self.fingerprint = fingerprint
        self.explanation = explanation
        self.otherPaths = otherPaths
    }
}

/// One reference of a retain path: `from`'s `field` holds a `to`.
public struct LeakEdgeResult: Sendable, Hashable, Codable {
    /// The holder's type, e.g. `StrongDelegateHelper`.
    public var from: String
    /// The stored property, element or closure capture, e.g. `delegate`, `screens[0]`,
    /// `onRefresh{capture 0: DetailController}`.
    public var field: String
    /// The referenced object's type.
    public var to: String
    /// `strong` (proven) or `unknown`.
    public var status: String
    /// Why the status is `unknown`: a C pointer, an `Unmanaged`, a custom Mirror, ...
    public var reason: String?

    public init(from: String, field: String, to: String, status: String, reason: String? = nil) {
        self.from = from
        self.field = field
        self.to = to
        self.status = status
        self.reason = reason
    }

    /// The edge in one line with its status: `Helper.delegate → Controller [strong]`.
    public var summary: String {
        "\(from).\(field) → \(to) [\(status)\(reason.map { ": \($0)" } ?? "")]"
    }
}

/// A candidate retain path: from `root`, edge by edge.
public struct LeakPathResult: Sendable, Hashable, Codable {
    public var root: String
    /// The root followed by each edge's field.
    public var path: [String]
    package var edges: [LeakEdgeResult]

    public init(root: String, path: [String], edges: [LeakEdgeResult]) {
        self.root = root
        self.path = path
        self.edges = edges
    }
}

extension LeakResult {
    /// The report's lines for this leak's path: the root, then each edge with its status;
    /// `no proven path` followed by the candidates when none is proven. Empty for results
    /// written before edges were recorded (renderers then show ``path``).
    package var pathLines: [String] {
        guard let proven else { return [] }
        if proven, let edges, let root = path.first {
            var lines = ["proven path from \(root):"] + edges.map { "  " + $0.summary }
            for (index, other) in (otherPaths ?? []).enumerated() {
                lines.append("also held (path \(index + 2)) from \(other.root):")
                lines += other.edges.map { "  " + $0.summary }
            }
            return lines
        }
        var lines = ["no proven path" + (explanation.map { ": \($0)" } ?? "")]
        for (index, candidate) in (candidates ?? []).enumerated() {
            lines.append("candidate \(index + 1) from \(candidate.root):")
            lines += candidate.edges.map { "  " + $0.summary }
        }
        return lines
    }
}
