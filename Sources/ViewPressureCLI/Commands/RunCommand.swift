import ArgumentParser
import Driver
import Foundation
import MemoryProbe
import Reports

/// `viewpressure run FILE`: runs a scenario file.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scenario file and print a summary; write its trace and results.",
        discussion: """
            Exit codes: 0 clean; 1 the run failed (a step could not act; the error names its JSON path); \
            2 the file is invalid (the error names the JSON path, or the line and column); 4 a leak; \
            5 a lifecycle invariant violated; 6 the resident budget was exceeded.
            Examples:
              viewpressure run Scenarios/push-pop-under-warning.json
              viewpressure run Scenarios/push-pop-under-warning.json --trace run.jsonl --results results.json
              viewpressure run Scenarios/push-pop-under-warning.json --no-probe --trace a.jsonl   # byte-for-byte reproducible trace
            """
    )

    @Argument(help: "The scenario file (JSON, format 1).")
    var file: String

    @Option(help: "Stream the trace (JSON Lines, format 1) to this file.")
    var trace: String?

    @Option(help: "Write the results (JSON, format 1) to this file, atomically.")
    var results: String?

    @Flag(name: .customLong("no-probe"), help: "Do not measure: no ledger, phases or purges; a reproducible trace.")
    var noProbe = false

    @Option(help: "Take a heap snapshot for the timeline every N steps (default: at phase boundaries and memory warnings only).")
    var snapshotEvery: Int?

    @Option(help: "Fail with exit code 6 if the process's resident memory exceeds this many MiB.")
    var budgetMb: Int?

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if let snapshotEvery, !(1...Self.maximumSnapshotEvery).contains(snapshotEvery) {
            throw ValidationError("--snapshot-every: expected from 1 to \(Self.maximumSnapshotEvery), found \(snapshotEvery)")
        }
        if let budgetMb, !(1...Self.maximumBudgetMb).contains(budgetMb) {
            throw ValidationError("--budget-mb: expected from 1 to \(Self.maximumBudgetMb) (16 TiB), found \(budgetMb)")
        }
    }

    /// The largest budget: 16 TiB, far above any machine, and far below `Int`'s range in bytes.
    static let maximumBudgetMb = 16 << 20
    static let maximumSnapshotEvery = 1 << 40

    func run() throws {
        let scenario = try ScenarioLoader.load(file)
        if !noProbe { _ = try requireJemalloc() }
        var options = RunOptions(measures: !noProbe, tracePath: trace, residentBudgetBytes: budgetMb.map { $0 << 20 })
        options.scenes = CLIScenes.current
        options.keepsDeallocatedControllers = true
        options.snapshotEvery = snapshotEvery ?? 0
        let environment = try RunEnvironment.current()
        let outcome = try MainActor.assumeIsolated {
            let runner = try ScenarioRunner(scenario: scenario, options: options, environment: environment)
            let progress = ProgressReporter(label: scenario.name, total: runner.totalSteps, unit: "steps")
            if !quiet { runner.progress = { done, total in progress.update(done, total: total) } }
            let outcome = runner.run()
            progress.finish()
            return outcome
        }
        if let results { try ResultsWriter.write(outcome.results, to: results) }
        if !quiet { RunSummary.print(outcome, trace: trace, resultsPath: results) }
        if let failure = outcome.failure { FileHandleStream.standardError.write("error: \(failure)\n") }
        if let signal = outcome.interruptedBy { FileHandleStream.standardError.write(InterruptionMessage.text(signal, results: results)) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// Reads and validates a scenario file; invalid files exit 2 with the error.
enum ScenarioLoader {
    static func load(_ path: String) throws -> Scenario {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            FileHandleStream.standardError.write("error: cannot read \(path): \(error.localizedDescription)\n")
            throw ExitCode(ExitStatus.invalidUsage)
        }
        do {
            return try ScenarioParser.parse(text, file: path, scenes: CLIScenes.current)
        } catch {
            FileHandleStream.standardError.write("error: \(error)\n")
            throw ExitCode(ExitStatus.invalidUsage)
        }
    }
}
