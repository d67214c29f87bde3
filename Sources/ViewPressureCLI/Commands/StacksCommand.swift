import ArgumentParser
import Foundation
import Reports
import Results

/// `viewpressure stacks diff A B`: the allocation stacks that grew most.
struct StacksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stacks",
        abstract: "Work with allocation stacks (run --stacks FILE).",
        subcommands: [StacksDiffCommand.self]
    )
}

struct StacksDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the stacks that grew most from BASELINE to CURRENT, naming the allocating function.",
        discussion: """
            Each input is a collapsed stacks file (run --stacks FILE) or a results file whose stacks \
            summary is used (run --stacks FILE --results R.json). Exit codes: 0 printed; 2 an input \
            cannot be read.
            Example:
              viewpressure stacks diff before.folded after.folded
            """
    )

    @Argument(help: "The baseline stacks (collapsed file or results JSON).")
    var baseline: String

    @Argument(help: "The current stacks (collapsed file or results JSON).")
    var current: String

    @Option(help: "How many stacks to print, 1 to 1000.")
    var limit: Int = 10

    func validate() throws {
        guard (1...1000).contains(limit) else { throw ValidationError("--limit: expected from 1 to 1000, found \(limit)") }
    }

    func run() throws {
        let diff = StacksDiff(baseline: try StacksInput.load(baseline), current: try StacksInput.load(current))
        print(diff.render(limit: limit), terminator: "")
    }
}

/// Reads stacks from a collapsed file or from a results file's summary; unreadable input exits 2.
enum StacksInput {
    /// The most bytes read from a stacks file (256 MiB).
    static let maximumFileBytes = 256 << 20

    static func load(_ path: String) throws -> FoldedStacks {
        do {
            var limit = InputLimit.current
            limit.budgetBytes = min(limit.budgetBytes, maximumFileBytes * InputLimit.Kind.stacks.amplification)
            let text = try BoundedInput.text(path, kind: .stacks, limit: limit)
            if text.drop(while: { $0 == " " || $0 == "\n" }).first == "{" {
                let results = try ResultsWriter.read(from: path)
                guard let stacks = results.stacks else { throw ResultsError(.stacks, "\(path): the results carry no stacks (run with --stacks)") }
                return stacks.folded
            }
            return try FoldedStacks.parse(collapsed: text, source: path)
        } catch {
            if let signal = StopRequest.requested { throw ExitCode(ExitReason.interrupted(signal: signal).code) }
            FileHandleStream.standardError.write("error: \(error)\n")
            throw ExitCode(ExitReason.invalidUsage.code)
        }
    }
}
