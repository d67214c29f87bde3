import ArgumentParser
import Driver
import Foundation
import MemoryProbe
import Reports
import Results

/// `viewpressure run FILE`: runs a scenario file.
struct RunCommand: ParsableCommand, MemoryBudgeted {
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

    @Option(
        help: ArgumentHelp("Stop at the next step after this many seconds of wall-clock time, with partial results (exit 1).", valueName: "seconds"))
    var timeLimit: Double?

    @Option(help: "Take a heap snapshot for the timeline every N steps (default: at phase boundaries and memory warnings only).")
    var snapshotEvery: Int?

    @Option(
        help: ArgumentHelp(
            "Keep per-instance detail for the last N and the N largest deallocated controllers; fold the rest into their scenes' totals (default \(RunOptions.defaultKeptControllers)).",
            valueName: "N"))
    var keptControllers: Int?

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @Option(
        help: "Write allocation stacks (collapsed: frame;frame;... BYTES) to this file; re-executes with jemalloc's profiler on (docs/STACKS.md).")
    var stacks: String?

    @Option(help: "Where stacks are sampled: all (the default), callback:NAME, scene:ID or phase:LABEL.")
    var stacksWindow: String?

    @Option(help: "Mean bytes between stack samples, a power of two from 1 (exact: every allocation) to 1 GiB. Default 4096.")
    var stacksSampleBytes: Int?

    @Option(help: "The stack sampling interval as jemalloc's lg_prof_sample, 0 (exact) to 30.")
    var stacksSampleLg: Int?

    @Flag(help: "Keep every frame of each stack (no folding of the runtime's and the tool's frames).")
    var stacksRaw = false

    @Flag(help: "Measure each callback's exact peak (jemalloc's thread.peak at callback boundaries).")
    var callbackPeaks = false

    var stacksOptions: StacksOptions {
        StacksOptions(
            stacks: stacks, stacksWindow: stacksWindow, stacksSampleBytes: stacksSampleBytes,
            stacksSampleLg: stacksSampleLg, stacksRaw: stacksRaw, callbackPeaks: callbackPeaks)
    }

    func validate() throws {
        try stacksOptions.validate()
        if memory.automaticLimit {
            throw ValidationError(
                "--memory-limit-mb auto applies to soak (a first pass of the same walk measures its peak); run takes a number of MiB")
        }
        if let timeLimit, !(timeLimit > 0 && timeLimit <= RunOptions.maximumTimeLimitSeconds) {
            throw ValidationError(
                "--time-limit: expected a number of seconds above 0 and at most \(Int(RunOptions.maximumTimeLimitSeconds)) (7 days), found \(timeLimit)"
            )
        }
        if let keptControllers, !(0...RunOptions.maximumKeptControllers).contains(keptControllers) {
            throw ValidationError("--kept-controllers: expected from 0 to \(RunOptions.maximumKeptControllers), found \(keptControllers)")
        }
        if let snapshotEvery, !(1...Self.maximumSnapshotEvery).contains(snapshotEvery) {
            throw ValidationError("--snapshot-every: expected from 1 to \(Self.maximumSnapshotEvery), found \(snapshotEvery)")
        }
    }

    static let maximumSnapshotEvery = 1 << 40

    func run() throws {
        try stacksOptions.reexecuteIfNeeded()
        var options = RunOptions(measures: !noProbe, tracePath: trace, residentBudgetBytes: memory.budgetBytes)
        options.memoryLimitBytes = memory.limitBytes
        let scenario = try ScenarioLoader.load(file, settings: options.memorySettings())
        if !noProbe { _ = try requireJemalloc() }
        let stacksRequest = stacksOptions.isUsed ? try stacksOptions.request() : nil
        if let stacksRequest {
            do { try stacksRequest.validate(against: scenario) } catch { throw ValidationError("\(error)") }
            if noProbe { throw ValidationError("--stacks and --callback-peaks need the probe: drop --no-probe") }
        }
        options.scenes = CLIScenes.current
        // Deallocated controllers fold into their scenes' totals, so memory does not grow
        // with the run's length; the last and the largest keep their detail.
        options.keepsDeallocatedControllers = false
        options.keptDeallocatedControllers = keptControllers ?? RunOptions.defaultKeptControllers
        options.snapshotEvery = snapshotEvery ?? 0
        options.timeLimitSeconds = timeLimit
        let environment = try RunEnvironment.current()
        let outcome = try MainActor.assumeIsolated {
            let runner = try ScenarioRunner(scenario: scenario, options: options, environment: environment)
            if let stacksRequest { try runner.profiler.enable(stacksRequest) }
            let progress = ProgressReporter(label: scenario.name, total: runner.totalSteps, unit: "steps")
            if !quiet { runner.progress = { done, total in progress.update(done, total: total) } }
            var outcome = runner.run()
            progress.finish()
            if let stacksRequest { try runner.profiler.record(stacksRequest, into: &outcome.results) }
            return outcome
        }
        if let results { try ResultsWriter.write(outcome.results, to: results) }
        if !quiet { RunSummary.print(outcome, trace: trace, resultsPath: results) }
        if !quiet, let stacks = outcome.results.stacks { print(stacks.terminalText(), terminator: "") }
        if !quiet, let peaks = outcome.results.callbackPeaks { print(CallbackPeakResult.terminalText(peaks), terminator: "") }
        if let failure = outcome.failure { FileHandleStream.standardError.write("error: \(failure)\n") }
        if quiet, let budget = outcome.budgetExceeded {
            FileHandleStream.standardError.write("error: \(outcome.results.memoryGuard?.stopTitle ?? "memory budget exceeded"): \(budget)\n")
        }
        if let signal = outcome.interruptedBy { FileHandleStream.standardError.write(InterruptionMessage.text(signal, results: results)) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// Reads and validates a scenario file with the CLI's registered scenes; invalid files exit 2
/// with the error.
extension ScenarioLoader {
    /// Loads and validates the file; with `settings`, also refuses a scenario one screen of
    /// which cannot fit the memory budget (``ScenarioMemoryEstimate``).
    static func load(_ path: String, settings: MemoryLimitSettings? = nil) throws -> Scenario {
        do {
            return try load(path, scenes: CLIScenes.current, settings: settings)
        } catch {
            if let signal = StopRequest.requested { throw ExitCode(ExitReason.interrupted(signal: signal).code) }
            FileHandleStream.standardError.write("error: \(error)\n")
            throw ExitCode(ExitReason.invalidUsage.code)
        }
    }
}
