extension DriverError {
    /// What kind of failure a ``DriverError`` is: compare with `==` (`error.code == .parameter`).
    /// ``description`` is the code's name, what a log prints.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Storage: String, Sendable, Hashable {
            case malformedJSON, invalidScenario, sceneParameter
            case parameter, unknownClass, sceneConfiguration, unknownScene
            case scenarioFailed, memoryBudget, memoryLimit, session
        }
        let storage: Storage

        /// A scenario's text is not JSON (the error has its line and column).
        public static var malformedJSON: Code { Code(storage: .malformedJSON) }
        /// A scenario's value is missing, of the wrong type, out of its range, or refers to
        /// nothing (the error has its JSON path).
        public static var invalidScenario: Code { Code(storage: .invalidScenario) }
        /// A custom scene's factory refused a parameter (``DriverError/key`` names it; in a
        /// scenario, the path ends with it).
        public static var sceneParameter: Code { Code(storage: .sceneParameter) }
        /// A `--param` or workload parameter: unknown, or out of its range.
        public static var parameter: Code { Code(storage: .parameter) }
        /// A scene class the registry does not know.
        public static var unknownClass: Code { Code(storage: .unknownClass) }
        /// A scene class's `configure` refused its parameters.
        public static var sceneConfiguration: Code { Code(storage: .sceneConfiguration) }
        /// A scene id the scenario does not define.
        public static var unknownScene: Code { Code(storage: .unknownScene) }
        /// A scenario run by a workload failed a step.
        public static var scenarioFailed: Code { Code(storage: .scenarioFailed) }
        /// A scenario run by a workload exceeded its memory budget.
        public static var memoryBudget: Code { Code(storage: .memoryBudget) }
        /// A workload's sizes, or one screen of a scenario's scene, need more memory at once
        /// than the run may use (checked before it runs).
        public static var memoryLimit: Code { Code(storage: .memoryLimit) }
        /// A testing session's step that the screen cannot take (no navigation controller, no table...).
        public static var session: Code { Code(storage: .session) }

        public var description: String { storage.rawValue }
    }
}
