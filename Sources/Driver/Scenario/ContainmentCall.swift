/// One containment call, as an app's container code makes it (C1-C3): the steps `addChild` with
/// `"didMove": false`, `willMoveToParent`, `didMoveToParent` and `removeFromParent`. Unlike the
/// `addChild` and `removeChild` steps, which make UIKit's whole canonical sequence, these let a file
/// leave one out, as apps do by mistake; the invariant checker reports a `willMove(toParent:)` left
/// without its `didMove(toParent:)` (an `addChild` without `didMove`, a `willMove(toParent: nil)`
/// without `removeFromParent()`) at the next `teardown` and at the end of the run.
package enum ContainmentCall: Sendable, Hashable {
    /// `addChild(_:)` on the content controller of scene `into` (which calls `willMove(toParent:)`,
    /// C1), then the child's view is added: no `didMove(toParent:)`.
    case addChild(scene: String, into: String)
    /// `willMove(toParent:)` on the controller of scene `scene`, with the controller of scene `parent`
    /// or nil.
    case willMove(scene: String, parent: String?)
    /// `didMove(toParent:)` on the controller of scene `scene`, with the controller of scene `parent`
    /// or nil.
    case didMove(scene: String, parent: String?)
    /// The child's view leaves its superview, then `removeFromParent()` (which calls
    /// `didMove(toParent: nil)`, C3): no `willMove(toParent: nil)` first.
    case removeFromParent(scene: String)

    /// The op's name as written in the file.
    var opName: String {
        switch self {
        case .addChild: "addChild"
        case .willMove: "willMoveToParent"
        case .didMove: "didMoveToParent"
        case .removeFromParent: "removeFromParent"
        }
    }

    /// The scenes it names, with the key naming each.
    var scenes: [(key: String, scene: String)] {
        switch self {
        case .addChild(let scene, let into): [("scene", scene), ("into", into)]
        case .willMove(let scene, let parent), .didMove(let scene, let parent):
            [("scene", scene)] + (parent.map { [("parent", $0)] } ?? [])
        case .removeFromParent(let scene): [("scene", scene)]
        }
    }
}
