import ArgumentParser
import MemoryProbe
import Results

/// `viewpressure probe`: the allocator probe on its own.
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Inspect and benchmark the jemalloc probe.",
        subcommands: [
            ProbeInfoCommand.self, ProbeBenchCommand.self, ProbeSnapshotCommand.self,
            ProbeCountsCommand.self, ProbePurgeCommand.self, ProbeHeapProfileCommand.self, ProbeBacktracesCommand.self,
        ]
    )
}

/// Fails with exit code 1 and a clear message unless jemalloc serves this process.
func requireJemalloc() throws -> AllocatorProbe {
    let check = AllocatorProbe.verifyActiveAllocator()
    guard check.active else {
        FileHandleStream.standardError.write("error: \(check.problem ?? "jemalloc is not the active allocator")\n")
        throw ExitCode(ExitReason.runFailed.code)
    }
    return try AllocatorProbe()
}
