/// The container ops beyond push, pop and present: `setViewControllers` (a navigation stack
/// replaced), `setTabs`, `pageTurn` (an interactive page turn) and `unwind`.
extension StepParser {
    /// The container op `name`, or nil when `name` is not one (`unwind` is parsed by ``unwindOp(_:)``).
    func containerOp(_ name: String, _ reader: inout ObjectReader, animated: Bool) throws(DriverError) -> Step.Op? {
        switch name {
        case "setViewControllers": return .setViewControllers(scenes: try sceneList(&reader), animated: animated)
        case "setTabs": return .setTabs(scenes: try sceneList(&reader))
        case "pageTurn":
            return .pageTurn(forward: try reader.bool("forward") ?? true, complete: try reader.bool("complete") ?? true)
        default: return nil
        }
    }

    /// `unwind` with `to` (a scene: the harness's search) or `action` (UIKit's, SB6) and its `id`.
    func unwindOp(_ reader: inout ObjectReader) throws(DriverError) -> Step.Op {
        guard let action = try reader.string("action") else {
            return .unwind(to: try reader.requiredString("to"))
        }
        guard reader.value("to") == nil else { throw reader.error("to", "give \"to\" (a scene) or \"action\" (an unwind action), not both") }
        guard !action.isEmpty, action.count <= ScenarioParser.maximumActionName else {
            throw reader.error("action", "expected an action name of 1 to \(ScenarioParser.maximumActionName) characters")
        }
        let identifier = try reader.string("id")
        return .unwindAction(action: ScenarioParser.actionName(action), identifier: identifier)
    }

    /// `scenes`: 1 to 1,000 scene ids.
    func sceneList(_ reader: inout ObjectReader) throws(DriverError) -> [String] {
        let value = try reader.required("scenes", "an array of scene ids")
        let scenes = try ScenarioParser.stringArray(value, path: reader.childPath("scenes"), file: file, nonEmpty: true)
        guard scenes.count <= ScenarioLimits.sceneList.upperBound else {
            throw reader.error(
                "scenes", "expected at most \(ScenarioLimits.sceneList.upperBound) scene ids, found \(scenes.count)", at: value.position)
        }
        return scenes
    }
}
