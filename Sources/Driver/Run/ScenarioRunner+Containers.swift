import ViewRuntime

/// Container ops beyond push, pop and selectTab: a replaced navigation stack or tab list, an
/// interactive page turn, pushing a controller already built, UIKit's unwind action.
extension ScenarioRunner {
    /// Runs `step` when it is one of these ops; false when it is not.
    func performContainer(_ step: Step, top: ViewController, root: ViewController) throws -> Bool {
        switch step.op {
        case .setViewControllers(let scenes, let animated):
            try actions.setViewControllers(scenes, animated: animated, top: top, step: step)
        case .setTabs(let scenes):
            try actions.setTabs(scenes, top: top, root: root, step: step)
        case .pageTurn(let forward, let complete):
            try actions.pageTurn(forward: forward, complete: complete, top: top, step: step)
        case .pushExisting(let scene, let animated):
            try actions.pushExisting(scene, animated: animated, top: top, root: root, step: step)
        case .unwindAction(let action, let identifier):
            actions.unwind(action: action, identifier: identifier, from: top)
        default:
            return false
        }
        return true
    }
}
