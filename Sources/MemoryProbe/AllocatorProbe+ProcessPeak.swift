#if canImport(Glibc)
import Glibc
#endif

/// The process's resident high-water mark, per window.
extension AllocatorProbe {
    /// Resets the process's resident high-water mark (`VmHWM` in `/proc/self/status`) to its
    /// current resident size, by writing `5` to `/proc/self/clear_refs` (Linux 4.0+).
    /// Two system calls plus an open; no allocation.
    ///
    /// - Returns: false when the kernel refused (the file is missing or not writable), in
    ///   which case `VmHWM` stays the peak since the process started.
    @discardableResult
    public func resetProcessResidentPeak() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var five = UInt8(ascii: "5")
        return write(descriptor, &five, 1) == 1
    }
}
