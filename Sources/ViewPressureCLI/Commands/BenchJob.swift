import ArgumentParser
import Driver
import Foundation
import Results

/// One workload `bench` runs: a built-in one (`--workload`) or a team's scenario
/// (`--scenario FILE`, ``ScenarioWorkload``). Shards, `--param` and the results treat both alike.
@MainActor
enum BenchJob {
    case builtIn(any Workload.Type)
    case scenario(ScenarioWorkload)

    var name: String {
        switch self {
        case .builtIn(let type): type.name
        case .scenario(let workload): workload.name
        }
    }

    var summary: String {
        switch self {
        case .builtIn(let type): type.summary
        case .scenario(let workload): workload.summary
        }
    }

    /// Builds and runs it with `values` (`--param NAME.KEY=VALUE`); `quick` picks smaller sizes.
    func run(values: [String: String], quick: Bool, context: WorkloadContext) throws -> WorkloadReport {
        switch self {
        case .builtIn(let type):
            return try type.init(values: WorkloadValues(values), quick: quick).run(context)
        case .scenario(let workload):
            return try workload.run(context)
        }
    }

    /// The scenario workloads of `--scenario FILE...`, with their `passes` from `--param`
    /// (`scenario.NAME.passes=N`, 1 to 1,000; default 5, 3 under `--quick`).
    static func scenarios(
        _ files: [String], overrides: [String: [String: String]], quick: Bool,
        budgetBytes: Int?, settings: MemoryLimitSettings, environment: RunEnvironment
    ) throws -> [BenchJob] {
        var jobs: [BenchJob] = []
        for file in files {
            let scenario = try ScenarioLoader.load(file, settings: settings)
            let probe = ScenarioWorkload(scenario: scenario, passes: 1, scenes: CLIScenes.current, budgetBytes: budgetBytes, environment: environment)
            var passes = quick ? ScenarioWorkload.quickPasses : ScenarioWorkload.defaultPasses
            for (key, value) in overrides[probe.name] ?? [:] {
                guard key == "passes" else {
                    FileHandleStream.standardError.write("error: --param \(probe.name).\(key): a scenario workload has one parameter, passes\n")
                    throw ExitCode(ExitReason.invalidUsage.code)
                }
                guard let count = Int(value), ScenarioWorkload.passRange.contains(count) else {
                    FileHandleStream.standardError.write(
                        "error: --param \(probe.name).passes: expected an integer from 1 to \(ScenarioWorkload.passRange.upperBound), found \"\(value)\"\n"
                    )
                    throw ExitCode(ExitReason.invalidUsage.code)
                }
                passes = count
            }
            if jobs.contains(where: { $0.name == probe.name }) {
                FileHandleStream.standardError.write(
                    "error: --scenario \(file): a second scenario named \"\(scenario.name)\" (the metrics would collide; rename one)\n")
                throw ExitCode(ExitReason.invalidUsage.code)
            }
            jobs.append(
                .scenario(
                    ScenarioWorkload(
                        scenario: scenario, passes: passes, scenes: CLIScenes.current, budgetBytes: budgetBytes, environment: environment)))
        }
        return jobs
    }
}

/// `bench --scenario` re-executes itself once with `SWIFT_DETERMINISTIC_HASHING=1`
/// (``ProcessRelaunch/withDeterministicHashing()``), so its exact metrics are exact across runs.
enum DeterministicHashing {
    /// Returns when the process hashes deterministically; exit 2 when `execv` failed.
    static func reexecuteIfNeeded() throws {
        guard case .execFailed(let reason) = ProcessRelaunch.withDeterministicHashing() else { return }
        FileHandleStream.standardError.write(
            "error: --scenario: cannot re-execute /proc/self/exe with \(ProcessRelaunch.deterministicHashingVariable)=1: \(reason)\n")
        throw ExitCode(ExitReason.invalidUsage.code)
    }
}
