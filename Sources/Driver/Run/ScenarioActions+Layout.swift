import ViewRuntime

/// Auto Layout in scenario runs (docs/AUTOLAYOUT.md).
extension ScenarioActions {
    /// AL28: lays out the top-most controller's view, then checks whether any view in it has an
    /// ambiguous layout; fails the step when the answer is not `ambiguous`, naming the views.
    func expectLayout(ambiguous: Bool, top: ViewController, step: Step) throws {
        guard let root = top.viewIfLoaded else {
            throw StepFailure(step: step, message: "\(top.traceLabel) has no view loaded")
        }
        root.layoutIfNeeded()
        var found: [String] = []
        var stack = [root]
        while let view = stack.popLast() {
            if view.hasAmbiguousLayout { found.append("\(view)") }
            stack.append(contentsOf: view.subviews)
        }
        if ambiguous && found.isEmpty {
            throw StepFailure(step: step, message: "no view of \(top.traceLabel) has an ambiguous layout")
        }
        if !ambiguous && !found.isEmpty {
            throw StepFailure(step: step, message: "ambiguous layout in \(top.traceLabel): \(found.prefix(5).joined(separator: ", "))")
        }
    }
}
