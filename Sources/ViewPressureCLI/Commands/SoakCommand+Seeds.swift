import ArgumentParser
import Driver
import Foundation
import MemoryProbe
import Reports
import Results

extension SoakCommand {
    func validateSeeds() throws {
        if let seeds {
            do { _ = try SeedRange(parsing: seeds) } catch { throw ValidationError(error.description) }
            if trace != nil { throw ValidationError("--trace takes one walk; with --seeds, run each seed on its own to trace it") }
        }
        if let shard {
            if seeds == nil { throw ValidationError("--shard is only used with --seeds A..B") }
            do { _ = try Shard(parsing: shard) } catch { throw ValidationError(error.description) }
        }
    }

    /// `--seeds A..B [--shard K/N]`: one walk per seed of this shard, in order, each with the
    /// same options; the results are merged (each seed's metrics named `soak.seedN.*`).
    func runSeeds(_ text: String) throws {
        let range = try SeedRange(parsing: text)
        let mine = try shard.map { try Shard(parsing: $0).select(range.seeds) } ?? range.seeds
        let scenario = try ScenarioLoader.load(file, settings: memorySettings)
        _ = try requireJemalloc()
        let environment = try RunEnvironment.current()
        var parts: [(path: String, results: RunResults)] = []
        var reasons: [ExitReason] = []
        print(
            "soak \(scenario.name): seeds \(range)" + (shard.map { ", shard \($0): " } ?? ": ")
                + (mine.isEmpty ? "none" : mine.map(String.init).joined(separator: ", ")))
        for seed in mine {
            let outcome = try walk(scenario, seed: seed, tracePath: nil, environment: environment, label: "soak \(scenario.name) seed \(seed)")
            print(SoakSummary.text(outcome) + "\n")
            if let failure = outcome.failure { FileHandleStream.standardError.write("error: seed \(seed): \(failure)\n") }
            reasons.append(outcome.verdict.reason)
            parts.append((path: "seed \(seed)", results: Self.seedResults(outcome.results, seed: seed)))
            if let signal = outcome.interruptedBy {
                FileHandleStream.standardError.write(InterruptionMessage.text(signal, results: results))
                break
            }
        }
        var merged: RunResults
        if parts.isEmpty {
            merged = RunResults(kind: .soak, name: scenario.name, environment: environment)
            merged.work = []
        } else {
            merged = try readInput { try ResultsMerger.merge(parts).results }
        }
        merged.shard = shard
        if let results {
            try ResultsWriter.write(merged, to: results)
            print("results: \(results)")
        }
        let failing = reasons.filter { $0 != .success }
        print("seeds: \(mine.count) run, \(failing.count) failed")
        // The most serious first, as RunVerdict orders them.
        if let reason = failing.min(by: { $0.severity < $1.severity }) { throw ExitCode(reason.code) }
    }

    /// One seed's results as a unit of work: `work` is `seed N` and each metric `soak.X` is
    /// renamed `soak.seedN.X`, so the seeds of a range (and of several shards) merge cleanly.
    static func seedResults(_ results: RunResults, seed: UInt64) -> RunResults {
        var copy = results
        copy.work = ["seed \(seed)"]
        copy.metrics = results.metrics.map { metric in
            var metric = metric
            let rest = metric.name.hasPrefix("soak.") ? String(metric.name.dropFirst(5)) : metric.name
            metric.name = "soak.seed\(seed).\(rest)"
            return metric
        }
        return copy
    }
}
