/// What went wrong in the Driver outside a scenario file's own text (which ``ScenarioError``
/// reports with its JSON path): a workload parameter, a scene class or its configuration, a
/// scenario that failed while a workload ran it, a run too large for its memory budget, or a
/// ``ProfilingSession`` step the screen cannot take. One shape for the module, in the manner of
/// swift-subprocess's error: a ``code`` to branch on and a ``message`` to show (the CLI prints it
/// and exits 2).
public struct DriverError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// A `--param` or workload parameter: unknown, or out of its range.
        case parameter
        /// A scene class the registry does not know.
        case unknownClass
        /// A scene class's `configure` refused its parameters.
        case sceneConfiguration
        /// A scene id the scenario does not define.
        case unknownScene
        /// A scenario run by a workload failed a step.
        case scenarioFailed
        /// A scenario run by a workload exceeded its memory budget.
        case memoryBudget
        /// A workload's sizes need more memory at once than the run may use (checked before it runs).
        case memoryLimit
        /// A testing session's step that the screen cannot take (no navigation controller, no table...).
        case session
    }

    /// What failed.
    public var code: Code
    /// What is wrong and what to do, in one line.
    public var message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
