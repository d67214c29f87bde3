import ViewRuntime

/// Unwinds (SB6): back to a named scene, or UIKit's own search by action.
extension ScenarioActions {
    /// Goes back to the nearest controller of scene `target` behind the top-most visible
    /// one, as an unwind segue finds its destination (SB6, in the runtime): walking up through
    /// parents and presenters, each container's children are searched (a navigation stack from its
    /// top, a tab bar controller's other tabs, a split's columns); the source gets
    /// `prepare(for:sender:)`, then containers pop or select and presentations are dismissed.
    func unwind(to target: String, from top: ViewController, step: Step) throws {
        let found = try top.performUnwind(identifier: "unwind:\(target)", animated: false) {
            ScenarioStoryboard.scene(of: $0) == target
        }
        if found != nil { return }
        throw StepFailure(step: step, message: "no controller of scene \"\(target)\" behind the top-most visible controller (\(top.traceLabel))")
    }

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
}
