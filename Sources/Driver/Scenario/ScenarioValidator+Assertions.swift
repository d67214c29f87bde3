/// The references of an `assert` step: its scene, parent and presented scenes must exist.
extension ScenarioValidator {
    func validateAssertion(_ step: Step) throws(DriverError) {
        switch step.op {
        case .assert(let assertion):
            if let scene = assertion.scene { _ = try requireScene(scene, at: "\(step.path).scene") }
            if case .some(.some(let parent)) = assertion.parent { _ = try requireScene(parent, at: "\(step.path).parent") }
            if case .some(.some(let presented)) = assertion.presented { _ = try requireScene(presented, at: "\(step.path).presented") }
        default:
            break
        }
    }
}
