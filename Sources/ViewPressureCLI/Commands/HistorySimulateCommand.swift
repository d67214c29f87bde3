import ArgumentParser
import Foundation
import Reports
import Results

/// `viewpressure history simulate`: the history gate's own numbers on seeded synthetic runs.
struct HistorySimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Measure the history gate on seeded synthetic noisy runs: A/A pass rate, power, exact detection.",
        discussion: """
            Each trial gates a run of the same code (A/A), a run with one timing metric slower by \
            --regression, a run with one exact metric 1 B bigger, and a window with one metric drifting \
            by --drift across it. Noise: per-sample lognormal --within, per-run lognormal --between, and \
            --outliers of samples 1.5x slower. The same seed gives the same figures.
            Example:
              viewpressure history simulate --trials 2000 --window 10 --within 0.02 --between 0.005
            """
    )

    @Option(help: "Trials.") var trials = 1000
    @Option(help: "Runs in the window.") var window = 10
    @Option(help: "Timing samples per run.") var samples = 20
    @Option(help: "Per-sample noise (log-scale standard deviation).") var within = 0.02
    @Option(help: "Per-run noise (log-scale standard deviation).") var between = 0.005
    @Option(help: "Fraction of samples that are 1.5x outliers.") var outliers = 0.02
    @Option(help: "Timing metrics in the suite.") var timingMetrics = 10
    @Option(help: "Exact metrics in the suite.") var exactMetrics = 20
    @Option(help: "The synthetic timing regression.") var regression = 0.05
    @Option(help: "The synthetic drift across the window.") var drift = 0.08
    @Option(help: "The simulation's seed.") var seed: UInt64 = 1

    func validate() throws {
        if trials < 1 || window < 1 || samples < 1 || timingMetrics < 1 || exactMetrics < 1 {
            throw ValidationError("--trials, --window, --samples, --timing-metrics and --exact-metrics must be positive")
        }
    }

    func run() throws {
        var parameters = HistorySimulation.Parameters()
        (parameters.trials, parameters.window, parameters.samplesPerRun, parameters.within, parameters.between, parameters.outlierRate) = (
            trials, window, samples, within, between, outliers
        )
        (parameters.timingMetrics, parameters.exactMetrics, parameters.regression, parameters.drift, parameters.seed) = (
            timingMetrics, exactMetrics, regression, drift, seed
        )
        let figures = try readInput { try HistorySimulation.run(parameters) }
        print(
            "history gate simulation: \(trials) trials, window \(window) runs of \(samples) samples, \(timingMetrics) timing + \(exactMetrics) exact metrics"
        )
        print(
            "noise: within-run \(Format.percent(within)), between-run \(Format.percent(between)), outliers \(Format.percent(outliers)); seed \(seed)")
        print("A/A: whole gate passed           \(Format.rate(figures.aaPasses, of: figures.trials))")
        print("A/A: timing false alarms          \(Format.rate(figures.aaTimingFalseAlarms, of: figures.trials * timingMetrics)) per metric")
        print("power: \(Format.percent(regression)) timing regression  \(Format.rate(figures.regressionFlagged, of: figures.trials))")
        print("power: \(Format.percent(drift)) drift over window   \(Format.rate(figures.driftFlagged, of: figures.trials))")
        print("exact: 1 B regression flagged     \(Format.rate(figures.exactFlagged, of: figures.trials))")
    }
}
