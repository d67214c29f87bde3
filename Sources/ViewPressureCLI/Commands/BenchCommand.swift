import ArgumentParser
import Driver
import Foundation
import MemoryProbe
import Reports
import Results

/// `viewpressure bench`: the standard stress suite.
struct BenchCommand: ParsableCommand, MemoryBudgeted {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run the standard stress suite (or chosen workloads) and print and save their metrics.",
        discussion: """
            Run it from a release build. See `viewpressure list` for the workloads and their parameters.
            Examples:
              viewpressure bench
              viewpressure bench --quick --results results/bench.json
              viewpressure bench --workload deepNavigation --param deepNavigation.largeDepth=200000
              viewpressure bench --quick --shard 1/2 --results shard-1.json   # then: viewpressure merge
              viewpressure bench --scenario Scenarios/mixed-app.json --param scenario.mixed-app.passes=10
            --scenario FILE (repeatable) runs a scenario as a workload: PASSES runs (default 5, 3 with \
            --quick), each phase and pass timed per pass, exact bytes per phase and per scene (metrics \
            scenario.NAME.*); alone it runs only the scenarios, with --workload both.
            --shard K/N runs every N-th workload (in `viewpressure list` order) starting with the K-th, so \
            N jobs with K = 1...N run each workload once; `viewpressure merge` combines their results.
            """
    )

    @Option(name: .customLong("workload"), help: "A workload to run (repeatable; default: all).")
    var workloads: [String] = []

    @Flag(help: "Smaller sizes, for a quick look or CI smoke tests.")
    var quick = false

    @Option(name: .customLong("scenario"), help: ArgumentHelp("Run a scenario file as a workload (repeatable).", valueName: "file"))
    var scenarios: [String] = []

    @Option(name: .customLong("param"), help: "Override a parameter: WORKLOAD.NAME=VALUE (repeatable).")
    var parameters: [String] = []

    @Option(help: "Write the results (JSON, format 1) to this file, atomically.")
    var results: String?

    @Option(help: "Run only shard K of N of the chosen workloads (K/N, e.g. 1/2), for a CI job matrix.")
    var shard: String?

    @OptionGroup var memory: MemoryOptions

    func validate() throws {
        if memory.memoryLimit != nil {
            throw ValidationError("--memory-limit-mb applies to run and soak; bench takes --budget-mb")
        }
        if let shard {
            do { _ = try Shard(parsing: shard) } catch { throw ValidationError(error.description) }
        }
        for name in workloads where MainActor.assumeIsolated({ Workloads.named(name) == nil }) {
            let known = MainActor.assumeIsolated { Workloads.all.map { $0.name } }.joined(separator: ", ")
            throw ValidationError("unknown workload \"\(name)\"; the workloads are: \(known)")
        }
        for parameter in parameters {
            guard let equals = parameter.firstIndex(of: "="), parameter[..<equals].contains(".") else {
                throw ValidationError("--param \(parameter): expected WORKLOAD.NAME=VALUE")
            }
        }
    }

    func run() throws {
        if !scenarios.isEmpty { try DeterministicHashing.reexecuteIfNeeded() }
        let probe = try requireJemalloc()
        let environment = try RunEnvironment.current()
        var overrides: [String: [String: String]] = [:]
        for parameter in parameters {
            let equals = parameter.firstIndex(of: "=")!
            let key = parameter[..<equals], value = String(parameter[parameter.index(after: equals)...])
            // The last dot: a scenario workload's name has one (scenario.NAME.passes=N).
            let dot = key.lastIndex(of: ".")!
            overrides[String(key[..<dot]), default: [:]][String(key[key.index(after: dot)...])] = value
        }
        let outcome: (results: RunResults, failed: Bool) = try MainActor.assumeIsolated {
            let builtIn = workloads.isEmpty && !scenarios.isEmpty ? [] : workloads.isEmpty ? Workloads.all : workloads.compactMap(Workloads.named)
            let all =
                builtIn.map(BenchJob.builtIn)
                + (try BenchJob.scenarios(
                    scenarios, overrides: overrides, quick: quick, budgetBytes: memory.budgetBytes,
                    settings: .requested(budgetBytes: memory.budgetBytes, limitBytes: nil), environment: environment))
            var chosen = all
            if let shard { chosen = try Shard(parsing: shard).select(all) }
            for name in overrides.keys where !all.contains(where: { $0.name == name }) {
                FileHandleStream.standardError.write("error: --param names workload \"\(name)\", which is not being run\n")
                throw ExitCode(ExitReason.invalidUsage.code)
            }
            let suite = builtIn.isEmpty ? "scenarios" : scenarios.isEmpty ? "standard suite" : "standard suite and scenarios"
            var results = RunResults(kind: .bench, name: quick ? "\(suite) (quick)" : suite, environment: environment)
            results.work = chosen.map { $0.name }
            results.shard = shard
            var failed = false
            let settings = MemoryLimitSettings.requested(budgetBytes: memory.budgetBytes, limitBytes: nil)
            let budget = BenchMemoryBudget(settings: settings)
            // Every chosen built-in workload is built and admitted before any runs: a bad value or
            // a size one stage of which cannot fit the budget is exit 2 up front, never an OOM kill.
            for job in chosen {
                guard case .builtIn(let builtIn) = job else { continue }
                do {
                    let workload = try builtIn.init(values: WorkloadValues(overrides[job.name] ?? [:]), quick: quick)
                    try WorkloadMemoryEstimate.check(workload, settings: settings)
                    try WorkloadTimeEstimate.check(workload)
                } catch {
                    FileHandleStream.standardError.write("error: \(error)\n")
                    throw ExitCode(ExitReason.invalidUsage.code)
                }
            }
            if environment.build == "debug" { print("warning: debug build; run `swift build -c release` for real figures\n") }
            for job in chosen {
                if let signal = RunInterruption.requested {
                    results.status = RunStatus(interruptedBy: signal)
                    break
                }
                if let exceeded = budget.exceeded {
                    results.status = RunStatus(budgetExceeded: exceeded)
                    FileHandleStream.standardError.write("error: memory budget exceeded: \(exceeded); the remaining workloads were skipped\n")
                    break
                }
                let progress = ProgressReporter(label: job.name, total: 1, unit: "ops")
                let context = try WorkloadContext(probe: probe) { done, total in
                    progress.update(done, total: total)
                    budget.check(workload: job.name, done: done, total: total)
                }
                print("\(job.name): \(job.summary)")
                fflush(nil)
                do {
                    let report = try job.run(values: overrides[job.name] ?? [:], quick: quick, context: context)
                    progress.finish()
                    for line in report.lines { print("  \(line)") }
                    print("  metrics (as stored in the results and shown by the reports):")
                    for metric in report.metrics.sorted(by: { $0.name < $1.name }) { print("    \(BenchMetricLine.text(metric))") }
                    results.metrics += report.metrics
                    results.tables += report.tables
                    results.leaks += report.leaks
                } catch let stop as WorkloadInterrupted {
                    // The finished passes of the interrupted workload are kept, marked interrupted.
                    progress.finish()
                    for line in stop.partial.lines { print("  \(line)") }
                    results.metrics += stop.partial.metrics
                    results.tables += stop.partial.tables
                    results.leaks += stop.partial.leaks
                    results.status = RunStatus(interruptedBy: stop.signal)
                    break
                } catch {
                    progress.finish()
                    FileHandleStream.standardError.write("error: \(job.name): \(error)\n")
                    failed = true
                    results.status = RunStatus(failure: "\(job.name): \(error)")
                }
                print("")
            }
            // A signal during the last workload that did not stop it still marks the results.
            if results.status == nil, let signal = RunInterruption.requested { results.status = RunStatus(interruptedBy: signal) }
            budget.check(workload: "(end)", done: 1, total: 1)
            if let exceeded = budget.exceeded, results.status == nil { results.status = RunStatus(budgetExceeded: exceeded) }
            results.memoryGuard = budget.result()
            results.metrics.sort { $0.name < $1.name }
            return (results, failed)
        }
        if let results {
            try ResultsWriter.write(outcome.results, to: results)
            print("results: \(results)")
        }
        let verdict = RunVerdict(results: outcome.results)
        if let signal = outcome.results.status?.interruptedBy {
            FileHandleStream.standardError.write(InterruptionMessage.text(signal, results: results))
        }
        if verdict.exitCode != 0 { throw ExitCode(verdict.exitCode) }
    }
}

/// One metric as `bench` prints it: the name, the value formatted as the reports format it,
/// and how many samples it has.
enum BenchMetricLine {
    static func text(_ metric: Metric) -> String {
        let count = "\(metric.samples.count) sample\(metric.samples.count == 1 ? "" : "s")"
        let samples =
            metric.kind == .deterministic
            ? " (exact)"
            : metric.isGated ? " (median of \(count))" : " (informational, \(count): reported, not gated)"
        // The same formatter as the bench reports' figures tables, so every output shows one number.
        return "\(metric.name) = \(BenchTargetResult.figure(metric.value, unit: metric.unit, name: metric.name))\(samples)"
    }
}
