import Foundation
import Reports
import Testing

/// Exact stacks through jemalloc's allocation hooks and a table of our own (docs/STACKS.md,
/// "How it works"): the same stacks and bytes as jemalloc's profiler, every entry point counted
/// with its usable size, no re-execution, and a full table reported rather than fatal.
@Suite("stacks: exact mode through jemalloc's allocation hooks (end to end)", .serialized)
struct HookStacksTests {
    static let exact = ["--stacks", "STACKS", "--stacks-sample-bytes", "1"]
    /// Swift's per-process hash seed reorders some first uses of metadata: fix it.
    static let deterministic: [String: String?] = ["SWIFT_DETERMINISTIC_HASHING": "1"]

    @Test("the hooks' exact stacks equal jemalloc's profiler's (same folded stacks, same bytes) and sum to the ledger's")
    func sameStacksAsProfiler() throws {
        let scenario = StacksCLITests.scenario(transientBytes: 1 << 20, pushes: 3)
        let arguments = Self.exact + ["--stacks-window", "callback:viewDidLoad"]
        let hooks = try StacksCLITests.run(scenario, arguments, environment: Self.deterministic)
        var profilerEnvironment = Self.deterministic
        profilerEnvironment["VIEWPRESSURE_STACKS_COLLECTOR"] = "prof"
        let profiler = try StacksCLITests.run(scenario, arguments, environment: profilerEnvironment)
        let stacks = try #require(hooks.stacks)
        #expect(stacks.stacks == profiler.stacks?.stacks, "\(stacks.collapsed)\n---\n\(profiler.stacks?.collapsed ?? "")")
        #expect(stacks.totalBytes == StacksCLITests.viewDidLoadBytes(hooks.results))
        #expect(stacks.totalBytes > 3 << 20)
        let counts = try #require(hooks.results.stacks?.backtraces)
        #expect(counts.collector == "allocationHooks" && counts.unrecordedAllocations == 0, "\(counts)")
        #expect(counts.cachedSamples > 0 && counts.disagreements == 0, "\(counts)")
        #expect(profiler.results.stacks?.backtraces?.collector == nil)
    }

    @Test("a phase window: both collectors' exact stacks sum to the phase's ledger bytes")
    func phaseWindowMatchesLedger() throws {
        let scenario = StacksCLITests.scenario(transientBytes: 1 << 16, pushes: 3)
        for collector in ["hooks", "prof"] {
            let environment: [String: String?] = ["VIEWPRESSURE_STACKS_COLLECTOR": collector]
            let run = try StacksCLITests.run(scenario, Self.exact + ["--stacks-window", "phase:work"], environment: environment)
            let ledger = run.results.phases.first { $0.label == "work" }?.allocatedBytes
            #expect(run.stacks?.totalBytes == ledger, "\(collector)")
        }
    }

    @Test("exact mode needs no re-execution: with the re-execution marker already set, it still runs")
    func noReexecution() throws {
        // A re-execution attempt with the marker set and no profiler is exit 2 (StacksOptions).
        let scenario = StacksCLITests.scenario(transientBytes: 1 << 16)
        let run = try StacksCLITests.run(scenario, Self.exact, environment: ["VIEWPRESSURE_STACKS_REEXEC": "1"])
        #expect(run.results.stacks?.backtraces?.collector == "allocationHooks")
        let sampled = try CLIRunner.run(
            ["run", "Scenarios/table-drilldown.json", "--quiet", "--stacks", "/dev/null"], environment: ["VIEWPRESSURE_STACKS_REEXEC": "1"])
        #expect(sampled.status == 2, "sampled mode still needs the profiler: \(sampled.stderr)")
    }

    @Test(
        "malloc, calloc, realloc, posix_memalign, aligned_alloc, Swift objects and arrays, 8 B to 2 MiB: the table holds thread.allocated's bytes, each walk equal to libgcc's"
    )
    func everyEntryPointWithUsableSizes() throws {
        let run = try StackBacktraceRulesTests.probe(["--collector", "hooks", "--allocations", "30", "--check-every", "1"])
        #expect(run.status == 0, "\(run.output)")
        let allocated = try #require(run.counts["allocatedBytes"])
        #expect(allocated > 30 * (2 << 20) * 5, "\(run.output)")
        #expect(run.counts["tableBytes"] == allocated && run.counts["unrecordedAllocations"] == 0, "\(run.output)")
        #expect((run.counts["tableAllocations"] ?? 0) >= 30 * 8 * 6 + 30, "\(run.output)")
        #expect(run.counts["comparisons"] == run.counts["libgccSamples"] && run.counts["disagreements"] == 0, "\(run.output)")
        #expect(run.counts["rulesRejected"] == 0 && run.counts["rulesConfirmed"] == run.counts["rulesLearnt"], "\(run.output)")
    }

    @Test("a full table is counted and reported, never fatal")
    func fullTableReported() throws {
        let probe = try StackBacktraceRulesTests.probe(["--collector", "hooks", "--allocations", "20", "--table-log2", "2"])
        #expect(probe.status == 0, "\(probe.output)")
        let unrecorded = try #require(probe.counts["unrecordedBytes"])
        #expect(unrecorded > 0 && (probe.counts["tableStacks"] ?? 0) <= 4, "\(probe.output)")
        #expect(probe.counts["tableBytes"].map { $0 + unrecorded } == probe.counts["allocatedBytes"], "\(probe.output)")
        let scenario = StacksCLITests.scenario(transientBytes: 1 << 16, pushes: 2)
        let run = try StacksCLITests.run(scenario, Self.exact, environment: ["VIEWPRESSURE_STACKS_TABLE_LOG2": "3"])
        let counts = try #require(run.results.stacks?.backtraces)
        #expect((counts.unrecordedAllocations ?? 0) > 0 && (counts.unrecordedBytes ?? 0) > 0, "\(counts)")
        let ledger = run.results.phases.reduce(0) { $0 + $1.allocatedBytes }
        #expect((run.stacks?.totalBytes ?? 0) < ledger)
    }
}
