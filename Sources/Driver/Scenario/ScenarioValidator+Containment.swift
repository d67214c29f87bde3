/// The references of the containment ops: children that exist and are not tabs controllers, in a
/// content scene (the only custom container).
extension ScenarioValidator {
    func validateContainment(_ step: Step) throws(DriverError) {
        switch step.op {
        case .addChild(let scene, let into):
            let child = try requireScene(scene, at: "\(step.path).scene")
            if case .tabs = child.kind { throw error("\(step.path).scene", "a tabs controller cannot be a child (\"\(scene)\")") }
            guard case .content = try requireScene(into, at: "\(step.path).into").kind else {
                throw error("\(step.path).into", "only a content scene acts as a custom container (\"\(into)\" is not one)")
            }
        case .removeChild(let scene):
            _ = try requireScene(scene, at: "\(step.path).scene")
        case .containment(let call):
            for (key, scene) in call.scenes { _ = try requireScene(scene, at: "\(step.path).\(key)") }
            if case .addChild(_, let into) = call {
                guard case .content = scenario.scene(into)?.kind else {
                    throw error("\(step.path).into", "only a content scene acts as a custom container (\"\(into)\" is not one)")
                }
            }
        default:
            break
        }
    }
}
