import ArgumentParser
import Foundation
import Reports

/// `viewpressure history repair --store STORE`.
struct HistoryRepairCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repair",
        abstract: "Keep a damaged store's valid runs and set its other lines aside.",
        discussion: """
            `history add` refuses a store with a corrupt line (a byte damaged, a write cut short): \
            repair keeps the header and every line that is a run, in order, appends the other lines \
            to STORE.rejected, and replaces the store atomically under its lock. A file that is not \
            a store is left alone.
            Examples:
              viewpressure history repair --store .viewpressure/history.jsonl
            Exit codes: 0 repaired (or already valid); 2 a foreign store, or one that cannot be read or written.
            """
    )

    @Option(help: "The history store.")
    var store: String

    func run() throws {
        let repair = try readInput { try HistoryStore(path: store).repair() }
        guard let aside = repair.setAsidePath else {
            print("history: \(store) is valid (\(repair.keptRuns) runs); nothing changed")
            return
        }
        let lines = repair.setAsideLines.map(String.init).joined(separator: ", ")
        print("history: kept \(repair.keptRuns) runs in \(store); set aside line\(repair.setAsideLines.count == 1 ? "" : "s") \(lines) to \(aside)")
    }
}
