import ArgumentParser
import Driver
import Foundation
import MemoryProbe
import Results

/// `--stacks`, `--stacks-window`, `--stacks-sample-bytes`/`--stacks-sample-lg`, `--stacks-raw`
/// and `--callback-peaks`, shared by the commands that run the runtime.
///
/// The options are declared on the command itself (`RunCommand`), each optional or a flag,
/// the types its other options already have: parsing a new generic option type (an
/// `OptionGroup`, an `Option<String>` with a default) instantiates metadata whose bytes the
/// ledger then charged to table-drilldown's first `viewWillAppear` (672 B less there than
/// without this feature), so unused stacks options must cost nothing new.
struct StacksOptions {
    var stacks: String?
    var stacksWindow: String?
    var stacksSampleBytes: Int?
    var stacksSampleLg: Int?
    var stacksRaw = false
    var callbackPeaks = false

    /// Whether any of these options was given. When none was, nothing else here runs: the
    /// first use of a generic type instantiates its metadata, whose bytes the ledger charges
    /// to the first callback that needs it, so even an unused request built before the
    /// run would be charged to a user's callback.
    var isUsed: Bool {
        stacks != nil || stacksWindow != nil || stacksSampleBytes != nil || stacksSampleLg != nil || stacksRaw || callbackPeaks
    }

    func validate() throws {
        if isUsed { _ = try request() }
    }

    /// The request these options make.
    func request() throws -> StacksRequest {
        var request = StacksRequest()
        request.callbackPeaks = callbackPeaks
        request.raw = stacksRaw
        do { try request.setWindow(parsing: stacksWindow ?? "all") } catch { throw ValidationError("\(error)") }
        if stacks == nil, stacksWindow != nil || stacksSampleBytes != nil || stacksSampleLg != nil || stacksRaw {
            throw ValidationError("--stacks-window, --stacks-sample-bytes, --stacks-sample-lg and --stacks-raw need --stacks FILE")
        }
        if let stacks, stacks.isEmpty { throw ValidationError("--stacks: expected a file name") }
        request.path = stacks
        if stacksSampleBytes != nil, stacksSampleLg != nil {
            throw ValidationError("--stacks-sample-bytes and --stacks-sample-lg: give one of them")
        }
        if let bytes = stacksSampleBytes {
            guard bytes >= 1, bytes <= 1 << 30, bytes & (bytes - 1) == 0 else {
                throw ValidationError("--stacks-sample-bytes: expected a power of two from 1 to 1073741824 (1 GiB), found \(bytes)")
            }
            request.sampleIntervalLog2 = bytes.trailingZeroBitCount
        }
        if let lg = stacksSampleLg {
            guard StackSampler.sampleIntervalLog2Range.contains(lg) else {
                throw ValidationError("--stacks-sample-lg: expected from 0 to 30, found \(lg)")
            }
            request.sampleIntervalLog2 = lg
        }
        return request
    }

    /// Re-executes this process for stacks when they need jemalloc's profiler and it is off
    /// (``ProcessRelaunch/forStacks(_:)``). Returns only when no re-execution is needed.
    ///
    /// - Throws: exit 2 when a re-executed process still has no profiler, or `execv` failed.
    func reexecuteIfNeeded() throws {
        guard isUsed else { return }
        try Self.report(ProcessRelaunch.forStacks(try request()))
    }

    /// Re-executes this process with jemalloc's profiler on unless it is already on; returns
    /// only then. Exit 2 when a re-executed process still has no profiler.
    static func reexecuteWithProfiler(sampleIntervalLog2: Int) throws {
        try report(ProcessRelaunch.withAllocationProfiler(sampleIntervalLog2: sampleIntervalLog2))
    }

    /// Prints why a re-execution failed, and exits 2.
    private static func report(_ outcome: ProcessRelaunch.Outcome) throws {
        switch outcome {
        case .notNeeded:
            return
        case .profilerStillOff(let conf):
            FileHandleStream.standardError.write(
                "error: --stacks: jemalloc's profiler is still off after re-executing with MALLOC_CONF="
                    + "\(conf); this jemalloc may lack prof support\n")
        case .execFailed(let reason):
            FileHandleStream.standardError.write("error: --stacks: cannot re-execute /proc/self/exe: \(reason)\n")
        }
        throw ExitCode(ExitReason.invalidUsage.code)
    }
}
