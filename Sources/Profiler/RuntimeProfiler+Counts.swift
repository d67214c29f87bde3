extension RuntimeProfiler {
    /// How many callbacks the ledger measured so far (0 without a probe): the denominator of
    /// the per-callback figures of `scripts/instructions` and of the deep-navigation bench.
    public var measuredCallbackCount: Int {
        (0..<ProfilerCore.kindCount).reduce(0) { $0 + kindTotals($1).count }
    }
}
