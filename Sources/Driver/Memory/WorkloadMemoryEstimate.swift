import Results
import ViewRuntime

/// What one stage of a bench workload holds at once (its main passes, a depth table, one
/// chain...), from its parameters alone: a lower bound, each term something the runtime
/// certainly allocates, with the same formulas as a scenario's scenes
/// (``ScenarioMemoryEstimate``). The stages of a workload run one after the other, each in its
/// own runtime, so a workload needs at least its largest stage.
public struct WorkloadMemoryStage: Sendable, Hashable {
    /// "its main passes", for the message.
    public var what: String
    /// The parameters that set this stage's size, for the message: the ones to lower.
    public var parameters: [String]
    package var terms: [ScenarioMemoryEstimate.Term]

    public init(_ what: String, parameters: [String], terms: [ScenarioMemoryEstimate.Term]) {
        self.what = what
        self.parameters = parameters
        self.terms = terms
    }

    /// The stage's bytes: the sum of its terms.
    public var bytes: Double { terms.reduce(0) { $0 + $1.bytes } }
}

/// Admission of `bench` workloads: a workload one stage of which cannot fit the
/// memory budget is refused before anything runs (exit 2), naming the parameters, the
/// estimate, the budget and the flag that raises it; the budget's watch during the run
/// (``BenchMemoryBudget``) is for what the estimate cannot see.
package enum WorkloadMemoryEstimate {
    /// The least a controller takes besides its view (measured: about 670 bytes a pushed
    /// ``WorkloadController`` with its view unloaded, release build).
    package static let controllerObjectBytes = 512.0

    /// One loaded ``WorkloadController`` on `screen`: its root view's backing store and
    /// `subviews` subviews a quarter of the screen's width wide, each a view object and a
    /// backing store (every subview is drawn once its controller's view is in the window).
    static func levelTerms(count: Int, subviews: Int, screen: Screen, what: String) -> [ScenarioMemoryEstimate.Term] {
        let width = Double(screen.size.width), height = Double(screen.size.height)
        let root =
            ScenarioMemoryEstimate.backingStoreBytes(width: width, height: height, scale: screen.scale)
            + ScenarioMemoryEstimate.viewObjectBytes
        let side = max(1, width / 4)
        let subview =
            ScenarioMemoryEstimate.backingStoreBytes(width: side, height: side, scale: screen.scale)
            + ScenarioMemoryEstimate.viewObjectBytes
        let level = root + Double(subviews) * subview + controllerObjectBytes
        return [
            .init(
                what: "\(count) \(what), each a \(Int(width))x\(Int(height)) pt root view and "
                    + "\(subviews) subviews of \(Int(side))x\(Int(side)) pt (\(Format.bytes(level)) a level)",
                bytes: Double(count) * level)
        ]
    }

    /// Throws (exit 2 at the call site) for a workload whose largest stage needs more than the budget.
    @MainActor
    package static func check(_ workload: any Workload, settings: MemoryLimitSettings) throws(DriverError) {
        let name = type(of: workload).name
        guard let stage = workload.memoryStages.max(by: { $0.bytes < $1.bytes }),
            stage.bytes > Double(settings.stopBytes)
        else { return }
        let parts = stage.terms.map { "\($0.what): \(Format.bytes($0.bytes))" }.joined(separator: "; ")
        let sizes = stage.parameters.filter { $0 != "warningEvery" }.map { "\(name).\($0)" }
        let warnings = stage.parameters.contains("warningEvery") ? ", or \(name).warningEvery smaller but not 0 (a warning unloads views)" : ""
        let lower = sizes.count > 1 ? sizes.dropLast().joined(separator: ", ") + " or " + sizes.last! : sizes.joined()
        throw DriverError(
            .memoryLimit,
            "workload \(name), \(stage.what): at least \(Format.bytes(stage.bytes)) at once (\(parts)), "
                + "more than the run may use: \(settings.stopDescription); make --param \(lower) smaller\(warnings), "
                + "or raise the budget with --budget-mb (up to the memory the process has)")
    }
}
