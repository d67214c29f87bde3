#if canImport(Glibc)
import Glibc
#endif

/// Reads `VmHWM` (and, for ``ProcessMemoryReader``, `VmSize`, `VmRSS`, `RssAnon`) from
/// `/proc/self/status` through a file descriptor opened once, into a stack buffer: no
/// allocation per read.
///
/// The lines sit in the first few hundred bytes of the file, so one 1 KiB `pread` at
/// offset 0 is enough (the kernel regenerates the file on every read at offset 0). Heap
/// snapshots read `VmRSS` from the much cheaper `/proc/self/statm` (``ProcStatm``) instead.
struct ProcStatus: Sendable {
    static let path = "/proc/self/status"
    let descriptor: Int32

    init() throws(ProbeError) {
        descriptor = try ProcFile.openReadOnly(Self.path)
    }

    /// The process's peak resident bytes (`VmHWM`), the only figure no cheaper file has.
    /// About 9 us: the kernel formats the whole status file on every read at offset 0.
    func peakBytes() throws(ProbeError) -> Int {
        try ProcFile.read(descriptor, path: Self.path, byteCount: 1024) { bytes in
            Self.kilobytes(after: Self.hwmKey, in: bytes).map { $0 * 1024 }
        }
    }

    /// Address space, resident, anonymous resident and peak resident bytes. The four lines
    /// sit within the first 512 bytes of the file, so one 1 KiB read holds them.
    func readMemory() throws(ProbeError) -> ProcessMemory {
        try ProcFile.read(descriptor, path: Self.path, byteCount: 1024) { bytes -> ProcessMemory? in
            guard let size = Self.kilobytes(after: Self.sizeKey, in: bytes), let rss = Self.kilobytes(after: Self.rssKey, in: bytes),
                let anon = Self.kilobytes(after: Self.anonKey, in: bytes), let hwm = Self.kilobytes(after: Self.hwmKey, in: bytes)
            else { return nil }
            return ProcessMemory(virtualBytes: size * 1024, residentBytes: rss * 1024, anonymousBytes: anon * 1024, peakResidentBytes: hwm * 1024)
        }
    }

    static let sizeKey: StaticString = "\nVmSize:"
    static let anonKey: StaticString = "\nRssAnon:"
    static let rssKey: StaticString = "\nVmRSS:"
    static let hwmKey: StaticString = "\nVmHWM:"

    /// The decimal number that follows `key` in `bytes`, or nil if `key` is absent.
    static func kilobytes(after key: StaticString, in bytes: UnsafeRawBufferPointer) -> Int? {
        let keyBytes = UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        guard bytes.count >= keyBytes.count else { return nil }
        var index = 0
        let last = bytes.count - keyBytes.count
        search: while index <= last {
            for offset in 0..<keyBytes.count where bytes[index + offset] != keyBytes[offset] {
                index += 1
                continue search
            }
            return ProcFile.decimal(in: bytes, at: index + keyBytes.count)
        }
        return nil
    }
}
