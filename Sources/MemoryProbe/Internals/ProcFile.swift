#if canImport(Glibc)
import Glibc
#endif

/// The two steps every `/proc/self` reader shares: open the file once, then `pread` it at
/// offset 0 (which makes the kernel regenerate it) into a stack buffer and parse it there.
enum ProcFile {
    /// A read-only, close-on-exec descriptor for `path`; open it once, at init.
    static func openReadOnly(_ path: String) throws(ProbeError) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ProbeError(.procReadFailed, mallctl: path, status: errno) }
        return fd
    }

    /// One `pread` of up to `byteCount` bytes at offset 0, handed to `parse`. Never allocates
    /// while `byteCount` is at most 1 KiB (a larger temporary buffer would come from the heap).
    ///
    /// - Throws: ``ProbeError`` naming `path` when the read fails or `parse` finds nothing.
    @inline(__always)
    static func read<R>(
        _ descriptor: Int32, path: String, byteCount: Int, _ parse: (UnsafeRawBufferPointer) -> R?
    ) throws(ProbeError) -> R {
        let result = withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: 8) { buffer -> R? in
            let count = pread(descriptor, buffer.baseAddress, buffer.count, 0)
            guard count > 0 else { return nil }
            return parse(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
        guard let result else { throw ProbeError(.procReadFailed, mallctl: path, status: errno) }
        return result
    }

    /// The unsigned decimal number at `start` in `bytes`, after any spaces or tabs, or nil
    /// when no digit follows: the one number parser of the `/proc` readers.
    static func decimal(in bytes: UnsafeRawBufferPointer, at start: Int) -> Int? {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
            cursor += 1
        }
        var value = 0
        var digits = 0
        while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
            cursor += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}
