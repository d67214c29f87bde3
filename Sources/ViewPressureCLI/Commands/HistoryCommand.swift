import ArgumentParser
import Foundation

/// `viewpressure history`: the history store that `compare --history` gates against.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Keep a history of runs to gate against a rolling window (compare --history).",
        discussion: """
            The store is an append-only JSON Lines file (one run per line after a header line), kept in \
            the repository or in the CI cache; concurrent appends are serialized with a file lock.
            """,
        subcommands: [
            HistoryAddCommand.self, HistoryListCommand.self, HistoryRepairCommand.self, HistorySimulateCommand.self, HistoryReplayCommand.self,
        ]
    )
}
