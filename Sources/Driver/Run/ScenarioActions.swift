import ViewRuntime

/// What the steps of a scenario do, shared by scenario runs and soak walks: one function per op,
/// in the file for its kind (`ScenarioActions+Navigation.swift`, `+Tables.swift`, `+Controls.swift`
/// ...); ``ScenarioRunner/perform(_:)`` dispatches to them. Here: segues.
@MainActor
struct ScenarioActions {
    let scenario: Scenario
    let storyboard: ScenarioStoryboard

    /// Performs a segue of the scenario from the controller of its source scene (the top-most
    /// visible controller or one of its ancestors).
    func performSegue(_ id: String, from top: ViewController, step: Step) throws {
        guard let segue = scenario.segue(id) else { throw StepFailure(step: step, message: "unknown segue \"\(id)\"") }
        let ancestors = Hierarchy.ancestors(of: top)
        let isSource = { (controller: ViewController) in ScenarioStoryboard.scene(of: controller) == segue.from }
        // The top-most visible controller and its ancestors first; then anything else on screen
        // (a regular split's primary column, S4).
        guard
            let source = ancestors.first(where: isSource)
                ?? ancestors.last.flatMap({ Hierarchy.onScreen(from: $0).last(where: isSource) })
        else {
            throw StepFailure(
                step: step, message: "segue \"\(id)\" starts at scene \"\(segue.from)\", which is not on screen (top-most: \(top.traceLabel))")
        }
        // SB3 step 1: a triggered segue asks its source first; no means nothing else happens.
        guard segue.shouldPerform, source.shouldPerformSegue(withIdentifier: id, sender: nil) else {
            storyboard.runtime.record(
                Diagnostic(
                    .segueNotPerformed,
                    "shouldPerformSegue(withIdentifier: \"\(id)\", sender:) of \(source) returned false: the segue is not performed"))
            return
        }
        let destination = try storyboard.instantiate(segue.to)
        let kind: ViewRuntime.Segue.Kind
        switch segue.kind {
        case .show: kind = .show
        case .showDetail: kind = .showDetail
        case .modal: kind = .present
        case .popover: kind = .popover
        case .custom: kind = .present
        }
        if let style = segue.style { destination.modalPresentationStyle = style }
        source.perform(ViewRuntime.Segue(identifier: id, source: source, destination: destination, kind: kind), animated: false)
    }
}

extension Diagnostic.Code {
    /// SB3: a segue whose source's `shouldPerformSegue(withIdentifier:sender:)` said no (a scenario
    /// segue with `"shouldPerform": false`). UIKit logs nothing: the harness names the choice.
    static let segueNotPerformed = Diagnostic.Code("segueNotPerformed")
    /// T7: a page turn past an end of the book (the data source returned nil): nothing happens.
    /// UIKit logs nothing: the harness names it.
    static let pageTurnAtEnd = Diagnostic.Code("pageTurnAtEnd")
}
