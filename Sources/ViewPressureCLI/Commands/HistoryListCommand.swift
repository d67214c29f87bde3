import ArgumentParser
import Foundation
import Reports
import Results

/// `viewpressure history list --store STORE`.
struct HistoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the runs in a history store, oldest first.",
        discussion: "Exit codes: 0 listed; 2 a foreign or corrupt store."
    )

    @Option(help: "The history store.")
    var store: String

    func run() throws {
        let records = try readInput { try HistoryStore(path: store).records() }
        for record in records {
            print(
                "\(record.time)  \(record.shortCommit)  \(record.branch)  \(record.kind.rawValue) \"\(record.name)\"  \(record.metrics.count) metrics  \(record.environment.build)"
            )
        }
        print("\(records.count) runs in \(store)")
    }
}
