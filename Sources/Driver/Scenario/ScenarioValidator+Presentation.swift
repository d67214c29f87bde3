/// The references of `present` and `dismiss` with `from`: both scenes must exist.
extension ScenarioValidator {
    func validatePresentation(_ step: Step) throws(DriverError) {
        switch step.op {
        case .presentFrom(let scene, _, let from, _):
            _ = try requireScene(scene, at: "\(step.path).scene")
            _ = try requireScene(from, at: "\(step.path).from")
        case .dismissFrom(let from, _):
            _ = try requireScene(from, at: "\(step.path).from")
        default:
            break
        }
    }
}
