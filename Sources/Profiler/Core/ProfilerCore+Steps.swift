import MemoryProbe

extension ProfilerCore {
    /// What a callback's beginning did in the core, and what is left for the profiler.
    enum Beginning {
        /// No probe: nothing is measured (the profiler still keeps accounts, checks, traces).
        case unmeasured
        /// The ledger-only window is open: nothing is left to do.
        case opened
        /// The profiler does more than the ledger, or the controller has no account yet: the
        /// handler reads the counters (``read()``) and opens the window itself.
        case needsMeasuredBeginning
    }

    /// What a callback's end did in the core, and what is left for the profiler.
    enum Ending {
        /// No probe: nothing is measured.
        case unmeasured
        /// The outermost window is closed and charged: nothing is left to do.
        case closed
        /// The end has more to do (nesting, stack windows, a trace line, a record): the
        /// handler goes on from this reading (the window's end).
        case needsMeasuredEnd(entry: ThreadCounterReading, entryTicks: UInt64)
        /// Nothing was read: the end needs a call before its reading (a `viewDidUnload` counts
        /// the unload, a clock without the time-stamp counter reads the monotonic clock), or
        /// there is no probe.
        case general
    }
}
