import Profiler
import ViewRuntime

/// Containment ops, and the calls left half done by the app's own containers (C2, C3).
extension ScenarioRunner {
    /// Runs `step` when it is a containment op (addChild, removeChild, a single containment call);
    /// false when it is not.
    func performContainment(_ step: Step, top: ViewController, root: ViewController) throws -> Bool {
        switch step.op {
        case .addChild(let scene, let into):
            try actions.addChild(scene, into: into, top: top, root: root, step: step)
        case .removeChild(let scene):
            try actions.removeChild(scene, top: top, root: root, step: step)
        case .containment(let call):
            try actions.perform(call, top: top, root: root, step: step)
        default:
            return false
        }
        return true
    }

    /// Reports each `willMove(toParent:)` left without its `didMove` in a custom container (a content
    /// or custom scene's controller) as an invariant violation (exit 5). UIKit's containers
    /// (navigation, tabs, pages, split) make these calls themselves: their rules' tests cover them.
    func checkUnfinishedMoves() {
        profiler.checkUnfinishedMoves { [scenario] label in
            switch scenario.scene(RuntimeProfiler.scene(of: label))?.kind {
            case .content, .custom: true
            default: false
            }
        }
    }
}
