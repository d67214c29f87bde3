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

    func run() throws {
        let probe = try requireJemalloc()
        ScratchHeap.allocateAndFree(bytes: megabytes << 20)
        let result = try probe.purge()
        if json {
            print(try JSONOutput.encode(result))
            return
        }
        print("freed \(megabytes) MiB of 64-byte objects, then purged (arena.4096.purge)")
        print("jemalloc resident  \(result.before.residentBytes >> 20) MiB -> \(result.after.residentBytes >> 20) MiB")
        print("process RSS        \(result.before.processResidentBytes >> 20) MiB -> \(result.after.processResidentBytes >> 20) MiB")
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

    static func allocateAndFree(bytes: Int) {
        var head: Node?
        for _ in 0..<(bytes / 64) { head = Node(next: head) }
        // Unlink iteratively so a long list does not overflow the stack on release.
        while let node = head { head = node.next; node.next = nil }
    }
}
