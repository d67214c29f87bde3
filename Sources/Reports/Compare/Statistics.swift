/// The statistics shared by the gates, the soak verdict and the workloads: one definition
/// of each, so that a figure printed by a workload and the one gated by `compare` agree.
public enum Statistics {
    /// The median of values already sorted ascending: the middle one, or the mean of the
    /// middle two for an even count; 0 for none.
    ///
    /// Sorting is the caller's, so that a bootstrap that sorts its buffer in place does not
    /// sort twice. Cost: constant, no allocation.
    public static func median(ofSorted sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
