internal import _MemoryProbeShims

#if canImport(Glibc)
import Glibc
#endif

/// jemalloc's sampling heap profiler, switched on only inside chosen windows of one thread.
///
/// jemalloc can enable profiling only when it starts: the process must run with
/// ``requiredMallocConf`` in `MALLOC_CONF` (the CLI re-executes itself with it, see
/// ``mallocConf(sampleIntervalLog2:merging:)``). Then ``init(sampleIntervalLog2:)`` discards
/// earlier samples and sets the interval (`prof.reset`), switches the global switch on
/// (`prof.active`) and the calling thread's off (`thread.prof.active`); ``setSampling(_:)``
/// opens and closes windows on the calling thread through a cached MIB (one `mallctlbymib`,
/// no allocation); ``dump()`` writes `prof.dump` to a temporary file and parses it.
///
/// With `prof_accum:true`, a dump's cumulative counts include objects sampled in a window and
/// freed since: the bytes *allocated* in the windows, not only those still live.
///
/// Not `Sendable`: its windows belong to the thread that created it.
public final class StackSampler {
    /// The `MALLOC_CONF` options stacks need: profiling compiled in and enabled but inactive,
    /// cumulative counts, and threads that start with sampling off.
    public static let requiredMallocConf = "prof:true,prof_active:false,prof_accum:true,prof_thread_active_init:false"
    /// The bounds of `lg_prof_sample`: 0 (every allocation) to 2^30 bytes.
    public static let sampleIntervalLog2Range = 0...30

    /// The `MALLOC_CONF` value that enables stacks at `sampleIntervalLog2`, merged with
    /// `existing` (its options other than the profiling ones are kept, in order).
    public static func mallocConf(sampleIntervalLog2: Int, merging existing: String?) -> String {
        let ours = requiredMallocConf + ",lg_prof_sample:\(sampleIntervalLog2)"
        let ownKeys: Set<Substring> = ["prof", "prof_active", "prof_accum", "prof_thread_active_init", "lg_prof_sample"]
        let kept = (existing ?? "").split(separator: ",").filter { option in
            !ownKeys.contains(option.split(separator: ":", maxSplits: 1).first ?? "")
        }
        return (kept.map(String.init) + [ours]).joined(separator: ",")
    }

    /// Whether this process's jemalloc was started with what stacks need (`opt.prof` and `opt.prof_accum`).
    public static var isAvailable: Bool {
        ((try? Mallctl.read("opt.prof", as: Bool.self)) ?? false)
            && ((try? Mallctl.read("opt.prof_accum", as: Bool.self)) ?? false)
    }

    /// The mean interval between samples, as a power of two (`lg_prof_sample`).
    public let sampleIntervalLog2: Int
    /// Where the stacks are recorded: jemalloc's profiler, or the allocation hooks' table.
    public let collector: Collector
    private let threadActive: MIB?
    public private(set) var isSampling = false
    /// How backtraces are collected: ``Backtraces/framePointers`` when this sampler installed its
    /// hook (`experimental.hooks.prof_backtrace`), else jemalloc's own libgcc unwinder.
    public internal(set) var backtraces = Backtraces.jemallocDefault
    /// Why the frame-pointer hook is not installed, when it is not.
    public internal(set) var backtraceFallbackReason: StaticString = ""
    private var defaultBacktraceHook: UInt = 0

    /// How the sampler collects each sample's backtrace.
    public enum Backtraces: Sendable {
        /// jemalloc's own frames are stepped over with per-return-address rules (read once from
        /// their CFI, used once confirmed against libgcc's unwinder, which walks them otherwise),
        /// then the frame-pointer chain is followed (see `frame_pointer_backtrace.c`).
        case framePointers
        /// jemalloc's default unwinder (libgcc's DWARF unwinder for every frame): the hook
        /// could not be installed (``backtraceFallbackReason`` says why).
        case jemallocDefault
    }

