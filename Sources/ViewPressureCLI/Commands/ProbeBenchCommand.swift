import ArgumentParser
import Foundation
import MemoryProbe

/// `viewpressure probe bench`: what each probe read costs and what the probe allocates.
struct ProbeBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the cost of each probe operation and the bytes the probe itself allocates.",
        discussion: """
            Run it from a release build (swift build -c release); debug builds are 10-50x slower.
            Examples:
              viewpressure probe bench
              viewpressure probe bench --json --rounds 9
            """
    )

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Option(help: "Rounds per operation; the best and median round are reported.")
    var rounds = 5

    @Option(help: "Thread-counter reads per round.")
    var counterReads = 20_000_000

    @Option(help: "Snapshots, counts and peak reads per round.")
    var sampledReads = 5_000

    func validate() throws {
        guard rounds > 0, counterReads > 0, sampledReads > 0 else {
            throw ValidationError("--rounds, --counter-reads and --sampled-reads must be positive")
        }
    }

    struct Output: Codable {
        var threadCountersReadNs: Double
        var heapSnapshotNs: Double
        var allocationCountNs: Double
        var threadPeakReadNs: Double
        var threadPeakResetNs: Double
        var epochRefreshNs: Double
        var processStatmReadNs: Double
        var processPeakReadNs: Double
        var probeAllocatedBytes: UInt64
        var probeFreedBytes: UInt64
        var medians: [String: Double]
        var rounds: Int
        var build: String
        var jemallocVersion: String
        var mallocConf: String
    }

    func run() throws {
        let probe = try requireJemalloc()
        let environment = try AllocatorEnvironment.current()
        let result = try ProbeBenchmark(rounds: rounds, counterReads: counterReads, sampledReads: sampledReads)
            .run(probe: probe)
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let output = Output(
            threadCountersReadNs: result.threadCountersRead.bestNs, heapSnapshotNs: result.heapSnapshot.bestNs,
            allocationCountNs: result.allocationCount.bestNs, threadPeakReadNs: result.threadPeakRead.bestNs,
            threadPeakResetNs: result.threadPeakReset.bestNs, epochRefreshNs: result.epochRefresh.bestNs,
            processStatmReadNs: result.processStatmRead.bestNs, processPeakReadNs: result.processPeakRead.bestNs,
            probeAllocatedBytes: result.probeAllocatedBytes,
            probeFreedBytes: result.probeFreedBytes,
            medians: [
                "threadCountersReadNs": result.threadCountersRead.medianNs,
                "heapSnapshotNs": result.heapSnapshot.medianNs,
                "allocationCountNs": result.allocationCount.medianNs,
                "threadPeakReadNs": result.threadPeakRead.medianNs,
                "threadPeakResetNs": result.threadPeakReset.medianNs,
                "epochRefreshNs": result.epochRefresh.medianNs,
                "processStatmReadNs": result.processStatmRead.medianNs,
                "processPeakReadNs": result.processPeakRead.medianNs,
            ],
            rounds: result.rounds, build: build, jemallocVersion: environment.version,
            mallocConf: environment.environmentMallocConf ?? ""
        )
        if json {
            print(try JSONOutput.encode(output))
            return
        }
        if build == "debug" { print("warning: debug build; run `swift build -c release` for real figures\n") }
        print("operation                 best          median        target")
        func row(_ name: String, _ timing: ProbeBenchmarkResult.Timing, _ target: String) {
            let best = Self.format(timing.bestNs), median = Self.format(timing.medianNs)
            print("\(name.padding(toLength: 25, withPad: " ", startingAt: 0)) \(best) \(median) \(target)")
        }
        row("thread counters read", result.threadCountersRead, "<= 2 ns")
        row("heap snapshot", result.heapSnapshot, "<= 15 us")
        row("  of which epoch", result.epochRefresh, "(jemalloc's stats merge)")
        row("  of which statm read", result.processStatmRead, "(/proc/self/statm: RSS)")
        row("process peak read", result.processPeakRead, "(/proc/self/status: VmHWM, once per phase end)")
        row("allocation count", result.allocationCount, "")
        row("thread peak read", result.threadPeakRead, "")
        row("thread peak reset", result.threadPeakReset, "")
        print("probe allocated           \(result.probeAllocatedBytes) B over all reads (target 0)")
        print("\(build) build, jemalloc \(environment.version), best and median of \(rounds) rounds")
    }

    static func format(_ nanoseconds: Double) -> String {
        let text =
            nanoseconds >= 1000
            ? "\((nanoseconds / 100).rounded() / 10) us" : "\((nanoseconds * 100).rounded() / 100) ns"
        return text.padding(toLength: 13, withPad: " ", startingAt: 0)
    }
}
