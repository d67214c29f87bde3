import Foundation
import Profiler
import ViewRuntime

/// What each op of format 1 does. Steps act on the top-most visible controller; each op's work is
/// a function of ``ScenarioActions`` in the file for its kind (navigation, presentation, tables,
/// controls, containers, containment, unwind, alerts, layout, assertions), except the few that act
/// on the run itself (launch, teardown, the clock, memory warnings, checkpoints, the screen size).
extension ScenarioRunner {
    /// Runs one step (a `repeat` is expanded by ``run(_:)``).
    ///
    /// The switch names every ``Step/Op`` case and has no `default:` on purpose: a new step kind
    /// fails to compile here until it is handled.
    func perform(_ step: Step) throws {
        if case .launch = step.op { return try launch() }
        guard let window, let root = window.rootViewController else {
            throw StepFailure(step: step, message: "the scenario is not launched")
        }
        let top = Hierarchy.topMostVisible(from: root)
        switch step.op {
        case .launch: break  // above: there is no screen before it
        case .repeat: break  // run(_:) runs its body
        // Navigation
        case .push(let scene, let animated): try actions.push(scene, animated: animated, top: top, step: step)
        case .pushExisting(let scene, let animated):
            try actions.pushExisting(scene, animated: animated, top: top, root: root, step: step)
        case .pop(let animated): try actions.pop(animated: animated, top: top, step: step)
        case .popToRoot(let animated): try actions.popToRoot(animated: animated, top: top, step: step)
        case .popTo(let depth, let animated): try actions.popTo(depth: depth, animated: animated, top: top, step: step)
        case .interactivePop(let complete): try actions.interactivePop(complete: complete, top: top, step: step)
        case .selectTab(let index): try actions.selectTab(index, top: top, root: root, step: step)
        // Presentation and alerts
        case .present(let scene, let style, let animated):
            try actions.present(scene, style: style, animated: animated, top: top)
        case .presentFrom(let scene, let style, let from, let animated):
            try actions.present(scene, style: style, from: from, animated: animated, top: top, root: root, step: step)
        case .dismiss(let animated): try actions.dismiss(animated: animated, top: top, step: step)
        case .dismissFrom(let from, let animated):
            try actions.dismiss(from: from, animated: animated, top: top, root: root, step: step)
        case .tapAlertAction(let title): try actions.tapAlertAction(title, top: top, step: step)
        // Segues and unwinds
        case .segue(let id): try actions.performSegue(id, from: top, step: step)
        case .unwind(let target): try actions.unwind(to: target, from: top, step: step)
        case .unwindAction(let action, let identifier): actions.unwind(action: action, identifier: identifier, from: top)
        // Tables and collection views
        case .selectRow(let section, let row): try actions.selectRow(section: section, row: row, top: top, step: step)
        case .scroll(let target, let by): try actions.scroll(to: target, by: by, top: top, step: step)
        case .batchUpdates(let edit): try actions.batchUpdates(edit, top: top, step: step)
        case .reloadData(let rows): try actions.reloadData(rows: rows, top: top, step: step)
        case .deselectRow(let section, let row): try actions.deselectRow(section: section, row: row, top: top, step: step)
        case .selectItem(let section, let item): try actions.selectItem(section: section, item: item, top: top, step: step)
        case .deselectItem(let section, let item): try actions.deselectItem(section: section, item: item, top: top, step: step)
        // Containers
        case .pageForward: try actions.turnPage(forward: true, from: top, step: step)
        case .pageBackward: try actions.turnPage(forward: false, from: top, step: step)
        case .pageTurn(let forward, let complete):
            try actions.pageTurn(forward: forward, complete: complete, top: top, step: step)
        case .setViewControllers(let scenes, let animated):
            try actions.setViewControllers(scenes, animated: animated, top: top, step: step)
        case .setTabs(let scenes): try actions.setTabs(scenes, top: top, root: root, step: step)
        // Containment
        case .addChild(let scene, let into): try actions.addChild(scene, into: into, top: top, root: root, step: step)
        case .removeChild(let scene): try actions.removeChild(scene, top: top, root: root, step: step)
        case .containment(let call): try actions.perform(call, top: top, root: root, step: step)
        // Controls
        case .tap(let control): try actions.tap(control, top: top, root: root, step: step)
        case .sendAction(let action): try actions.sendAction(action, top: top, step: step)
        // Assertions and layout
        case .assert(let assertion): try actions.check(assertion, top: top, root: root, step: step)
        case .expectLayout(let ambiguous): try actions.expectLayout(ambiguous: ambiguous, top: top, step: step)
        // The run itself
        case .advance(let milliseconds): runtime.advance(by: Double(milliseconds) / 1000)
        case .memoryWarning(let level): memory.warn(level, trigger: nil, site: "\(step.path) (memoryWarning)")
        case .resize(let width, let height): runtime.resize(to: Size(width: width, height: height))
        case .checkpoint(let label): profiler.beginPhase(label)
        case .teardown: tearDown(window)
        }
    }

    /// `launch`: a window whose root is the scenario's initial scene, made key and visible.
    func launch() throws {
        let window = Window(runtime: runtime)
        window.rootViewController = try storyboard.instantiate(scenario.initial)
        window.makeKeyAndVisible()
        self.window = window
    }

    /// `teardown`: transitions left in flight by `advance` scenarios end first, containment calls
    /// left half done are reported, the tables' states kept, then the window goes. The leak check
    /// runs after ``perform(_:)`` returns, once its locals let go.
    func tearDown(_ window: Window) {
        profiler.currentOperation = "teardown"
        runtime.runUntilIdle()
        checkUnfinishedMoves()
        keepTableStates()
        window.tearDown()
        self.window = nil
    }

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

    /// Whether `steps` (or a `repeat` inside) has an `advance` step: then the file moves the
    /// virtual clock itself and animated transitions run on it.
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
