import ArgumentParser
import MemoryProbe
import Results

/// `viewpressure probe heap-profile`: samples a demonstration workload and dumps a profile.
struct ProbeHeapProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "heap-profile",
        abstract: "Sample allocations during a demonstration workload and dump a jemalloc heap profile.",
        discussion: """
            Heap profiles need jemalloc profiling enabled at start:
              MALLOC_CONF=prof:true,prof_active:false viewpressure probe heap-profile --output /tmp/vp.heap
              jeprof --text $(command -v viewpressure) /tmp/vp.heap | swift demangle --simplified
            Without it the command exits 1 and says so.
            """
    )

    @Option(help: "The profile file to write.")
    var output: String

    @Option(help: "MiB the demonstration workload keeps live while sampling.")
    var megabytes = 16

    @Option(help: "Mean sampling interval as a power of two in bytes (jemalloc's lg_prof_sample).")
    var sampleIntervalLog2 = 12

    func validate() throws {
        guard (1...4096).contains(megabytes) else { throw ValidationError("--megabytes must be 1...4096") }
        guard (0...40).contains(sampleIntervalLog2) else { throw ValidationError("--sample-interval-log2 must be 0...40") }
    }

    func run() throws {
        let probe = try requireJemalloc()
        guard probe.heapProfilingEnabled else {
            FileHandleStream.standardError.write(
                "error: heap profiling not enabled: jemalloc can only enable it at start; "
                    + "run with MALLOC_CONF=\(AllocatorProbe.profilingMallocConf)\n")
            throw ExitCode(ExitReason.runFailed.code)
        }
        let kept = try probe.withHeapProfile(dumpingTo: output, sampleIntervalLog2: sampleIntervalLog2) {
            (0..<(megabytes * 1024)).map { _ in [UInt8](repeating: 1, count: 1000) }
        }
        print("wrote \(output) (\(kept.count) blocks of 1 KB sampled every 2^\(sampleIntervalLog2) bytes)")
    }
}
