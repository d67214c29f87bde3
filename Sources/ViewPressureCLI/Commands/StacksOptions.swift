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

    /// The environment variable that marks a process the CLI re-executed for stacks.
    static let reexecMarker = "VIEWPRESSURE_STACKS_REEXEC"

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

    /// When stacks are asked for through jemalloc's profiler (sampled mode, or
    /// `VIEWPRESSURE_STACKS_COLLECTOR=prof`) and jemalloc was not started with it, re-executes
    /// this process (`/proc/self/exe`, same arguments) with `MALLOC_CONF` merged with what
    /// stacks need. Returns only when no re-execution is needed.
    ///
    /// - Throws: exit 2 when a re-executed process still has no profiler (jemalloc built
    ///   without `--enable-prof`, or `MALLOC_CONF` overridden by a compiled-in `malloc_conf`).
    func reexecuteIfNeeded() throws {
        guard isUsed else { return }
        let request = try request()
        guard request.wantsStacks else { return }
        // Exact stacks through jemalloc's allocation hooks need no profiler (docs/STACKS.md).
        guard StackSampler.defaultCollector(sampleIntervalLog2: request.sampleIntervalLog2) == .jemallocProfiler else { return }
        try Self.reexecuteWithProfiler(sampleIntervalLog2: request.sampleIntervalLog2)
    }

    /// Re-executes this process with jemalloc's profiler on (`MALLOC_CONF` merged) unless it is
    /// already on; returns only then. Exit 2 when a re-executed process still has no profiler.
    static func reexecuteWithProfiler(sampleIntervalLog2: Int) throws {
        guard !StackSampler.isAvailable else { return }
        if ProcessInfo.processInfo.environment[Self.reexecMarker] != nil {
            FileHandleStream.standardError.write(
                "error: --stacks: jemalloc's profiler is still off after re-executing with MALLOC_CONF="
                    + "\(ProcessInfo.processInfo.environment["MALLOC_CONF"] ?? ""); this jemalloc may lack prof support\n")
            throw ExitCode(ExitReason.invalidUsage.code)
        }
        let conf = StackSampler.mallocConf(
            sampleIntervalLog2: sampleIntervalLog2,
            merging: ProcessInfo.processInfo.environment["MALLOC_CONF"])
        setenv("MALLOC_CONF", conf, 1)
        setenv(Self.reexecMarker, "1", 1)
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", arguments)
        FileHandleStream.standardError.write("error: --stacks: cannot re-execute /proc/self/exe: \(String(cString: strerror(errno)))\n")
        throw ExitCode(ExitReason.invalidUsage.code)
    }
}
