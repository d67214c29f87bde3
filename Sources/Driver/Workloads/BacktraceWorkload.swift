#if canImport(Glibc)
import Glibc
#endif

/// Allocations through every entry point `probe backtraces` checks, each from its own
/// `@inline(never)` function, at sizes from 8 B to 2 MiB (jemalloc's small, large and huge
/// paths). Each block is written and freed by the caller, so no call can be optimized away.
package struct BacktraceWorkload: Sendable {
    /// How many allocation entry points ``run()`` goes through.
    package static let entryPoints = 7
    /// The block sizes, in bytes.
    package static let sizes = [8, 24, 100, 1000, 5000, 40_000, 300_000, 2 << 20]
    /// Allocations per entry point and size.
    package let allocations: Int
    /// The allocations made so far.
    package private(set) var count = 0
    /// A sum of the bytes read back, so that no allocation is optimized away.
    package private(set) var checksum = 0

    final class Object {
        var values: (Int, Int, Int, Int) = (1, 2, 3, 4)
    }

    /// A workload of `allocations` allocations per entry point and size.
    package init(allocations: Int) {
        self.allocations = allocations
    }

    /// Makes every allocation, each written, read back and freed.
    package mutating func run() {
        for size in Self.sizes {
            for _ in 0..<allocations {
                use(Self.viaMalloc(size))
                use(Self.viaCalloc(size))
                use(Self.viaRealloc(size))
                use(Self.viaPosixMemalign(size))
                use(Self.viaAlignedAlloc(size))
                checksum &+= Int(Self.swiftArray(size)[size - 1])
                count += 1
            }
        }
        for _ in 0..<allocations {
            checksum &+= Self.swiftObject().values.3
            count += 1
        }
    }

    private mutating func use(_ block: UnsafeMutableRawPointer?) {
        guard let block else { return }
        block.storeBytes(of: 1, as: UInt8.self)
        checksum &+= Int(block.load(as: UInt8.self))
        free(block)
        count += 1
    }

    @inline(never) static func viaMalloc(_ size: Int) -> UnsafeMutableRawPointer? { malloc(size) }
    @inline(never) static func viaCalloc(_ size: Int) -> UnsafeMutableRawPointer? { calloc(1, size) }
    @inline(never) static func viaRealloc(_ size: Int) -> UnsafeMutableRawPointer? { realloc(malloc(size / 2 + 1), size) }
    @inline(never) static func viaPosixMemalign(_ size: Int) -> UnsafeMutableRawPointer? {
        var block: UnsafeMutableRawPointer?
        return posix_memalign(&block, 64, size) == 0 ? block : nil
    }
    @inline(never) static func viaAlignedAlloc(_ size: Int) -> UnsafeMutableRawPointer? {
        aligned_alloc(4096, (size + 4095) & ~4095)
    }
    @inline(never) static func swiftArray(_ size: Int) -> [UInt8] { [UInt8](repeating: 1, count: size) }
    @inline(never) static func swiftObject() -> Object { Object() }
}
