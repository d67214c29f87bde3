import Foundation

#if canImport(Glibc)
import Glibc
import Results
#endif

/// Reads a trace file line by line with `read(2)` into one reused buffer: memory stays at the
/// longest line, and a line may have at most ``InputLimit``'s share of a results file
/// (`/dev/zero`, or a sparse file of 8 GiB with no newline, is refused there instead of
/// growing one line until the process is killed). Used by ``PerfettoTraceConverter``.
///
/// The file is opened with `O_NONBLOCK` (a FIFO with no writer cannot block the open; a
/// directory is refused at once), and a pipe or a device then has `O_NONBLOCK` cleared and is
/// streamed (`--trace /dev/stdin`). Every line, and every read that a signal interrupts
/// (`EINTR`), looks at the ``StopRequest``: a stop throws.
struct LineReader {
    /// Calls `body` with each line (without its newline), its 1-based number, and whether
    /// it was unterminated (only the file's last line can be: a run cut short). The buffer
    /// is valid only during the call.
    static func forEachLine(
        of path: String, limit: InputLimit = .current,
        _ body: (UnsafeBufferPointer<UInt8>, Int, _ unterminated: Bool) throws -> Void
    ) throws {
        let maximum = limit.maximumBytes(.results)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw ReportsError(.traceConversion, BoundedInput.openReason(errno), path: path, line: nil) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ReportsError(.traceConversion, "cannot read its status", path: path, line: nil) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw ReportsError(.traceConversion, "is a directory, not a trace file", path: path, line: nil) }
        if type != S_IFREG { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var line: [UInt8] = []
        var number = 0
        func stopped() throws {
            if let signal = StopRequest.requested {
                throw ReportsError(.traceConversion, "reading stopped by \(StopRequest.name(signal))", path: path, line: number)
            }
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN {
                try stopped()
                continue
            }
            if count < 0 { throw ReportsError(.traceConversion, "cannot be read: \(String(cString: strerror(errno)))", path: path, line: number) }
            if count == 0 { break }
            var start = 0
            for index in 0..<count where chunk[index] == 0x0A {
                number += 1
                try emit(&line, chunk[start..<index], maximum: maximum, limit: limit, path: path, number: number, terminated: true, body)
                start = index + 1
            }
            line.append(contentsOf: chunk[start..<count])
            if line.count > maximum { throw tooLong(path, number: number + 1, maximum: maximum, limit: limit) }
            try stopped()
        }
        if !line.isEmpty {
            number += 1
            try emit(&line, [][...], maximum: maximum, limit: limit, path: path, number: number, terminated: false, body)
        }
    }

    private static func emit(
        _ line: inout [UInt8], _ rest: ArraySlice<UInt8>, maximum: Int, limit: InputLimit, path: String, number: Int, terminated: Bool,
        _ body: (UnsafeBufferPointer<UInt8>, Int, Bool) throws -> Void
    ) throws {
        if line.isEmpty {
            try rest.withUnsafeBufferPointer { try body($0, number, !terminated) }
        } else {
            line.append(contentsOf: rest)
            if line.count > maximum { throw tooLong(path, number: number, maximum: maximum, limit: limit) }
            try line.withUnsafeBufferPointer { try body($0, number, !terminated) }
            line.removeAll(keepingCapacity: line.capacity <= 1 << 20)
        }
    }

    private static func tooLong(_ path: String, number: Int, maximum: Int, limit: InputLimit) -> ReportsError {
        ReportsError(
            .traceConversion,
            "a line longer than the \(maximum) bytes (\(Format.bytes(Double(maximum)))) a trace line may have (a results file's share of the "
                + "memory budget of \(Format.bytes(Double(limit.budgetBytes))), \(limit.budgetSource)); not a trace, or \(limit.flag) raises it",
            path: path, line: number)
    }
}
