/// The control ops: `tap` (a scene's control by name), `sendAction` (up the responder chain)
/// and `tapAlertAction` (an action of the presented alert, by title).
extension StepParser {
    /// The control op `name`, or nil when `name` is not one.
    func controlOp(_ name: String, _ reader: inout ObjectReader) throws(DriverError) -> Step.Op? {
        switch name {
        case "tap": return .tap(control: try nonEmptyString(&reader, "control"))
        case "sendAction": return .sendAction(action: try nonEmptyString(&reader, "action"))
        case "tapAlertAction": return .tapAlertAction(title: try nonEmptyString(&reader, "title"))
        default: return nil
        }
    }

    func nonEmptyString(_ reader: inout ObjectReader, _ key: String) throws(DriverError) -> String {
        let text = try reader.requiredString(key)
        guard !text.isEmpty else { throw reader.error(key, "expected a non-empty name") }
        return text
    }
}
