#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's CPU time: time the thread ran, without the time other processes on a
/// shared machine took from it. A benchmark's reading beside wall time; never used by the runtime.
///
/// The corresponding C call is `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`.
enum ThreadCPUTime {
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
