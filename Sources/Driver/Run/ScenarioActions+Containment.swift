import ViewRuntime

/// Containment calls one at a time (C1-C3), as an app's container code makes them, right or wrong:
/// the invariant checker, not the step, reports a `willMove(toParent:)` left without its `didMove`.
extension ScenarioActions {
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
