#if canImport(Glibc)
import Glibc
#endif

/// The process's resident high-water mark, per window: ``AllocatorProbe/resetProcessResidentPeak()``
/// when the window opens, ``AllocatorProbe/processResidentPeakBytes()`` when it closes.
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

    /// The process's resident high-water mark (`VmHWM` in `/proc/self/status`): the highest
    /// resident size since the last ``resetProcessResidentPeak()`` (or since the process
    /// started, when none succeeded). Call it when a window closes: it costs about as much as
    /// a heap snapshot (docs/PERFORMANCE.md), because the kernel formats the whole status file
    /// (no cheaper file has `VmHWM`, and `getrusage`'s `ru_maxrss` lags it and inherits the
    /// parent's peak across `exec`). Never allocates.
    public func processResidentPeakBytes() throws(ProbeError) -> Int {
        try procStatus.peakBytes()
    }
}
