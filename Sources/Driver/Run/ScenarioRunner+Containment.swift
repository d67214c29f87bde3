import Profiler

/// Containment calls left half done by the app's own containers (C2, C3).
extension ScenarioRunner {
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
