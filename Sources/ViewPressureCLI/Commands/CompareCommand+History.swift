import ArgumentParser
import Foundation
import Reports
import Results

extension CompareCommand {
    /// `compare --history STORE CURRENT`: gates `current` against the store's rolling window.
    func runHistory(store: String, current: String) throws {
        let new = try readInput { try ResultsWriter.read(from: current) }
        let records = try readInput { try HistoryStore(path: store).records(mustExist: true) }
        let limits = try readInput { try thresholds.map { path throws(ReportsError) in try Thresholds.load(from: path) } ?? Thresholds() }
        let comparison = try readInput {
            try HistoryComparison.compare(history: records, current: new, window: window, branch: branch, thresholds: limits)
        }
        if let refusal = comparison.refusal {
            FileHandleStream.standardError.write("error: \(refusal)\n")
            throw ExitCode(ExitReason.invalidUsage.code)
        }
        print(HistoryRenderer.table(comparison), terminator: "")
        if explain { print("\n" + HistoryRenderer.explain(comparison), terminator: "") }
        if let markdown { try writeMarkdown(HistoryRenderer.markdown(comparison), to: markdown) }
        if comparison.hasRegression { throw ExitCode(ExitReason.regression.code) }
    }
}
