import Reports
import ViewRuntime

/// Steps that act on tables and pages, and the per-table results.
extension ScenarioRunner {
    func selectRow(section: Int, row: Int, in top: ViewController, step: Step) throws {
        throw StepFailure(step: step, message: "the top-most visible controller (\(top.label)) has no table")
    }

    func scroll(to target: ScrollTarget, by: Double?, in top: ViewController, step: Step) throws {
        throw StepFailure(step: step, message: "the top-most visible controller (\(top.label)) has no table")
    }

    func turnPage(forward: Bool, in top: ViewController, step: Step) throws {
        try ScenarioActions(scenario: scenario, storyboard: storyboard).turnPage(forward: forward, from: top, step: step)
    }

    func tableResults() -> [TableResult] { [] }
}
