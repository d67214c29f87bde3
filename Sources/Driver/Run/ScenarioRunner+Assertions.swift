import ViewRuntime

/// Assertion ops: the layout's ambiguity and the `assert` step's state checks.
extension ScenarioRunner {
    /// Runs `step` when it is one of these ops; false when it is not.
    func performAssertion(_ step: Step, top: ViewController, root: ViewController) throws -> Bool {
        switch step.op {
        case .expectLayout(let ambiguous):
            try actions.expectLayout(ambiguous: ambiguous, top: top, step: step)
        case .assert(let assertion):
            try actions.check(assertion, top: top, root: root, step: step)
        default:
            return false
        }
        return true
    }
}
