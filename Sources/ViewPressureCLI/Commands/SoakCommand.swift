import ArgumentParser
import Driver
import Foundation
import MemoryProbe
import Results

/// `viewpressure soak FILE`: a seeded random walk under memory pressure.
struct SoakCommand: ParsableCommand, MemoryBudgeted {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Random-walk a scenario's storyboard in cycles under memory warnings; check leaks, invariants and growth.",
        discussion: """
            Each cycle launches the initial scene, performs random operations (push, pop, present, dismiss, \
            tabs, segues, pages, warnings of random levels), sends a critical warning, tears down, checks for \
            leaks, purges and samples the bytes still allocated. The samples are fitted with Theil-Sen: \
            "flat" or "growing".
            The verdict leaves out a warm-up (the first fifth of the cycles, at least 2) and calls growth \
            only when the whole 95% interval of the slope is above 16 B/cycle; see docs/SOAK.md.
            Exit codes: 0 flat and clean (or undecided: too few cycles); 4 a leak or growing memory; \
            5 an invariant violated; 1 failed; 2 bad input; 130/143 interrupted (partial results written).
            Examples:
              viewpressure soak Scenarios/mixed-app.json --operations 5000 --seed 7
              viewpressure soak Scenarios/mixed-app.json --duration 10m --results soak.json
              viewpressure soak Scenarios/mixed-app.json --seeds 1..20 --shard 2/4 --results soak-2.json
            --seeds A..B runs one walk per seed (--operations or --duration each) and names each seed's \
            metrics soak.seedN.*; --shard K/N keeps every N-th seed starting with the K-th, so N jobs cover \
            the range once; `viewpressure merge` combines their results files.
            """
    )

    @Argument(help: "The scenario file whose storyboard the walk uses (its steps are ignored).")
    var file: String

    @Option(help: "Random operations in all (default \(SoakOptions.defaultOperations) when no --duration).")
    var operations: Int?

    @Option(help: "Run for this long instead: 90s, 10m, 1h (wall clock).")
    var duration: String?

    @Option(help: "The random walk's seed; the same seed gives the same walk.")
    var seed: UInt64 = 1

    @Option(help: "Random operations per cycle.")
    var cycleLength = 40

    @Option(help: "Stream the trace (JSON Lines) to this file.")
    var trace: String?

    @Option(help: "Write the results (JSON, format 1) to this file, atomically.")
    var results: String?

    @Option(
        name: .customLong("inject-leak"), help: "Calibration: keep this many bytes (one block) per cycle, a deliberate leak the verdict must find.")
    var injectLeak: Int?

    @Option(help: "Run one walk per seed in this range, A..B (instead of --seed).")
    var seeds: String?

    @Option(help: "With --seeds: run only shard K of N of the seeds (K/N, e.g. 1/4).")
    var shard: String?

    @OptionGroup var memory: MemoryOptions

    func validate() throws {
        try validateSeeds()
        if operations != nil && duration != nil { throw ValidationError("give --operations or --duration, not both") }
        if let operations, !(1...SoakOptions.maximumOperations).contains(operations) {
            throw ValidationError("--operations: expected from 1 to \(SoakOptions.maximumOperations), found \(operations)")
        }
        if let duration {
            guard let seconds = Self.seconds(duration) else {
                throw ValidationError("--duration: expected a number with s, m or h, e.g. 90s or 10m")
            }
            guard seconds <= SoakOptions.maximumDurationSeconds else {
                throw ValidationError("--duration: expected at most 7 days (168h), found \(duration)")
            }
        }
        if !(1...SoakOptions.maximumOperationsPerCycle).contains(cycleLength) {
            throw ValidationError("--cycle-length: expected from 1 to \(SoakOptions.maximumOperationsPerCycle), found \(cycleLength)")
        }
        if let injectLeak, !(8...(1 << 20)).contains(injectLeak) {
            throw ValidationError("--inject-leak: expected from 8 to 1048576 bytes, found \(injectLeak)")
        }
    }

    /// One soak of `scenario` with this command's options and `seed`, with progress on standard error.
    func walk(_ scenario: Scenario, seed: UInt64, tracePath: String?, environment: RunEnvironment, label: String) throws -> RunOutcome {
        var options = SoakOptions()
        options.scenes = CLIScenes.current
        options.operations = operations
        options.durationSeconds = duration.flatMap(Self.seconds)
        options.seed = seed
        options.operationsPerCycle = cycleLength
        options.tracePath = tracePath
        options.injectedLeakBytes = injectLeak ?? 0
        options.residentBudgetBytes = memory.budgetBytes
        options.memoryLimitBytes = memory.limitBytes
        return try MainActor.assumeIsolated {
            if memory.automaticLimit {
                let progress = ProgressReporter(
                    label: "\(label) first pass (no limit)",
                    total: min(
                        operations ?? AutomaticMemoryLimit.maximumFirstPassOperations,
                        AutomaticMemoryLimit.maximumFirstPassOperations), unit: "operations")
                let pass = try AutomaticMemoryLimit.firstPass(scenario: scenario, options: options, environment: environment) {
                    progress.update($0, total: $1)
                }
                progress.finish()
                switch pass {
                case .stopped(let outcome): return outcome
                case .chose(let limitBytes, let record):
                    FileHandleStream.standardError.write(
                        "\(label): automatic memory limit \(Format.bytes(Double(limitBytes))) (the first pass peaked at \(Format.bytes(Double(record.firstPassPeakBytes))))\n"
                    )
                    options.memoryLimitBytes = limitBytes
                    options.automaticLimit = record
                }
            }
            let runner = try SoakRunner(scenario: scenario, options: options, environment: environment)
            let progress = ProgressReporter(label: label, total: operations ?? SoakOptions.defaultOperations, unit: "operations")
            runner.progress = { done, total in progress.update(done, total: total) }
            let outcome = runner.run()
            progress.finish()
            return outcome
        }
    }

    /// The budget and limit the flags ask for.
    var memorySettings: MemoryLimitSettings {
        .requested(budgetBytes: memory.budgetBytes, limitBytes: memory.limitBytes)
    }

    static func seconds(_ text: String) -> Double? {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
        if let unit = text.last, let factor = units[unit], let value = Double(text.dropLast()), value > 0, value.isFinite { return value * factor }
        if let value = Double(text), value > 0, value.isFinite { return value }
        return nil
    }

    func run() throws {
        if let seeds { return try runSeeds(seeds) }
        let scenario = try ScenarioLoader.load(file, settings: memorySettings)
        _ = try requireJemalloc()
        let outcome = try walk(scenario, seed: seed, tracePath: trace, environment: try RunEnvironment.current(), label: "soak \(scenario.name)")
        if let results { try ResultsWriter.write(outcome.results, to: results) }
        print(SoakSummary.text(outcome))
        if let failure = outcome.failure { FileHandleStream.standardError.write("error: \(failure)\n") }
        if let signal = outcome.interruptedBy { FileHandleStream.standardError.write(InterruptionMessage.text(signal, results: results)) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// The text `viewpressure soak` prints.
enum SoakSummary {
    static func text(_ outcome: RunOutcome) -> String {
        let results = outcome.results
        var lines: [String] = []
        if let soak = results.soak {
            lines.append(
                "soak \(results.name) (seed \(results.seed ?? 0)): \(soak.operations) operations in \(soak.cycles) cycles, "
                    + "\(Format.number(Double(MemoryWarningTally.of(results)?.total ?? 0))) memory warnings")
            if let first = soak.retainedBytesPerCycle.first, let last = soak.retainedBytesPerCycle.last {
                lines.append("retained after each cycle: \(Format.bytes(first)) -> \(Format.bytes(last))")
            }
            lines.append("retained memory \(soak.verdict.rawValue.uppercased()): \(soak.reason ?? "")")
        }
        if let peak = RunFigures.peakResident(results) { lines.append(peak.terminalLine) }
        lines += MemoryGuardSummary.lines(results.memoryGuard)
        if let budget = outcome.budgetExceeded {
            lines.append("\((results.memoryGuard?.stopTitle ?? "memory budget exceeded").uppercased()): \(budget)")
        }
        lines.append(results.leaks.isEmpty ? "leaks: none" : "leaks: \(results.leaks.count)")
        for group in LeakGroup.of(results.leaks).prefix(20) {
            lines.append("  " + group.headline)
            lines += group.first.pathLines.map { "      " + $0 }
        }
        if let violation = results.invariantViolations.first {
            lines.append(
                "INVARIANT VIOLATED at seq \(violation.seq): \(violation.controller ?? "").\(violation.event): \(violation.message) [\(violation.rule)]"
            )
        } else {
            lines.append("invariants: held")
        }
        return lines.joined(separator: "\n")
    }
}
