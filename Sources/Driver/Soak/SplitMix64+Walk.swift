public import Results

/// What a soak's random walk draws from Results' seeded ``SplitMix64`` (the same generator
/// the statistical gates use): the same seed gives the same walk on every machine.
extension SplitMix64 {
    /// A uniform integer in `0..<bound` (bound > 0).
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
}
