#if canImport(Glibc)
import Glibc
#endif

/// Reads the process's resident set size from `/proc/self/statm` through a file descriptor
/// opened once, into a stack buffer: no allocation per read.
///
/// `statm` is seven page counts on one line (`size resident shared text lib data dt`); the
/// second is what `VmRSS` in `/proc/self/status` reports (both come from the kernel's
/// `get_mm_rss`), but the kernel formats seven numbers instead of the whole status file:
/// about 1.1 us per `pread` against 8 us. It has no peak: `VmHWM` is only in `status`.
struct ProcStatm: Sendable {
    static let path = "/proc/self/statm"
    let descriptor: Int32
    let pageSize: Int

    init() throws(ProbeError) {
        descriptor = try ProcFile.openReadOnly(Self.path)
        pageSize = sysconf(Int32(_SC_PAGESIZE))
    }

    /// The process's resident bytes (`VmRSS`). One `pread` at offset 0, which makes the kernel
    /// regenerate the line; never allocates (the 128-byte buffer is on the stack).
    func residentBytes() throws(ProbeError) -> Int {
        try ProcFile.read(descriptor, path: Self.path, byteCount: 128) { Self.residentPages(in: $0) } * pageSize
    }

    /// The second space-separated decimal field of a `statm` line, or nil if it is missing.
    static func residentPages(in bytes: UnsafeRawBufferPointer) -> Int? {
        // Skip the first field (`size`); the parser skips the spaces after it.
        var cursor = 0
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: " ") { cursor += 1 }
        return ProcFile.decimal(in: bytes, at: cursor)
    }
}
