import Foundation
import MemoryProbe
import Results

/// A seeded simulation of the history gate on synthetic noisy runs: the gate's own false
/// alarm rate (A/A), its power against a timing regression and a slow drift, and its
/// detection of a 1-byte exact regression. `viewpressure history simulate` prints it; the
/// figures in docs/CI.md come from it.
///
/// Each trial makes a window of runs and a current run of a suite with ``Parameters/timingMetrics``
/// timing and ``Parameters/exactMetrics`` exact metrics. A timing sample is
/// `base * exp(runOffset + sampleNoise)`: `runOffset ~ N(0, between^2)` once per run and
/// metric (another runner, another CPU frequency), `sampleNoise ~ N(0, within^2)` per sample,
/// and with probability ``Parameters/outlierRate`` a sample is also multiplied by 1.5
/// (preemption). Every trial runs the whole ``HistoryComparison`` on ``HistoryRecord``s, as
/// `compare --history` does. Cost: about `trials x metrics x window` gates; 1,000 trials of
/// a 10-run window and 30 metrics take 2-4 seconds in a release build.
package enum HistorySimulation {
    package struct Parameters: Sendable {
        package var trials = 1000
        package var window = 10
        package var samplesPerRun = 20
        /// Log-scale standard deviation of one sample within a run (0.02 is about 2%).
        package var within = 0.02
        /// Log-scale standard deviation of a run's offset.
        package var between = 0.005
        package var outlierRate = 0.02
        package var timingMetrics = 10
        package var exactMetrics = 20
        /// The synthetic timing regression (0.05: 5% slower) on one timing metric.
        package var regression = 0.05
        /// The synthetic drift across the window (0.08: 8% slower over the window's span).
        package var drift = 0.08
        package var seed: UInt64 = 1
        package var thresholds = Thresholds()

        package init() {}
    }

    /// What the simulation measured: counts out of ``trials``.
    package struct Figures: Sendable, Hashable {
        package var trials: Int
        /// Trials in which the current run of the same code passed the whole gate.
        package var aaPasses: Int
        /// Timing gates (out of `trials x timingMetrics`) that failed in the A/A runs.
        package var aaTimingFalseAlarms: Int
        /// Trials in which the regressed timing metric was flagged.
        package var regressionFlagged: Int
        /// Trials in which the drifting metric was flagged (as drifted or regressed).
        package var driftFlagged: Int
        /// Trials in which a 1-byte regression of an exact metric was flagged.
        package var exactFlagged: Int
    }

    /// Runs the simulation.
    package static func run(_ p: Parameters) throws(ReportsError) -> Figures {
        var random = SplitMix64(seed: p.seed)
        var figures = Figures(trials: p.trials, aaPasses: 0, aaTimingFalseAlarms: 0, regressionFlagged: 0, driftFlagged: 0, exactFlagged: 0)
        let environment = syntheticEnvironment()
        func results(_ metrics: [Metric]) -> RunResults {
            var results = RunResults(kind: .bench, name: "simulated suite", environment: environment)
            results.metrics = metrics
            return results
        }
        func run(_ index: Int, shift: (Int) -> Double) -> [Metric] {
            var metrics: [Metric] = []
            for m in 0..<p.timingMetrics {
                let offset = p.between * random.nextGaussian() + shift(m)
                let samples = (0..<p.samplesPerRun).map { _ in
                    let outlier = random.nextUnit() < p.outlierRate ? 1.5 : 1
                    return 1000 * Double(m + 1) * exp(offset + p.within * random.nextGaussian()) * outlier
                }
                metrics.append(.timing("t\(m)", samples: samples))
            }
            for m in 0..<p.exactMetrics { metrics.append(.exact("e\(m)", Double(4096 * (m + 1)), unit: "B")) }
            return metrics
        }
        let step = log(1 + p.drift) / Double(p.window)
        for trial in 0..<p.trials {
            try StopRequest.check(.history)
            let window = (0..<p.window).map { index in
                HistoryRecord(results: results(run(index) { _ in 0 }), commit: "c\(trial)-\(index)", branch: "main", time: "\(index)")
            }
            let same = try HistoryComparison.compare(
                history: window, current: results(run(p.window) { _ in 0 }), window: p.window, thresholds: p.thresholds)
            if !same.hasRegression { figures.aaPasses += 1 }
            figures.aaTimingFalseAlarms += same.entries.count { $0.kind == .timing && $0.fails }
            let slower = try HistoryComparison.compare(
                history: window, current: results(run(p.window) { $0 == 0 ? log(1 + p.regression) : 0 }), window: p.window, thresholds: p.thresholds)
            if slower.entries.first(where: { $0.name == "t0" })?.fails == true { figures.regressionFlagged += 1 }
            var exact = results(run(p.window) { _ in 0 })
            exact.metrics = exact.metrics.map { $0.name == "e0" ? .exact("e0", $0.value + 1, unit: "B") : $0 }
            let bigger = try HistoryComparison.compare(history: window, current: exact, window: p.window, thresholds: p.thresholds)
            if bigger.entries.first(where: { $0.name == "e0" })?.fails == true { figures.exactFlagged += 1 }
            let drifting = (0..<p.window).map { index in
                HistoryRecord(
                    results: results(run(index) { $0 == 0 ? step * Double(index) : 0 }), commit: "d\(trial)-\(index)", branch: "main",
                    time: "\(index)")
            }
            let drifted = try HistoryComparison.compare(
                history: drifting, current: results(run(p.window) { $0 == 0 ? step * Double(p.window) : 0 }), window: p.window,
                thresholds: p.thresholds)
            if drifted.entries.first(where: { $0.name == "t0" })?.fails == true { figures.driftFlagged += 1 }
        }
        return figures
    }

    /// A fixed jemalloc 5.3.0 environment, so the simulation does not depend on this process.
    static func syntheticEnvironment() -> RunEnvironment {
        let json =
            #"{"allocator":"jemalloc","version":"5.3.0","config":{},"compiledMallocConf":"","options":{},"arenas":1,"pageSize":4096,"quantum":16,"threadCacheMax":32768}"#
        let allocator = try! JSONDecoder().decode(AllocatorEnvironment.self, from: Data(json.utf8))
        return RunEnvironment(
            allocator: allocator, swiftVersion: "Swift 6.3.1", build: "release",
            machine: .init(cpu: "simulated", cores: 1, memoryBytes: 1 << 30, os: "simulated"), toolVersion: "simulated")
    }
}
