import Foundation

/// The drawing storage of a view (a CALayer's bitmap): real, resident bytes.
///
/// Allocated when a view is drawn while in a window, written once so that every page is resident, and
/// freed when its view dies or a memory warning purges it (rule M5). The runtime's byte counters
/// (``Runtime/backingStoreBytes``, ``Runtime/backingStoreBytesFreed``) follow it exactly.
@MainActor
final class BackingStore {
    let runtime: Runtime
    let byteCount: Int
    private let pointer: UnsafeMutableRawPointer

    /// Allocates and writes `byteCount` bytes (at least 1), or fails (nil) when the runtime's
    /// ``Runtime/memoryAdmission`` refuses the block or `malloc` cannot provide it; either is
    /// recorded in ``Runtime/refusedAllocation`` with `purpose`, never a trap.
    init?(runtime: Runtime, byteCount: Int, purpose: @autoclosure () -> String) {
        guard runtime.admitAllocation(bytes: byteCount, purpose: purpose()) else { return nil }
        guard let pointer = HeapMemory.allocateIfPossible(byteCount: byteCount) else {
            runtime.noteRefusedAllocation(RefusedAllocation(bytes: byteCount, purpose: purpose(), mallocFailed: true))
            return nil
        }
        self.runtime = runtime
        self.byteCount = byteCount
        self.pointer = pointer
        _ = memset(pointer, 0xA5, max(byteCount, 1))  // memset, not a per-byte generic loop in debug builds
        runtime.backingStoreAllocated(bytes: byteCount)
    }

    /// The bytes a view of `size` points needs at `scale` pixels per point: width x height x 4.
    ///
    /// Computed in floating point so that no size converts out of `Int`'s range; a size that is
    /// not finite or not positive needs no bytes, and the result is capped at 2^48.
    static func byteCount(for size: Size, scale: Double) -> Int {
        let width = (size.width * scale).rounded(.up)
        let height = (size.height * scale).rounded(.up)
        let bytes = width * height * 4
        guard bytes.isFinite, width > 0, height > 0 else { return 0 }
        return bytes >= Double(1 << 48) ? 1 << 48 : Int(bytes)
    }

    isolated deinit {
        HeapMemory.deallocate(pointer)
        runtime.backingStoreFreed(bytes: byteCount)
    }
}
