import Testing

@testable import MemoryProbe

/// ``ProcessMemoryReader``: the kernel's figures for the process, read without allocating.
@Suite("Process memory reads", .serialized)
struct ProcessMemoryReaderTests {
    @Test("the figures are consistent, a read allocates nothing, and 64 MiB written shows as anonymous memory")
    func readsAndGrows() throws {
        let reader = try ProcessMemoryReader()
        let counters = try ThreadCounters.forCurrentThread()
        let before = try reader.read()
        #expect(before.anonymousBytes > 0)
        #expect(before.anonymousBytes <= before.residentBytes)
        #expect(before.residentBytes <= before.peakResidentBytes)
        #expect(before.residentBytes <= before.virtualBytes)
        let start = counters.read()
        _ = try reader.read()
        #expect(counters.read().since(start).allocatedBytes == 0)

        let bytes = 64 << 20
        let block = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        defer { block.deallocate() }
        block.initializeMemory(as: UInt8.self, repeating: 0x5A, count: bytes)
        let after = try reader.read()
        #expect(after.anonymousBytes - before.anonymousBytes >= 60 << 20, "\(before) -> \(after)")
        #expect(after.virtualBytes - before.virtualBytes >= 60 << 20 || after.virtualBytes >= before.virtualBytes)
    }
}
