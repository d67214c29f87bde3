import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@testable import MemoryProbe

/// Thread counters are per thread, so these tests are exact even while other suites run in
/// parallel on other threads, as long as each window is synchronous (no `await` inside).
@Suite("Thread counters", .serialized)
struct ThreadCounterTests {
    final class Object48 {
        // 16-byte object header + 32 bytes of stored properties = 48, a jemalloc size class.
        var a = 0, b = 0, c = 0, d = 0
    }

    final class Object56 {
        // 16 + 40 = 56 bytes, served from the 64-byte size class.
        var a = 0, b = 0, c = 0, d = 0, e = 0
    }

    @Test("N Swift objects of 48 bytes move thread.allocated by exactly N x 48")
    func objectsOfAnExactSizeClass() throws {
        let counters = try ThreadCounters.forCurrentThread()
        var keep = ContiguousArray<Object48>()
        keep.reserveCapacity(1000)
        let before = counters.read()
        for _ in 0..<1000 { keep.append(Object48()) }
        let delta = counters.read().since(before)
        #expect(delta.allocatedBytes == 1000 * 48)
        #expect(delta.freedBytes == 0)
        withExtendedLifetime(keep) {}
    }

    @Test("a 56-byte object is charged its 64-byte size class, when allocated and when freed")
    func objectsRoundUpToTheirSizeClass() throws {
        let counters = try ThreadCounters.forCurrentThread()
        let slots = UnsafeMutableBufferPointer<Object56?>.allocate(capacity: 500)
        slots.initialize(repeating: nil)
        defer { slots.deallocate() }
        let before = counters.read()
        for index in 0..<500 { slots[index] = Object56() }
        let allocated = counters.read().since(before)
        let beforeFree = counters.read()
        for index in 0..<500 { slots[index] = nil }
        let freed = counters.read().since(beforeFree)
        #expect(allocated.allocatedBytes == 500 * 64)
        #expect(freed.freedBytes == 500 * 64)
        #expect(freed.allocatedBytes == 0)
    }

    @Test(
        "malloc(n) is charged its jemalloc size class",
        arguments: [(1, 8), (17, 32), (100, 112), (1000, 1024), (5000, 5120), (40_000, 40_960), (1 << 20, 1 << 20)]
    )
    func mallocSizeClasses(requested: Int, sizeClass: Int) throws {
        let counters = try ThreadCounters.forCurrentThread()
        let blocks = UnsafeMutableBufferPointer<UnsafeMutableRawPointer?>.allocate(capacity: 64)
        defer { blocks.deallocate() }
        let before = counters.read()
        for index in 0..<64 { blocks[index] = malloc(requested) }
        let allocated = counters.read().since(before)
        for index in 0..<64 { free(blocks[index]) }
        let total = counters.read().since(before)
        #expect(allocated.allocatedBytes == UInt64(64 * sizeClass))
        #expect(total.freedBytes == UInt64(64 * sizeClass))
        #expect(total.netBytes == 0)
    }

    @Test("Swift raw allocations are 16-byte aligned, so 1 byte is charged 16")
    func swiftRawAllocationMinimum() throws {
        let counters = try ThreadCounters.forCurrentThread()
        let before = counters.read()
        let block = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        let allocated = counters.read().since(before)
        block.deallocate()
        #expect(allocated.allocatedBytes == 16)
    }

    @Test("an empty window reads zero bytes")
    func emptyWindow() throws {
        let counters = try ThreadCounters.forCurrentThread()
        let before = counters.read()
        let delta = counters.read().since(before)
        #expect(delta == .zero)
    }

    @Test("AllocationDelta arithmetic: net bytes can be negative")
    func deltaArithmetic() {
        let earlier = ThreadCounterReading(allocatedBytes: 100, deallocatedBytes: 50)
        let later = ThreadCounterReading(allocatedBytes: 164, deallocatedBytes: 250)
        let delta = later.since(earlier)
        #expect(delta.allocatedBytes == 64)
        #expect(delta.freedBytes == 200)
        #expect(delta.netBytes == -136)
    }
}
