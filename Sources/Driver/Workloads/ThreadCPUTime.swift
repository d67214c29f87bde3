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

/// The calling thread's minor page faults so far (pages the kernel mapped in on first touch):
/// how much of a pass's time went to faulting in fresh memory. A benchmark's reading; never
/// used by the runtime. The corresponding C call is `getrusage(RUSAGE_THREAD)`.
enum ThreadPageFaults {
    static func minor() -> Int {
        var usage = rusage()
        // RUSAGE_THREAD (1) is behind _GNU_SOURCE, which the Glibc module does not define.
        guard getrusage(__rusage_who_t(1), &usage) == 0 else { return 0 }
        return usage.ru_minflt
    }
}
