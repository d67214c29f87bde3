import Foundation

#if canImport(Glibc)
import Glibc
import Results
#endif

/// What a killed writer leaves beside a store, and the runs a store must not hold twice.
///
/// A `history repair` killed with SIGKILL between writing its temporary copy and renaming it
/// leaves `STORE.tmp-PID`. ``removeLeftovers()`` removes those of dead processes (`kill(PID, 0)`
/// fails with `ESRCH`) and those older than ``leftoverAgeSeconds`` (a PID reused by another process),
/// under the store's lock, at the next `history add` or `history repair`.
extension HistoryStore {
    /// How old a `STORE.tmp-PID` may be before it is a leftover whatever its PID: a day (a
    /// repair takes well under a second).
    package static let leftoverAgeSeconds = 86_400

    /// Removes the temporary copies of killed repairs; returns how many.
    @discardableResult
    package func removeLeftovers(now: Int = Int(time(nil))) -> Int {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + ".tmp-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return 0 }
        var removed = 0
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid() else { continue }
            let file = directory + "/" + entry
            var info = stat()
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let age = now - Int(info.st_mtim.tv_sec)
            guard DeadProcessLeftovers.isDead(pid) || age > Self.leftoverAgeSeconds else { continue }
            if unlink(file) == 0 { removed += 1 }
        }
        return removed
    }

    /// The 1-based line of a run in `records` that `record` repeats, or nil. A run is the same
    /// when its commit, name, kind, work and every metric with its samples are equal: the
    /// same results file added twice (a time of its own does not make it another run). The
    /// same commit measured again has other samples and is a run of its own.
    package static func duplicateLine(of record: HistoryRecord, in records: [HistoryRecord]) -> Int? {
        for (index, existing) in records.enumerated()
        where existing.commit == record.commit && existing.name == record.name && existing.kind == record.kind
            && existing.work == record.work && existing.metrics == record.metrics
        {
            return index + 2  // the header is line 1
        }
        return nil
    }

    /// Whether `asidePath` already ends with `bytes`: the lines a repair killed before it
    /// replaced the store set aside, which the next repair must not set aside again.
    static func endsWith(_ asidePath: String, _ bytes: Data) -> Bool {
        let fd = open(asidePath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) >= bytes.count, !bytes.isEmpty else { return false }
        var tail = [UInt8](repeating: 0, count: bytes.count)
        let count = tail.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(Int(info.st_size) - bytes.count)) }
        return count == bytes.count && tail.elementsEqual(bytes)
    }
}
