import ViewRuntime

/// Keys every scene type takes (docs/SCENARIO-FORMAT.md, "Keys of every scene"):
/// `definesPresentationContext`, `modalTransitionStyle` and
/// `providesPresentationContextTransitionStyle` (P5), and `unwindActions` (SB6).
extension ScenarioParser {
    /// The most unwind actions one scene declares, and the longest name.
    static let maximumUnwindActions = 100
    static let maximumActionName = 200

    static func parseSceneKeys(_ reader: inout ObjectReader, into scene: inout Scene) throws(DriverError) {
        scene.definesPresentationContext = try reader.bool("definesPresentationContext")
        scene.modalTransitionStyle = try reader.choice("modalTransitionStyle", ModalTransitionStyle.self)
        scene.providesPresentationContextTransitionStyle = try reader.bool("providesPresentationContextTransitionStyle")
        guard let value = reader.value("unwindActions") else { return }
        let path = reader.childPath("unwindActions")
        guard case .array(let elements, let position) = value else {
            throw DriverError(
                file: reader.file, path: path, message: "expected an array of action names such as \"backToHome:\", found \(value.typeName)",
                position: value.position)
        }
        guard elements.count <= maximumUnwindActions else {
            throw DriverError(
                file: reader.file, path: path, message: "expected at most \(maximumUnwindActions) actions, found \(elements.count)",
                position: position)
        }
        for (index, element) in elements.enumerated() {
            guard case .string(let name, _) = element, !name.isEmpty, name.count <= maximumActionName else {
                throw DriverError(
                    file: reader.file, path: "\(path)[\(index)]", message: "expected an action name of 1 to \(maximumActionName) characters",
                    position: element.position)
            }
            scene.unwindActions.append(actionName(name))
        }
    }

    /// `NAME:` (an unwind action takes the segue as its argument).
    static func actionName(_ name: String) -> String { name.hasSuffix(":") ? name : "\(name):" }
}
