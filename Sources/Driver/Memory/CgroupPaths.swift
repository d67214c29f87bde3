/// Where this process's memory cgroup lives: the v2 unified hierarchy when its memory
/// controller is enabled there, else the v1 `memory` hierarchy. Found from
/// `/proc/self/cgroup` and `/proc/self/mountinfo`.
struct CgroupPaths: Sendable, Hashable {
    enum Version: Sendable, Hashable { case v1, v2 }

    var version: Version
    /// The directory of the process's own cgroup, e.g. `/sys/fs/cgroup/memory/ci/job-12`.
    var directory: String

    /// The file holding the limit (`memory.max`, `memory.limit_in_bytes`).
    var limitFile: String { directory + (version == .v2 ? "/memory.max" : "/memory.limit_in_bytes") }
    /// The file holding the charged bytes (`memory.current`, `memory.usage_in_bytes`).
    var usageFile: String { directory + (version == .v2 ? "/memory.current" : "/memory.usage_in_bytes") }
    var limitDescription: String { version == .v2 ? "cgroup v2 memory.max" : "cgroup v1 memory.limit_in_bytes" }

    /// The cgroup's limit, or nil when it has none ("max", or v1's near-2^63 "unlimited").
    func limitBytes() -> Int? {
        guard let value = ProcMemoryFiles.integer(at: limitFile), value < 1 << 60 else { return nil }
        return value
    }

    /// This process's memory cgroup, if one is mounted where the process can see it.
    static func current() -> CgroupPaths? {
        guard let membership = ProcMemoryFiles.readText("/proc/self/cgroup", limit: 4096),
            let mounts = ProcMemoryFiles.readText("/proc/self/mountinfo", limit: 65536)
        else { return nil }
        var v1Path: String?, v2Path: String?
        for line in membership.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            if parts[0] == "0", parts[1].isEmpty { v2Path = String(parts[2]) }
            if parts[1].split(separator: ",").contains("memory") { v1Path = String(parts[2]) }
        }
        var v1Mount: String?, v2Mount: String?
        for line in mounts.split(separator: "\n") {
            // id parent major:minor root mountpoint options... - fstype source superoptions
            let halves = line.split(separator: " - ", maxSplits: 1)
            guard halves.count == 2 else { continue }
            let fields = halves[0].split(separator: " "), tail = halves[1].split(separator: " ")
            guard fields.count >= 5, let type = tail.first else { continue }
            if type == "cgroup2", v2Mount == nil { v2Mount = String(fields[4]) }
            if type == "cgroup", tail.count >= 3, tail[2].split(separator: ",").contains("memory") { v1Mount = String(fields[4]) }
        }
        if let v2Mount, let v2Path {
            let directory = join(v2Mount, v2Path)
            if let controllers = ProcMemoryFiles.readText(directory + "/cgroup.controllers", limit: 1024),
                controllers.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains("memory")
            {
                return CgroupPaths(version: .v2, directory: directory)
            }
        }
        if let v1Mount, let v1Path {
            return CgroupPaths(version: .v1, directory: join(v1Mount, v1Path))
        }
        return nil
    }

    private static func join(_ mount: String, _ path: String) -> String {
        path == "/" ? mount : mount + path
    }
}
