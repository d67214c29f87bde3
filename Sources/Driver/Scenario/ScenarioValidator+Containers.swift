/// The references of the container ops: `setViewControllers` and `push` with `existing` hold no
/// container a navigation stack cannot, `setTabs` no tabs controller; a scene's controls name
/// scenes that exist and can be pushed.
extension ScenarioValidator {
    func validateContainers(_ step: Step) throws(DriverError) {
        switch step.op {
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
        case .pushExisting(let scene, _):
            let target = try requireScene(scene, at: "\(step.path).scene")
            if target.isContainer(excludingPages: true) {
                throw error("\(step.path).scene", "cannot push a \(target.typeName) controller (\"\(scene)\")")
            }
        default:
            break
        }
    }

    func validateControls(_ controls: [SceneControl], base: String) throws(DriverError) {
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
