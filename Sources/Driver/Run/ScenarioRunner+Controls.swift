import ViewRuntime

/// Control ops: tapping a scene's control, sending an action up the responder chain.
extension ScenarioRunner {
    /// Runs `step` when it is one of these ops; false when it is not.
    func performControl(_ step: Step, top: ViewController, root: ViewController) throws -> Bool {
        switch step.op {
        case .tap(let control):
            try actions.tap(control, top: top, root: root, step: step)
        case .sendAction(let action):
            try actions.sendAction(action, top: top, step: step)
        default:
            return false
        }
        return true
    }
}
