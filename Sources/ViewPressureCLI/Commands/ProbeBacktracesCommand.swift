import ArgumentParser
import Driver
import Foundation
import MemoryProbe
import Results

/// `viewpressure probe backtraces`: checks the frame-pointer backtrace hook's cached rules for
/// jemalloc's frames against libgcc's unwinder, over every allocation entry point.
struct ProbeBacktracesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backtraces",
        abstract: "Check the stacks' cached frame rules against libgcc's unwinder on every allocation entry point.",
        discussion: """
            Samples every allocation (re-executing with jemalloc's profiler on) made through \
            malloc, calloc, realloc, posix_memalign, aligned_alloc, Swift objects and arrays, \
            small and large, each from its own function, and prints the hook's counters (one \
            `name value` a line after the first). With --check-every 1 (the default) every \
            sample is walked by libgcc too and compared frame by frame with the rules' walk. \
            With --skewed-rules every rule is learnt 8 bytes off, a test of the checks themselves: \
            each must disagree with libgcc and be rejected before any sample uses it. \
            With --collector hooks the stacks are recorded by jemalloc's allocation hooks into a \
            table of our own (no re-execution), and the table's bytes plus what it could not keep \
            must equal jemalloc's thread.allocated over the workload (every entry point counted \
            with its usable size); --table-log2 sets its size (2 fills it: a full table is reported). \
            Exit codes: 0 no disagreement (with --skewed-rules: rules rejected, none confirmed or used); \
            1 otherwise, or the hook could not be installed.
            Example:
              viewpressure probe backtraces --check-every 0
            """
    )

    @Option(help: "Allocations per entry point and size.")
    var allocations = 200

    @Option(help: "Walk every Nth rule-walked sample with libgcc too and compare (0: never).")
    var checkEvery = 1

    @Flag(help: "Learn every rule with its CFA 8 bytes off, to test that the checks reject them.")
    var skewedRules = false

    @Option(help: "Where stacks are recorded: prof (jemalloc's profiler) or hooks (its allocation hooks and our table).")
    var collector = "prof"

    @Option(help: "With --collector hooks: the table's slots, as a power of two (1 to 24).")
    var tableLog2 = StackSampler.defaultHookTableLog2

    func validate() throws {
        guard (1...100_000).contains(allocations) else { throw ValidationError("--allocations must be 1...100000") }
        guard (0...1_000_000).contains(checkEvery) else { throw ValidationError("--check-every must be 0...1000000") }
        guard collector == "prof" || collector == "hooks" else { throw ValidationError("--collector must be prof or hooks") }
        guard (1...24).contains(tableLog2) else { throw ValidationError("--table-log2 must be 1...24") }
    }

    func run() throws {
        let hooks = collector == "hooks"
        if !hooks { try StacksOptions.reexecuteWithProfiler(sampleIntervalLog2: 0) }
        let sampler = try StackSampler(
            sampleIntervalLog2: 0, collector: hooks ? .allocationHooks : .jemallocProfiler, hookTableLog2: tableLog2)
        let counters = try ThreadCounters.forCurrentThread()
        guard case .framePointers = sampler.backtraces else {
            FileHandleStream.standardError.write("error: the frame-pointer hook is not installed: \(sampler.backtraceFallbackReason)\n")
            throw ExitCode(ExitReason.runFailed.code)
        }
        sampler.setBacktraceChecks(every: UInt32(checkEvery), skewingRulesForTest: skewedRules)
        var workload = BacktraceWorkload(allocations: allocations)
        let before = counters.allocatedBytes
        sampler.setSampling(true)
        workload.run()
        sampler.setSampling(false)
        let allocated = counters.allocatedBytes - before
        guard let counts = sampler.backtraceCounts else { throw ExitCode(ExitReason.runFailed.code) }
        print(
            "backtraces: \(workload.count) allocations through \(BacktraceWorkload.entryPoints) entry points, check every \(checkEvery) (checksum \(workload.checksum))"
        )
        let rows: [(String, UInt64)] = [
            ("cachedSamples", counts.cachedSamples), ("libgccSamples", counts.libgccSamples),
            ("rulesLearnt", counts.rulesLearnt), ("rulesConfirmed", counts.rulesConfirmed),
            ("rulesRejected", counts.rulesRejected), ("comparisons", counts.comparisons),
            ("disagreements", counts.disagreements), ("rulesDisabled", counts.rulesDisabled ? 1 : 0),
        ]
        for (name, value) in rows { print("\(name) \(value)") }
        var bytesAgree = true
        if let table = sampler.hookCounts {
            let hookRows: [(String, UInt64)] = [
                ("allocatedBytes", allocated), ("tableBytes", table.bytes), ("tableAllocations", table.allocations),
                ("tableStacks", table.stacks), ("unrecordedAllocations", table.unrecordedAllocations),
                ("unrecordedBytes", table.unrecordedBytes),
            ]
            for (name, value) in hookRows { print("\(name) \(value)") }
            bytesAgree = table.bytes + table.unrecordedBytes == allocated
            if !bytesAgree {
                FileHandleStream.standardError.write(
                    "error: the table holds \(table.bytes) + \(table.unrecordedBytes) B, thread.allocated \(allocated) B\n")
            }
        }
        let passed =
            skewedRules
            ? counts.cachedSamples == 0 && counts.rulesConfirmed == 0 && counts.rulesRejected > 0 && counts.disagreements > 0
            : counts.disagreements == 0 && !counts.rulesDisabled
        if !passed || !bytesAgree { throw ExitCode(ExitReason.runFailed.code) }
    }
}
