import ArgumentParser
import Foundation
import Reports
import Results

/// `viewpressure merge A.json B.json ... --results M.json`: combines the shards of a suite.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the results of a suite's shards (bench --shard, soak --seeds --shard) into one results file.",
        discussion: """
            The inputs must be the same kind of run of the same suite, with the same build, Swift and \
            viewpressure versions and compatible allocator configurations; their work (workloads, soak seeds) \
            must not overlap. Timing samples of a metric found in several inputs are pooled; an exact metric \
            found in several inputs must have the same value. The merged file is read by compare, report and \
            history add like any other.
            Examples:
              viewpressure merge shard-1.json shard-2.json --results bench.json
              viewpressure merge soak-*.json --results soak.json
            Exit codes: 0 merged; 2 unreadable inputs, mismatched environments or duplicate work.
            """
    )

    @Argument(help: "The shards' results files.")
    var inputs: [String]

    @Option(help: "Write the merged results (JSON, format 1) to this file, atomically.")
    var results: String

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give the results files to merge") }
    }

    func run() throws {
        // All the inputs are held at once: together they are bounded as one results file is.
        let files = try readInput { try ResultsWriter.readAll(from: inputs) }
        let merged = try readInput { try ResultsMerger.merge(files) }
        for note in merged.notes { FileHandleStream.standardError.write(note + "\n") }
        try ResultsWriter.write(merged.results, to: results)
        let timing = merged.results.metrics.filter { $0.kind == .timing }
        print(
            "merged \(files.count) files: \(merged.results.work?.count ?? 0) units of work, \(merged.results.metrics.count) metrics "
                + "(\(timing.count) timing, \(timing.reduce(0) { $0 + $1.samples.count }) samples)")
        print("results: \(results)")
    }
}
