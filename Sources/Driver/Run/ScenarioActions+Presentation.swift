import ViewRuntime

/// Presentation steps: `present` and `dismiss` from the top-most visible controller, or called on
/// the controller of a named scene (P3, P4, P5).
extension ScenarioActions {
    /// Presents a new controller of scene `scene` from the top-most visible controller.
    func present(_ scene: String, style: ModalPresentationStyle?, animated: Bool, top: ViewController) throws {
        let controller = try storyboard.instantiate(scene)
        if let style { controller.modalPresentationStyle = style }
        top.present(controller, animated: animated)
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

    /// Dismisses the top-most visible controller: its presenter's `dismiss(animated:)`.
    func dismiss(animated: Bool, top: ViewController, step: Step) throws {
        guard let presenter = top.presentingViewController else { throw StepFailure(step: step, message: "nothing is presented") }
        presenter.dismiss(animated: animated)
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
}
