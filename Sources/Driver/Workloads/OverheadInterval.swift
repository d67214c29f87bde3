import Results

/// The median of paired per-pass ratios (an observed pass over the plain pass beside it) and a
/// percentile bootstrap interval of that median: resampled with a fixed seed, so the same
/// passes give the same interval.
struct OverheadInterval: Sendable {
    var median: Double
    var low: Double
    var high: Double

    static let resamples = 2_000
    static let confidence = 0.95

    init(ratios: [Double]) {
        let sorted = ratios.sorted()
        median = Statistics.median(ofSorted: sorted)
        guard ratios.count > 1 else {
            low = median; high = median
            return
        }
        var generator = SplitMix64(seed: 0x5650_4F56_4552_4845)
        var medians: [Double] = []
        medians.reserveCapacity(Self.resamples)
        var sample = [Double](repeating: 0, count: ratios.count)
        for _ in 0..<Self.resamples {
            for index in sample.indices { sample[index] = ratios[Int(generator.next() % UInt64(ratios.count))] }
            sample.sort()
            medians.append(Statistics.median(ofSorted: sample))
        }
        medians.sort()
        (low, high) = Statistics.percentileInterval(ofSorted: medians, confidence: Self.confidence)
    }

    /// `1.023x [1.011, 1.040]`.
    var description: String {
        Format.ratio(median) + "x [" + Format.ratio(low) + ", " + Format.ratio(high) + "]"
    }
}
