/// What the frame-pointer backtrace hook did over a profiling session (``StackSampler/backtraceCounts``).
///
/// jemalloc's own frames (built without frame pointers) are stepped over with a rule per return
/// address, read once from the function's CFI; a rule is used alone only after it agreed with
/// libgcc's unwinder on 8 samples, and every 1,024th rule-walked sample is walked by libgcc
/// too and compared (docs/STACKS.md, "How it works").
public struct BacktraceCounts: Sendable, Hashable, Codable {
    /// Samples whose jemalloc frames were stepped over with confirmed rules alone.
    public var cachedSamples: UInt64
    /// Samples walked by libgcc's unwinder (learning, an unconfirmed or failing rule, a check).
    public var libgccSamples: UInt64
    /// Return addresses whose rule was read from their CFI.
    public var rulesLearnt: UInt64
    /// Rules that agreed with libgcc on enough samples to be used alone.
    public var rulesConfirmed: UInt64
    /// Rules never used: CFI the walk does not model, or a disagreement with libgcc.
    public var rulesRejected: UInt64
    /// libgcc walks replayed with the rules and compared frame by frame.
    public var comparisons: UInt64
    /// Comparisons that disagreed (each rejects a rule, or disables the rules).
    public var disagreements: UInt64
    /// Whether a check found the hook's own frame unlike what the walk assumes (rules unused).
    public var rulesDisabled: Bool
    /// `allocationHooks` when the stacks were recorded by jemalloc's allocation hooks into a
    /// table of our own (``StackSampler/Collector/allocationHooks``); absent with its profiler.
    public var collector: String?
    /// With the allocation hooks: allocations the table could not keep (full), and their bytes,
    /// which the stacks then lack (``HookStackCounts``).
    public var unrecordedAllocations: UInt64?
    public var unrecordedBytes: UInt64?

    public init(
        cachedSamples: UInt64, libgccSamples: UInt64, rulesLearnt: UInt64, rulesConfirmed: UInt64,
        rulesRejected: UInt64, comparisons: UInt64, disagreements: UInt64, rulesDisabled: Bool
    ) {
        self.cachedSamples = cachedSamples
        self.libgccSamples = libgccSamples
        self.rulesLearnt = rulesLearnt
        self.rulesConfirmed = rulesConfirmed
        self.rulesRejected = rulesRejected
        self.comparisons = comparisons
        self.disagreements = disagreements
        self.rulesDisabled = rulesDisabled
    }
}
