import ViewRuntime

/// Custom containment in a content scene: a child added or removed whole (C1-C3 with appearance
/// forwarding), or containment calls one at a time, as an app's container code makes them, right
/// or wrong: the invariant checker, not the step, reports a `willMove(toParent:)` left without its
/// `didMove`.
extension ScenarioActions {
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

    /// One containment call alone.
    func perform(_ call: ContainmentCall, top: ViewController, root: ViewController, step: Step) throws {
        switch call {
        case .addChild(let scene, let into):
            guard let container = Hierarchy.nearest(scene: into, to: top, root: root) as? ContentSceneController else {
                throw StepFailure(step: step, message: "no controller of scene \"\(into)\" (top-most: \(top.traceLabel))")
            }
            guard container.children.count < Self.maximumChildren else {
                throw StepFailure(step: step, message: "\(container.traceLabel) already holds \(Self.maximumChildren) children")
            }
            let child = try storyboard.instantiate(scene)
            container.addChild(child)  // C1: willMove(toParent: container), before it is added
            if let view = container.view, let childView = child.view {
                childView.frame = view.bounds
                view.addSubview(childView)
            }
        case .willMove(let scene, let parent):
            let (controller, newParent) = try controllers(scene, parent: parent, top: top, root: root, step: step)
            controller.callWillMove(toParent: newParent)
        case .didMove(let scene, let parent):
            let (controller, newParent) = try controllers(scene, parent: parent, top: top, root: root, step: step)
            controller.callDidMove(toParent: newParent)
        case .removeFromParent(let scene):
            let match = { (controller: ViewController) in
                ScenarioStoryboard.scene(of: controller) == scene && controller.parent is ContentSceneController
            }
            guard let child = Hierarchy.nearest(to: top, root: root, where: match) else {
                throw StepFailure(step: step, message: "no child of scene \"\(scene)\" in a content scene")
            }
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()  // C3: didMove(toParent: nil), after it is removed
        }
    }

    /// The controller of scene `scene` and the one of scene `parent` (nil for none), nearest `top`.
    private func controllers(
        _ scene: String, parent: String?, top: ViewController, root: ViewController,
        step: Step
    ) throws -> (ViewController, ViewController?) {
        guard let controller = Hierarchy.nearest(scene: scene, to: top, root: root) else {
            throw StepFailure(step: step, message: "no controller of scene \"\(scene)\" (top-most: \(top.traceLabel))")
        }
        guard let parent else { return (controller, nil) }
        guard let found = Hierarchy.nearest(scene: parent, to: top, root: root) else {
            throw StepFailure(step: step, message: "no controller of scene \"\(parent)\" (top-most: \(top.traceLabel))")
        }
        return (controller, found)
    }
}
