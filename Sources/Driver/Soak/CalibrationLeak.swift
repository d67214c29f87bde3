#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A deliberate leak of one block of a chosen size per soak cycle, for calibrating the
/// growth verdict (`viewpressure soak --inject-leak BYTES`): a soak of a clean scenario with
/// it must say "growing", and the figures in docs/SOAK.md come from it.
///
/// The blocks form a linked list through their first 8 bytes, so keeping them costs exactly
/// one block per cycle (jemalloc's size class of `bytes`) and nothing else that grows; they
/// are freed when the soak ends.
final class CalibrationLeak {
    let bytes: Int
    private var head: UnsafeMutableRawPointer?

    /// - Parameter bytes: at least 8 (the link), at most 1 MiB.
    init(bytes: Int) {
        self.bytes = min(max(bytes, 8), 1 << 20)
    }

    /// Keeps one more block.
    func leakOne() {
        guard let block = malloc(bytes) else { return }
        block.storeBytes(of: head, as: UnsafeMutableRawPointer?.self)
        head = block
    }

    deinit {
        var next = head
        while let block = next {
            next = block.load(as: UnsafeMutableRawPointer?.self)
            free(block)
        }
    }
}
