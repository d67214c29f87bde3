public import Foundation

#if canImport(Glibc)
import Glibc
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
/// is refused with its line number, and nothing is appended after it.
///
/// Cost: ``append(_:)`` is one lock, two small reads and one write; ``records()`` reads and
/// decodes the whole file (about 1 ms per 100 kB).
public struct HistoryStore: Sendable {
    public let path: String

    /// The header line's content.
    public static let header = #"{"format":1,"kind":"viewpressure-history"}"#

    public init(path: String) {
        self.path = path
    }

    /// Appends one record, creating the store (and its directory) when it does not exist.
    ///
    /// - Throws: ``HistoryError`` when the file is foreign or its last line is incomplete,
    ///   or it cannot be written.
    public func append(_ record: HistoryRecord) throws(HistoryError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var line: Data
        do { line = try encoder.encode(record) } catch { throw fail("cannot encode the record: \(error)") }
        line.append(0x0A)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw fail("cannot open: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        guard flock(fd, LOCK_EX) == 0 else { throw fail("cannot lock: \(String(cString: strerror(errno)))") }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw fail("cannot stat: \(String(cString: strerror(errno)))") }
        var bytes = Data()
        if info.st_size == 0 {
            bytes.append(Data((Self.header + "\n").utf8))
        } else {
            try checkHeader(readPrefix(fd, count: 256))
            var last: UInt8 = 0
            guard pread(fd, &last, 1, off_t(info.st_size - 1)) == 1, last == 0x0A else {
                throw fail("the last line is incomplete (a write was cut short); remove it, then add again")
            }
        }
        bytes.append(line)
        let failure: String? = bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return String(cString: strerror(errno)) }
                offset += written
            }
            return nil
        }
        if let failure { throw fail("cannot write: \(failure)") }
        _ = fsync(fd)
    }

    /// Every record, oldest first. A store that does not exist yet has none.
    ///
    /// - Throws: ``HistoryError`` for a foreign file or a corrupt line (with its number).
    ///   With `mustExist`, a missing file is an error too (a gate reading a mistyped path must not
    ///   pass on an empty history); without it, a missing store reads as empty (`history add`
    ///   creates it).
    public func records(mustExist: Bool = false) throws(HistoryError) -> [HistoryRecord] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0, errno == ENOENT {
            if mustExist { throw fail("no history store here (a mistyped path?); `viewpressure history add RESULTS --store \(path)` creates one") }
            return []
        }
        guard fd >= 0 else { throw fail("cannot open: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        _ = flock(fd, LOCK_SH)
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
        let data: Data
        do { data = try handle.readToEnd() ?? Data() } catch { throw fail("cannot read: \(error)") }
        return try Self.decode(data, path: path)
    }

    /// Decodes the text of a store; `path` names it in errors.
    public static func decode(_ data: Data, path: String) throws(HistoryError) -> [HistoryRecord] {
        guard !data.isEmpty else { return [] }
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        let store = HistoryStore(path: path)
        try store.checkHeader(Data(lines[0]))
        var records: [HistoryRecord] = []
        let decoder = JSONDecoder()
        for (index, line) in lines.enumerated().dropFirst() {
            if index == lines.count - 1 {
                guard line.isEmpty else {
                    throw store.fail("line \(index + 1) is incomplete (a write was cut short); remove it")
                }
                break
            }
            do {
                records.append(try decoder.decode(HistoryRecord.self, from: Data(line)))
            } catch {
                throw store.fail("line \(index + 1) is not a history record (corrupt store?): \(Self.reason(error))")
            }
        }
        return records
    }

    func checkHeader(_ firstLine: Data) throws(HistoryError) {
        let text = String(decoding: firstLine.prefix { $0 != 0x0A }, as: UTF8.self)
        struct Header: Decodable { var format: Int; var kind: String }
        guard let header = try? JSONDecoder().decode(Header.self, from: Data(text.utf8)), header.kind == "viewpressure-history" else {
            throw fail("not a viewpressure history store (its first line is not \(Self.header)); refusing to read or append")
        }
        guard header.format == 1 else {
            throw fail("history store format \(header.format) is not supported; this version reads format 1")
        }
    }

    private func readPrefix(_ fd: Int32, count: Int) -> Data {
        var buffer = [UInt8](repeating: 0, count: count)
        let read = pread(fd, &buffer, count, 0)
        return Data(buffer.prefix(max(0, read)))
    }

    func fail(_ message: String) -> HistoryError { HistoryError(message: "\(path): \(message)") }

    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "missing \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            (context.codingPath.map(\.stringValue) + [context.debugDescription]).joined(separator: ": ")
        default: "\(error)"
        }
    }
}

/// A history store that cannot be used, or a history gate that cannot run; the CLI exits 2.
public struct HistoryError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
