import ArgumentParser
import MemoryProbe

/// `viewpressure probe purge`: demonstrates that a purge returns freed memory to the kernel.
struct ProbePurgeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "purge",
        abstract: "Allocate and free a block of small objects, then purge jemalloc's arenas and report the drop.",
        discussion: "Example:\n  viewpressure probe purge --megabytes 200 --json"
    )

    @Option(help: "How many MiB of 64-byte objects to allocate and free before purging.")
    var megabytes = 100

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        guard (1...16_384).contains(megabytes) else { throw ValidationError("--megabytes must be 1...16384") }
    }

    struct Output: Codable {
        /// Before the objects were allocated.
        var baseline: HeapSnapshot
        /// While all of them were live.
        var live: HeapSnapshot
        /// The purge: `before` is after the objects were freed (some pages may already have
        /// decayed), `after` is after `arena.4096.purge`.
        var purge: PurgeResult
        /// Of the resident bytes the objects added, the share no longer resident after the purge.
        var returnedShare: Double
    }

    func run() throws {
        let probe = try requireJemalloc()
        _ = try probe.purge()
        let baseline = try probe.heapSnapshot()
        var live = baseline
        ScratchHeap.allocateAndFree(bytes: megabytes << 20) { live = (try? probe.heapSnapshot()) ?? baseline }
        let result = try probe.purge()
        let added = max(1, live.residentBytes - baseline.residentBytes)
        let output = Output(
            baseline: baseline, live: live, purge: result,
            returnedShare: Double(live.residentBytes - result.after.residentBytes) / Double(added)
        )
        if json {
            print(try JSONOutput.encode(output))
            return
        }
        print("allocated \(megabytes) MiB of 64-byte objects, freed them, then purged (arena.4096.purge)")
        print(
            "jemalloc resident  \(baseline.residentBytes >> 20) MiB before, \(live.residentBytes >> 20) MiB live, "
                + "\(result.before.residentBytes >> 20) MiB freed, \(result.after.residentBytes >> 20) MiB purged")
        print(
            "process RSS        \(baseline.processResidentBytes >> 20) MiB before, \(live.processResidentBytes >> 20) MiB live, "
                + "\(result.before.processResidentBytes >> 20) MiB freed, \(result.after.processResidentBytes >> 20) MiB purged")
        print("returned           \(Int(output.returnedShare * 100))% of the resident bytes the objects added")
        print("purge took         \(result.elapsedNanoseconds / 1000) us")
    }
}

/// Builds a heap of small objects and frees it, leaving dirty pages for a purge.
enum ScratchHeap {
    final class Node {
        var next: Node?
        var payload: (Int, Int, Int, Int) = (0, 0, 0, 0)
        init(next: Node?) { self.next = next }
    }

    /// Allocates `bytes` of 64-byte nodes, calls `whileLive`, then frees them all.
    static func allocateAndFree(bytes: Int, whileLive: () -> Void = {}) {
        var head: Node?
        for _ in 0..<(bytes / 64) { head = Node(next: head) }
        whileLive()
        // Unlink iteratively so a long list does not overflow the stack on release.
        while let node = head { head = node.next; node.next = nil }
    }
}
