#if canImport(Glibc)
import Glibc
#endif

/// What jemalloc is and how it was configured in this process: its version, build flags,
/// the `opt.*` values in force (the effective `MALLOC_CONF`), arenas and page size.
///
/// Every result the project writes records one of these, so that two runs can be
/// compared only when their allocators were configured alike.
///
/// Reading it resolves mallctls by name and allocates; it takes about 50 us. Read it once
/// per run, never inside a measured window.
public struct AllocatorEnvironment: Sendable, Hashable, Codable {
    /// Always `"jemalloc"`.
    public var allocator: String = "jemalloc"
    /// jemalloc's version string. The corresponding mallctl name is `version`.
    public var version: String
    /// Build-time flags (`config.stats`, `config.prof`, ...), keyed without the `config.` prefix.
    public var config: [String: Bool]
    /// The `malloc_conf` string compiled into jemalloc (`config.malloc_conf`), often empty.
    public var compiledMallocConf: String
    /// The `MALLOC_CONF` environment variable when the process started, if set.
    public var environmentMallocConf: String?
    /// Every `opt.*` value in force, keyed without the `opt.` prefix, rendered as text.
    public var options: [String: String]
    /// Number of arenas. The corresponding mallctl name is `arenas.narenas`.
    public var arenas: Int
    /// Page size in bytes. The corresponding mallctl name is `arenas.page`.
    public var pageSize: Int
    /// Allocation quantum in bytes. The corresponding mallctl name is `arenas.quantum`.
    public var quantum: Int
    /// Largest size class held in thread caches. The corresponding mallctl name is `arenas.tcache_max`.
    public var threadCacheMax: Int

    /// The options rendered as one `MALLOC_CONF`-style string, sorted by name, for example
    /// `background_thread:false,dirty_decay_ms:10000,...`.
    public var effectiveMallocConf: String {
        options.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
    }

    /// Why two environments cannot be compared, or nil when they can: the jemalloc
    /// version or an option that changes allocation behaviour differs.
    ///
    /// `prof_prefix` and `stats_print*` are ignored (they change output, not allocation).
    public func incompatibility(with other: AllocatorEnvironment) -> String? {
        if version != other.version {
            return "jemalloc versions differ: \(version) vs \(other.version)"
        }
        let ignored: Set<String> = ["prof_prefix", "stats_print", "stats_print_opts", "stats_interval_opts"]
        let names = Set(options.keys).union(other.options.keys).subtracting(ignored).sorted()
        let differing = names.filter { options[$0] != other.options[$0] }
        guard differing.isEmpty else {
            let list = differing.map { "\($0) \(options[$0] ?? "unset") vs \(other.options[$0] ?? "unset")" }
            return "allocator options differ (MALLOC_CONF): " + list.joined(separator: "; ")
        }
        return nil
    }
}

extension AllocatorEnvironment {
    /// Reads the environment of the running process.
    ///
    /// - Throws: ``ProbeError`` if a basic mallctl (`version`, `arenas.*`) fails. Options this
    ///   jemalloc build does not know are left out rather than failing the read.
    public static func current() throws(ProbeError) -> AllocatorEnvironment {
        var config: [String: Bool] = [:]
        for name in configFlagNames {
            if let value: Bool = try? Mallctl.read("config.\(name)") { config[name] = value }
        }
        var options: [String: String] = [:]
        for (name, kind) in optionNames {
            if let value = try? readOption("opt.\(name)", kind) { options[name] = value }
        }
        let environment = getenv("MALLOC_CONF").map { String(cString: $0) }
        return AllocatorEnvironment(
            version: try Mallctl.readString("version") ?? Mallctl.headerVersion,
            config: config,
            compiledMallocConf: (try? Mallctl.readString("config.malloc_conf")) ?? nil ?? "",
            environmentMallocConf: environment,
            options: options,
            arenas: Int(try Mallctl.read("arenas.narenas", as: UInt32.self)),
            pageSize: try Mallctl.read("arenas.page", as: Int.self),
            quantum: try Mallctl.read("arenas.quantum", as: Int.self),
            threadCacheMax: try Mallctl.read("arenas.tcache_max", as: Int.self)
        )
    }

    /// The C type of an `opt.*` value, as listed in jemalloc(3).
    enum OptionKind { case bool, string, unsigned, size, signedSize, int64 }

    static let configFlagNames = [
        "cache_oblivious", "debug", "fill", "lazy_lock", "prof", "prof_libgcc",
        "prof_libunwind", "stats", "utrace", "xmalloc",
    ]

    /// Every `opt.*` of jemalloc 5.3 (jemalloc(3), section MALLCTL NAMESPACE).
    static let optionNames: [(String, OptionKind)] = [
        ("abort", .bool), ("abort_conf", .bool), ("background_thread", .bool),
        ("cache_oblivious", .bool), ("confirm_conf", .bool), ("dirty_decay_ms", .signedSize),
        ("dss", .string), ("junk", .string), ("lg_extent_max_active_fit", .size),
        ("lg_prof_interval", .signedSize), ("lg_prof_sample", .size), ("max_background_threads", .size),
        ("metadata_thp", .string), ("muzzy_decay_ms", .signedSize), ("narenas", .unsigned),
        ("oversize_threshold", .size), ("percpu_arena", .string), ("prof", .bool),
        ("prof_accum", .bool), ("prof_active", .bool), ("prof_final", .bool), ("prof_gdump", .bool),
        ("prof_leak", .bool), ("prof_leak_error", .bool), ("prof_prefix", .string),
        ("prof_thread_active_init", .bool), ("retain", .bool), ("stats_interval", .int64),
        ("stats_interval_opts", .string), ("stats_print", .bool), ("stats_print_opts", .string),
        ("tcache", .bool), ("tcache_max", .size), ("thp", .string), ("trust_madvise", .bool),
        ("utrace", .bool), ("xmalloc", .bool), ("zero", .bool), ("zero_realloc", .string),
    ]

    static func readOption(_ name: String, _ kind: OptionKind) throws(ProbeError) -> String {
        switch kind {
        case .bool: return String(try Mallctl.read(name, as: Bool.self))
        case .string: return try Mallctl.readString(name) ?? ""
        case .unsigned: return String(try Mallctl.read(name, as: UInt32.self))
        case .size: return String(try Mallctl.read(name, as: UInt.self))
        case .signedSize: return String(try Mallctl.read(name, as: Int.self))
        case .int64: return String(try Mallctl.read(name, as: Int64.self))
        }
    }
}
