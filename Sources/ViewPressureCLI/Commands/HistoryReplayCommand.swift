import ArgumentParser
import Foundation
import Reports
import Results

/// `viewpressure history replay --store STORE`: the history gate over real runs of one commit.
struct HistoryReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay the history gate over a store of real runs of the same code: A/A pass rate, power, exact detection.",
        discussion: """
            Fill the store with repeated runs of one commit first, e.g.:
              for i in $(seq 30); do viewpressure bench --quick --results r.json && viewpressure history add r.json --store aa.jsonl; done
              viewpressure history replay --store aa.jsonl --window 10
            """
    )

    @Option(help: "A history store holding runs of one suite and one commit.") var store: String
    @Option(help: "Runs in the window.") var window = 10
    @Option(help: "The synthetic timing regression applied to each timing metric in turn.") var regression = 0.05
    @Flag(help: "Also print each timing metric's power.") var perMetric = false

    func run() throws {
        let records = try readInput { try HistoryStore(path: store).records() }
        let figures = try readInput { try HistoryReplay.run(records, window: window, regression: regression) }
        print("history gate replay: \(records.count) runs in \(store), window \(window): \(figures.trials) runs gated")
        print("A/A: whole gate passed           \(Format.rate(figures.aaPasses, of: figures.trials))")
        print("A/A: timing false alarms          \(figures.aaTimingFalseAlarms), exact false alarms \(figures.aaExactFalseAlarms)")
        print(
            "power: \(Format.percent(regression)) timing regression  \(Format.rate(figures.timingFlagged, of: figures.timingTried)) of (run, metric) pairs"
        )
        print("exact: 1 B regression flagged     \(Format.rate(figures.exactFlagged, of: figures.exactTried)) of (run, metric) pairs")
        if perMetric {
            for (name, counts) in figures.perMetric.sorted(by: { $0.key < $1.key }) {
                print("  \(name): \(Format.rate(counts.flagged, of: counts.tried))")
            }
        }
    }
}
