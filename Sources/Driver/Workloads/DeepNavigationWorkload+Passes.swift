/// One function per observer configuration, never inlined, so that an instruction profile
/// (`scripts/instructions`, valgrind's callgrind) reads each configuration's cost as the
/// inclusive cost of its own symbol, from one interleaved run.
extension DeepNavigationWorkload {
    /// A pass at `depth` with no observer.
    @inline(never)
    func plainPass(_ context: WorkloadContext) throws -> Pass {
        try pass(depth: depth, observer: .none, context)
    }

    /// A pass at `depth` with the Profiler's ledger only.
    @inline(never)
    func ledgerPass(_ context: WorkloadContext) throws -> Pass {
        try pass(depth: depth, observer: .ledger, context)
    }

    /// A pass at `depth` with the whole Profiler.
    @inline(never)
    func profilerPass(_ context: WorkloadContext) throws -> Pass {
        try pass(depth: depth, observer: .profiler, context)
    }

    /// A pass at `depth` with no observer and backing stores off: the runtime's own cost
    /// (no page faults from fresh pixels), the figure `scripts/instructions` reads per push and pop.
    @inline(never)
    func barePlainPass(_ context: WorkloadContext) throws -> Pass {
        try pass(depth: depth, observer: .none, backingStores: false, context)
    }
}
