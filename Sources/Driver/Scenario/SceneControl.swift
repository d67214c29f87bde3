/// A control a content scene declares (`"controls": {"compose": {"action": "push", "scene": "detail"}}`):
/// a button in the scene's view whose nil-target action goes up the responder chain (R1, R2) to
/// the scene's controller, which then pushes, presents, dismisses or unwinds.
package struct SceneControl: Sendable, Hashable {
    /// The control's name; its action message is `"NAME:"`.
    package var name: String
    package var action: Action

    package enum Action: Sendable, Hashable {
        /// Pushes a new controller of the scene on the nearest navigation controller.
        case push(scene: String)
        /// Presents a new controller of the scene from the controller.
        case present(scene: String)
        /// `dismiss(animated:)` on the controller (P4).
        case dismiss
        /// Unwinds to the nearest controller of the scene (SB6).
        case unwind(to: String)
    }

    package init(name: String, action: Action) {
        self.name = name
        self.action = action
    }

    /// The scene the action names, if any.
    package var scene: String? {
        switch action {
        case .push(let scene), .present(let scene): scene
        case .unwind(let scene): scene
        case .dismiss: nil
        }
    }

    /// Parses a scene's `controls` object.
    static func parse(_ value: PositionedJSON, path: String, file: String?) throws(DriverError) -> [SceneControl] {
        guard case .object(let members, let position) = value else {
            throw DriverError(file: file, path: path, message: "expected an object of controls, found \(value.typeName)", position: value.position)
        }
        guard members.count <= ScenarioLimits.controls.upperBound else {
            throw DriverError(
                file: file, path: path, message: "expected at most \(ScenarioLimits.controls.upperBound) controls, found \(members.count)",
                position: position)
        }
        var controls: [SceneControl] = []
        for (name, body) in members {
            var reader = try ObjectReader(body, path: "\(path).\(name)", file: file)
            guard !name.isEmpty else { throw reader.error(nil, "expected a non-empty control name") }
            let kind = try reader.oneOf("action", ["push", "present", "dismiss", "unwind"], default: "")
            let action: Action
            switch kind {
            case "push": action = .push(scene: try reader.requiredString("scene"))
            case "present": action = .present(scene: try reader.requiredString("scene"))
            case "dismiss": action = .dismiss
            case "unwind": action = .unwind(to: try reader.requiredString("to"))
            default: throw reader.error("action", "missing; expected one of \"push\", \"present\", \"dismiss\", \"unwind\"")
            }
            try reader.rejectUnknownKeys()
            controls.append(SceneControl(name: name, action: action))
        }
        return controls
    }
}
