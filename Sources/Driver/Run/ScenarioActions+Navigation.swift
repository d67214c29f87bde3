import ViewRuntime

/// Navigation steps: pushes and pops on the nearest navigation controller (N-rules), an
/// interactive pop, and a user's tap on a tab (TB4, TB5).
extension ScenarioActions {
    /// Pushes a new controller of scene `scene` on the nearest navigation controller.
    func push(_ scene: String, animated: Bool, top: ViewController, step: Step) throws {
        let navigation = try navigation(for: top, step: step, naming: true)
        navigation.pushViewController(try storyboard.instantiate(scene), animated: animated)
    }

    /// N3: pushes the controller of scene `scene` nearest the top-most one on the nearest navigation
    /// controller. Pushing one already on the stack is UIKit's NSInvalidArgumentException (recorded,
    /// failing the step unless it expects it), and nothing changes.
    func pushExisting(_ scene: String, animated: Bool, top: ViewController, root: ViewController, step: Step) throws {
        let navigation = try navigation(for: top, step: step, naming: true)
        guard let controller = Hierarchy.nearest(scene: scene, to: top, root: root) else {
            throw StepFailure(step: step, message: "no controller of scene \"\(scene)\" (top-most: \(top.traceLabel))")
        }
        navigation.pushViewController(controller, animated: animated)
    }

    func pop(animated: Bool, top: ViewController, step: Step) throws {
        _ = try navigation(for: top, step: step).popViewController(animated: animated)
    }

    func popToRoot(animated: Bool, top: ViewController, step: Step) throws {
        _ = try navigation(for: top, step: step).popToRootViewController(animated: animated)
    }

    /// Pops to the controller at `depth` of the stack (0 is the root).
    func popTo(depth: Int, animated: Bool, top: ViewController, step: Step) throws {
        let navigation = try navigation(for: top, step: step)
        let stack = navigation.viewControllers
        guard depth < stack.count else {
            throw StepFailure(step: step, message: "depth \(depth) is not on the stack (it holds \(stack.count) controllers)")
        }
        _ = navigation.popToViewController(stack[depth], animated: animated)
    }

    /// An interactive pop released at half way, that completes or is cancelled.
    func interactivePop(complete: Bool, top: ViewController, step: Step) throws {
        let navigation = try navigation(for: top, step: step)
        guard let transition = navigation.beginInteractivePop() else {
            throw StepFailure(
                step: step,
                message: "an interactive pop cannot begin (the stack holds \(navigation.viewControllers.count) controller(s))")
        }
        transition.update(progress: 0.5)
        if complete { transition.finish() } else { transition.cancel() }
    }

    /// A user's tap on tab `index` of the tab bar controller on screen (TB4, TB5: under More too).
    func selectTab(_ index: Int, top: ViewController, root: ViewController, step: Step) throws {
        guard let tabs = Hierarchy.tabs(for: top, root: root) else {
            throw StepFailure(step: step, message: "no tab bar controller on screen")
        }
        let count = tabs.viewControllers?.count ?? 0
        guard index < count else { throw StepFailure(step: step, message: "tab index \(index) out of range (there are \(count) tabs)") }
        _ = tabs.userSelectTab(at: index)
    }

    /// The nearest navigation controller of `top`; without one the step fails, naming the
    /// top-most visible controller when `naming`.
    func navigation(for top: ViewController, step: Step, naming: Bool = false) throws -> NavigationController {
        guard let navigation = Hierarchy.navigation(for: top) else {
            let message = "no navigation controller on screen" + (naming ? " (top-most visible controller: \(top.traceLabel))" : "")
            throw StepFailure(step: step, message: message)
        }
        return navigation
    }
}
