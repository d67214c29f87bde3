import Foundation
import Profiler
import ViewRuntime

/// What each op of format 1 does. Steps act on the top-most visible controller.
extension ScenarioRunner {
    func perform(_ step: Step) throws {
        func fail(_ message: String) -> StepFailure { StepFailure(step: step, message: message) }
        if case .launch = step.op {
            let window = Window(runtime: runtime)
            window.rootViewController = try storyboard.instantiate(scenario.initial)
            window.makeKeyAndVisible()
            self.window = window
            return
        }
        guard let window, let root = window.rootViewController else { throw fail("the scenario is not launched") }
        let top = Hierarchy.topMostVisible(from: root)
        switch step.op {
        case .launch, .repeat:
            break
        case .push(let scene, let animated):
            guard let navigation = Hierarchy.navigation(for: top) else {
                throw fail("no navigation controller on screen (top-most visible controller: \(top.traceLabel))")
            }
            navigation.pushViewController(try storyboard.instantiate(scene), animated: animated)
        case .pop(let animated):
            guard let navigation = Hierarchy.navigation(for: top) else { throw fail("no navigation controller on screen") }
            _ = navigation.popViewController(animated: animated)
        case .popToRoot(let animated):
            guard let navigation = Hierarchy.navigation(for: top) else { throw fail("no navigation controller on screen") }
            _ = navigation.popToRootViewController(animated: animated)
        case .popTo(let depth, let animated):
            guard let navigation = Hierarchy.navigation(for: top) else { throw fail("no navigation controller on screen") }
            let stack = navigation.viewControllers
            guard depth < stack.count else {
                throw fail("depth \(depth) is not on the stack (it holds \(stack.count) controllers)")
            }
            _ = navigation.popToViewController(stack[depth], animated: animated)
        case .present(let scene, let style, let animated):
            let controller = try storyboard.instantiate(scene)
            if let style { controller.modalPresentationStyle = style }
            top.present(controller, animated: animated)
        case .dismiss(let animated):
            guard let presenter = top.presentingViewController else { throw fail("nothing is presented") }
            presenter.dismiss(animated: animated)
        case .selectTab(let index):
            guard let tabs = Hierarchy.tabs(for: top, root: root) else { throw fail("no tab bar controller on screen") }
            let count = tabs.viewControllers?.count ?? 0
            guard index < count else { throw fail("tab index \(index) out of range (there are \(count) tabs)") }
            _ = tabs.userSelectTab(at: index)  // TB4/TB5: under More too
        case .segue(let id):
            try performSegue(id, from: top, step: step)
        case .unwind(let target):
            try unwind(to: target, from: top, step: step)
        case .selectRow(let section, let row):
            try selectRow(section: section, row: row, in: top, step: step)
        case .scroll(let target, let by):
            try scroll(to: target, by: by, in: top, step: step)
        case .pageForward, .pageBackward:
            try turnPage(forward: step.op == .pageForward, in: top, step: step)
        case .interactivePop(let complete):
            guard let navigation = Hierarchy.navigation(for: top) else { throw fail("no navigation controller on screen") }
            guard let transition = navigation.beginInteractivePop() else {
                throw fail("an interactive pop cannot begin (the stack holds \(navigation.viewControllers.count) controller(s))")
            }
            transition.update(progress: 0.5)
            if complete { transition.finish() } else { transition.cancel() }
        case .memoryWarning(let level):
            memory.warn(level, trigger: nil, site: "\(step.path) (memoryWarning)")
        case .resize(let width, let height):
            runtime.resize(to: Size(width: width, height: height))
        case .checkpoint(let label):
            profiler.beginPhase(label)
        case .teardown:
            profiler.currentOperation = "teardown"
            runtime.runUntilIdle()  // transitions left in flight by `advance` scenarios end first
            checkUnfinishedMoves()  // C2, C3: a willMove left without its didMove
            keepTableStates()
            window.tearDown()
            self.window = nil
            // The leak check runs after this method returns, once its locals let go.
        default:
            let performed = try performPresentation(step, top: top, root: root) || performTableEdit(step, top: top, root: root)
                || performControl(step, top: top, root: root) || performContainer(step, top: top, root: root)
                || performContainment(step, top: top, root: root) || performAssertion(step, top: top, root: root) || performTime(step)
            if !performed { throw StepFailure(step: step, message: "op \"\(step.opName)\" is not handled") }
        }
    }

    /// The step actions over this run's scenario and storyboard.
    var actions: ScenarioActions { ScenarioActions(scenario: scenario, storyboard: storyboard) }

    func performSegue(_ id: String, from top: ViewController, step: Step) throws {
        try actions.performSegue(id, from: top, step: step)
    }

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
}
