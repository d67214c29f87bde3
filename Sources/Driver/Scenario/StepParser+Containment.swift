/// The containment ops: `addChild` and `removeChild` (the whole UIKit sequence), and the single
/// calls of a custom container (`willMoveToParent`, `didMoveToParent`, `removeFromParent`, and
/// `addChild` with `"didMove": false`) for the C2/C3 checks.
extension StepParser {
    /// The containment op `name`, or nil when `name` is not one.
    func containmentOp(_ name: String, _ reader: inout ObjectReader) throws(DriverError) -> Step.Op? {
        switch name {
        case "addChild":
            let (scene, into) = (try reader.requiredString("scene"), try reader.requiredString("into"))
            return try reader.bool("didMove") ?? true ? .addChild(scene: scene, into: into) : .containment(.addChild(scene: scene, into: into))
        case "willMoveToParent":
            return .containment(.willMove(scene: try reader.requiredString("scene"), parent: try parentScene(&reader)))
        case "didMoveToParent":
            return .containment(.didMove(scene: try reader.requiredString("scene"), parent: try parentScene(&reader)))
        case "removeFromParent": return .containment(.removeFromParent(scene: try reader.requiredString("scene")))
        case "removeChild": return .removeChild(scene: try reader.requiredString("scene"))
        default: return nil
        }
    }

    /// `parent`: a scene id, or `null` for none (required).
    func parentScene(_ reader: inout ObjectReader) throws(DriverError) -> String? {
        switch try reader.required("parent", "a scene id or null") {
        case .null: return nil
        case .string(let scene, _): return scene
        case let value: throw reader.error("parent", "expected a scene id or null, found \(value.typeName)", at: value.position)
        }
    }
}
