public import _MemoryProbeShims

#if canImport(Glibc)
import Glibc
#endif

/// A cheap clock for timing lifecycle callbacks: the CPU's invariant time-stamp counter
/// (`rdtsc`, about 7 ns a read, against about 20 ns for `clock_gettime`), calibrated once
/// against the monotonic clock.
///
/// Where the counter is not invariant (no `constant_tsc` in /proc/cpuinfo) or not x86-64,
/// the clock falls back to `CLOCK_MONOTONIC`, and a "cycle" is a nanosecond.
public struct CycleClock: Sendable {
    /// Nanoseconds per tick of ``now()``.
    public let nanosecondsPerTick: Double
    /// Whether ticks are time-stamp-counter cycles (true) or monotonic nanoseconds.
    public let usesTimeStampCounter: Bool

    /// Calibrates the time-stamp counter over about 5 ms (done once per process).
    public static let shared = CycleClock()

    init() {
        if Self.timeStampCounterIsInvariant() {
            let startNanoseconds = AllocatorProbe.monotonicNanoseconds()
            let startCycles = _memoryprobe_cycles()
            var now = startNanoseconds
            while now &- startNanoseconds < 5_000_000 { now = AllocatorProbe.monotonicNanoseconds() }
            let cycles = _memoryprobe_cycles() &- startCycles
            if cycles > 0 {
                nanosecondsPerTick = Double(now &- startNanoseconds) / Double(cycles)
                usesTimeStampCounter = true
                return
            }
        }
        nanosecondsPerTick = 1
        usesTimeStampCounter = false
    }

    /// The current tick count. Never allocates.
    @inlinable
    public func now() -> UInt64 {
        usesTimeStampCounter ? _memoryprobe_cycles() : AllocatorProbe.monotonicNanoseconds()
    }

    /// The time-stamp counter itself, for a caller that checked ``usesTimeStampCounter``
    /// once ahead (a hot path that must not carry the monotonic clock's call).
    @inlinable
    package static func timeStampCounter() -> UInt64 { _memoryprobe_cycles() }

    /// Ticks converted to nanoseconds.
    @inlinable
    public func nanoseconds(_ ticks: UInt64) -> UInt64 {
        usesTimeStampCounter ? UInt64(Double(ticks) * nanosecondsPerTick) : ticks
    }

    static func timeStampCounterIsInvariant() -> Bool {
        #if arch(x86_64)
        guard let file = fopen("/proc/cpuinfo", "r") else { return false }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let text = line {
            let string = String(cString: text)
            if string.hasPrefix("flags") {
                return string.contains(" constant_tsc") && string.contains(" nonstop_tsc")
            }
        }
        return false
        #else
        return false
        #endif
    }
}
