internal import _MemoryProbeShims

#if canImport(Glibc)
import Glibc
#endif

/// Exact stacks without jemalloc's profiler: jemalloc 5.3's allocation hooks
/// (`experimental.hooks.install`) and a table of our own (`allocation_hook_stacks.c`).
extension StackSampler {
    /// Where a sampler records its stacks.
    public enum Collector: Sendable, Hashable {
        /// jemalloc's sampling profiler (`prof:true`, so the process re-executes itself with
        /// ``requiredMallocConf``): any interval; its dump is read back (`prof.dump`).
        case jemallocProfiler
        /// jemalloc's allocation and expansion hooks, active on the sampling thread inside its
        /// windows: every allocation's stack (exact mode) or a Poisson sample over bytes (the
        /// same law as jemalloc's profiler) is walked and its usable size added to a fixed table
        /// mapped before the run. No re-execution, no `prof:true`.
        case allocationHooks
    }

    /// 2^16 stacks (2 MiB mapped, touched as used) and 2^22 frames (32 MiB mapped, idem).
    public static let defaultHookTableLog2 = 16
    public static let defaultHookFramesLog2 = 22

    /// The collector `init` uses when none is given: the allocation hooks, or jemalloc's
    /// profiler when asked for with `VIEWPRESSURE_STACKS_COLLECTOR=prof` or
    /// `VIEWPRESSURE_STACKS_UNWINDER=libgcc` (its own unwinder exists only there), for comparisons.
    public static func defaultCollector(sampleIntervalLog2: Int) -> Collector {
        if let collector = getenv("VIEWPRESSURE_STACKS_COLLECTOR"), strcmp(collector, "prof") == 0 { return .jemallocProfiler }
        if let unwinder = getenv("VIEWPRESSURE_STACKS_UNWINDER"), strcmp(unwinder, "libgcc") == 0 { return .jemallocProfiler }
        return .allocationHooks
    }

    /// What the allocation hooks recorded: allocations and bytes on the table's stacks, and what
    /// they could not keep (the table or its frame pool full). `nil` with jemalloc's profiler.
    public var hookCounts: HookStackCounts? {
        guard case .allocationHooks = collector else { return nil }
        var counters = _memoryprobe_hook_stacks_counters()
        _memoryprobe_hook_stacks_read_counters(&counters)
        return HookStackCounts(
            allocations: counters.allocations, bytes: counters.bytes, stacks: counters.stacks,
            unrecordedAllocations: counters.overflow_allocations, unrecordedBytes: counters.overflow_bytes)
    }

    /// The rules' settings from the environment (`VIEWPRESSURE_STACKS_UNWINDER=hybrid`: no
    /// cached rules; `VIEWPRESSURE_STACKS_VERIFY=N`: check every Nth rule-walked sample).
    func configureRulesFromEnvironment() {
        let cachesRules: Int32 = getenv("VIEWPRESSURE_STACKS_UNWINDER").map { strcmp($0, "hybrid") == 0 ? 0 : 1 } ?? 1
        let verifyEvery = getenv("VIEWPRESSURE_STACKS_VERIFY").map { UInt32(clamping: strtoul($0, nil, 10)) }
        _memoryprobe_fp_backtrace_configure(cachesRules, verifyEvery ?? Self.defaultVerifyEvery)
    }

    /// Maps the table, prepares the calling thread and installs the hooks. Integers only (no
    /// generic metadata instantiated before the run's callbacks).
    func installAllocationHooks(tableLog2: Int, framesLog2: Int) throws(ProbeError) {
        configureRulesFromEnvironment()
        // Sampled mode's seed (fixed by default: reproducible runs); another one shows the spread.
        if let seed = getenv("VIEWPRESSURE_STACKS_SEED") { _memoryprobe_hook_stacks_set_seed(UInt64(strtoull(seed, nil, 10))) }
        guard _memoryprobe_fp_backtrace_prepare_thread() == 1 else {
            throw ProbeError(
                .mallctlFailed, mallctl: "experimental.hooks.install", status: 0,
                hint: "the thread's stack bounds are unknown (pthread_getattr_np); use VIEWPRESSURE_STACKS_COLLECTOR=prof")
        }
        let status = _memoryprobe_hook_stacks_start(
            UInt32(clamping: tableLog2), UInt32(clamping: framesLog2), UInt32(clamping: sampleIntervalLog2))
        guard status == 0 else {
            let why: String =
                switch status {
                case 1: "mallctl or malloc_usable_size not found"
                case 2: "jemalloc's code could not be located (dladdr, dl_iterate_phdr)"
                case 3: "the stacks table could not be mapped (table 2^\(tableLog2), frames 2^\(framesLog2))"
                case 5: "another sampler's hooks are installed"
                default: "experimental.hooks.install failed"
                }
            throw ProbeError(
                .mallctlFailed, mallctl: "experimental.hooks.install", status: 0,
                hint: "\(why); VIEWPRESSURE_STACKS_COLLECTOR=prof uses jemalloc's profiler instead")
        }
        backtraces = .framePointers
    }

    /// The table as a heap profile (period 2^``sampleIntervalLog2``, each stack's sampled
    /// allocations and their usable bytes as its cumulative counts, estimated as jemalloc's are),
    /// the form ``dump()`` gives with jemalloc's profiler. Removes the hooks.
    func hookProfile() -> HeapProfile {
        setSampling(false)
        _memoryprobe_hook_stacks_stop()
        var stacks: [HeapProfile.Stack] = []
        for index in 0..<_memoryprobe_hook_stacks_capacity() {
            var bytes: UInt64 = 0
            var count: UInt64 = 0
            let frames = _memoryprobe_hook_stacks_entry(index, &bytes, &count)
            guard frames > 0 else { continue }
            let addresses = (0..<frames).map { UInt(_memoryprobe_hook_stacks_frame(index, $0)) }
            stacks.append(
                HeapProfile.Stack(addresses: addresses, liveObjects: 0, liveBytes: 0, cumulativeObjects: count, cumulativeBytes: bytes))
        }
        return HeapProfile(samplePeriod: UInt64(1) << UInt64(sampleIntervalLog2), stacks: stacks)
    }
}

/// What the allocation hooks recorded (``StackSampler/hookCounts``).
public struct HookStackCounts: Sendable, Hashable {
    /// Allocations recorded on the table's stacks, and their usable bytes.
    public var allocations: UInt64
    public var bytes: UInt64
    /// Distinct stacks in the table.
    public var stacks: UInt64
    /// Allocations the table could not keep (it or its frame pool full, or a stack not walked),
    /// and their bytes: reported, never fatal; the stacks then sum to less than the ledger.
    public var unrecordedAllocations: UInt64
    public var unrecordedBytes: UInt64

    public init(allocations: UInt64, bytes: UInt64, stacks: UInt64, unrecordedAllocations: UInt64, unrecordedBytes: UInt64) {
        self.allocations = allocations
        self.bytes = bytes
        self.stacks = stacks
        self.unrecordedAllocations = unrecordedAllocations
        self.unrecordedBytes = unrecordedBytes
    }
}
