import ArgumentParser
import Driver
import Foundation
import MemoryProbe
import Reports

/// `viewpressure soak FILE`: a seeded random walk under memory pressure.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Random-walk a scenario's storyboard in cycles under memory warnings; check leaks, invariants and growth.",
        discussion: """
            Each cycle launches the initial scene, performs random operations (push, pop, present, dismiss, \
            tabs, segues, pages, warnings of random levels), sends a critical warning, tears down, checks for \
            leaks, purges and samples the bytes still allocated. The samples are fitted with Theil-Sen: \
            "flat" or "growing".
            Exit codes: 0 flat and clean; 4 a leak or growing memory; 5 an invariant violated; 1 failed; 2 bad input.
            Examples:
              viewpressure soak Scenarios/mixed-app.json --operations 5000 --seed 7
              viewpressure soak Scenarios/mixed-app.json --duration 10m --results soak.json
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

    func validate() throws {
        if operations != nil && duration != nil { throw ValidationError("give --operations or --duration, not both") }
        if let operations, operations <= 0 { throw ValidationError("--operations must be positive") }
        if let duration, Self.seconds(duration) == nil { throw ValidationError("--duration: expected a number with s, m or h, e.g. 90s or 10m") }
        if cycleLength <= 0 { throw ValidationError("--cycle-length must be positive") }
    }

    static func seconds(_ text: String) -> Double? {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
        if let unit = text.last, let factor = units[unit], let value = Double(text.dropLast()), value > 0 { return value * factor }
        if let value = Double(text), value > 0 { return value }
        return nil
    }

    func run() throws {
        let scenario = try ScenarioLoader.load(file)
        _ = try requireJemalloc()
        var options = SoakOptions()
        options.operations = operations
        options.durationSeconds = duration.flatMap(Self.seconds)
        options.seed = seed
        options.operationsPerCycle = cycleLength
        options.tracePath = trace
        let environment = try RunEnvironment.current()
        let outcome = try MainActor.assumeIsolated {
            let runner = try SoakRunner(scenario: scenario, options: options, environment: environment)
            let progress = ProgressReporter(label: "soak \(scenario.name)", total: operations ?? SoakOptions.defaultOperations, unit: "operations")
            runner.progress = { done, total in progress.update(done, total: total) }
            let outcome = runner.run()
            progress.finish()
            return outcome
        }
        if let results { try ResultsWriter.write(outcome.results, to: results) }
        print(SoakSummary.text(outcome))
        if let failure = outcome.failure { FileHandleStream.standardError.write("error: \(failure)\n") }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// The text `viewpressure soak` prints.
enum SoakSummary {
    static func text(_ outcome: RunOutcome) -> String {
        let results = outcome.results
        var lines: [String] = []
        if let soak = results.soak {
            lines.append("soak \(results.name) (seed \(results.seed ?? 0)): \(soak.operations) operations in \(soak.cycles) cycles, "
                + "\(results.memoryWarnings.count) memory warnings recorded")
            if let first = soak.retainedBytesPerCycle.first, let last = soak.retainedBytesPerCycle.last {
                lines.append("retained after each cycle: \(RunSummary.bytes(first)) -> \(RunSummary.bytes(last))")
            }
            lines.append(String(format: "retained-bytes slope: %.1f B/cycle (95%% CI %.1f to %.1f): %@",
                                soak.slopeBytesPerCycle, soak.slopeLow, soak.slopeHigh, soak.verdict.uppercased()))
        }
        lines.append(results.leaks.isEmpty ? "leaks: none" : "leaks: \(results.leaks.count)")
        for leak in results.leaks.prefix(20) {
            lines.append("  LEAK \(leak.controller) (\(leak.class)) after \(leak.departure)" + (leak.path.isEmpty ? "" : ": " + leak.path.joined(separator: " -> ")))
            lines += leak.pathLines.map { "      " + $0 }
        }
        if let violation = results.invariantViolations.first {
            lines.append("INVARIANT VIOLATED at seq \(violation.seq): \(violation.controller ?? "").\(violation.event): \(violation.message) [\(violation.rule)]")
        } else {
            lines.append("invariants: held")
        }
        return lines.joined(separator: "\n")
    }
}
