public import Foundation

#if canImport(Glibc)
import Glibc
public import Results
#endif

/// A history store: an append-only JSON Lines file, one ``HistoryRecord`` per line after a
/// header line, `{"format":1,"kind":"viewpressure-history"}`.
///
/// ## Why JSON Lines and not SQLite
/// The store lives in the repository or in the CI cache and is read whole by every gate
/// (a window is the last N runs). An append-only text file needs no dependency and no schema
/// migration, diffs and merges in git line by line, survives being copied by any cache
/// action, and can be inspected or trimmed with `tail`, `jq` and `grep`. Appends are a single
/// `write(2)` of a whole line under an exclusive `flock(2)`, so concurrent writers on one
/// machine (parallel CI steps) interleave whole records and never tear one; readers take a
/// shared lock. SQLite would buy indexed queries that a window of ten runs does not need.
///
/// ## Errors
/// A file whose first line is not the header is refused as foreign; a line that does not
/// decode, or a last line without its newline (a write cut short by a crash or a full disk),
/// is refused with its line number, and nothing is appended after it (``repair()`` keeps the
/// valid lines and sets the rest aside). A store that is not a regular file (/dev/null, a
/// pipe) is refused, and one larger than the memory budget allows (``InputLimit``) too.
///
/// Cost: ``append(_:)`` and ``records()`` read and decode the whole file (about 1 ms per
/// 100 kB); the append is one lock and one write.
public struct HistoryStore: Sendable {
    public let path: String

    /// The header line's content.
    public static let header = #"{"format":1,"kind":"viewpressure-history"}"#

    /// The size limit its reads are checked against (``InputLimit``).
    package let limit: InputLimit

    public init(path: String, limit: InputLimit = .current) {
        self.path = path
        self.limit = limit
    }

    /// Appends one record, creating the store (and its directory) when it does not exist.
    ///
    /// The whole store is validated first, under the lock (its header and every line), so a
    /// store is never appended to after a corrupt line: `history repair` recovers its valid
    /// runs. A run the store holds already (``duplicateLine(of:in:)``) is refused.
    ///
    /// - Throws: ``ReportsError`` when the file is foreign, not a regular file, too large for
    ///   the budget, or has a corrupt or incomplete line (with its number), or cannot be written.
    public func append(_ record: HistoryRecord) throws(ReportsError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var line: Data
        do { line = try encoder.encode(record) } catch { throw fail("cannot encode the record: \(error)") }
        line.append(0x0A)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fd = try openLocked()
        defer { close(fd) }
        // Validated under the lock: another writer may have appended since the open.
        let existing: Data
        do { existing = try BoundedInput.read(path, kind: .historyStore, limit: limit, regularOnly: true) } catch {
            throw ReportsError(.history, error.description)
        }
        var bytes = Data()
        removeLeftovers()
        if existing.isEmpty {
            bytes.append(Data((Self.header + "\n").utf8))
        } else if let line = Self.duplicateLine(of: record, in: try Self.decode(existing, path: path)) {
            throw fail("line \(line) is this run already (the same commit, name and samples: the results added twice); nothing appended")
        }
        bytes.append(line)
        guard Self.writeAll(fd, bytes) else { throw fail("cannot write: \(String(cString: strerror(errno)))") }
        _ = fsync(fd)
    }

    /// Opens the store for appending (creating it) and takes its exclusive lock; opens it again
    /// when `history repair` replaced the file while this writer waited for the lock.
    /// `flock(fd, LOCK_EX)`, waited again when a signal interrupts it (the stop handler is
    /// installed without `SA_RESTART`) unless that signal asked the process to stop.
    static func lockExclusively(_ fd: Int32) -> Bool {
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR, StopRequest.requested == nil else { return false }
        }
        return true
    }

    private func openLocked() throws(ReportsError) -> Int32 {
        while true {
            let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw fail(BoundedInput.openReason(errno)) }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                close(fd)
                throw fail(
                    "is not a regular file (\(BoundedInput.typeName(info.st_mode & S_IFMT))); a history store must be one, or the run would be lost")
            }
            guard Self.lockExclusively(fd) else {
                close(fd)
                if let signal = StopRequest.requested { throw fail("stopped by \(StopRequest.name(signal)) while waiting for the lock") }
                throw fail("cannot lock: \(String(cString: strerror(errno)))")
            }
            var now = stat()
            if stat(path, &now) == 0, now.st_ino == info.st_ino, now.st_dev == info.st_dev { return fd }
            close(fd)
        }
    }

    /// Every record, oldest first. A store that does not exist yet has none, unless
    /// `mustExist` (a gate against a store that is not there is an error, not an empty window).
    ///
    /// - Throws: ``ReportsError`` for a foreign file, a file that is not a regular one, one too
    ///   large for the budget, or a corrupt line (with its number). With `mustExist`, a missing
    ///   file is an error too (a gate reading a mistyped path must not pass on an empty
    ///   history); without it, a missing store reads as empty (`history add` creates it).
    public func records(mustExist: Bool = false) throws(ReportsError) -> [HistoryRecord] {
        if !mustExist, access(path, F_OK) != 0, errno == ENOENT { return [] }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)  // a FIFO must not block here: BoundedInput refuses it
        if fd >= 0 { _ = flock(fd, LOCK_SH) }
        defer { if fd >= 0 { close(fd) } }
        let data: Data
        do { data = try BoundedInput.read(path, kind: .historyStore, limit: limit, regularOnly: true) } catch {
            if mustExist, error.message == BoundedInput.openReason(ENOENT) {
                throw fail("no history store here (a mistyped path?); `viewpressure history add RESULTS --store \(path)` creates one")
            }
            throw ReportsError(.history, error.description)
        }
        return try Self.decode(data, path: path)
    }

    /// Decodes the text of a store; `path` names it in errors.
    package static func decode(_ data: Data, path: String) throws(ReportsError) -> [HistoryRecord] {
        guard !data.isEmpty else { return [] }
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        let store = HistoryStore(path: path)
        try store.checkHeader(Data(lines[0]))
        var records: [HistoryRecord] = []
        let decoder = JSONDecoder()
        for (index, line) in lines.enumerated().dropFirst() {
            try StopRequest.check(.history)
            if index == lines.count - 1 {
                guard line.isEmpty else {
                    throw store.fail(
                        "line \(index + 1) is incomplete (a write was cut short); `viewpressure history repair --store \(path)` sets it aside")
                }
                break
            }
            do {
                records.append(try decoder.decode(HistoryRecord.self, from: Data(line)))
            } catch {
                throw store.fail(
                    "line \(index + 1) is not a history record (corrupt store?): \(Self.reason(error)); `viewpressure history repair --store \(path)` keeps the valid runs"
                )
            }
        }
        return records
    }

    func checkHeader(_ firstLine: Data) throws(ReportsError) {
        let text = String(decoding: firstLine.prefix { $0 != 0x0A }, as: UTF8.self)
        struct Header: Decodable { var format: Int; var kind: String }
        guard let header = try? JSONDecoder().decode(Header.self, from: Data(text.utf8)), header.kind == "viewpressure-history" else {
            throw fail("not a viewpressure history store (its first line is not \(Self.header)); refusing to read or append")
        }
        guard header.format == 1 else {
            throw fail("history store format \(header.format) is not supported; this version reads format 1")
        }
    }

    func fail(_ message: String) -> ReportsError { ReportsError(.history, "\(path): \(message)") }

    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "missing \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            (context.codingPath.map(\.stringValue) + [context.debugDescription]).joined(separator: ": ")
        default: "\(error)"
        }
    }
}