    /// Starts a profiling session on the calling thread, with sampling off until ``setSampling(_:)``.
    ///
    /// - Parameters:
    ///   - sampleIntervalLog2: the mean interval between samples, as a power of two (0: exact).
    ///   - collector: where stacks are recorded; by default ``defaultCollector(sampleIntervalLog2:)``.
    ///   - hookTableLog2: with ``Collector/allocationHooks``, the table's slots (2^this) and
    ///   - hookFramesLog2: its frame pool (2^this return addresses); small values are for tests
    ///     of a full table.
    /// - Throws: ``ProbeError`` ``ProbeError/Code/profilingNotEnabled`` when the profiler is needed
    ///   and the process was not started with ``requiredMallocConf``; ``ProbeError/Code/mallctlFailed``
    ///   otherwise (the hooks could not be installed among them).
    public init(
        sampleIntervalLog2: Int, collector: Collector? = nil, hookTableLog2: Int = StackSampler.defaultHookTableLog2,
        hookFramesLog2: Int = StackSampler.defaultHookFramesLog2
    ) throws(ProbeError) {
        let collector = collector ?? Self.defaultCollector(sampleIntervalLog2: sampleIntervalLog2)
        if case .allocationHooks = collector {
            guard Self.sampleIntervalLog2Range.contains(sampleIntervalLog2) else {
                throw ProbeError(
                    .mallctlFailed, mallctl: "experimental.hooks.install", status: EINVAL,
                    hint: "the sampling interval's log2 must be 0 to 30, found \(sampleIntervalLog2)")
            }
            self.sampleIntervalLog2 = sampleIntervalLog2
            self.collector = collector
            threadActive = nil
            // For tests of a full table through the CLI: VIEWPRESSURE_STACKS_TABLE_LOG2 (1 to 24).
            let tableLog2 = getenv("VIEWPRESSURE_STACKS_TABLE_LOG2").map { Int(strtol($0, nil, 10)) } ?? hookTableLog2
            try installAllocationHooks(tableLog2: tableLog2, framesLog2: hookFramesLog2)
            return
        }
        self.collector = collector
        guard Self.isAvailable else {
            throw ProbeError(
                .profilingNotEnabled, mallctl: "opt.prof_accum", status: 0,
                hint: "jemalloc enables profiling only at start: run with MALLOC_CONF=\(Self.requiredMallocConf)")
        }
        guard Self.sampleIntervalLog2Range.contains(sampleIntervalLog2) else {
            throw ProbeError(
                .mallctlFailed, mallctl: "prof.reset", status: EINVAL,
                hint: "lg_prof_sample must be 0 to 30, found \(sampleIntervalLog2)")
        }
        self.sampleIntervalLog2 = sampleIntervalLog2
        let threadActive = try MIB("thread.prof.active")
        self.threadActive = threadActive
        try Mallctl.write(threadActive, false)
        try Mallctl.write("prof.reset", UInt(sampleIntervalLog2))
        installFramePointerBacktraces()
        try Mallctl.write("prof.active", true)
    }

    deinit {
        if case .allocationHooks = collector {
            _memoryprobe_hook_stacks_release()
            return
        }
        try? Mallctl.write("prof.active", false)
        if case .framePointers = backtraces { try? Mallctl.write(Self.backtraceHookName, defaultBacktraceHook) }
    }

    static let backtraceHookName = "experimental.hooks.prof_backtrace"
    /// Every how many rule-walked samples one is also walked by libgcc and compared
    /// (`VIEWPRESSURE_STACKS_VERIFY` overrides it; 0: never, 1: every sample).
    public static let defaultVerifyEvery: UInt32 = 1024

    /// What the frame-pointer hook did since this sampler installed it: samples walked with
    /// cached rules or with libgcc, rules learnt, confirmed and rejected, checks against libgcc.
    /// `nil` when the hook is not installed (``backtraces`` is ``Backtraces/jemallocDefault``).
    public var backtraceCounts: BacktraceCounts? {
        guard case .framePointers = backtraces else { return nil }
        var counters = _memoryprobe_fp_backtrace_counters()
        _memoryprobe_fp_backtrace_read_counters(&counters)
        var counts = BacktraceCounts(
            cachedSamples: counters.cached_samples, libgccSamples: counters.libgcc_samples,
            rulesLearnt: counters.rules_learnt, rulesConfirmed: counters.rules_confirmed,
            rulesRejected: counters.rules_rejected, comparisons: counters.comparisons,
            disagreements: counters.disagreements, rulesDisabled: counters.rules_disabled != 0)
        if let hooks = hookCounts {
            counts.collector = "allocationHooks"
            counts.unrecordedAllocations = hooks.unrecordedAllocations
            counts.unrecordedBytes = hooks.unrecordedBytes
        }
        return counts
    }

