import ViewRuntime

/// The ops format 1 gained to reach the whole runtime (docs/SCENARIO-FORMAT.md).
extension ScenarioRunner {
    func performAddition(_ step: Step, top: ViewController, root: ViewController) throws {
        let actions = ScenarioActions(scenario: scenario, storyboard: storyboard)
        switch step.op {
        case .presentFrom(let scene, let style, let from, let animated):
            try actions.present(scene, style: style, from: from, animated: animated, top: top, root: root, step: step)
        case .dismissFrom(let from, let animated):
            try actions.dismiss(from: from, animated: animated, top: top, root: root, step: step)
        case .batchUpdates(let edit):
            let (controller, table) = try self.table(of: top, step: step)
            try actions.batchUpdates(edit, controller: controller, table: table, step: step)
        case .reloadData(let rows):
            let (controller, table) = try self.table(of: top, step: step)
            try actions.reloadData(rows: rows, controller: controller, table: table, step: step)
        case .deselectRow(let section, let row):
            let (_, table) = try self.table(of: top, step: step)
            try actions.deselectRow(section: section, row: row, table: table, step: step)
        case .tap(let control):
            try actions.tap(control, top: top, root: root, step: step)
        case .sendAction(let action):
            try actions.sendAction(action, top: top, step: step)
        case .setViewControllers(let scenes, let animated):
            try actions.setViewControllers(scenes, animated: animated, top: top, step: step)
        case .setTabs(let scenes):
            try actions.setTabs(scenes, top: top, root: root, step: step)
        case .addChild(let scene, let into):
            try actions.addChild(scene, into: into, top: top, root: root, step: step)
        case .removeChild(let scene):
            try actions.removeChild(scene, top: top, root: root, step: step)
        case .advance(let milliseconds):
            runtime.advance(by: Double(milliseconds) / 1000)
        case .pageTurn(let forward, let complete):
            try actions.pageTurn(forward: forward, complete: complete, top: top, step: step)
        case .tapAlertAction(let title):
            try actions.tapAlertAction(title, top: top, step: step)
        case .expectLayout(let ambiguous):
            try actions.expectLayout(ambiguous: ambiguous, top: top, step: step)
        case .pushExisting(let scene, let animated):
            try actions.pushExisting(scene, animated: animated, top: top, root: root, step: step)
        case .unwindAction(let action, let identifier):
            actions.unwind(action: action, identifier: identifier, from: top)
        case .containment(let call):
            try actions.perform(call, top: top, root: root, step: step)
        case .assert(let assertion):
            try actions.check(assertion, top: top, root: root, step: step)
        default:
            throw StepFailure(step: step, message: "op \"\(step.opName)\" is not handled")
        }
    }

    /// Whether `steps` (or a `repeat` inside) has an `advance` step.
    static func containsAdvance(_ steps: [Step]) -> Bool {
        steps.contains { step in
            switch step.op {
            case .advance: true
            case .repeat(_, let body): containsAdvance(body)
            default: false
            }
        }
    }
}
