import ArgumentParser
import Foundation
import MemoryProbe

/// `viewpressure probe snapshot`: one heap snapshot and the allocation counts so far.
struct ProbeSnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Print this process's heap snapshot (jemalloc stats.* and /proc RSS), its RSS peak and allocation counts.",
        discussion: "Example:\n  viewpressure probe snapshot --json"
    )

    @Flag(help: "Print JSON instead of text.")
    var json = false

    struct Output: Codable {
        var snapshot: HeapSnapshot
        /// `VmHWM`: the process's resident peak since it started (read apart from the snapshot).
        var processResidentPeakBytes: Int
        var counts: AllocationCounts
    }

    func run() throws {
        let probe = try requireJemalloc()
        let output = Output(
            snapshot: try probe.heapSnapshot(), processResidentPeakBytes: try probe.processResidentPeakBytes(),
            counts: try probe.allocationCounts())
        if json {
            print(try JSONOutput.encode(output))
            return
        }
        let snapshot = output.snapshot
        for (name, value) in [
            ("allocated", snapshot.allocatedBytes), ("active", snapshot.activeBytes), ("metadata", snapshot.metadataBytes),
            ("resident", snapshot.residentBytes), ("mapped", snapshot.mappedBytes), ("retained", snapshot.retainedBytes),
            ("process RSS", snapshot.processResidentBytes), ("process RSS peak", output.processResidentPeakBytes),
        ] {
            print("\(name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(value) B")
        }
        print("allocations        \(output.counts.allocations)")
    }
}