    /// Replaces jemalloc's backtrace function by the frame-pointer one, keeping the default as
    /// its fallback; prepares the calling thread (the sampling thread: its stack bounds).
    /// Integers and static strings only: no generic metadata is instantiated here, so no
    /// first-use allocation moves out of the run's callbacks.
    private func installFramePointerBacktraces() {
        configureRulesFromEnvironment()
        // For comparisons (scripts/stacks-cost, tests): the default unwinder, or libgcc for
        // jemalloc's frames on every sample (no cached rules), on request; and how often a
        // rule-walked sample is checked against libgcc.
        if let unwinder = getenv("VIEWPRESSURE_STACKS_UNWINDER"), strcmp(unwinder, "libgcc") == 0 {
            backtraceFallbackReason = "VIEWPRESSURE_STACKS_UNWINDER=libgcc"
            return
        }
        guard let current = try? Mallctl.read(Self.backtraceHookName, as: UInt.self), current != 0 else {
            backtraceFallbackReason = "experimental.hooks.prof_backtrace is absent or NULL"
            return
        }
        defaultBacktraceHook = current
        guard _memoryprobe_fp_backtrace_prepare_thread() == 1 else {
            backtraceFallbackReason = "the thread's stack bounds are unknown (pthread_getattr_np)"
            return
        }
        let hook = UInt(_memoryprobe_fp_backtrace_hook(uintptr_t(current)))
        guard hook != 0 else {
            backtraceFallbackReason = "jemalloc's code could not be located (dladdr, dl_iterate_phdr)"
            return
        }
        guard (try? Mallctl.write(Self.backtraceHookName, hook)) != nil else {
            backtraceFallbackReason = "experimental.hooks.prof_backtrace is not writable"
            return
        }
        backtraces = .framePointers
    }

    /// Sets how the frame-pointer hook steps over jemalloc's frames: with cached rules
    /// (`cachingRules`, the default) or libgcc on every sample, and every how many rule-walked
    /// samples one is also walked by libgcc and compared (0: never; 1: every sample, so every
    /// backtrace is checked). Overrides `VIEWPRESSURE_STACKS_UNWINDER=hybrid` and
    /// `VIEWPRESSURE_STACKS_VERIFY`. No effect when the hook is not installed.
    /// `skewingRulesForTest` tests the checks themselves: every rule learnt gets a CFA 8 bytes
    /// off, so each must disagree with libgcc and be rejected before any sample uses it.
    public func setBacktraceChecks(every checkEvery: UInt32, cachingRules: Bool = true, skewingRulesForTest: Bool = false) {
        guard case .framePointers = backtraces else { return }
        _memoryprobe_fp_backtrace_configure(cachingRules ? 1 : 0, checkEvery)
        _memoryprobe_fp_backtrace_skew_rules_for_test(skewingRulesForTest ? 1 : 0)
    }

    /// Opens (`true`) or closes a sampling window on the calling thread. The corresponding
    /// mallctl name is `thread.prof.active`. One `mallctlbymib`; no allocation.
    @inline(__always)
    public func setSampling(_ on: Bool) {
        guard on != isSampling else { return }
        isSampling = on
        if let threadActive {
            try? Mallctl.write(threadActive, on)
        } else {
            _memoryprobe_hook_stacks_set_window(on ? 1 : 0)
        }
    }

    /// Writes the profile (`prof.dump`) to a temporary file, reads and parses it, removes the file.
    ///
    /// Slow (it walks every sampled stack and allocates): call it after the run, outside windows.
    public func dump() throws(ProbeError) -> HeapProfile {
        if case .allocationHooks = collector { return hookProfile() }
        let wasSampling = isSampling
        setSampling(false)
        defer { setSampling(wasSampling) }
        var template = Array("/tmp/viewpressure-stacks-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw ProbeError(.heapProfileUnreadable, mallctl: "prof.dump", status: errno, hint: "cannot create a temporary file")
        }
        close(descriptor)
        let path = String(cString: template)
        defer { unlink(path) }
        try Mallctl.writeString("prof.dump", path)
        guard let text = Self.readFile(path) else {
            throw ProbeError(.heapProfileUnreadable, mallctl: "prof.dump", status: errno, hint: "cannot read \(path)")
        }
        return try HeapProfile.parse(text)
    }

    static func readFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
