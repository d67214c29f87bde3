// The only file in the project that calls jemalloc's `mallctl*` functions.
//
// Everything here is internal: the rest of MemoryProbe reaches jemalloc through
// these wrappers, which turn a non-zero return code into a `ProbeError` naming
// the mallctl and the code, never a trap.

internal import CJemalloc
internal import _MemoryProbeShims

#if canImport(Glibc)
import Glibc
#endif

/// A management information base: a mallctl name translated once into its
/// integer path, so that later reads skip the string lookup.
///
/// Stored inline (no heap storage), so copying or using one never allocates.
/// The deepest name the probe uses has 4 components (`stats.arenas.4096.small.nrequests`
/// has 5), so 6 slots are enough.
struct MIB: Sendable {
    /// The mallctl name this MIB was resolved from, for error messages.
    let name: StaticString
    private var storage: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)
    private(set) var count: Int = 0

    init(_ name: StaticString) throws(ProbeError) {
        self.name = name
        var length = 6
        let status = withUnsafeMutableBytes(of: &storage) { raw in
            mallctlnametomib(
                Mallctl.cString(name),
                raw.baseAddress!.assumingMemoryBound(to: Int.self),
                &length
            )
        }
        guard status == 0 else {
            throw ProbeError(.mallctlFailed, mallctl: "\(name)", status: status)
        }
        count = length
    }

    /// Calls `body` with a pointer to the MIB's components (on the stack).
    @inline(__always)
    func withComponents<R>(_ body: (UnsafePointer<Int>, Int) -> R) -> R {
        var copy = storage
        return withUnsafeBytes(of: &copy) { raw in
            body(raw.baseAddress!.assumingMemoryBound(to: Int.self), count)
        }
    }
}

/// Namespaced wrappers over `mallctl`, `mallctlbymib` and `malloc_stats_print`.
enum Mallctl {
    @inline(__always)
    static func cString(_ name: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    // MARK: By name (slow path: may allocate on first use; never inside a measured window)

    /// Reads a fixed-size value by name. The corresponding C call is `mallctl(name, &value, &size, NULL, 0)`.
    static func read<T: BitwiseCopyable>(_ name: String, as type: T.Type = T.self) throws(ProbeError) -> T {
        // The value lives on the stack: no malloc/free pair around the call, which matters on a
        // thread's first mallctl, when jemalloc sets the thread up (and under an LD_PRELOADed
        // interposer such as package-benchmark's, whose free inspects the bytes before a block).
        var size = MemoryLayout<T>.size
        let (status, value) = withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
            let status = mallctl(name, buffer.baseAddress, &size, nil, 0)
            return (status, status == 0 ? buffer[0] : nil)
        }
        guard status == 0, let value else { throw ProbeError(.mallctlFailed, mallctl: name, status: status) }
        guard size == MemoryLayout<T>.size else {
            throw ProbeError(.unexpectedSize, mallctl: name, status: EINVAL)
        }
        return value
    }

    /// Reads a `const char *` value by name and copies it into a Swift string.
    static func readString(_ name: String) throws(ProbeError) -> String? {
        let pointer: UnsafePointer<CChar>? = try read(name)
        return pointer.map { String(cString: $0) }
    }

    /// Writes a value by name. The corresponding C call is `mallctl(name, NULL, NULL, &value, size)`.
    static func write<T: BitwiseCopyable>(_ name: String, _ value: T) throws(ProbeError) {
        var copy = value
        let status = mallctl(name, nil, nil, &copy, MemoryLayout<T>.size)
        guard status == 0 else { throw ProbeError(.mallctlFailed, mallctl: name, status: status) }
    }

    /// Writes a C string by name (for example `prof.dump`, which takes a file name).
    static func writeString(_ name: String, _ value: String) throws(ProbeError) {
        let status = value.withCString { cString -> Int32 in
            var pointer: UnsafePointer<CChar>? = cString
            return mallctl(name, nil, nil, &pointer, MemoryLayout<UnsafePointer<CChar>?>.size)
        }
        guard status == 0 else { throw ProbeError(.mallctlFailed, mallctl: name, status: status) }
    }

