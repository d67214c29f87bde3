/// An error from the profiler: a stacks window it cannot sample, or stacks asked of a profiler
/// without a probe.
///
/// One type for the module, with an extensible ``code`` to test against; ``description`` is
/// the message (for the CLI, which prints it as the reason of exit 2).
public struct ProfilerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Storage: Sendable, Hashable {
            case invalidStackWindow, stackWindowNotInScenario, stacksNeedProbe
        }
        let storage: Storage

        /// A `--stacks-window` value that is none of `all`, `callback:NAME`, `scene:ID` or
        /// `phase:LABEL`, or names a callback that does not exist.
        public static var invalidStackWindow: Code { Code(storage: .invalidStackWindow) }
        /// A `scene:` or `phase:` window naming a scene or phase the scenario does not have.
        public static var stackWindowNotInScenario: Code { Code(storage: .stackWindowNotInScenario) }
        /// Stacks were asked of a profiler made without a probe.
        public static var stacksNeedProbe: Code { Code(storage: .stacksNeedProbe) }

        public var description: String {
            switch storage {
            case .invalidStackWindow: "invalid stacks window"
            case .stackWindowNotInScenario: "stacks window not in the scenario"
            case .stacksNeedProbe: "stacks need the probe"
            }
        }
    }

    /// The kind of failure.
    public let code: Code
    /// What went wrong, with the accepted values where there are some.
    public let message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
