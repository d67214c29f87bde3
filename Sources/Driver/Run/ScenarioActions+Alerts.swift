import ViewRuntime

/// Alerts in scenario runs (UK5): the user's tap on an action of the alert on screen.
extension ScenarioActions {
    /// Taps the enabled action titled `title` of the alert on screen (the top-most visible
    /// controller, or the nearest of its ancestors, that is an ``AlertController``): the alert is
    /// dismissed, then the action's handler runs.
    func tapAlertAction(_ title: String, top: ViewController, step: Step) throws {
        guard let alert = Hierarchy.ancestors(of: top).lazy.compactMap({ $0 as? AlertController }).first else {
            throw StepFailure(step: step, message: "no alert on screen (top-most: \(top.traceLabel))")
        }
        guard alert.simulateTap(actionTitled: title) else {
            let titles = alert.actions.filter(\.isEnabled).map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
            throw StepFailure(
                step: step, message: "the alert \(alert.traceLabel) has no enabled action \"\(title)\" (enabled: \(titles.isEmpty ? "none" : titles))"
            )
        }
    }
}
