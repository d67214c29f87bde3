/// Heap profiling through jemalloc's sampling profiler.
///
/// jemalloc can only turn profiling on at start: run the process with
/// `MALLOC_CONF=prof:true,prof_active:false` (no cost until sampling is switched on), then
/// bracket a window with ``AllocatorProbe/startHeapProfiling(sampleIntervalLog2:)`` and
/// ``AllocatorProbe/dumpHeapProfile(to:)``. Read the dump with
/// `jeprof --text <binary> <file>` and `swift demangle --simplified`.
extension AllocatorProbe {
    /// The `MALLOC_CONF` value that makes heap profiles available.
    public static let profilingMallocConf = "prof:true,prof_active:false"

    static var profilingHint: String {
        "heap profiling was not enabled when the process started; jemalloc can only enable it at start: "
            + "run with MALLOC_CONF=\(profilingMallocConf)"
    }

    /// Whether jemalloc was started with profiling compiled in and enabled (`opt.prof`).
    public var heapProfilingEnabled: Bool {
        (try? Mallctl.read("opt.prof", as: Bool.self)) ?? false
    }

    /// Switches allocation sampling on (`prof.active`), after discarding earlier samples
    /// (`prof.reset`), optionally with a new mean sampling interval of 2^`sampleIntervalLog2` bytes.
    ///
    /// - Throws: ``ProbeError`` with code ``ProbeError/Code/profilingNotEnabled`` when the
    ///   process was not started with `prof:true`.
    public func startHeapProfiling(sampleIntervalLog2: Int? = nil) throws(ProbeError) {
        try requireProfiling()
        if let sampleIntervalLog2 {
            try Mallctl.write("prof.reset", UInt(sampleIntervalLog2))
        } else {
            try Mallctl.run("prof.reset")
        }
        try Mallctl.write("prof.active", true)
    }

    /// Switches allocation sampling off (`prof.active = false`).
    public func stopHeapProfiling() throws(ProbeError) {
        try requireProfiling()
        try Mallctl.write("prof.active", false)
    }

    /// Writes the current heap profile to `path` (`prof.dump`).
    public func dumpHeapProfile(to path: String) throws(ProbeError) {
        try requireProfiling()
        try Mallctl.writeString("prof.dump", path)
    }

    /// Samples allocations while `body` runs, then dumps the profile to `path`.
    public func withHeapProfile<R>(
        dumpingTo path: String, sampleIntervalLog2: Int? = nil, _ body: () throws -> R
    ) throws -> R {
        try startHeapProfiling(sampleIntervalLog2: sampleIntervalLog2)
        let result = try body()
        try dumpHeapProfile(to: path)
        try stopHeapProfiling()
        return result
    }

    private func requireProfiling() throws(ProbeError) {
        guard heapProfilingEnabled else {
            throw ProbeError(.profilingNotEnabled, mallctl: "opt.prof", status: 0, hint: Self.profilingHint)
        }
    }
}
