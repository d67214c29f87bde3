/// The references of the ops format 1 gained (docs/SCENARIO-FORMAT.md, "Reaching the whole
/// runtime"): every scene they name must exist and be of a kind the op can use.
extension ScenarioValidator {
    func validateAddition(_ step: Step) throws(ScenarioError) {
        switch step.op {
        case .presentFrom(let scene, _, let from, _):
            _ = try requireScene(scene, at: "\(step.path).scene")
            _ = try requireScene(from, at: "\(step.path).from")
        case .dismissFrom(let from, _):
            _ = try requireScene(from, at: "\(step.path).from")
        case .setViewControllers(let scenes, _):
            for (index, id) in scenes.enumerated() {
                let target = try requireScene(id, at: "\(step.path).scenes[\(index)]")
                if target.isContainer(excludingPages: true) {
                    throw error("\(step.path).scenes[\(index)]", "a navigation stack cannot hold a \(target.typeName) controller (\"\(id)\")")
                }
            }
        case .setTabs(let scenes):
            for (index, id) in scenes.enumerated() {
                let target = try requireScene(id, at: "\(step.path).scenes[\(index)]")
                if case .tabs = target.kind {
                    throw error("\(step.path).scenes[\(index)]", "a tab cannot be a tabs controller (\"\(id)\")")
                }
            }
        case .addChild(let scene, let into):
            let child = try requireScene(scene, at: "\(step.path).scene")
            if case .tabs = child.kind { throw error("\(step.path).scene", "a tabs controller cannot be a child (\"\(scene)\")") }
            guard case .content = try requireScene(into, at: "\(step.path).into").kind else {
                throw error("\(step.path).into", "only a content scene acts as a custom container (\"\(into)\" is not one)")
            }
        case .removeChild(let scene):
            _ = try requireScene(scene, at: "\(step.path).scene")
        case .pushExisting(let scene, _):
            let target = try requireScene(scene, at: "\(step.path).scene")
            if target.isContainer(excludingPages: true) {
                throw error("\(step.path).scene", "cannot push a \(target.typeName) controller (\"\(scene)\")")
            }
        case .containment(let call):
            for (key, scene) in call.scenes { _ = try requireScene(scene, at: "\(step.path).\(key)") }
            if case .addChild(_, let into) = call {
                guard case .content = scenario.scene(into)?.kind else {
                    throw error("\(step.path).into", "only a content scene acts as a custom container (\"\(into)\" is not one)")
                }
            }
        case .assert(let assertion):
            if let scene = assertion.scene { _ = try requireScene(scene, at: "\(step.path).scene") }
            if case .some(.some(let parent)) = assertion.parent { _ = try requireScene(parent, at: "\(step.path).parent") }
            if case .some(.some(let presented)) = assertion.presented { _ = try requireScene(presented, at: "\(step.path).presented") }
        default:
            break
        }
    }

    func validateControls(_ controls: [SceneControl], base: String) throws(ScenarioError) {
        for control in controls {
            guard let scene = control.scene else { continue }
            let key = if case .unwind = control.action { "to" } else { "scene" }
            let target = try requireScene(scene, at: "\(base).controls.\(control.name).\(key)")
            if case .push = control.action, target.isContainer(excludingPages: true) {
                throw error("\(base).controls.\(control.name).scene", "cannot push a \(target.typeName) controller (\"\(scene)\")")
            }
        }
    }
}
