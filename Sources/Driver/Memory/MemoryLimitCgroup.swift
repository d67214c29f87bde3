#if canImport(Glibc)
import Glibc
#endif
import Results

/// A child memory cgroup that this process moves itself into, so that `--memory-limit-mb`
/// is a limit the kernel enforces: v2 `memory.max` (with `memory.high` at the same value, so
/// the kernel reclaims before it kills), or v1 `memory.limit_in_bytes` (with
/// `memory.move_charge_at_immigrate`, so the pages the process already holds are charged to
/// it). Created as `viewpressure-PID` next to the process's own cgroup; ``release()`` moves
/// the process back and removes it.
///
/// Creating one needs write access to the cgroup tree (root in a container, or a delegated
/// subtree); where the process has none, ``create(limitBytes:)`` returns nil and the run
/// falls back to watching resident memory alone (``MemoryGuard``).
final class MemoryLimitCgroup {
    let paths: CgroupPaths
    let parent: CgroupPaths
    let limitBytes: Int

    private init(paths: CgroupPaths, parent: CgroupPaths, limitBytes: Int) {
        self.paths = paths
        self.parent = parent
        self.limitBytes = limitBytes
    }

    /// "cgroup v1 memory.limit_in_bytes at /sys/fs/cgroup/memory/.../viewpressure-123".
    var mechanism: String { "\(paths.limitDescription) at \(paths.directory)" }

    /// Creates the cgroup, sets its limit and moves this process into it; nil when any step
    /// is not permitted (nothing is left behind).
    static func create(limitBytes: Int) -> MemoryLimitCgroup? {
        guard let parent = CgroupPaths.current() else { return nil }
        DeadProcessLeftovers.removeDirectories(in: parent.directory, prefix: "viewpressure")
        let directory = parent.directory + "/viewpressure-\(getpid())"
        guard mkdir(directory, 0o755) == 0 || errno == EEXIST else { return nil }
        let child = CgroupPaths(version: parent.version, directory: directory)
        let configured: Bool
        switch parent.version {
        case .v2:
            configured =
                write("\(limitBytes)", to: directory + "/memory.max")
                && write("\(limitBytes)", to: directory + "/memory.high")
        case .v1:
            _ = write("3", to: directory + "/memory.move_charge_at_immigrate")
            configured = write("\(limitBytes)", to: directory + "/memory.limit_in_bytes")
        }
        guard configured, write("\(getpid())", to: directory + "/cgroup.procs") else {
            rmdir(directory)
            return nil
        }
        return MemoryLimitCgroup(paths: child, parent: parent, limitBytes: limitBytes)
    }

    /// The bytes the kernel charges to the cgroup now.
    func chargedBytes() -> Int? { ProcMemoryFiles.integer(at: paths.usageFile) }

    /// Moves the process back to its own cgroup and removes the child.
    func release() {
        _ = Self.write("\(getpid())", to: parent.directory + "/cgroup.procs")
        rmdir(paths.directory)
    }

    private static func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count
    }
}
