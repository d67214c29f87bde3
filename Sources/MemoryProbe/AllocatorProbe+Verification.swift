#if canImport(Glibc)
import Glibc
#endif

/// The verdict of ``AllocatorProbe/verifyActiveAllocator()``: does jemalloc serve this
/// process's allocations?
public struct ActiveAllocatorCheck: Sendable, Hashable, Codable {
    /// True when both a C `malloc` and a Swift allocation moved jemalloc's `thread.allocated`.
    public var active: Bool
    /// Bytes `thread.allocated` moved for a 4,096-byte `malloc` (0 if jemalloc did not see it).
    public var observedMallocBytes: UInt64
    /// Bytes `thread.allocated` moved for a 4,096-element Swift `[UInt8]` (0 if not seen).
    public var observedSwiftBytes: UInt64
    /// The shared object the dynamic linker binds `malloc` to.
    public var mallocProvider: String?
    /// Why jemalloc is not active, and how to fix it; nil when it is.
    public var problem: String?
}

extension AllocatorProbe {
    /// The size of the known allocation used to prove jemalloc is active.
    static let verificationBytes = 4096

    /// Proves that jemalloc serves this process's allocations: a known C `malloc` (resolved
    /// through the dynamic linker, as every library sees it) and a known Swift allocation
    /// must both move jemalloc's `thread.allocated` by at least their size.
    ///
    /// Allocates about 8 KiB; call it once at start.
    public static func verifyActiveAllocator() -> ActiveAllocatorCheck {
        let provider = ProcessAllocator.mallocProvider
        guard let counters = try? ThreadCounters.forCurrentThread() else {
            return ActiveAllocatorCheck(
                active: false, observedMallocBytes: 0, observedSwiftBytes: 0, mallocProvider: provider,
                problem: "jemalloc's thread counters (thread.allocatedp) are unavailable: jemalloc was built without --enable-stats"
            )
        }
        let beforeMalloc = counters.allocatedBytes
        let touched = ProcessAllocator.touchAllocation(bytes: verificationBytes)
        let mallocBytes = counters.allocatedBytes &- beforeMalloc

        let beforeSwift = counters.allocatedBytes
        let array = [UInt8](repeating: 0x5A, count: verificationBytes)
        let swiftBytes = counters.allocatedBytes &- beforeSwift
        withExtendedLifetime(array) {}

        let mallocSeen = touched && mallocBytes >= UInt64(verificationBytes)
        let swiftSeen = swiftBytes >= UInt64(verificationBytes)
        var problem: String?
        if !mallocSeen || !swiftSeen {
            let preload = getenv("LD_PRELOAD").map { String(cString: $0) }
            var text = "jemalloc is linked but does not serve this process's allocations: a \(verificationBytes)-byte "
            text += mallocSeen ? "Swift array" : "malloc"
            text += " did not move jemalloc's thread.allocated"
            text += "; malloc is provided by \(provider ?? "an unknown object")"
            if let preload, !preload.isEmpty { text += " (LD_PRELOAD=\(preload))" }
            text += ". Fix: run without LD_PRELOAD or other allocator interposers, and build with the CJemalloc "
            text += "system library linked (scripts/bootstrap installs libjemalloc-dev) so libjemalloc.so.2 is "
            text += "the first NEEDED library of the binary (check with `readelf -d`)."
            problem = text
        }
        return ActiveAllocatorCheck(
            active: problem == nil, observedMallocBytes: mallocBytes, observedSwiftBytes: swiftBytes,
            mallocProvider: provider, problem: problem
        )
    }

    /// Throws unless jemalloc serves this process's allocations.
    ///
    /// - Throws: ``ProbeError`` with code ``ProbeError/Code/notActiveAllocator`` and a hint
    ///   that says why and how to fix it.
    public static func requireActiveAllocator() throws(ProbeError) {
        let check = verifyActiveAllocator()
        guard check.active else {
            throw ProbeError(.notActiveAllocator, mallctl: "thread.allocated", status: 0, hint: check.problem)
        }
    }
}
