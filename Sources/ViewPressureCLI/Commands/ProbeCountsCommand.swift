import ArgumentParser
import MemoryProbe
import Results

/// `viewpressure probe counts`: shows that the probe's process-wide allocation counts are exact.
struct ProbeCountsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "counts",
        abstract: "Make a known number of mallocs and report how many allocation requests the probe counted.",
        discussion: """
            The counts are process-wide (tcache flush + epoch + stats.arenas.4096.{small,large}.nrequests), \
            so they are exact in a process where only one thread allocates, like this command.
            Example:
              viewpressure probe counts --mallocs 1000 --size 64 --json
            """
    )

    @Option(help: "How many blocks to allocate (and then free).")
    var mallocs = 1000

    @Option(help: "Size of each block in bytes.")
    var size = 64

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        guard (0...10_000_000).contains(mallocs) else { throw ValidationError("--mallocs must be 0...10000000") }
        guard (1...(64 << 20)).contains(size) else { throw ValidationError("--size must be 1...67108864") }
    }

    struct Output: Codable {
        var mallocs: Int
        var size: Int
        var countedAllocations: UInt64
        var exact: Bool
    }

    func run() throws {
        let probe = try requireJemalloc()
        let blocks = UnsafeMutableBufferPointer<UnsafeMutableRawPointer?>.allocate(capacity: max(mallocs, 1))
        defer { blocks.deallocate() }
        _ = try probe.allocationCounts()
        let before = try probe.allocationCounts()
        for index in 0..<mallocs { blocks[index] = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8) }
        for index in 0..<mallocs { blocks[index]?.deallocate() }
        let delta = try probe.allocationCounts().since(before)
        let output = Output(
            mallocs: mallocs, size: size, countedAllocations: delta.allocations,
            exact: delta.allocations == UInt64(mallocs)
        )
        if json {
            print(try JSONOutput.encode(output))
        } else {
            print("mallocs made      \(mallocs) x \(size) B")
            print("counted           \(output.countedAllocations) allocation requests")
            print(output.exact ? "exact" : "NOT exact (another thread allocated, or the thread cache was not flushed)")
        }
        if !output.exact { throw ExitCode(ExitReason.runFailed.code) }
    }
}
