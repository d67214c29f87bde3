/// The trace's schema, format 1 (docs/TRACE-FORMAT.md): its version, the keys of its lines
/// and the names of the events that are not lifecycle callbacks.
///
/// One definition for the writer (Profiler's `TraceRecorder`, which imports Results) and the
/// reader (``TraceLine/parse(_:)-(UnsafeBufferPointer<UInt8>)`` and the Perfetto converter). The
/// writer keeps its keys as byte literals on its hot path; ProfilerTests check that every key it
/// writes is one of ``Key`` and reads back through ``TraceLine``.
package enum TraceSchema {
    /// The format this version writes and reads.
    package static let format = 1

    /// Every key a line may carry, in the order the writer writes them.
    package enum Key: String, CaseIterable, Sendable {
        case seq, controller, event
        /// Arguments: appearance callbacks, containment, warnings, segues, size changes, `init`,
        /// steps, phases, diagnostics.
        case animated, parent, level, segue, width, height, `class`, index, op, label, message
        /// A table's state (`tableState`): its label, rows per section, selected and visible index
        /// paths, and their counts when more than the listed 1,000.
        case table, rows, selected, selectedCount, visible, visibleCount
        /// What a `tableState` line describes when it is not a table: `collection`.
        case view
        /// An `unwindAction`'s source controller.
        case source
        /// Measurements, with the probe on.
        case allocatedBytes, freedBytes, ns, ts, dur
        /// A header line's format (`{"format": 1, ...}`).
        case format
    }

    /// The events that are not lifecycle callbacks (those are named by `CallbackKind`).
    package enum Event: String, CaseIterable, Sendable {
        /// A controller's creation (with `class`) and its deallocation.
        case `init`, `deinit`
        /// Runtime-wide: no `controller`.
        case step, phase, memoryWarning, diagnostic
        /// A step that failed as its `"expect"` declared (with `message`).
        case expectedFailure
        /// A table's rows, selection and visible rows after a step that changed them (scenario runs).
        case tableState
        /// An unwind segue's action run on its destination (`controller`), with `segue` and `source`.
        case unwindAction
    }
}
