import ArgumentParser
import Foundation
import Reports
import Results

/// `viewpressure history add RESULTS --store STORE`.
struct HistoryAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Append a run (commit, branch, time, environment, every metric and its samples) to a history store.",
        discussion: """
            The commit defaults to $GITHUB_SHA, then `git rev-parse HEAD`; the branch to $GITHUB_HEAD_REF, \
            $GITHUB_REF_NAME, then `git rev-parse --abbrev-ref HEAD`; the time to now (UTC).
            Examples:
              viewpressure history add results.json --store .viewpressure/history.jsonl
              viewpressure history add results.json --store history.jsonl --commit "$SHA" --branch main
            Exit codes: 0 appended; 2 unreadable results, or a foreign, corrupt or non-regular store \
            (the whole store is validated first; `history repair` recovers a corrupt one).
            """
    )

    @Argument(help: "The results file (a run, bench, soak or merged shards).")
    var results: String

    @Option(help: "The history store (created when missing).")
    var store: String

    @Option(help: "The commit measured.")
    var commit: String?

    @Option(help: "The branch it was on.")
    var branch: String?

    @Option(help: "When it ran (ISO 8601); default now.")
    var time: String?

    func run() throws {
        let run = try readInput { try ResultsWriter.read(from: results) }
        let environment = ProcessInfo.processInfo.environment
        let commit = commit ?? nonEmpty(environment["GITHUB_SHA"]) ?? git(["rev-parse", "HEAD"]) ?? "unknown"
        let branch =
            branch ?? nonEmpty(environment["GITHUB_HEAD_REF"]) ?? nonEmpty(environment["GITHUB_REF_NAME"])
            ?? git(["rev-parse", "--abbrev-ref", "HEAD"]) ?? "unknown"
        let time = time ?? ISO8601DateFormatter().string(from: Date())
        let record = HistoryRecord(results: run, commit: commit, branch: branch, time: time)
        try readInput { try HistoryStore(path: store).append(record) }
        let samples = record.metrics.reduce(0) { $0 + $1.samples.count }
        print("history: added \(record.name) at \(record.shortCommit) on \(branch) (\(record.metrics.count) metrics, \(samples) samples) to \(store)")
    }
}

func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
}

/// The trimmed output of `git ARGUMENTS`, or nil when git fails or is missing.
func git(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return nonEmpty(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
}
