/// One seed of a merged soak (`viewpressure soak --seeds A..B`, or `merge` of its shards):
/// its analysis and the figures its own report would headline, so the merged report can
/// show a section per seed and a summary of them all. ``RunResults/soakSeeds``.
public struct SoakSeedResult: Sendable, Hashable, Codable {
    public var seed: UInt64
    public var soak: SoakResult
    /// The seed's peak resident set (``RunFigures/peakResident(_:)`` of its own results).
    package var peakResidentBytes: Int?
    /// Whether ``peakResidentBytes`` is the exact process high-water mark.
    package var peakResidentIsExact: Bool?
    public var leaks: Int
    package var memoryWarnings: Int
    /// The seed's verdict headline (``RunVerdict/headline``): "PASS" or "FAIL: ...".
    package var headline: String
    public var passed: Bool

    public init(seed: UInt64, results: RunResults, soak: SoakResult) {
        self.seed = seed
        self.soak = soak
        let peak = RunFigures.peakResident(results)
        peakResidentBytes = peak?.bytes
        peakResidentIsExact = peak?.isExact
        leaks = results.leaks.count
        memoryWarnings = MemoryWarningTally.of(results)?.total ?? 0
        let verdict = RunVerdict(results: results)
        headline = verdict.headline
        passed = verdict.passed
    }

    /// The seeds held by `inputs` of a merge: those they already carry (merged shards) and
    /// each single-seed soak's own, in seed order.
    package static func collect(_ inputs: [RunResults]) -> [SoakSeedResult] {
        var seeds: [SoakSeedResult] = []
        for results in inputs {
            if let held = results.soakSeeds {
                seeds += held
            } else if let soak = results.soak, let seed = results.seed {
                seeds.append(SoakSeedResult(seed: seed, results: results, soak: soak))
            }
        }
        return seeds.sorted { $0.seed < $1.seed }
    }
}
