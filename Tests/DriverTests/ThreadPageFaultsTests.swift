import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

@testable import Driver

/// The deep-navigation passes report their minor page faults (the kernel's share of a pass)
/// from ``ThreadPageFaults``: it must count this thread's first touches of fresh pages.
@Suite("Thread page faults")
struct ThreadPageFaultsTests {
    @Test("touching 8 MiB of fresh pages counts about 2,048 minor faults on this thread")
    func countsFirstTouches() throws {
        let bytes = 8 << 20
        let block = try #require(mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        #expect(block != MAP_FAILED)
        defer { munmap(block, bytes) }
        let before = ThreadPageFaults.minor()
        block.initializeMemory(as: UInt8.self, repeating: 1, count: bytes)
        let faults = ThreadPageFaults.minor() - before
        // One fault per 4 KiB page, fewer if the kernel maps larger folios at once.
        #expect(faults >= 8 && faults <= 2 * (bytes / 4096) + 64, "\(faults) faults for \(bytes / 4096) pages")
        let after = ThreadPageFaults.minor()
        block.initializeMemory(as: UInt8.self, repeating: 2, count: bytes)
        #expect(ThreadPageFaults.minor() - after < 64, "touching resident pages again faults")
    }
}
