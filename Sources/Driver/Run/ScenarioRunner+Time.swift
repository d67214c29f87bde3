import ViewRuntime

/// The virtual clock: `advance` moves it (timers, transitions), and a scenario with an
/// `advance` step runs its transitions on it.
extension ScenarioRunner {
    /// Runs `step` when it is `advance`; false when it is not.
    func performTime(_ step: Step) -> Bool {
        guard case .advance(let milliseconds) = step.op else { return false }
        runtime.advance(by: Double(milliseconds) / 1000)
        return true
    }

    /// Whether `steps` (or a `repeat` inside) has an `advance` step.
    static func containsAdvance(_ steps: [Step]) -> Bool {
        steps.contains { step in
            switch step.op {
            case .advance: true
            case .repeat(_, let body): containsAdvance(body)
            default: false
            }
        }
    }
}
