import Foundation
import MemoryProbe

#if canImport(Glibc)
import Glibc
#endif

/// Re-executing this process (`/proc/self/exe`, the same arguments) with a changed environment,
/// for what can only be set before the process starts: Swift's hash seed, and jemalloc's
/// profiler.
///
/// Each function returns ``Outcome/notNeeded`` when the process already has what it needs;
/// a re-execution that succeeds never returns. What to print about a failure is the caller's.
package enum ProcessRelaunch {
    /// Why a function returned.
    package enum Outcome: Sendable, Hashable {
        /// The process already has what it needs: nothing was re-executed.
        case notNeeded
        /// `execv` failed; `reason` is `strerror`'s text.
        case execFailed(reason: String)
        /// This process was re-executed for jemalloc's profiler and the profiler is still off
        /// (jemalloc built without `--enable-prof`, or `MALLOC_CONF` overridden by a
        /// compiled-in `malloc_conf`); `mallocConf` is the `MALLOC_CONF` it ran with.
        case profilerStillOff(mallocConf: String)
    }

    /// Swift's switch for a fixed hash seed.
    package static let deterministicHashingVariable = "SWIFT_DETERMINISTIC_HASHING"
    /// The environment variable that marks a process re-executed for stacks.
    package static let stacksMarker = "VIEWPRESSURE_STACKS_REEXEC"

    /// Swift seeds its hashing at random in each process, and a scenario's dictionaries and
    /// sets then allocate a few bytes more or less from one process to the next (mixed-app's
    /// launch phase: up to 1.3 KiB and 24 allocations of 17 MiB). Re-executes once with
    /// `SWIFT_DETERMINISTIC_HASHING=1`, so that exact metrics are exact across runs.
    package static func withDeterministicHashing() -> Outcome {
        guard ProcessInfo.processInfo.environment[deterministicHashingVariable] == nil else { return .notNeeded }
        setenv(deterministicHashingVariable, "1", 1)
        return reexecute()
    }

    /// When `request` asks for stacks through jemalloc's profiler (sampled mode, or
    /// `VIEWPRESSURE_STACKS_COLLECTOR=prof`) and jemalloc was not started with it,
    /// ``withAllocationProfiler(sampleIntervalLog2:)``. Exact stacks through jemalloc's
    /// allocation hooks need no profiler (docs/STACKS.md).
    package static func forStacks(_ request: StacksRequest) -> Outcome {
        guard request.wantsStacks,
            StackSampler.defaultCollector(sampleIntervalLog2: request.sampleIntervalLog2) == .jemallocProfiler
        else { return .notNeeded }
        return withAllocationProfiler(sampleIntervalLog2: request.sampleIntervalLog2)
    }

    /// Re-executes with jemalloc's profiler on (`MALLOC_CONF` merged with what stacks need)
    /// unless it is already on.
    package static func withAllocationProfiler(sampleIntervalLog2: Int) -> Outcome {
        guard !StackSampler.isAvailable else { return .notNeeded }
        let environment = ProcessInfo.processInfo.environment
        if environment[stacksMarker] != nil {
            return .profilerStillOff(mallocConf: environment["MALLOC_CONF"] ?? "")
        }
        let conf = StackSampler.mallocConf(sampleIntervalLog2: sampleIntervalLog2, merging: environment["MALLOC_CONF"])
        setenv("MALLOC_CONF", conf, 1)
        setenv(stacksMarker, "1", 1)
        return reexecute()
    }

    /// `execv("/proc/self/exe", arguments)`: returns only when it failed.
    private static func reexecute() -> Outcome {
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", arguments)
        return .execFailed(reason: String(cString: strerror(errno)))
    }
}
