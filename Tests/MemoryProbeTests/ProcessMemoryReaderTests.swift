import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

@testable import MemoryProbe

/// ``ProcessMemoryReader``: the kernel's figures for the process, read without allocating.
@Suite("Process memory reads", .serialized)
struct ProcessMemoryReaderTests {
    @Test("the figures are consistent and a read allocates nothing")
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
    }

    @Test("64 MiB written shows as anonymous memory (measured alone in a process: the figures are the whole process's)")
    func anonymousMemoryGrows() throws {
        guard AloneInProcess.isChild else { return try AloneInProcess.run("ProcessMemoryReaderTests/anonymousMemoryGrows") }
        let reader = try ProcessMemoryReader()
        let bytes = 64 << 20
        let start = try reader.read()
        let block = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        defer { block.deallocate() }
        block.initializeMemory(as: UInt8.self, repeating: 0x5A, count: bytes)
        let after = try reader.read()
        // 60 of the 64 MiB: the allocator may hand out pages it already had resident.
        #expect(after.anonymousBytes - start.anonymousBytes >= 60 << 20, "\(start) -> \(after)")
        #expect(after.virtualBytes >= start.virtualBytes, "\(start) -> \(after)")
    }

    @Test("a reader closes its descriptor when it is deallocated")
    func closesItsDescriptor() throws {
        // Another suite may reuse the number between the close and the check, with its own status
        // file (an AllocatorProbe opens one), so the number alone cannot tell. The reader's open
        // file is marked with O_APPEND and O_NONBLOCK, status flags of the open file itself that no
        // other open of /proc/self/status sets (they open it read-only): after the release, the
        // number is closed, or another open file without the mark.
        var descriptor: Int32 = -1
        do {
            let reader = try ProcessMemoryReader()
            descriptor = reader.status.descriptor
            #expect(Self.target(of: descriptor)?.hasSuffix("/status") == true)
            let flags = fcntl(descriptor, F_GETFL)
            try #require(flags >= 0 && fcntl(descriptor, F_SETFL, flags | Self.mark) == 0)
            try #require(fcntl(descriptor, F_GETFL) & Self.mark == Self.mark)
            _ = try reader.read()  // a marked descriptor still reads
        }
        let flags = fcntl(descriptor, F_GETFL)
        let stillOurs = flags >= 0 && flags & Self.mark == Self.mark && Self.target(of: descriptor)?.hasSuffix("/status") == true
        #expect(!stillOurs, "the reader's status descriptor \(descriptor) stayed open after the reader was released")
    }

    /// The status flags that mark the reader's own open file.
    static let mark = O_APPEND | O_NONBLOCK

    /// What `/proc/self/fd/N` links to, or nil when the descriptor is closed.
    static func target(of descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let length = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
