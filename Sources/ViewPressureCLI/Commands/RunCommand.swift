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
            5 a lifecycle invariant violated; 6 a memory budget exceeded (the run's resident budget, a \
            declared per-scene budget, or a --memory-limit-mb run that did not survive or whose screen ignored warnings).
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

    @OptionGroup var memory: MemoryOptions

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        var options = RunOptions(measures: !noProbe, tracePath: trace, residentBudgetBytes: memory.budgetBytes)
        options.memoryLimitBytes = memory.limitBytes
        let scenario = try ScenarioLoader.load(file, settings: options.memorySettings())
        if !noProbe { _ = try requireJemalloc() }
        options.scenes = CLIScenes.current
        options.keepsDeallocatedControllers = true
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
        if quiet, let budget = outcome.budgetExceeded { FileHandleStream.standardError.write("error: memory budget exceeded: \(budget)\n") }
        if let signal = outcome.interruptedBy { FileHandleStream.standardError.write(InterruptionMessage.text(signal, results: results)) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// Reads and validates a scenario file; invalid files exit 2 with the error.
enum ScenarioLoader {
    /// Loads and validates the file; with `settings`, also refuses a scenario one screen of
    /// which cannot fit the memory budget (``ScenarioMemoryEstimate``).
    static func load(_ path: String, settings: MemoryLimitSettings? = nil) throws -> Scenario {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            FileHandleStream.standardError.write("error: cannot read \(path): \(error.localizedDescription)\n")
            throw ExitCode(ExitReason.invalidUsage.code)
        }
        do {
            let scenario = try ScenarioParser.parse(text, file: path, scenes: CLIScenes.current)
            if let settings { try ScenarioMemoryEstimate.check(scenario, settings: settings, file: path) }
            return scenario
        } catch {
            FileHandleStream.standardError.write("error: \(error)\n")
            throw ExitCode(ExitReason.invalidUsage.code)
        }
    }
}
