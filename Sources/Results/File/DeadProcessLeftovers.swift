import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What a process killed with SIGKILL leaves behind, removed by the next process that works in
/// the same place: temporary results files (`.NAME.PID.RANDOM.tmp`) and memory-limit cgroups
/// (`viewpressure-PID`). A leftover is removed only when its process is dead (`kill(PID, 0)`
/// fails with `ESRCH`), so a concurrent run's files are never touched.
package enum DeadProcessLeftovers {
    /// Whether process `pid` is gone.
    package static func isDead(_ pid: Int32) -> Bool {
        pid > 0 && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes `.NAME.PID.RANDOM.tmp` files of dead processes in `directory`; returns how many.
    @discardableResult
    package static func removeTemporaryResults(in directory: String, name: String) -> Int {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return 0 }
        var removed = 0
        let prefix = ".\(name)."
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let middle = entry.dropFirst(prefix.count).dropLast(4).split(separator: ".")
            guard middle.count == 2, let pid = Int32(middle[0]), UInt32(middle[1]) != nil, isDead(pid) else { continue }
            if unlink(directory + "/" + entry) == 0 { removed += 1 }
        }
        return removed
    }

    /// Removes `PREFIX-PID` directories (empty cgroups) of dead processes in `directory`.
    @discardableResult
    package static func removeDirectories(in directory: String, prefix: String) -> Int {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return 0 }
        var removed = 0
        for entry in entries where entry.hasPrefix(prefix + "-") {
            guard let pid = Int32(entry.dropFirst(prefix.count + 1)), isDead(pid) else { continue }
            if rmdir(directory + "/" + entry) == 0 { removed += 1 }
        }
        return removed
    }
}
