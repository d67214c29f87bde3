import Foundation
import MemoryProbe
import Results
import Testing

/// The frame-pointer hook's cached rules for jemalloc's own frames (docs/STACKS.md, "How it
/// works"): the same backtraces as libgcc's unwinder, the cache filled and used, and a wrong
/// rule rejected before any sample uses it. Each test runs the built binary.
@Suite("stacks: cached frame rules for jemalloc's frames (end to end)", .serialized)
struct StackBacktraceRulesTests {
    /// `probe backtraces` and its counters (`name value` lines).
    static func probe(_ arguments: [String]) throws -> (status: Int32, counts: [String: UInt64], output: String) {
        let result = try CLIRunner.run(["probe", "backtraces"] + arguments)
        var counts: [String: UInt64] = [:]
        for line in result.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, let value = UInt64(fields[1]) { counts[String(fields[0])] = value }
        }
        return (result.status, counts, result.stdout + result.stderr)
    }

    @Test("every sample through malloc, calloc, realloc, posix_memalign, aligned_alloc and Swift, 8 B to 2 MiB: the rules' walk equals libgcc's")
    func rulesAgreeWithLibgcc() throws {
        let run = try Self.probe(["--allocations", "50", "--check-every", "1"])
        #expect(run.status == 0, "\(run.output)")
        // 50 x 8 sizes x 6 entry points + 50 objects, realloc's malloc too: every one compared.
        let samples = try #require(run.counts["libgccSamples"])
        #expect(samples >= 50 * 8 * 6 + 50, "\(run.output)")
        #expect(run.counts["comparisons"] == samples, "\(run.output)")
        #expect(run.counts["disagreements"] == 0 && run.counts["rulesDisabled"] == 0, "\(run.output)")
        #expect(run.counts["rulesRejected"] == 0, "\(run.output)")
        // Distinct return addresses inside jemalloc: its profiler's frames and each entry point's.
        #expect((run.counts["rulesLearnt"] ?? 0) >= 4, "\(run.output)")
        #expect(run.counts["rulesConfirmed"] == run.counts["rulesLearnt"], "\(run.output)")
    }

    @Test("the cache fills and is used: after learning, samples are walked without libgcc")
    func cacheIsUsed() throws {
        let run = try Self.probe(["--allocations", "50", "--check-every", "0"])
        #expect(run.status == 0, "\(run.output)")
        let cached = try #require(run.counts["cachedSamples"]), libgcc = try #require(run.counts["libgccSamples"])
        // Each path is walked by libgcc until its rules agreed on 8 samples.
        #expect(cached > 2_000 && libgcc < 100, "\(run.output)")
        #expect(run.counts["comparisons"] == libgcc && run.counts["disagreements"] == 0, "\(run.output)")
    }

    @Test("a wrong rule disagrees with libgcc and is rejected before any sample uses it")
    func wrongRulesRejected() throws {
        let run = try Self.probe(["--allocations", "20", "--check-every", "0", "--skewed-rules"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.counts["cachedSamples"] == 0 && run.counts["rulesConfirmed"] == 0, "\(run.output)")
        #expect((run.counts["rulesRejected"] ?? 0) >= 1 && (run.counts["disagreements"] ?? 0) >= 1, "\(run.output)")
    }

    @Test("exact stacks with cached rules equal the hook's stacks with libgcc for jemalloc's frames, and every sample checked agrees")
    func sameStacksAsLibgccHybrid() throws {
        let scenario = StacksCLITests.scenario(transientBytes: 1 << 20, pushes: 3)
        let arguments = ["--stacks", "STACKS", "--stacks-window", "callback:viewDidLoad", "--stacks-sample-bytes", "1"]
        // Swift's per-process hash seed reorders some first uses of metadata: fix it.
        let deterministic = "SWIFT_DETERMINISTIC_HASHING"
        let cached = try StacksCLITests.run(scenario, arguments, environment: [deterministic: "1"])
        let hybrid = try StacksCLITests.run(
            scenario, arguments, environment: [deterministic: "1", "VIEWPRESSURE_STACKS_UNWINDER": "hybrid"])
        let checked = try StacksCLITests.run(scenario, arguments, environment: [deterministic: "1", "VIEWPRESSURE_STACKS_VERIFY": "1"])
        let stacks = try #require(cached.stacks)
        #expect(stacks.stacks == hybrid.stacks?.stacks, "\(stacks.collapsed)\n---\n\(hybrid.stacks?.collapsed ?? "")")
        #expect(stacks.stacks == checked.stacks?.stacks)
        #expect(stacks.totalBytes == StacksCLITests.viewDidLoadBytes(cached.results))
        let counts = try #require(cached.results.stacks?.backtraces)
        #expect(counts.cachedSamples > 0 && counts.disagreements == 0, "\(counts)")
        let before = try #require(hybrid.results.stacks?.backtraces)
        #expect(before.cachedSamples == 0 && before.comparisons == 0, "\(before)")
        #expect(before.libgccSamples == counts.cachedSamples + counts.libgccSamples, "\(before) \(counts)")
        let every = try #require(checked.results.stacks?.backtraces)
        #expect(every.cachedSamples == 0 && every.comparisons == every.libgccSamples && every.disagreements == 0, "\(every)")
        #expect(every.comparisons >= counts.cachedSamples + counts.libgccSamples, "\(every) \(counts)")
    }
}
