import ViewRuntime

/// Presentation ops beyond `present` and `dismiss`: presenting or dismissing from a given
/// scene, and tapping an action of the presented alert.
extension ScenarioRunner {
    /// Runs `step` when it is one of these ops; false when it is not.
    func performPresentation(_ step: Step, top: ViewController, root: ViewController) throws -> Bool {
        switch step.op {
        case .presentFrom(let scene, let style, let from, let animated):
            try actions.present(scene, style: style, from: from, animated: animated, top: top, root: root, step: step)
        case .dismissFrom(let from, let animated):
            try actions.dismiss(from: from, animated: animated, top: top, root: root, step: step)
        case .tapAlertAction(let title):
            try actions.tapAlertAction(title, top: top, step: step)
        default:
            return false
        }
        return true
    }
}
