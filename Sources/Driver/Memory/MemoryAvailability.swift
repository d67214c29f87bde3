import Results

/// The memory the process may use: the tightest of its cgroup's memory limit (v2
/// `memory.max`, v1 `memory.limit_in_bytes`), its address-space limit (`ulimit -v`), and the
/// machine's `MemTotal`.
///
/// The default memory budget of `run`, `bench` and `soak` (``defaultBudgetBytes``) is a
/// share of it. Reading it costs a few small file reads; it is read once per command.
public struct MemoryAvailability: Sendable, Hashable {
    /// The bytes available.
    public var bytes: Int
    /// Where the figure comes from: "machine (MemTotal)", "cgroup v2 memory.max",
    /// "cgroup v1 memory.limit_in_bytes" or "address-space limit (ulimit -v)".
    public var source: String

    public init(bytes: Int, source: String) {
        self.bytes = bytes
        self.source = source
    }

    /// Half of a resident limit (the cgroup's or the machine's), or a quarter of an
    /// address-space limit: jemalloc keeps freed address space reserved (`opt.retain`), and
    /// thread stacks and the Swift runtime's mappings count against `ulimit -v` too, so the
    /// address space runs out well before resident memory reaches it.
    package var defaultBudgetBytes: Int {
        source == Self.addressSpaceSource ? bytes / 4 : bytes / 2
    }

    /// A sentence for errors and summaries: "the default budget, 11.6 GiB (half of the 23.2
    /// GiB of machine (MemTotal))".
    package var defaultBudgetDescription: String {
        "\(Format.bytes(Double(defaultBudgetBytes))) (\(defaultBudgetShare))"
    }

    /// Where the default budget comes from, for a budget's source after its figure: "half of
    /// the 23.2 GiB of machine (MemTotal)".
    package var defaultBudgetShare: String {
        "\(source == Self.addressSpaceSource ? "a quarter" : "half") of the \(Format.bytes(Double(bytes))) of \(source)"
    }

    static let addressSpaceSource = "address-space limit (ulimit -v)"

    /// What this process may use now.
    public static func current() -> MemoryAvailability {
        var best = MemoryAvailability(bytes: ProcMemoryFiles.machineMemoryBytes() ?? (1 << 32), source: "machine (MemTotal)")
        if let cgroup = CgroupPaths.current(), let limit = cgroup.limitBytes(), limit < best.bytes {
            best = MemoryAvailability(bytes: limit, source: cgroup.limitDescription)
        }
        if let bytes = ProcMemoryFiles.addressSpaceLimit(), bytes / 4 < best.defaultBudgetBytes {
            best = MemoryAvailability(bytes: bytes, source: addressSpaceSource)
        }
        return best
    }
}
