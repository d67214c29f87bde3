import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a file line by line with `getline(3)` into one reused buffer: memory stays at the
/// longest line, whatever the file's size. Used by ``PerfettoTraceConverter``.
struct LineReader {
    /// Calls `body` with each line (without its newline), its 1-based number, and whether
    /// it was unterminated (only the file's last line can be: a run cut short). The buffer
    /// is valid only during the call.
    static func forEachLine(
        of path: String, _ body: (UnsafeBufferPointer<UInt8>, Int, _ unterminated: Bool) throws -> Void
    ) throws {
        guard let file = fopen(path, "r") else {
            throw ReportsError(.traceConversion, "cannot open: \(String(cString: strerror(errno)))", path: path, line: nil)
        }
        defer { fclose(file) }
        var buffer: UnsafeMutablePointer<CChar>? = nil
        var capacity = 0
        defer { free(buffer) }
        var number = 0
        while true {
            let length = getline(&buffer, &capacity, file)
            guard length >= 0, let line = buffer else { break }
            number += 1
            let bytes = UnsafeMutableRawPointer(line).assumingMemoryBound(to: UInt8.self)
            let terminated = bytes[length - 1] == 0x0A
            try body(UnsafeBufferPointer(start: bytes, count: terminated ? length - 1 : length), number, !terminated)
        }
    }
}

/// Buffered writes to a file descriptor: 64 KiB at a time, so a trace of millions of
/// events is written with a few thousand `write(2)` calls and bounded memory.
final class BufferedFileWriter {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity: Int
    private(set) var bytesWritten = 0
    private var closed = false

    init(path: String, capacity: Int = 1 << 16) throws {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw ReportsError(.traceConversion, "cannot create: \(String(cString: strerror(errno)))", path: path, line: nil)
        }
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    func write(_ text: String) throws {
        var copy = text
        try copy.withUTF8 { try write(bytes: $0) }
    }

    func write(bytes: UnsafeBufferPointer<UInt8>) throws {
        if buffer.count + bytes.count > capacity { try flush() }
        buffer.append(contentsOf: bytes)
    }

    func flush() throws {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { throw ReportsError(.traceConversion, "write failed: \(String(cString: strerror(errno)))", path: "", line: nil) }
            offset += written
        }
        bytesWritten += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, syncs and closes the file.
    func close() throws {
        try flush()
        fsync(descriptor)
        closed = true
        Glibc.close(descriptor)
    }

    deinit {
        if !closed { Glibc.close(descriptor) }
    }
}
