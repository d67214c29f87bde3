import Results

/// What a scenario run adds to the trace beside the runtime's own events.
extension RuntimeProfiler {
    /// Traces a step that failed as its `"expect"` declared (`expectedFailure`, with `message`).
    public func recordExpectedFailure(_ message: String) {
        emit(event: .expectedFailure, arguments: .message(message))
    }
}

extension RuntimeProfiler {
    /// Whether a trace is being written (a driver forms `tableState` lines only then).
    public var isTracing: Bool { trace != nil }

    /// Traces a table's state after a step that changed it (`tableState`).
    public func recordTableState(_ snapshot: TableSnapshot) {
        emit(event: .tableState, arguments: .tableState(snapshot))
    }
}

extension RuntimeProfiler {
    /// Traces an unwind segue's action run on its destination (`unwindAction`, SB6 step 3).
    public func recordUnwindAction(destination: String, segue: String?, source: String) {
        emit(controller: destination, event: .unwindAction, arguments: .unwind(segue: segue, source: source))
    }
}
