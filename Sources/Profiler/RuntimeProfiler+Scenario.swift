import Reports

/// What a scenario run adds to the trace beside the runtime's own events.
extension RuntimeProfiler {
    /// Traces a step that failed as its `"expect"` declared (`expectedFailure`, with `message`).
    public func recordExpectedFailure(_ message: String) {
        emit(event: .expectedFailure, arguments: .message(message))
    }
}
