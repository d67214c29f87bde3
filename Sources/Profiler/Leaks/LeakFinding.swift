/// A controller that left the hierarchy and was still alive once the runtime was idle.
public struct LeakFinding: Sendable, Hashable {
    /// The controller's label (`scene#n`).
    public var controller: String
    public var className: String
    /// How it left the hierarchy (`pop`, `dismiss`, `removal`, `teardown`, ...), when known.
    public var departure: String
    /// The proven path's labels: from a root (`window[0]`, a registered root or global) to
    /// the controller, or from the controller back to itself (a cycle, which ends with the
    /// controller's label again). Empty when no proven path exists; see ``candidates``.
    public var path: [String]
    /// The proven path, edge by edge (every edge `strong`), or nil.
    public var provenPath: RetainPath?
    /// Every other proven holder, shortest first: one path per distinct strong reference into
    /// the controller besides ``provenPath``'s (a second cycle, another root), so that fixing
    /// one never reveals another. Empty when ``provenPath`` is the only one or is nil.
    public var otherPaths: [RetainPath]
    /// When no proven path exists: paths through at least one reference whose ownership
    /// could not be read, shortest first. Candidates, never the answer.
    public var candidates: [RetainPath]
    /// What the path means, in a sentence.
    public var explanation: String
    /// A hash of the class and the path's labels (array indices left out), the same in every
    /// run of the same scenario and after unrelated code changes: ``LeakFingerprint``.
    public var fingerprint: String

    /// For a view that outlived its deallocated controller (``controller`` is that controller's
    /// label, ``className`` the view's class): its place in the tree and its bytes. Nil for a
    /// controller leak.
    public var view: ViewLeakDetail?

    /// Whether ``path`` is proven (every edge a strong reference read from metadata).
    public var proven: Bool { provenPath != nil }

    public init(
        controller: String, className: String, departure: String, provenPath: RetainPath?, candidates: [RetainPath],
        explanation: String, otherPaths: [RetainPath] = []
    ) {
        self.controller = controller
        self.className = className
        self.departure = departure
        self.path = provenPath?.labels ?? []
        self.provenPath = provenPath
        self.candidates = candidates
        self.otherPaths = otherPaths
        self.explanation = explanation
        self.fingerprint = LeakFingerprint.make(className: className, path: provenPath, candidates: candidates)
    }
}
