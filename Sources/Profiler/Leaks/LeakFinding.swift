/// A controller that left the hierarchy and was still alive once the runtime was idle.
public struct LeakFinding: Sendable, Hashable {
    /// The controller's label (`scene#n`).
    public var controller: String
    public var className: String
    /// How it left the hierarchy (`pop`, `dismiss`, `removal`, `teardown`, ...), when known.
    public var departure: String
    /// The chain of stored properties that holds it, when one was found: from a root
    /// (`window`, a registered root) to the controller, or from the controller back to itself
    /// (a cycle). Empty when nothing was found.
    public var path: [String]
    /// What the path means, in a sentence.
    public var explanation: String
}
