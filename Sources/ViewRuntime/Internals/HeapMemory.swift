import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw blocks from `malloc`, for the memory the runtime (and the packages over it) own by pointer:
/// backing stores, image bitmaps, payloads, the table's state.
///
/// Swift's `UnsafeMutableRawPointer.allocate` goes through `aligned_alloc`, which a preloaded malloc
/// interposer cannot give a header. package-benchmark 1.38.1's interposer (malloc-interposer 1.6.1)
/// then reads the 8 bytes before every freed block to tell its own from others, and for a
/// page-aligned block at the start of a mapping (any block of 4 KiB or more, in jemalloc) those
/// bytes are unmapped: the process crashes in `free`. Blocks from `malloc` carry the interposer's
/// header, so its `free` reads its own bytes. Without an interposer the two calls are the same to
/// jemalloc: the same size class, so the same byte counts.
///
/// Cost: one `malloc` or `free`; alignment is 16 bytes for blocks of 16 bytes or more.
package enum HeapMemory {
    /// `byteCount` bytes (at least 1), uninitialized.
    package static func allocate(byteCount: Int) -> UnsafeMutableRawPointer {
        guard let pointer = malloc(max(byteCount, 1)) else {
            fatalError("HeapMemory: malloc(\(byteCount)) failed: out of memory")
        }
        return pointer
    }

    /// `byteCount` bytes (at least 1), uninitialized, or nil when `malloc` fails (the address
    /// space or the memory limit is exhausted): for the large blocks a scenario sizes.
    package static func allocateIfPossible(byteCount: Int) -> UnsafeMutableRawPointer? {
        malloc(max(byteCount, 1))
    }

    /// Room for one `T`, uninitialized. `T` must need no more than 16-byte alignment.
    package static func allocate<T: ~Copyable>(_ type: T.Type) -> UnsafeMutablePointer<T> {
        precondition(MemoryLayout<T>.alignment <= 16, "HeapMemory: \(T.self) needs more than 16-byte alignment")
        return allocate(byteCount: MemoryLayout<T>.stride).bindMemory(to: T.self, capacity: 1)
    }

    /// Frees a block from ``allocate(byteCount:)`` or ``allocate(_:)`` (its contents deinitialized).
    package static func deallocate(_ pointer: UnsafeMutableRawPointer) {
        free(pointer)
    }

    /// Frees a typed block from ``allocate(_:)`` (its contents deinitialized).
    package static func deallocate<T: ~Copyable>(_ pointer: UnsafeMutablePointer<T>) {
        free(UnsafeMutableRawPointer(pointer))
    }
}