    /// Triggers a `void` mallctl by name, such as `thread.tcache.flush`.
    static func run(_ name: String) throws(ProbeError) {
        let status = mallctl(name, nil, nil, nil, 0)
        guard status == 0 else { throw ProbeError(.mallctlFailed, mallctl: name, status: status) }
    }

    // MARK: By MIB (fast path: no allocation, ~9 ns per read)

    /// Reads a fixed-size value through a cached MIB. Never allocates.
    @inline(__always)
    static func read<T: FixedWidthInteger>(_ mib: MIB, as type: T.Type = T.self) throws(ProbeError) -> T {
        var value: T = 0
        var size = MemoryLayout<T>.size
        let status = mib.withComponents { components, count in
            withUnsafeMutableBytes(of: &value) { raw in
                mallctlbymib(components, count, raw.baseAddress, &size, nil, 0)
            }
        }
        guard status == 0 else { throw ProbeError(.mallctlFailed, mallctl: "\(mib.name)", status: status) }
        return value
    }

    /// Writes a fixed-size value through a cached MIB. Never allocates.
    @inline(__always)
    static func write<T: BitwiseCopyable>(_ mib: MIB, _ value: T) throws(ProbeError) {
        var copy = value
        let status = mib.withComponents { components, count in
            withUnsafeMutableBytes(of: &copy) { raw in
                mallctlbymib(components, count, nil, nil, raw.baseAddress, MemoryLayout<T>.size)
            }
        }
        guard status == 0 else { throw ProbeError(.mallctlFailed, mallctl: "\(mib.name)", status: status) }
    }

    /// Triggers a `void` mallctl through a cached MIB. Never allocates.
    @inline(__always)
    static func run(_ mib: MIB) throws(ProbeError) {
        let status = mib.withComponents { components, count in
            mallctlbymib(components, count, nil, nil, nil, 0)
        }
        guard status == 0 else { throw ProbeError(.mallctlFailed, mallctl: "\(mib.name)", status: status) }
    }

    /// Bumps `epoch` so that the `stats.*` values are refreshed (~8.5 us). Never allocates.
    @inline(__always)
    static func refreshEpoch(_ mib: MIB) throws(ProbeError) {
        try write(mib, UInt64(1))
    }

    // MARK: Reports (slow; report time only)

    /// The full `malloc_stats_print` text, with jemalloc's option string (`"J"` for JSON).
    /// A heavy call that allocates: never inside a measured window.
    static func statsText(options: String) -> String {
        final class Sink { var text = "" }
        let sink = Sink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        withExtendedLifetime(sink) {
            malloc_stats_print(
                { context, chunk in
                    guard let context, let chunk else { return }
                    Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue().text += String(cString: chunk)
                }, context, options)
        }
        return sink.text
    }

    /// The compile-time version string of the jemalloc headers this module was built against.
    static let headerVersion: String = JEMALLOC_VERSION
}

// MARK: - The process's allocator (dynamic-linker view)

enum ProcessAllocator {
    /// Calls the process's `malloc` (as `dlsym(RTLD_DEFAULT, "malloc")` resolves it),
    /// writes every page of the block, then frees it through the process's `free`.
    /// The indirection keeps the compiler from eliding the pair.
    static func touchAllocation(bytes: Int) -> Bool {
        guard let pointer = _memoryprobe_process_malloc(bytes) else { return false }
        _ = memset(pointer, 0xA5, bytes)  // memset, not a per-byte generic loop in debug builds
        _memoryprobe_process_free(pointer)
        return true
    }

    /// The shared object that provides `malloc`, e.g. `/lib/x86_64-linux-gnu/libjemalloc.so.2`.
    static var mallocProvider: String? {
        _memoryprobe_malloc_provider().map { String(cString: $0) }
    }
}
