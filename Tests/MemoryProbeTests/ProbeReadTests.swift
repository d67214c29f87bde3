import Foundation
import Testing

@testable import MemoryProbe

/// Tests of the process-wide reads. Serialized: jemalloc's arena statistics are global.
@Suite("Probe reads", .serialized)
struct ProbeReadTests {
    @Test("the probe's reads allocate 0 bytes")
    func readsDoNotAllocate() throws {
        let probe = try AllocatorProbe()
        let counters = try ThreadCounters.forCurrentThread()
        // Warm every path: first uses may initialize jemalloc-internal state.
        _ = try probe.heapSnapshot()
        _ = try probe.allocationCounts()
        _ = try probe.threadPeakBytes()
        try probe.resetThreadPeak()
        _ = try probe.processResidentPeakBytes()
        _ = try probe.purge()

        let before = counters.read()
        var checksum = 0
        for _ in 0..<200 {
            let snapshot = try probe.heapSnapshot()
            let counts = try probe.allocationCounts()
            try probe.resetThreadPeak()
            let peak = try probe.threadPeakBytes()
            try probe.flushThreadCache()
            let processPeak = try probe.processResidentPeakBytes()
            checksum &+= snapshot.residentBytes &+ snapshot.processResidentBytes &+ processPeak
            checksum &+= Int(counts.allocations) &+ Int(peak)
            checksum &+= Int(counters.read().allocatedBytes)
        }
        let purge = try probe.purge()
        checksum &+= purge.residentBytesReleased
        let delta = counters.read().since(before)
        #expect(delta.allocatedBytes == 0, "probe reads allocated \(delta.allocatedBytes) bytes")
        #expect(checksum != 0)
    }

    @Test("a heap snapshot is consistent: allocated <= active <= resident, RSS > 0")
    func snapshotIsConsistent() throws {
        let snapshot = try AllocatorProbe().heapSnapshot()
        #expect(snapshot.allocatedBytes > 0)
        #expect(snapshot.allocatedBytes <= snapshot.activeBytes)
        #expect(snapshot.activeBytes <= snapshot.residentBytes)
        #expect(snapshot.residentBytes <= snapshot.mappedBytes + snapshot.metadataBytes)
        #expect(snapshot.processResidentBytes > 0)
    }

    // That a snapshot sees live memory is checked in a single-threaded child process
    // (ProbeCLITests.purge: the "live" snapshot holds the 128 MiB the command allocated):
    // here, other suites allocating and freeing in parallel would move stats.allocated.

    @Test("the thread peak sees a 4 MiB spike that was freed before the read")
    func threadPeakSeesFreedSpike() throws {
        let probe = try AllocatorProbe()
        try probe.resetThreadPeak()
        let (_, peak) = probe.measuringPeak {
            let block = UnsafeMutableRawPointer.allocate(byteCount: 4 << 20, alignment: 16)
            block.deallocate()
        }
        #expect(peak >= 4 << 20)
        #expect(peak < 5 << 20)
        try probe.resetThreadPeak()
        #expect(try probe.threadPeakBytes() < 64 << 10)
    }

    @Test("purge after freeing 64 MiB runs and reports the heap before and after")
    func purgeReturnsMemory() throws {
        // Other suites allocate in parallel in this process, so only the direction is
        // checked here; "most of it" is checked in a child process (ProbeCLITests.purge).
        let probe = try AllocatorProbe()
        let count = (64 << 20) / 64
        let blocks = UnsafeMutableBufferPointer<UnsafeMutableRawPointer>.allocate(capacity: count)
        for index in 0..<count {
            let block = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
            block.storeBytes(of: index, as: Int.self)
            blocks[index] = block
        }
        for index in 0..<count { blocks[index].deallocate() }
        blocks.deallocate()
        let result = try probe.purge()
        // Other threads may allocate during the purge, so the drop itself is checked in a
        // child process (ProbeCLITests.purge); here: it ran and measured both sides.
        #expect(result.before.residentBytes > 0 && result.after.residentBytes > 0)
        #expect(result.elapsedNanoseconds > 0)
    }

    @Test("AllocationCounts.since subtracts each field")
    func countsArithmetic() {
        let a = AllocationCounts(smallAllocations: 10, largeAllocations: 2)
        let b = AllocationCounts(smallAllocations: 1010, largeAllocations: 5)
        #expect(b.since(a) == AllocationCounts(smallAllocations: 1000, largeAllocations: 3))
        #expect(b.since(a).allocations == 1003)
    }

    @Test("allocation counts move by at least N for N mallocs made on this thread")
    func countsSeeThisThreadsMallocs() throws {
        // Exactness is proven in a single-threaded child process (CLI tests); here other
        // suites may allocate concurrently, so the count can only be bounded below.
        let probe = try AllocatorProbe()
        let before = try probe.allocationCounts()
        for _ in 0..<1000 { UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8).deallocate() }
        let delta = try probe.allocationCounts().since(before)
        #expect(delta.allocations >= 1000)
    }
}
