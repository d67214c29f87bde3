import ViewRuntime

/// Container edits shared by scenario runs and soak walks: replacing a navigation stack (N8) or
/// the tabs (TB3), custom containment in a content scene (C1-C3 with appearance forwarding), and
/// presenting or dismissing from a named controller (P3, P4, P5).
extension ScenarioActions {
    /// The controllers for `scenes`: each reuses the first unused controller of that scene in
    /// `current` (so a file can reorder a stack: N8's pop or no-transition cases), else a new one.
    func controllers(for scenes: [String], reusing current: [ViewController]) throws -> [ViewController] {
        var pool = current
        var result: [ViewController] = []
        for id in scenes {
            if let index = pool.firstIndex(where: { ScenarioStoryboard.scene(of: $0) == id }) {
                result.append(pool.remove(at: index))
            } else {
                result.append(try storyboard.instantiate(id))
            }
        }
        return result
    }

    /// N8: `setViewControllers(_:animated:)` on the nearest navigation controller.
    func setViewControllers(_ scenes: [String], animated: Bool, top: ViewController, step: Step) throws {
        guard let navigation = Hierarchy.navigation(for: top) else {
            throw StepFailure(step: step, message: "no navigation controller on screen (top-most visible controller: \(top.traceLabel))")
        }
        navigation.setViewControllers(try controllers(for: scenes, reusing: navigation.viewControllers), animated: animated)
    }

    /// TB3: the tab bar controller's `viewControllers` replaced.
    func setTabs(_ scenes: [String], top: ViewController, root: ViewController, step: Step) throws {
        guard let tabs = Hierarchy.tabs(for: top, root: root) else { throw StepFailure(step: step, message: "no tab bar controller on screen") }
        tabs.setViewControllers(try controllers(for: scenes, reusing: tabs.viewControllers ?? []), animated: false)
    }

    /// C1, C2: the content controller of scene `into` adds a new child of `scene` and its view;
    /// the child's appearance follows the container's (A-rules).
    func addChild(_ scene: String, into: String, top: ViewController, root: ViewController, step: Step) throws {
        guard let container = Hierarchy.nearest(scene: into, to: top, root: root) as? ContentSceneController else {
            throw StepFailure(step: step, message: "no controller of scene \"\(into)\" (top-most: \(top.traceLabel))")
        }
        guard container.children.count < Self.maximumChildren else {
            throw StepFailure(step: step, message: "\(container.traceLabel) already holds \(Self.maximumChildren) children")
        }
        let child = try storyboard.instantiate(scene)
        container.addChild(child)
        do {
            guard let view = container.view, let childView = child.view else {
                throw StepFailure(step: step, message: "\(container.traceLabel) or \(child.traceLabel) has no view")
            }
            childView.frame = view.bounds
            view.addSubview(childView)
        } catch {
            child.removeFromParent()
            throw error
        }
        child.callDidMove(toParent: container)  // traced, as the app's container code calls it (C2)
    }

    /// The most children a content scene holds through `addChild` steps.
    static let maximumChildren = 1_000

    /// C3: the nearest child of scene `scene` held by a content controller leaves it.
    func removeChild(_ scene: String, top: ViewController, root: ViewController, step: Step) throws {
        let match = { (controller: ViewController) in
            ScenarioStoryboard.scene(of: controller) == scene && controller.parent is ContentSceneController
        }
        guard let child = Hierarchy.nearest(to: top, root: root, where: match) else {
            throw StepFailure(step: step, message: "no child of scene \"\(scene)\" in a content scene")
        }
        child.callWillMove(toParent: nil)  // traced (C3)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    /// `present(_:animated:)` called on the controller of scene `from`. UIKit's refusals (already
    /// presenting, not in the window hierarchy: P3) are diagnostics and change nothing.
    func present(
        _ scene: String, style: ModalPresentationStyle?, from: String, animated: Bool,
        top: ViewController, root: ViewController, step: Step
    ) throws {
        guard let presenter = Hierarchy.nearest(scene: from, to: top, root: root) else {
            throw StepFailure(step: step, message: "no controller of scene \"\(from)\" (top-most: \(top.traceLabel))")
        }
        let controller = try storyboard.instantiate(scene)
        if let style { controller.modalPresentationStyle = style }
        presenter.present(controller, animated: animated)
    }

    /// P4: `dismiss(animated:)` called on the controller of scene `from`: what it presents goes,
    /// with everything above; a controller that presents nothing dismisses itself.
    func dismiss(from: String, animated: Bool, top: ViewController, root: ViewController, step: Step) throws {
        guard let controller = Hierarchy.nearest(scene: from, to: top, root: root) else {
            throw StepFailure(step: step, message: "no controller of scene \"\(from)\" (top-most: \(top.traceLabel))")
        }
        guard controller.presentedViewController != nil || controller.presentingViewController != nil else {
            throw StepFailure(step: step, message: "\(controller.traceLabel) presents nothing and is not presented")
        }
        controller.dismiss(animated: animated)
    }

    /// T7: an interactive turn of the nearest page view controller, released at half way, that
    /// completes or is cancelled. At an end of the book (the data source returns nil) nothing
    /// happens, as in UIKit, and a `pageTurnAtEnd` diagnostic says so; off screen or during another
    /// turn the step fails.
    func pageTurn(forward: Bool, complete: Bool, top: ViewController, step: Step) throws {
        guard let pages = Hierarchy.ancestors(of: top).compactMap({ $0 as? PageViewController }).first else {
            throw StepFailure(step: step, message: "no page view controller on screen (top-most: \(top.traceLabel))")
        }
        guard let turn = pages.beginInteractivePageTurn(forward ? .forward : .reverse) else {
            if !pages.isTurningPage, pages.appearState == .appeared, pages.isAtEnd(forward ? .forward : .reverse) {
                return recordTurnAtEnd(of: pages, forward: forward)
            }
            throw StepFailure(
                step: step,
                message: "\(pages.traceLabel) cannot turn \(forward ? "forward" : "backward") now (an end, off screen or a turn in flight)")
        }
        turn.update(progress: 0.5)
        if complete { turn.finish() } else { turn.cancel() }
    }
}
