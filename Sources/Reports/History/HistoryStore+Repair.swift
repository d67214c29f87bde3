import Foundation

#if canImport(Glibc)
import Glibc
import Results
#endif

/// What ``HistoryStore/repair()`` did.
package struct HistoryRepair: Sendable, Equatable {
    /// The runs kept, in their order.
    package var keptRuns: Int
    /// The line numbers (1-based, in the damaged store) set aside.
    package var setAsideLines: [Int]
    /// Where the set-aside lines were appended, or nil when there were none.
    package var setAsidePath: String?
}

extension HistoryStore {
    /// Keeps the header and every line that decodes as a run, in their order, and appends the
    /// other lines (a corrupt line, a torn last line, a damaged header) to `STORE.rejected`;
    /// the store is replaced atomically, under its lock. A file none of whose lines is a run
    /// and whose header is not a store's is refused as foreign and left alone. A repair killed
    /// at any point is finished by the next one: its temporary copy is removed
    /// (``removeLeftovers()``) and the lines it set aside are not set aside again.
    ///
    /// - Throws: ``ReportsError`` for a foreign store, one that is not a regular file or too
    ///   large for the budget, or one that cannot be written.
    package func repair() throws(ReportsError) -> HistoryRepair {
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw fail(BoundedInput.openReason(errno)) }
        defer { close(fd) }
        guard Self.lockExclusively(fd) else { throw fail("cannot lock: \(String(cString: strerror(errno)))") }
        removeLeftovers()
        let data: Data
        do { data = try BoundedInput.read(path, kind: .historyStore, limit: limit, regularOnly: true) } catch {
            throw ReportsError(.history, error.description)
        }
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let decoder = JSONDecoder()
        var kept = Data((Self.header + "\n").utf8)
        var keptRuns = 0
        var setAside: [Int] = []
        var rejected = Data()
        let headerValid = lines.first.map { (try? checkHeader(Data($0))) != nil } ?? true
        for (index, line) in lines.enumerated() {
            try StopRequest.check(.history)
            if index == 0, headerValid { continue }
            if !line.isEmpty, (try? decoder.decode(HistoryRecord.self, from: Data(line))) != nil {
                kept.append(Data(line))
                kept.append(0x0A)
                keptRuns += 1
            } else {
                setAside.append(index + 1)
                rejected.append(Data(line))
                rejected.append(0x0A)
            }
        }
        if !headerValid, keptRuns == 0 {
            throw fail("not a viewpressure history store (its first line is not \(Self.header), and no line is a run); nothing changed")
        }
        guard !setAside.isEmpty || data.last != nil && data.last != 0x0A else {
            return HistoryRepair(keptRuns: keptRuns, setAsideLines: [], setAsidePath: nil)
        }
        let asidePath = path + ".rejected"
        // Idempotent across a kill: lines set aside by a repair killed before the replace are
        // the end of the rejected file, and are not set aside twice.
        if !setAside.isEmpty, !Self.endsWith(asidePath, rejected) { try appendAside(rejected, to: asidePath) }
        try replace(with: kept)
        return HistoryRepair(keptRuns: keptRuns, setAsideLines: setAside, setAsidePath: setAside.isEmpty ? nil : asidePath)
    }

    private func appendAside(_ bytes: Data, to asidePath: String) throws(ReportsError) {
        let fd = open(asidePath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw fail("cannot open \(asidePath) for the set-aside lines: \(BoundedInput.openReason(errno)); nothing changed") }
        defer { close(fd) }
        guard Self.writeAll(fd, bytes) else { throw fail("cannot write \(asidePath): \(String(cString: strerror(errno))); nothing changed") }
        _ = fsync(fd)
    }

    /// Writes `bytes` to a temporary file beside the store and renames it over the store.
    private func replace(with bytes: Data) throws(ReportsError) {
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw fail("cannot create \(temporary): \(BoundedInput.openReason(errno)); nothing changed") }
        let written = Self.writeAll(fd, bytes) && fsync(fd) == 0
        close(fd)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw fail("cannot replace the store: \(String(cString: strerror(errno))); nothing changed")
        }
    }

    static func writeAll(_ fd: Int32, _ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
