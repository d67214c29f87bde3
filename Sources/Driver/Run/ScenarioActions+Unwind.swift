import ViewRuntime

/// UIKit's own unwind search by action (SB6) and a push of a controller that already exists (N3).
extension ScenarioActions {
    /// SB6 as UIKit does it: from the top-most controller, the search up through parents and
    /// presenters asks each candidate `canPerformUnwindSegueAction` (yes for a scene's
    /// `unwindActions`); then `prepare(for:sender:)` on the source, the destination's action (traced
    /// as `unwindAction`), and the transition back. No destination: UIKit's
    /// `unwindDestinationNotFound` diagnostic, and nothing else happens.
    func unwind(action: String, identifier: String?, from top: ViewController) {
        var template = SegueTemplate.unwind(identifier ?? "unwind:\(action)", action: Action(action))
        template.animates = false
        top.performUnwind(template, sender: nil)
    }

    /// N3: pushes the controller of scene `scene` nearest the top-most one on the nearest navigation
    /// controller. Pushing one already on the stack is UIKit's NSInvalidArgumentException (recorded,
    /// failing the step unless it expects it), and nothing changes.
    func pushExisting(_ scene: String, animated: Bool, top: ViewController, root: ViewController, step: Step) throws {
        guard let navigation = Hierarchy.navigation(for: top) else {
            throw StepFailure(step: step, message: "no navigation controller on screen (top-most visible controller: \(top.traceLabel))")
        }
        guard let controller = Hierarchy.nearest(scene: scene, to: top, root: root) else {
            throw StepFailure(step: step, message: "no controller of scene \"\(scene)\" (top-most: \(top.traceLabel))")
        }
        navigation.pushViewController(controller, animated: animated)
    }
}
