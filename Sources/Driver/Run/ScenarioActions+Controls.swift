import ViewRuntime

/// Controls shared by scenario runs and soak walks: a tap on a scene's button, or an action sent
/// up the responder chain, reaches the scene's controller (R1-R4), which then acts.
extension ScenarioActions {
    /// The content controller on screen (nearest to `top`) that declares control `name`.
    func controlOwner(_ name: String, top: ViewController, root: ViewController) -> (ContentSceneController, Button)? {
        for controller in Hierarchy.ancestors(of: top) + Hierarchy.onScreen(from: root).reversed() {
            if let content = controller as? ContentSceneController, let button = content.control(named: name) {
                return (content, button)
            }
        }
        return nil
    }

    /// A tap on the control `name` (a simulated touch inside it): `touchUpInside` sends its nil-target action, which the
    /// responder chain (button, view, controller...) delivers; then the controller acts.
    func tap(_ name: String, top: ViewController, root: ViewController, step: Step) throws {
        guard let (_, button) = controlOwner(name, top: top, root: root) else {
            throw StepFailure(step: step, message: "no control \"\(name)\" on screen (top-most: \(top.traceLabel))")
        }
        storyboard.firedControls.removeAll()
        button.simulateTap()  // R4: touchDown, then touchUpInside (the action), then primaryActionTriggered
        try performFiredControls(step: step, what: "the action of control \"\(name)\"")
    }

    /// Sends the action `name:` with a nil target from the top-most controller's view (R2): the
    /// first responder that implements it handles it.
    func sendAction(_ name: String, top: ViewController, step: Step) throws {
        storyboard.firedControls.removeAll()
        let action = Action(name.hasSuffix(":") ? name : "\(name):")
        let sender: Responder = top.viewIfLoaded ?? top
        let handled = storyboard.runtime.application.sendAction(action, to: nil, from: sender, for: nil)
        guard handled else {
            storyboard.firedControls.removeAll()
            throw StepFailure(step: step, message: "no responder from \(top.traceLabel) up handles \(action) (R2: UIKit drops it)")
        }
        try performFiredControls(step: step, what: "action \(action)")
    }

    func performFiredControls(step: Step, what: String) throws {
        let fired = storyboard.firedControls
        storyboard.firedControls.removeAll()
        guard !fired.isEmpty else { throw StepFailure(step: step, message: "\(what) reached no scene controller") }
        for (controller, control) in fired { try perform(control, on: controller, step: step) }
    }

    /// What a control's action does on the controller that received it.
    func perform(_ control: SceneControl, on controller: ContentSceneController, step: Step) throws {
        switch control.action {
        case .push(let scene):
            guard let navigation = Hierarchy.navigation(for: controller) else {
                throw StepFailure(
                    step: step, message: "control \"\(control.name)\" pushes, but \(controller.traceLabel) has no navigation controller")
            }
            navigation.pushViewController(try storyboard.instantiate(scene), animated: false)
        case .present(let scene):
            controller.present(try storyboard.instantiate(scene), animated: false)
        case .dismiss:
            guard controller.presentingViewController != nil || controller.presentedViewController != nil else {
                throw StepFailure(
                    step: step, message: "control \"\(control.name)\" dismisses, but \(controller.traceLabel) presents nothing and is not presented")
            }
            controller.dismiss(animated: false)
        case .unwind(let target):
            let found = try controller.performUnwind(identifier: "unwind:\(target)", animated: false) {
                ScenarioStoryboard.scene(of: $0) == target
            }
            if found == nil {
                throw StepFailure(
                    step: step, message: "control \"\(control.name)\": no controller of scene \"\(target)\" behind \(controller.traceLabel)")
            }
        }
    }
}
