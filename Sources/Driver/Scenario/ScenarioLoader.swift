import Results

/// Reads a scenario file through the bounded input reader (``InputLimit``'s budget) and parses
/// and validates it.
package enum ScenarioLoader {
    /// Reads, parses and validates the file at `path`; with `settings`, also refuses a scenario
    /// one screen of which cannot fit the memory budget (``ScenarioMemoryEstimate``).
    ///
    /// - Parameter scenes: the user's own classes, for scenes of type `"custom"`.
    /// - Throws: `ResultsError` when the file cannot be read (missing, not a regular file, too
    ///   large for the budget, not UTF-8); ``DriverError`` when it is not a valid scenario.
    package static func load(_ path: String, scenes: SceneRegistry, settings: MemoryLimitSettings? = nil) throws -> Scenario {
        let text = try BoundedInput.text(path, kind: .scenario)
        let scenario = try ScenarioParser.parse(text, file: path, scenes: scenes)
        if let settings { try ScenarioMemoryEstimate.check(scenario, settings: settings, file: path) }
        return scenario
    }
}
