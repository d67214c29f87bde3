import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

@testable import MemoryProbe

/// The process's resident set in a heap snapshot (`/proc/self/statm`) and its resident peak
/// (`VmHWM`, read apart). Serialized; other suites run in parallel in this process and move
/// its resident set (and their phases reset `VmHWM`), so the bounds leave room for them.
@Suite("Process resident reads", .serialized)
struct ProcessResidentTests {
    @Test("the snapshot's RSS (statm) agrees with VmRSS in /proc/self/status")
    func snapshotResidentMatchesStatus() throws {
        let probe = try AllocatorProbe()
        let reader = try ProcessMemoryReader()
        let tolerance = 4 << 20
        for _ in 0..<5 {
            let before = try reader.read().residentBytes
            let snapshot = try probe.heapSnapshot().processResidentBytes
            let after = try reader.read().residentBytes
            #expect(snapshot >= min(before, after) - tolerance && snapshot <= max(before, after) + tolerance,
                    "statm \(snapshot), VmRSS \(before) then \(after)")
        }
    }

    @Test("statm's second field is the resident page count")
    func statmParsing() {
        Array("12345 678 90 1 0 4000 0\n".utf8).withUnsafeBytes { raw in
            #expect(ProcStatm.residentPages(in: raw) == 678)
        }
        Array("12345\n".utf8).withUnsafeBytes { raw in
            #expect(ProcStatm.residentPages(in: raw) == nil)
        }
    }

    @Test("the peak read is >= resident, rises with 32 MiB touched, and survives unmapping it (alone in a process)")
    func peakRisesAndSurvivesFree() throws {
        // In the test process other suites' phases reset VmHWM (clear_refs) and their purges move
        // RSS inside the window: the figures are exact only in a process of its own.
        guard AloneInProcess.isChild else { return try AloneInProcess.run("ProcessResidentTests/peakRisesAndSurvivesFree") }
        let probe = try AllocatorProbe()
        let bytes = 32 << 20
        try #require(probe.resetProcessResidentPeak(), "clear_refs refused")
        let residentAtReset = try probe.heapSnapshot().processResidentBytes
        let resetPeak = try probe.processResidentPeakBytes()
        // mmap, not malloc: munmap really returns the pages, where jemalloc would keep them.
        let block = try #require(mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        try #require(block != MAP_FAILED)
        block.initializeMemory(as: UInt8.self, repeating: 0x5A, count: bytes)
        let residentWithBlock = try probe.heapSnapshot().processResidentBytes
        let peakWithBlock = try probe.processResidentPeakBytes()
        munmap(block, bytes)
        let residentAfter = try probe.heapSnapshot().processResidentBytes
        let peakAfter = try probe.processResidentPeakBytes()
        let figures = "RSS \(residentAtReset) at reset (VmHWM \(resetPeak)), \(residentWithBlock) with the block "
            + "(VmHWM \(peakWithBlock)), \(residentAfter) after unmapping (VmHWM \(peakAfter))"
        #expect(resetPeak >= residentAtReset, "\(figures)")
        #expect(peakWithBlock >= residentWithBlock, "\(figures)")
        #expect(peakAfter >= resetPeak + (28 << 20), "\(figures)")
        #expect(peakAfter >= residentAfter + (24 << 20), "\(figures)")
    }
}
