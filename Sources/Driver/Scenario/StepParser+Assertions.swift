import ViewRuntime

/// The assertion ops: `expectLayout`, and the `assert` step: `{"op": "assert", "scene": ID, "viewLoaded": BOOL, "appearance": STATE,
/// "parent": ID|null, "presented": ID|null, "selectedTab": N, "rows": [...], "selected": [[s, r]...],
/// "visible": [[s, r]...]}` (at least one check).
extension StepParser {
    /// `assert`, or `expectLayout` (whether the top-most visible controller's layout is ambiguous);
    /// nil for any other op.
    func assertionOp(_ name: String, _ reader: inout ObjectReader) throws(DriverError) -> Step.Op? {
        switch name {
        case "expectLayout": return .expectLayout(ambiguous: try reader.bool("ambiguous") ?? false)
        case "assert": return .assert(try stateAssertion(&reader))
        default: return nil
        }
    }

    func stateAssertion(_ reader: inout ObjectReader) throws(DriverError) -> StateAssertion {
        var assertion = StateAssertion(scene: try reader.string("scene"))
        assertion.viewLoaded = try reader.bool("viewLoaded")
        assertion.appearance = try reader.choice("appearance", StateAssertion.AppearanceName.self)
        assertion.parent = try sceneOrNull(&reader, "parent")
        assertion.presented = try sceneOrNull(&reader, "presented")
        assertion.selectedTab = try reader.int("selectedTab", in: ScenarioLimits.index)
        assertion.transitionStyle = try reader.choice("transitionStyle", ModalTransitionStyle.self)
        if reader.members.contains(where: { $0.key == "rows" }) { assertion.rows = try rowCounts(&reader) }
        if reader.members.contains(where: { $0.key == "selected" }) { assertion.selected = try indexes(&reader, "selected") }
        if reader.members.contains(where: { $0.key == "visible" }) { assertion.visible = try indexes(&reader, "visible") }
        guard assertion.checksSomething else {
            throw reader.error(
                nil,
                "an assert step needs at least one of \"viewLoaded\", \"appearance\", \"parent\", \"presented\", \"selectedTab\", \"transitionStyle\", \"rows\", \"selected\", \"visible\""
            )
        }
        return assertion
    }

    /// A scene id, or `null` for none; absent: nil.
    private func sceneOrNull(_ reader: inout ObjectReader, _ key: String) throws(DriverError) -> String?? {
        guard let value = reader.value(key) else { return nil }
        switch value {
        case .null: return .some(nil)
        case .string(let scene, _): return .some(scene)
        default: throw reader.error(key, "expected a scene id or null, found \(value.typeName)", at: value.position)
        }
    }
}
